import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context';
import { type HttpPeer, startHttpPeer, startSmtpPeer } from '../../../test/peers';
import { type Config, loadConfig } from '../../config';
import { buildHandlers } from '../channels';
import { createMailer, type Mailer } from '../mailer';
import { OUTBOX_KIND } from './kinds';
import { claimDue, enqueue, markSent, type NewMessage } from './outbox.repository';
import { createOutboxWorker, type OutboxWorker } from './worker';

const HOUR = 3_600_000;

describe('outbox worker against real receivers on loopback', () => {
  let t: TestContext;
  let peer: HttpPeer;
  let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;
  let config: Config;
  let mailer: Mailer;
  let clock: Date;
  const now = () => clock;
  const advance = (ms: number) => {
    clock = new Date(clock.getTime() + ms);
  };
  const worker = (opts: Parameters<typeof createOutboxWorker>[2] = {}) =>
    createOutboxWorker(t, buildHandlers({ config, mailer, log: () => {} }), { now, ...opts });
  async function drain(w: OutboxWorker): Promise<number> {
    let total = 0;
    for (let n = await w.runOnce(); n > 0; n = await w.runOnce()) total += n;
    return total;
  }
  const rows = () => t.db.selectFrom('outbox').selectAll().orderBy('id').execute();
  const keysOf = (reqs: { headers: Record<string, unknown> }[]) =>
    reqs.map((r) => String(r.headers['idempotency-key']));

  beforeAll(async () => {
    peer = await startHttpPeer();
    smtp = await startSmtpPeer();
    t = await createTestContext();
    config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: t.dataDir,
      PUBLIC_URL: 'http://localhost:3000',
      SMTP_URL: smtp.url,
      WHATSAPP_DRIVER: 'gateway',
      WHATSAPP_BASE_URL: `${peer.url}/send`,
      WHATSAPP_TOKEN: 'token-gateway',
      SIS_DRIVER: 'http',
      SIS_BASE_URL: `${peer.url}/siakad`,
      SIS_KEY: 'kunci-siakad',
      INTEGRATION_TIMEOUT_MS: '2000',
    } as NodeJS.ProcessEnv);
    mailer = createMailer(config);
  });
  afterAll(async () => {
    mailer.close();
    await t.close();
    await peer.close();
    await smtp.close();
  });
  beforeEach(async () => {
    clock = new Date('2026-11-22T01:00:00.000Z');
    await t.db.deleteFrom('outbox').execute();
    peer.requests.length = 0;
    smtp.messages.length = 0;
  });
  afterEach(async () => {
    await t.db.updateTable('settings').set({ value: '8' }).where('key', '=', 'outbox_max_attempts').execute();
  });

  const whatsapp = (i: number): NewMessage => ({
    kind: OUTBOX_KIND.whatsapp,
    payload: {
      phone: `08123456${String(7000 + i)}`,
      name: `PESERTA ${i}`,
      score: 80 + i,
      message: `Halo ${i}`,
    },
    idempotencyKey: `wa:${i}`,
  });
  const finalScore = (i: number): NewMessage => ({
    kind: OUTBOX_KIND.sisFinalScore,
    payload: { noreg: `NOREG${i}`, nilai_akhir: 70 + i },
    idempotencyKey: `nilai:${i}`,
  });
  const email = (i: number): NewMessage => ({
    kind: OUTBOX_KIND.email,
    payload: { to: `p${i}@tryout.test`, subject: `Pesan ${i}`, text: `Halo ${i}`, html: `<p>Halo ${i}</p>` },
    idempotencyKey: `mail:${i}`,
  });

  it('keeps retrying while the receivers are down and delivers every message exactly once after they recover', async () => {
    await peer.stop();
    await smtp.stop();
    const messages = [0, 1, 2, 3, 4].flatMap((i) => [whatsapp(i), finalScore(i), email(i)]);
    await enqueue(t.db, messages, clock.toISOString());
    const w = worker({ random: () => 0.5 });

    expect(await drain(w)).toBe(15);
    for (const r of await rows()) {
      expect(r.status).toBe('pending');
      expect(r.attempts).toBe(1);
      expect(r.last_error).toMatch(/tidak dapat dihubungi|e-mail gagal/);
      expect(r.next_attempt_at > clock.toISOString()).toBe(true);
    }
    expect(await drain(w)).toBe(0); // backoff: nothing is due yet

    advance(HOUR);
    expect(await drain(w)).toBe(15);
    expect((await rows()).every((r) => r.status === 'pending' && r.attempts === 2)).toBe(true);

    await peer.start();
    await smtp.start();
    advance(2 * HOUR);
    expect(await drain(w)).toBe(15);
    advance(24 * HOUR);
    expect(await drain(w)).toBe(0);

    const all = await rows();
    expect(all.every((r) => r.status === 'sent' && r.attempts === 3 && r.last_error === null)).toBe(true);
    const delivered = keysOf(peer.delivered());
    expect(delivered).toHaveLength(10);
    expect(new Set(delivered).size).toBe(10);
    for (let i = 0; i < 5; i++) expect(smtp.for(`p${i}@tryout.test`)).toHaveLength(1);
    expect(smtp.messages).toHaveLength(5);
  });

  it('a receiver that answers 500 and then 200 records one delivery', async () => {
    peer.failNext(500);
    await enqueue(t.db, [finalScore(1)], clock.toISOString());
    const w = worker();
    expect(await drain(w)).toBe(1);
    let [row] = await rows();
    expect(row.status).toBe('pending');
    expect(row.last_error).toContain('HTTP 500');
    advance(HOUR);
    expect(await drain(w)).toBe(1);
    [row] = await rows();
    expect(row.status).toBe('sent');
    expect(row.attempts).toBe(2);
    expect(peer.requests.map((r) => r.status)).toEqual([500, 200]);
    expect(peer.delivered()).toHaveLength(1);
    expect(peer.delivered()[0].data).toEqual({ noreg: 'NOREG1', nilai_akhir: 71 });
  });

  it('two workers running at once over many rows never send a row twice', async () => {
    const n = 120;
    await enqueue(
      t.db,
      Array.from({ length: n }, (_, i) => finalScore(i)),
      clock.toISOString(),
    );
    const a = worker({ batch: 7 });
    const b = worker({ batch: 7 });
    const counts = await Promise.all([drain(a), drain(b)]);
    expect(counts[0] + counts[1]).toBe(n);
    expect(counts[0]).toBeGreaterThan(0);
    expect(counts[1]).toBeGreaterThan(0);
    const keys = keysOf(peer.delivered());
    expect(keys).toHaveLength(n);
    expect(new Set(keys).size).toBe(n);
    expect((await rows()).every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true);
  });

  it('a row claimed by a worker that died before sending is sent by another after the claim TTL', async () => {
    await enqueue(t.db, [finalScore(1), finalScore(2)], clock.toISOString());
    const claimed = await claimDue(t.db, t.dialect, 'mati-123', 10, clock);
    expect(claimed.map((r) => r.idempotency_key)).toEqual(['nilai:1', 'nilai:2']);

    const w = worker({ claimTtlMs: 60_000 });
    expect(await drain(w)).toBe(0); // still protected by the dead worker's claim
    advance(30_000);
    expect(await drain(w)).toBe(0);
    advance(31_000);
    expect(await drain(w)).toBe(2);
    expect(keysOf(peer.delivered())).toEqual(['nilai:1', 'nilai:2']);
    // the dead worker, were it to wake up, can no longer mark the row
    expect(await markSent(t.db, claimed[0].id, 'mati-123')).toBe(false);
    expect((await rows()).every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true);
  });

  it('a slow receiver: the rows a worker will not reach before half the claim TTL are handed back', async () => {
    await enqueue(t.db, [finalScore(1), finalScore(2), finalScore(3)], clock.toISOString());
    peer.answerWith(() => {
      advance(31_000); // each call "takes" 31 s
      return { status: 200, body: { status: true } };
    });
    try {
      const w = worker({ claimTtlMs: 60_000 });
      expect(await w.runOnce()).toBe(1);
      const after = await rows();
      expect(after.map((r) => [r.status, r.locked_by])).toEqual([
        ['sent', null],
        ['pending', null],
        ['pending', null],
      ]);
      expect(await drain(w)).toBe(2);
      expect(keysOf(peer.delivered())).toEqual(['nilai:1', 'nilai:2', 'nilai:3']);
    } finally {
      peer.answerWith(() => ({ status: 200, body: { status: true } }));
    }
  });

  it('an invalid phone number makes the row dead at once with the reason, and nothing is sent', async () => {
    await enqueue(
      t.db,
      [
        { ...whatsapp(1), payload: { phone: '12345', name: 'A', score: 90, message: 'x' } },
        { ...whatsapp(2), payload: { phone: '0215551234', name: 'B', score: 90, message: 'x' } },
        whatsapp(3),
      ],
      clock.toISOString(),
    );
    expect(await drain(worker())).toBe(3);
    const [bad, landline, good] = await rows();
    expect(bad).toMatchObject({
      status: 'dead',
      attempts: 1,
      last_error: 'Nomor telepon tidak valid: "12345"',
    });
    expect(landline.status).toBe('dead');
    expect(landline.last_error).toContain('bukan nomor seluler');
    expect(good.status).toBe('sent');
    expect(peer.requests).toHaveLength(1);
    expect(peer.requests[0].data.target).toBe('6281234567003');
  });

  it('a message the receiver refuses (HTTP 400) is dead at once; a failing one is dead after outbox_max_attempts', async () => {
    await t.db.updateTable('settings').set({ value: '3' }).where('key', '=', 'outbox_max_attempts').execute();
    peer.answerWith((req) =>
      req.path.endsWith('/nilaiAkhir')
        ? { status: 503, body: { message: 'sibuk' } }
        : { status: 400, body: { message: 'NOREG tidak dikenal' } },
    );
    try {
      await enqueue(
        t.db,
        [
          finalScore(1),
          {
            kind: OUTBOX_KIND.sisProgditerima,
            payload: { NOREG: 'X', PROGDITERIMA: 'TI' },
            idempotencyKey: 'p:1',
          },
        ],
        clock.toISOString(),
      );
      const w = worker();
      await drain(w);
      let [score, prog] = await rows();
      expect(prog).toMatchObject({ status: 'dead', attempts: 1 });
      expect(prog.last_error).toContain('HTTP 400');
      expect(score).toMatchObject({ status: 'pending', attempts: 1 });
      for (let i = 0; i < 3; i++) {
        advance(24 * HOUR);
        await drain(w);
      }
      [score] = await rows();
      expect(score).toMatchObject({ status: 'dead', attempts: 3 });
      expect(score.last_error).toContain('HTTP 503');
      expect(peer.requests.filter((r) => r.path.endsWith('/nilaiAkhir'))).toHaveLength(3);
    } finally {
      peer.answerWith(() => ({ status: 200, body: { status: true } }));
    }
  });

  it('an unknown kind or a broken payload is dead at once', async () => {
    await enqueue(t.db, [{ kind: 'merpati', payload: {}, idempotencyKey: 'm:1' }], clock.toISOString());
    await t.db
      .insertInto('outbox')
      .values({
        kind: OUTBOX_KIND.sisFinalScore,
        payload: '{rusak',
        idempotency_key: 'rusak:1',
        status: 'pending',
        attempts: 0,
        next_attempt_at: clock.toISOString(),
        created_at: clock.toISOString(),
        updated_at: clock.toISOString(),
      })
      .execute();
    await drain(worker());
    const [unknown, broken] = await rows();
    expect(unknown).toMatchObject({
      status: 'dead',
      last_error: 'Tidak ada pengirim untuk jenis pesan "merpati"',
    });
    expect(broken).toMatchObject({ status: 'dead', last_error: 'Isi pesan bukan JSON yang valid' });
  });
});
