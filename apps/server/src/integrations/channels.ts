import type { Config } from '../config';
import type { FetchLike } from './http';
import type { Mailer } from './mailer';
import { type EmailPayload, OUTBOX_KIND } from './outbox/kinds';
import { type Handler, PermanentError } from './outbox/worker';
import { createSisHandlers } from './sis';
import { createWhatsappHandler } from './whatsapp';

/** SMTP answers that no retry fixes (mailbox unknown, address refused) and a message without recipients. */
const PERMANENT_SMTP = new Set([550, 551, 553, 501]);

function emailHandler(mailer: Mailer): Handler {
  return async (payload: EmailPayload) => {
    if (!payload || typeof payload.to !== 'string' || !payload.to.includes('@') || !payload.subject) {
      throw new PermanentError('Isi e-mail tidak lengkap (penerima atau subjek kosong)');
    }
    try {
      await mailer.send(payload);
    } catch (err) {
      const e = err as Error & { responseCode?: number; code?: string; response?: string };
      const detail = `Pengiriman e-mail gagal: ${e.response ?? e.message}`;
      if ((e.responseCode && PERMANENT_SMTP.has(e.responseCode)) || e.code === 'EENVELOPE') {
        throw new PermanentError(detail);
      }
      throw new Error(detail);
    }
  };
}

/**
 * The handler of every outbox kind, built from the process's channels (chosen by configuration;
 * the defaults need no network: .eml files and log lines).
 */
export function buildHandlers(deps: {
  config: Config;
  mailer: Mailer;
  log: (msg: string) => void;
  /** the HTTP client of the WhatsApp and academic-system channels (default global fetch) */
  fetch?: FetchLike;
}): Record<string, Handler> {
  const sis = createSisHandlers(deps);
  return {
    [OUTBOX_KIND.email]: emailHandler(deps.mailer),
    [OUTBOX_KIND.whatsapp]: createWhatsappHandler(deps),
    [OUTBOX_KIND.sisUpdateResult]: sis.updateResult,
    [OUTBOX_KIND.sisFinalScore]: sis.finalScore,
    [OUTBOX_KIND.sisProgditerima]: sis.progditerima,
  };
}
