import { createHash, timingSafeEqual } from 'node:crypto';
import type { Db } from '../../db';
import {
  OUTBOX_KIND,
  type SisUpdateResultPayload,
  type WhatsappPayload,
} from '../../integrations/outbox/kinds';
import { enqueue } from '../../integrations/outbox/outbox.repository';
import { passNoticeWhatsappText } from '../../integrations/templates';
import { badRequest, conflict, forbidden, notFound, unauthorized } from '../../lib/errors';
import { nowIso } from '../../lib/time';
import { findCandidate, findCandidateByNisn } from '../accounts/accounts.service';
import { recordAudit } from '../audit/audit.service';
import { issueToken, TOKEN_TTL_MINUTES } from '../auth/auth.service';
import { applyCandidateOutcome, passNoticeCheck } from '../outcome/outcome.service';
import { findProgrammes } from '../settings/settings.service';
import * as repo from './integration.repository';

export const INTEGRATION_MSG = {
  notConfigured: 'Integrasi sistem akademik belum diaktifkan (INTEGRATION_KEY belum diatur)',
  badKey: 'Kunci integrasi tidak valid',
  loggedIn: 'Token integrasi berhasil dibuat',
  candidateNotFound: 'Peserta dengan nomor registrasi tersebut tidak ditemukan',
  programmeNotFound: 'Kode prodi tidak dikenal',
  progditerimaSaved: 'Prodi diterima berhasil disimpan',
  notYourAccount: 'Data peserta tidak sesuai dengan akun Anda',
  notPassed: 'Notifikasi hanya dapat dikirim setelah Anda dinyatakan lulus',
  whatsappQueued: 'Notifikasi WhatsApp akan segera dikirim',
  resultNotReady: 'Hasil tryout belum lengkap, selesaikan semua ujian terlebih dahulu',
  resultQueued: 'Hasil tryout dikirim ke sistem akademik',
} as const;

/** How long a press of the resend button covers: repeated presses inside it send one message. */
export const RESEND_WINDOW_MS = 10 * 60_000;

const digest = (s: string) => createHash('sha256').update(s).digest();

/** POST /login/tes: the campus system exchanges INTEGRATION_KEY for a short-lived bearer token. */
export async function loginWithKey(db: Db, configuredKey: string | undefined, given: string | undefined) {
  if (!configuredKey) throw forbidden(INTEGRATION_MSG.notConfigured);
  if (!given || !timingSafeEqual(digest(given), digest(configuredKey)))
    throw unauthorized(INTEGRATION_MSG.badKey);
  const token = await issueToken(db, 'integration', {});
  return { token, token_type: 'Bearer' as const, expires_in: TOKEN_TTL_MINUTES.integration * 60 };
}

/** POST /get/hasil-test: a candidate's profile outcome and every result. */
export async function hasilTest(db: Db, noreg: string) {
  const c = await findCandidateByNisn(db, noreg);
  if (!c) throw notFound(INTEGRATION_MSG.candidateNotFound);
  const rows = await repo.candidateResults(db, c.id);
  const seen = new Map<number | null, number>();
  return {
    noreg: c.nisn,
    nisn: c.nisn,
    full_name: c.full_name,
    email: c.email,
    ANGKATAN: c.ANGKATAN,
    GELOMBANG: c.GELOMBANG,
    program_studi: c.program_studi,
    program_studi2: c.program_studi2,
    PROGDITERIMA: c.PROGDITERIMA,
    nilai: c.nilai,
    status_kelulusan: c.status_kelulusan,
    hasil: rows.map((r) => {
      const n = (seen.get(r.materi_id) ?? 0) + 1;
      seen.set(r.materi_id, n);
      return {
        id_hasil: r.id_hasil,
        kode_ujian: r.kode_ujian ?? null,
        nama_ujian: r.deskripsi ?? null,
        is_toefl: (r.is_toefl === 1 ? '1' : '0') as '0' | '1',
        ujian_ke: n,
        type_soal: r.type_soal,
        nilai_pg: r.nilai_pg,
        nilai_essay: r.nilai_essay,
        nilai_akhir: r.nilai_akhir,
        mulai: r.mulai,
      };
    }),
  };
}

/** POST /update/progditerima: the campus system sets the accepted programme. */
export async function updateProgditerima(db: Db, input: { NOREG: string; PROGDITERIMA: string }) {
  const c = await findCandidateByNisn(db, input.NOREG);
  if (!c) throw notFound(INTEGRATION_MSG.candidateNotFound);
  const [prog] = await findProgrammes(db, [input.PROGDITERIMA]);
  if (!prog)
    throw badRequest(INTEGRATION_MSG.programmeNotFound, { PROGDITERIMA: INTEGRATION_MSG.programmeNotFound });
  const now = nowIso();
  await db.transaction().execute(async (trx) => {
    await repo.setProgditerima(trx, c.id, prog.kode_prodi, now);
    await recordAudit(trx, {
      action: 'update_progditerima',
      entity: 'candidates',
      entity_id: String(c.id),
      old_value: JSON.stringify({ PROGDITERIMA: c.PROGDITERIMA }),
      new_value: JSON.stringify({ PROGDITERIMA: prog.kode_prodi }),
      created_at: now,
      staff_user_id: null,
      actor: 'integration',
    });
  });
  return { NOREG: c.nisn, PROGDITERIMA: prog.kode_prodi, NAMAPROGDI: prog.nama_prodi };
}

type Candidate = NonNullable<Awaited<ReturnType<typeof findCandidate>>>;

async function ownCandidate(db: Db, candidateId: number, claimed: { email: string; nisn?: string }) {
  const c = await findCandidate(db, candidateId);
  if (!c) throw forbidden(INTEGRATION_MSG.notYourAccount);
  if (c.email.toLowerCase() !== claimed.email.toLowerCase()) throw forbidden(INTEGRATION_MSG.notYourAccount);
  if (claimed.nisn !== undefined && c.nisn !== claimed.nisn) throw forbidden(INTEGRATION_MSG.notYourAccount);
  return c;
}

/**
 * POST tes-users/tryout/pass-tryout — the resend button: enqueues the WhatsApp pass notice to the
 * account's own phone (never a number from the browser), only when the candidate has passed.
 * Presses within RESEND_WINDOW_MS enqueue one message.
 */
export async function passTryout(
  db: Db,
  publicUrl: string,
  candidateId: number,
  form: { nisn: string; email: string },
  now = new Date(),
) {
  const c: Candidate = await ownCandidate(db, candidateId, form);
  const refusal = passNoticeCheck(c);
  if (refusal?.kind === 'not_passed' || c.nilai == null) throw forbidden(INTEGRATION_MSG.notPassed);
  if (refusal) throw badRequest(refusal.reason, { phone: refusal.reason });
  const payload: WhatsappPayload = {
    phone: c.phone,
    name: c.full_name,
    score: c.nilai,
    message: passNoticeWhatsappText(
      { full_name: c.full_name, nisn: c.nisn, email: c.email, score: c.nilai },
      publicUrl,
    ),
  };
  const bucket = Math.floor(now.getTime() / RESEND_WINDOW_MS);
  const queued = await enqueue(
    db,
    [{ kind: OUTBOX_KIND.whatsapp, payload, idempotencyKey: `pass-whatsapp:${c.id}:resend:${bucket}` }],
    now.toISOString(),
  );
  return { queued: queued > 0 };
}

/**
 * POST tes-users/tryout/update-result — the numbers in the form are not trusted: the server
 * re-evaluates the candidate (the exam engine's pass evaluation, which also stores the outcome and
 * enqueues its effects once), then sends the stored score and status to the admissions system.
 * The idempotency key is the exam engine's, so a result already on its way is not sent twice.
 */
export async function updateResult(db: Db, candidateId: number, form: { email: string }) {
  await ownCandidate(db, candidateId, form);
  const now = nowIso();
  return db.transaction().execute(async (trx) => {
    await applyCandidateOutcome(trx, candidateId, now);
    const c = await findCandidate(trx, candidateId);
    if (!c || c.nilai == null || (c.status_kelulusan !== 0 && c.status_kelulusan !== 1)) {
      throw conflict(INTEGRATION_MSG.resultNotReady);
    }
    const nilai = Math.round(c.nilai);
    const status = c.status_kelulusan as 0 | 1;
    const payload: SisUpdateResultPayload = { email: c.email, nilai, status };
    const queued = await enqueue(
      trx,
      [
        {
          kind: OUTBOX_KIND.sisUpdateResult,
          payload,
          idempotencyKey: `sis-update-result:${c.id}:${nilai}:${status}`,
        },
      ],
      now,
    );
    return { email: c.email, nilai, status, queued: queued > 0 };
  });
}
