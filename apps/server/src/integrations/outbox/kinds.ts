import type { Mail } from '../mailer';

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
