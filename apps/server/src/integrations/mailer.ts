import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Config } from '../config';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
  close(): void;
}

/**
 * One mailer for the whole process: SMTP through one pooled nodemailer transport when SMTP_URL is
 * set; otherwise each message is written as an .eml file under DATA_DIR/mail/.
 */
export function createMailer(
  config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'dataDir'>,
  log?: (msg: string) => void,
): Mailer {
  if (config.smtpUrl) {
    const url = new URL(config.smtpUrl);
    const transport: Transporter = nodemailer.createTransport({
      pool: true,
      maxConnections: 3,
      host: url.hostname,
      port: Number(url.port || (url.protocol === 'smtps:' ? 465 : 587)),
      secure: url.protocol === 'smtps:',
      auth: url.username
        ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) }
        : undefined,
      // a loopback or campus relay may not offer TLS; use it when offered
      ignoreTLS: url.searchParams.get('tls') === 'off',
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    });
    return {
      async send(mail) {
        await transport.sendMail({ from: config.mailFrom, ...mail });
      },
      close: () => transport.close(),
    };
  }
  const dir = path.join(config.dataDir, 'mail');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(mail) {
      const info = await transport.sendMail({ from: config.mailFrom, ...mail });
      await fs.mkdir(dir, { recursive: true });
      const safeTo = mail.to.replace(/[^a-zA-Z0-9@._-]/g, '_');
      const file = path.join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${safeTo}.eml`);
      await fs.writeFile(file, info.message as Buffer);
      const link = /https?:\/\/\S+/.exec(mail.text)?.[0];
      log?.(`e-mail untuk ${mail.to} ditulis ke ${file}${link ? ` — tautan: ${link}` : ''}`);
    },
    close: () => {},
  };
}
