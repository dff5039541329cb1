import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface SunkMail {
  to: string[];
  raw: string;
  /** raw with quoted-printable undone, for reading links */
  decoded: string;
}

/** A real SMTP server on loopback that keeps every message it receives. */
export async function startSmtpSink() {
  const messages: SunkMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, cb) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        messages.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
          decoded: decodeQuotedPrintable(raw),
        });
        cb();
      });
    },
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}?tls=off`,
    messages,
    for: (to: string) => messages.filter((m) => m.to.includes(to)),
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

export function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, h) => String.fromCharCode(Number.parseInt(h, 16)))
    .replace(/&amp;/g, '&');
}

/** The first link in a message that contains `part`. */
export function linkIn(mail: SunkMail, part: string): string {
  const m = new RegExp(`https?://[^\\s"<>]*${part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[^\\s"<>]*`).exec(
    mail.decoded,
  );
  if (!m) throw new Error(`no link with ${part} in mail`);
  return m[0];
}
