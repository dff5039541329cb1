import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context';
import { makeCandidate, makeStaff } from '../../../test/factories';
import { OUTBOX_KIND } from '../../integrations/outbox/kinds';
import { enqueue } from '../../integrations/outbox/outbox.repository';

const API = '/tryout/api';

describe('admin view of the outbox', () => {
  let t: TestContext;
  let admin: Awaited<ReturnType<typeof makeStaff>>;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    t = await createTestContext();
    admin = await makeStaff(t.db, 'admin');
    await enqueue(t.db, [
      {
        kind: OUTBOX_KIND.email,
        payload: {
          to: 'budi@tryout.test',
          subject: 'Reset Password',
          text: 'http://localhost:3000/tryout/tes-users/tryout/forgot-password/confirm?token=RAHASIA',
          html: '<a href="...?token=RAHASIA">reset</a>',
        },
        idempotencyKey: 'mail:1',
      },
      {
        kind: OUTBOX_KIND.whatsapp,
        payload: { phone: '12345', name: 'BUDI', score: 80, message: 'Halo' },
        idempotencyKey: 'wa:bad',
      },
      {
        kind: OUTBOX_KIND.whatsapp,
        payload: { phone: '081234567890', name: 'SITI', score: 90, message: 'Halo' },
        idempotencyKey: 'wa:good',
      },
      {
        kind: OUTBOX_KIND.sisFinalScore,
        payload: { noreg: '0051234567', nilai_akhir: 82 },
        idempotencyKey: 'sis:1',
      },
    ]);
    // e-mail and the final score stay pending (not due yet); the two WhatsApp rows are delivered
    await t.db
      .updateTable('outbox')
      .set({ next_attempt_at: '2999-01-01T00:00:00.000Z' })
      .where('kind', 'in', [OUTBOX_KIND.email, OUTBOX_KIND.sisFinalScore])
      .execute();
    await t.deliverOutbox();
    for (const r of await t.db.selectFrom('outbox').select(['id', 'idempotency_key']).execute()) {
      ids[r.idempotency_key] = r.id;
    }
  });
  afterAll(async () => t.close());

  const get = (url: string, headers = admin.auth) =>
    t.app.inject({ method: 'GET', url: `${API}${url}`, headers });

  it('is for admins only', async () => {
    const dosen = await makeStaff(t.db, 'dosen');
    const cand = await makeCandidate(t.db);
    for (const url of ['/outbox', '/outbox/summary']) {
      expect((await t.app.inject({ method: 'GET', url: `${API}${url}` })).statusCode).toBe(401);
      expect((await get(url, dosen.auth)).statusCode).toBe(403);
      expect((await get(url, cand.auth)).statusCode).toBe(403);
    }
    const retry = await t.app.inject({
      method: 'POST',
      url: `${API}/outbox/${ids['wa:bad']}/retry`,
      headers: dosen.auth,
    });
    expect(retry.statusCode).toBe(403);
  });

  it('lists deliveries newest first with recipient and summary, never the payload', async () => {
    const res = await get('/outbox');
    expect(res.statusCode).toBe(200);
    const { rows, total, page, limit } = res.json().data;
    expect({ total, page, limit }).toEqual({ total: 4, page: 1, limit: 50 });
    expect(rows.map((r: { id: number }) => r.id)).toEqual([
      ids['sis:1'],
      ids['wa:good'],
      ids['wa:bad'],
      ids['mail:1'],
    ]);
    expect(rows[0]).toMatchObject({
      kind: 'sis_final_score',
      recipient: '0051234567',
      summary: 'nilai_akhir 82',
      status: 'pending',
      attempts: 0,
    });
    expect(rows[2]).toMatchObject({
      kind: 'whatsapp',
      recipient: '12345',
      status: 'dead',
      attempts: 1,
      last_error: 'Nomor telepon tidak valid: "12345"',
    });
    expect(rows[3]).toMatchObject({
      kind: 'email',
      recipient: 'budi@tryout.test',
      summary: 'Reset Password',
    });
    expect(res.body).not.toContain('RAHASIA');
    expect(rows[0]).not.toHaveProperty('payload');
  });

  it('filters by status and kind, and pages', async () => {
    const dead = (await get('/outbox?status=dead')).json().data;
    expect(dead.total).toBe(1);
    expect(dead.rows[0].id).toBe(ids['wa:bad']);
    const wa = (await get('/outbox?kind=whatsapp')).json().data;
    expect(wa.rows.map((r: { id: number }) => r.id)).toEqual([ids['wa:good'], ids['wa:bad']]);
    const sentWa = (await get('/outbox?kind=whatsapp&status=sent')).json().data;
    expect(sentWa.rows.map((r: { id: number }) => r.id)).toEqual([ids['wa:good']]);
    expect((await get('/outbox?status=')).json().data.total).toBe(4);
    const page2 = (await get('/outbox?limit=3&page=2')).json().data;
    expect(page2).toMatchObject({ total: 4, page: 2, limit: 3 });
    expect(page2.rows.map((r: { id: number }) => r.id)).toEqual([ids['mail:1']]);
  });

  it('refuses bad filters with an Indonesian message', async () => {
    const nul = await get('/outbox?kind=%00');
    expect(nul.statusCode).toBe(400);
    expect(nul.json().message).toBe('Jenis pesan tidak dikenal');
    const res = await get('/outbox?status=hilang&limit=0');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject({
      status: 'Status harus salah satu dari pending, sent, dead',
      limit: 'Jumlah baris minimal 1',
    });
  });

  it('counts pending, dead and sent rows', async () => {
    const res = await get('/outbox/summary');
    expect(res.json()).toEqual({
      code: 200,
      message: 'Berhasil',
      data: { pending: 2, dead: 1, sent: 1, total: 4, kinds: ['email', 'sis_final_score', 'whatsapp'] },
    });
  });

  it("'retry now' makes a dead row due again, keeps its history, and is audited", async () => {
    const id = ids['wa:bad'];
    const res = await t.app.inject({ method: 'POST', url: `${API}/outbox/${id}/retry`, headers: admin.auth });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Pengiriman dijadwalkan ulang',
      data: { id, status: 'pending', attempts: 1, last_error: 'Nomor telepon tidak valid: "12345"' },
    });
    const row = await t.db.selectFrom('outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(Date.parse(row.next_attempt_at)).toBeLessThanOrEqual(Date.now());
    expect(row.locked_by).toBeNull();
    const audit = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity', '=', 'outbox')
      .where('entity_id', '=', String(id))
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'retry', actor: admin.user.nidn, staff_user_id: admin.user.id });

    // the worker tries it again at once; the number is still invalid, so it is dead again
    await t.deliverOutbox();
    const after = await t.db.selectFrom('outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(after).toMatchObject({ status: 'dead', attempts: 2 });
  });

  it('retry refuses rows that are not dead and unknown ids, changing nothing', async () => {
    const post = (id: number | string) =>
      t.app.inject({ method: 'POST', url: `${API}/outbox/${id}/retry`, headers: admin.auth });
    const sent = await post(ids['wa:good']);
    expect(sent.statusCode).toBe(409);
    expect(sent.json().message).toBe('Hanya pengiriman yang gagal (dead) yang dapat dikirim ulang');
    const pending = await post(ids['sis:1']);
    expect(pending.statusCode).toBe(409);
    expect((await post(999999)).statusCode).toBe(404);
    expect((await post(999999)).json().message).toBe('Data pengiriman tidak ditemukan');
    expect((await post('abc')).statusCode).toBe(400);
    const huge = await post(9_999_999_999);
    expect(huge.statusCode).toBe(400);
    expect(huge.json().message).toBe('Data pengiriman tidak ditemukan');
    const good = await t.db
      .selectFrom('outbox')
      .selectAll()
      .where('id', '=', ids['wa:good'])
      .executeTakeFirstOrThrow();
    expect(good.status).toBe('sent');
  });
});
