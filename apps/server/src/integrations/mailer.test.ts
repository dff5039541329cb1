import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext, useTestContext } from '../../test/context';
import { startSmtpSink } from '../../test/smtp-sink';
import { enqueue } from './outbox/outbox.repository';

const mail = (to: string) => ({
  kind: 'email',
  payload: { to, subject: 'Uji kirim', text: 'Halo http://localhost/tryout/x?a=1', html: '<p>Halo</p>' },
  idempotencyKey: `test:${to}`,
});

describe('outbox e-mail delivery', () => {
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  let t: TestContext;
  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await createTestContext({ SMTP_URL: sink.url });
  });
  afterAll(async () => {
    await t.close();
    await sink.close();
  });

  it('sends an enqueued e-mail once through real SMTP, even when enqueued twice', async () => {
    expect(await enqueue(t.db, [mail('a@tryout.test')])).toBe(1);
    expect(await enqueue(t.db, [mail('a@tryout.test')])).toBe(0);
    expect(await t.deliverOutbox()).toBe(1);
    expect(await t.deliverOutbox()).toBe(0);
    expect(sink.for('a@tryout.test')).toHaveLength(1);
    expect(sink.for('a@tryout.test')[0].decoded).toContain('Subject: Uji kirim');
    const row = await t.db.selectFrom('outbox').selectAll().executeTakeFirstOrThrow();
    expect(row.status).toBe('sent');
    expect(row.attempts).toBe(1);
  });
});

describe('outbox e-mail without SMTP', () => {
  const t = useTestContext();

  it('writes the message as an .eml file under DATA_DIR/mail', async () => {
    await enqueue(t.db, [mail('b@tryout.test')]);
    await t.deliverOutbox();
    const files = fs.readdirSync(path.join(t.dataDir, 'mail'));
    expect(files).toHaveLength(1);
    expect(fs.readFileSync(path.join(t.dataDir, 'mail', files[0]), 'utf8')).toContain('To: b@tryout.test');
  });
});
