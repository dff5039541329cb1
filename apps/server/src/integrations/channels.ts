import type { Config } from '../config';
import type { FetchLike } from './http';
import type { Mail, Mailer } from './mailer';
import { type Handler, PermanentError } from './outbox/worker';
import { createSisHandlers } from './sis';
import { createWhatsappHandler } from './whatsapp';

/** Outbox kinds and the payload each carries (written by the areas, delivered by the worker). */
export const OUTBOX_KIND = {
  /** any e-mail: verification, reset, pass notice */
  email: 'email',
  /** pass notice by WhatsApp */
  whatsapp: 'whatsapp',
  /** spec §7.1 update-result: rounded score and status 1/0 for the admissions system */
  sisUpdateResult: 'sis_update_result',
  /** final score to the academic system: { nilai_akhir, noreg } */
  sisFinalScore: 'sis_final_score',
  /** accepted programme to the academic system: { NOREG, PROGDITERIMA } */
  sisProgditerima: 'sis_progditerima',
} as const;

export type EmailPayload = Mail;
export interface WhatsappPayload {
  phone: string;
  name: string;
  score: number;
  message: string;
}
export interface SisUpdateResultPayload {
  email: string;
  nilai: number;
  status: 0 | 1;
}
export interface SisFinalScorePayload {
  noreg: string;
  nilai_akhir: number;
}
export interface SisProgditerimaPayload {
  NOREG: string;
  PROGDITERIMA: string;
}

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
