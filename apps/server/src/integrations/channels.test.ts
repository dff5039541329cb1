import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context';
import { type HttpPeer, startHttpPeer, startSmtpPeer } from '../../test/peers';
import { type Config, loadConfig } from '../config';
import { buildHandlers } from './channels';
import { createMailer } from './mailer';
import { OUTBOX_KIND } from './outbox/kinds';
import { enqueue } from './outbox/outbox.repository';
import { createOutboxWorker } from './outbox/worker';
import { normalizePhone } from './phone';
import { passNoticeEmail, passNoticeWhatsappText } from './templates';

describe('normalizePhone', () => {
  it.each([
    ['081234567890', '+6281234567890'],
    ['6281234567890', '+6281234567890'],
    ['+62 812-3456-7890', '+6281234567890'],
    ['81234567890', '+6281234567890'],
    ['0857 1234 5678', '+6285712345678'],
    ['+60123456789', '+60123456789'],
  ])('%s → %s', (raw, e164) => {
    expect(normalizePhone(raw)).toEqual({ ok: true, e164, digits: e164.slice(1) });
  });
  it.each([
    ['', 'Nomor telepon kosong'],
    ['0812', 'Nomor telepon tidak valid: "0812"'],
    ['12', 'Nomor telepon tidak valid: "12"'],
    ['08123abc', 'Nomor telepon tidak valid: "08123abc"'],
    ['0215551234', 'Nomor telepon bukan nomor seluler (WhatsApp): "0215551234"'],
  ])('%s is refused: %s', (raw, reason) => {
    expect(normalizePhone(raw)).toEqual({ ok: false, reason });
  });
});

describe('configuration of the channels', () => {
  it('fails at start-up when a real channel lacks what it needs', () => {
    expect(() => loadConfig({ WHATSAPP_DRIVER: 'cloud' } as NodeJS.ProcessEnv)).toThrow(
      /WHATSAPP_TOKEN: wajib untuk WHATSAPP_DRIVER=cloud[\s\S]*WHATSAPP_PHONE_NUMBER_ID/,
    );
    expect(() => loadConfig({ WHATSAPP_DRIVER: 'gateway' } as NodeJS.ProcessEnv)).toThrow(/WHATSAPP_TOKEN/);
    expect(() => loadConfig({ SIS_DRIVER: 'http' } as NodeJS.ProcessEnv)).toThrow(/SIS_BASE_URL/);
    expect(loadConfig({} as NodeJS.ProcessEnv).whatsapp.driver).toBe('log');
  });
});

describe('channel adapters talk to real receivers on loopback', () => {
  let t: TestContext;
  let peer: HttpPeer;
  let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;
  const base = (_peerUrl: string, smtpUrl: string, extra: Record<string, string>) =>
    loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: t.dataDir,
      PUBLIC_URL: 'https://pmb.kampus.ac.id',
      SMTP_URL: smtpUrl,
      ...extra,
    } as NodeJS.ProcessEnv) satisfies Config;
  async function deliver(config: Config, logs: string[] = []) {
    const mailer = createMailer(config);
    const w = createOutboxWorker(t, buildHandlers({ config, mailer, log: (m) => logs.push(m) }));
    let n = 0;
    for (let k = await w.runOnce(); k > 0; k = await w.runOnce()) n += k;
    mailer.close();
    return n;
  }
  const outbox = () => t.db.selectFrom('outbox').selectAll().orderBy('id').execute();

  beforeAll(async () => {
    peer = await startHttpPeer();
    smtp = await startSmtpPeer();
    t = await createTestContext();
  });
  afterAll(async () => {
    await t.close();
    await peer.close();
    await smtp.close();
  });
  beforeEach(async () => {
    await t.db.deleteFrom('outbox').execute();
    peer.requests.length = 0;
    smtp.messages.length = 0;
  });

  const notice = { full_name: 'BUDI SANTOSO', nisn: '0051234567', email: 'budi@tryout.test', score: 87.5 };

  it('WhatsApp Cloud API: template message with the name and the score, bearer token, number as 628…', async () => {
    const config = base(peer.url, smtp.url, {
      WHATSAPP_DRIVER: 'cloud',
      WHATSAPP_BASE_URL: `${peer.url}/v21.0`,
      WHATSAPP_TOKEN: 'EAAG-rahasia',
      WHATSAPP_PHONE_NUMBER_ID: '1098765',
      WHATSAPP_TEMPLATE: 'tryout_lulus',
    });
    await enqueue(t.db, [
      {
        kind: OUTBOX_KIND.whatsapp,
        payload: { phone: '0812-3456-7890', name: 'BUDI SANTOSO', score: 87.5, message: 'tidak dipakai' },
        idempotencyKey: 'wa:cloud',
      },
    ]);
    expect(await deliver(config)).toBe(1);
    expect(peer.requests).toHaveLength(1);
    const [req] = peer.requests;
    expect(req.method).toBe('POST');
    expect(req.path).toBe('/v21.0/1098765/messages');
    expect(req.headers.authorization).toBe('Bearer EAAG-rahasia');
    expect(req.data).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: '6281234567890',
      type: 'template',
      template: {
        name: 'tryout_lulus',
        language: { code: 'id' },
        components: [
          {
            type: 'body',
            parameters: [
              { type: 'text', text: 'BUDI SANTOSO' },
              { type: 'text', text: '87,5' },
            ],
          },
        ],
      },
    });
    expect((await outbox())[0].status).toBe('sent');
  });

  it('WhatsApp gateway: Authorization token header and form fields target and message', async () => {
    const config = base(peer.url, smtp.url, {
      WHATSAPP_DRIVER: 'gateway',
      WHATSAPP_BASE_URL: `${peer.url}/send`,
      WHATSAPP_TOKEN: 'tok-fonnte',
    });
    const message = passNoticeWhatsappText(notice, config.publicUrl);
    await enqueue(t.db, [
      {
        kind: OUTBOX_KIND.whatsapp,
        payload: { phone: '081234567890', name: notice.full_name, score: notice.score, message },
        idempotencyKey: 'wa:gw',
      },
    ]);
    expect(await deliver(config)).toBe(1);
    const [req] = peer.requests;
    expect(req.path).toBe('/send');
    expect(req.headers.authorization).toBe('tok-fonnte');
    expect(req.headers['content-type']).toContain('application/x-www-form-urlencoded');
    expect(req.data).toEqual({ target: '6281234567890', message });
    expect(message).toContain('https://pmb.kampus.ac.id/tryout/ujian/0051234567');
    expect(message).toContain('87,5');
  });

  it('a gateway that answers 200 with status false is a failure to retry, with its reason', async () => {
    const config = base(peer.url, smtp.url, {
      WHATSAPP_DRIVER: 'gateway',
      WHATSAPP_BASE_URL: `${peer.url}/send`,
      WHATSAPP_TOKEN: 'tok',
    });
    peer.answerWith(() => ({ status: 200, body: { status: false, reason: 'device disconnected' } }));
    try {
      await enqueue(t.db, [
        {
          kind: OUTBOX_KIND.whatsapp,
          payload: { phone: '081234567890', name: 'A', score: 1, message: 'x' },
          idempotencyKey: 'wa:false',
        },
      ]);
      await deliver(config);
      const [row] = await outbox();
      expect(row).toMatchObject({
        status: 'pending',
        attempts: 1,
        last_error: 'Gateway WhatsApp menolak: device disconnected',
      });
    } finally {
      peer.answerWith(() => ({ status: 200, body: { status: true } }));
    }
  });

  it('academic system over HTTP: final score, accepted programme and tryout result, each with the key header', async () => {
    const config = base(peer.url, smtp.url, {
      SIS_DRIVER: 'http',
      SIS_BASE_URL: `${peer.url}/api/`,
      SIS_KEY: 'kunci-kampus',
    });
    await enqueue(t.db, [
      {
        kind: OUTBOX_KIND.sisFinalScore,
        payload: { noreg: '0051234567', nilai_akhir: 82 },
        idempotencyKey: 's:1',
      },
      {
        kind: OUTBOX_KIND.sisProgditerima,
        payload: { NOREG: '0051234567', PROGDITERIMA: 'TI' },
        idempotencyKey: 's:2',
      },
      {
        kind: OUTBOX_KIND.sisUpdateResult,
        payload: { email: 'budi@tryout.test', nilai: 82, status: 1 },
        idempotencyKey: 's:3',
      },
    ]);
    expect(await deliver(config)).toBe(3);
    expect(
      peer.requests.map((r) => ({
        path: r.path,
        key: r.headers['x-integration-key'],
        idem: r.headers['idempotency-key'],
        data: r.data,
      })),
    ).toEqual([
      {
        path: '/api/nilaiAkhir',
        key: 'kunci-kampus',
        idem: 's:1',
        data: { noreg: '0051234567', nilai_akhir: 82 },
      },
      {
        path: '/api/update/progditerima',
        key: 'kunci-kampus',
        idem: 's:2',
        data: { NOREG: '0051234567', PROGDITERIMA: 'TI' },
      },
      {
        path: '/api/tes-users/tryout/update-result',
        key: 'kunci-kampus',
        idem: 's:3',
        data: { email: 'budi@tryout.test', nilai: 82, status: 1 },
      },
    ]);
  });

  it('the default drivers need no network: log lines, and an invalid number is still dead', async () => {
    const config = base(peer.url, smtp.url, {});
    const logs: string[] = [];
    await enqueue(t.db, [
      {
        kind: OUTBOX_KIND.whatsapp,
        payload: { phone: '081234567890', name: 'A', score: 1, message: 'Halo A' },
        idempotencyKey: 'l:1',
      },
      {
        kind: OUTBOX_KIND.whatsapp,
        payload: { phone: 'bukan nomor', name: 'B', score: 1, message: 'Halo B' },
        idempotencyKey: 'l:2',
      },
      { kind: OUTBOX_KIND.sisFinalScore, payload: { noreg: 'N1', nilai_akhir: 70 }, idempotencyKey: 'l:3' },
    ]);
    await deliver(config, logs);
    expect(peer.requests).toHaveLength(0);
    expect(logs).toEqual([
      'WhatsApp (log) ke +6281234567890: Halo A',
      'Sistem akademik (log) nilai akhir: {"noreg":"N1","nilai_akhir":70}',
    ]);
    expect((await outbox()).map((r) => r.status)).toEqual(['sent', 'dead', 'sent']);
  });

  it('the pass notice e-mail goes through SMTP with a plain-text and an HTML part and a link from PUBLIC_URL', async () => {
    const config = base(peer.url, smtp.url, {});
    await enqueue(t.db, [
      { kind: OUTBOX_KIND.email, payload: passNoticeEmail(notice, config.publicUrl), idempotencyKey: 'e:1' },
    ]);
    expect(await deliver(config)).toBe(1);
    const [mail] = smtp.for('budi@tryout.test');
    const raw = mail.raw.replace(/=\r?\n/g, '');
    expect(raw).toContain('Subject: Selamat, Anda Lulus Tryout');
    expect(raw).toContain('Content-Type: text/plain');
    expect(raw).toContain('Content-Type: text/html');
    expect(raw).toContain('https://pmb.kampus.ac.id/tryout/ujian/0051234567');
    expect(raw).toContain('87,5');
  });

  it('an e-mail payload without a recipient is dead with a reason', async () => {
    const config = base(peer.url, smtp.url, {});
    await enqueue(t.db, [{ kind: OUTBOX_KIND.email, payload: { subject: 'x' }, idempotencyKey: 'e:2' }]);
    await deliver(config);
    expect((await outbox())[0]).toMatchObject({
      status: 'dead',
      last_error: 'Isi e-mail tidak lengkap (penerima atau subjek kosong)',
    });
  });
});
