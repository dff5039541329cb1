import { MSG } from '@tryout/shared/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context';
import { makeTryout } from '../../../test/exam-fixtures';
import { bearer, takeMateri } from '../../../test/exam-helpers';
import { makeCandidate, makeStaff } from '../../../test/factories';
import { metricValue } from '../../../test/ops/ops-helpers';
import { enqueue } from '../../integrations/outbox/outbox.repository';

const TOKEN = 'token-metrik-yang-panjang';

describe('GET /metrics', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext({ METRICS_TOKEN: TOKEN });
  });
  afterAll(async () => t.close());

  const scrape = (headers: Record<string, string> = { authorization: `Bearer ${TOKEN}` }) =>
    t.app.inject({ method: 'GET', url: '/tryout/api/metrics', headers });

  it('is refused without the token, with another token, and with a staff or candidate token', async () => {
    const staff = await makeStaff(t.db, 'admin');
    const { token } = await makeCandidate(t.db);
    for (const headers of [
      {},
      { authorization: 'Bearer salah' },
      { authorization: `Bearer ${TOKEN}x` },
      { authorization: TOKEN },
      staff.auth,
      bearer(token),
    ]) {
      const res = await scrape(headers);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(MSG.forbidden);
      expect(res.body).not.toContain('tryout_');
    }
  });

  it('answers the Prometheus text with the token', async () => {
    const res = await scrape();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    for (const name of [
      'tryout_http_request_duration_seconds',
      'tryout_answers_saved_total',
      'tryout_submissions_total',
      'tryout_attempts_in_progress',
      'tryout_outbox_messages',
      'tryout_outbox_oldest_due_seconds',
      'nodejs_eventloop_lag_seconds',
      'process_resident_memory_bytes',
      'nodejs_heap_size_used_bytes',
    ])
      expect(res.body, name).toContain(`# TYPE ${name} `);
    // both kinds of submission are there from the start, at 0
    expect(res.body).toMatch(/^tryout_submissions_total\{kind="expired"\} 0$/m);
    expect(res.body).toMatch(/^tryout_submissions_total\{kind="submitted"\} \d+$/m);
  });

  it('its series move with an exam: requests by route and status, attempts, saves, submissions, the outbox', async () => {
    const before = (await scrape()).body;
    const tryout = await makeTryout(t.db, [{}]);
    const materi = tryout.materi[0];
    const byId = new Map(materi.questions.map((q) => [q.id, q]));
    const { token } = await makeCandidate(t.db);
    const auth = bearer(token);
    // an attempt in progress shows while it runs
    const sheet = await t.app.inject({
      method: 'POST',
      url: '/tryout/api/soalUjianPg',
      headers: auth,
      payload: { kode_ujian: materi.kode_ujian, mulai: true },
    });
    expect(sheet.statusCode).toBe(200);
    const during = (await scrape()).body;
    expect(metricValue(during, 'tryout_attempts_in_progress')).toBe(
      metricValue(before, 'tryout_attempts_in_progress') + 1,
    );
    const submitted = await takeMateri(t, auth, materi.kode_ujian, byId, true);
    expect(submitted.status).toBe(200);
    const pgSaved = sheet
      .json()
      .data.groups.flatMap((g: { questions: { type_soal: string }[] }) => g.questions)
      .filter((q: { type_soal: string }) => q.type_soal === 'PG').length;
    expect(pgSaved).toBeGreaterThan(0);
    // a refused save (another candidate's exam code that does not exist) is timed with its status
    const refused = await t.app.inject({
      method: 'POST',
      url: '/tryout/api/simpanJawaban',
      headers: auth,
      payload: { kode_ujian: 'TIDAK-ADA', id_soal: 1, value: 'A' },
    });
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    const due = new Date(Date.now() - 60_000).toISOString();
    await enqueue(
      t.db,
      [{ kind: 'email', payload: { to: 'a@b.id' }, idempotencyKey: `m-${Date.now()}` }],
      due,
    );

    const after = (await scrape()).body;
    const save = { route: '/tryout/api/simpanJawaban', method: 'POST' };
    expect(metricValue(after, 'tryout_answers_saved_total')).toBe(
      metricValue(before, 'tryout_answers_saved_total') + pgSaved,
    );
    expect(
      metricValue(after, 'tryout_http_request_duration_seconds_count', { ...save, status: '200' }) -
        metricValue(before, 'tryout_http_request_duration_seconds_count', { ...save, status: '200' }),
    ).toBe(pgSaved);
    expect(
      metricValue(after, 'tryout_http_request_duration_seconds_count', {
        ...save,
        status: String(refused.statusCode),
      }),
    ).toBe(1);
    expect(metricValue(after, 'tryout_submissions_total', { kind: 'submitted' })).toBe(
      metricValue(before, 'tryout_submissions_total', { kind: 'submitted' }) + 1,
    );
    expect(metricValue(after, 'tryout_attempts_in_progress')).toBe(
      metricValue(before, 'tryout_attempts_in_progress'),
    );
    expect(metricValue(after, 'tryout_outbox_messages', { state: 'pending' })).toBeGreaterThanOrEqual(1);
    expect(metricValue(after, 'tryout_outbox_oldest_due_seconds')).toBeGreaterThanOrEqual(59);
    // the duration histogram has buckets, and the sum is a time
    expect(after).toMatch(
      /tryout_http_request_duration_seconds_bucket\{le="0\.005",method="POST",route="\/tryout\/api\/simpanJawaban",status="200"\} \d+/,
    );
    expect(metricValue(after, 'process_resident_memory_bytes')).toBeGreaterThan(10_000_000);
  });

  it('opens to an address in METRICS_ALLOW without a token', async () => {
    const open = await createTestContext({ METRICS_ALLOW: '127.0.0.1' });
    try {
      const res = await open.app.inject({ method: 'GET', url: '/tryout/api/metrics' });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('tryout_attempts_in_progress');
      // another address still needs the token
      const other = await open.app.inject({
        method: 'GET',
        url: '/tryout/api/metrics',
        remoteAddress: '10.1.2.3',
      });
      expect(other.statusCode).toBe(403);
    } finally {
      await open.close();
    }
  });
});
