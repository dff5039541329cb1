import type { CandidateProfile, ProgrammeRef } from '@tryout/shared/accounts';
import type { AttemptSummary, Outcome } from '@tryout/shared/exam';
import {
  type CheckNoregResult,
  EXAM_MSG,
  type ExamCard,
  type ListUjianResult,
  type NilaiAkhirResult,
  type UjianCmb,
} from '@tryout/shared/exam';
import { EXAM_REFUSAL_MSG } from '@tryout/shared/exam-refusals';
import type { Db } from '../../db';
import { cardState, meetsProgrammeOne } from '../../domain/programme';
import type { Caches } from '../../lib/caches';
import { sha256 } from '../../lib/crypto';
import { forbidden, unauthorized } from '../../lib/errors';
import { nowIso } from '../../lib/time';
import * as accountsRepo from '../accounts/accounts.service';
import { findLiveToken, issueToken, revokeOwnerTokens } from '../auth/auth.service';
import * as tryoutRepo from '../outcome/outcome.service';
import {
  type AttemptWithResult,
  type CandidateState,
  configAt,
  loadCandidateState,
  loadSettings,
  passNoticeCheck,
} from '../outcome/outcome.service';
import * as settingsRepo from '../settings/settings.service';
import { bankOf } from './bank';
import { liveAttemptOf } from './finalise.service';
import { type CandidateTaker, cardBase, type ExamCtx } from './target';

// ---------------------------------------------------------------- candidate session

async function programmeRef(db: Db, kodes: (string | null)[]) {
  const list = await settingsRepo.findProgrammes(
    db,
    kodes.filter((k): k is string => !!k),
  );
  return (kode: string | null): ProgrammeRef | null => {
    const p = kode ? list.find((x) => x.kode_prodi === kode) : undefined;
    return p
      ? { kode_prodi: p.kode_prodi, nama_prodi: p.nama_prodi, nilai_min_kelulusan: p.nilai_min_kelulusan }
      : null;
  };
}

/** POST /checknoreg: the login's session token (hash) of the candidate with this nisn → an exam token. */
export async function checkNoreg(
  ctx: ExamCtx,
  body: { no_reg: string; hash: string },
): Promise<CheckNoregResult> {
  const now = nowIso();
  const tok = await findLiveToken(ctx.db, sha256(body.hash), ['candidate_session'], now);
  if (!tok || tok.candidate_id == null) throw unauthorized(EXAM_MSG.noData);
  const c = await accountsRepo.findCandidate(ctx.db, tok.candidate_id);
  if (!c || c.nisn !== body.no_reg) throw unauthorized(EXAM_MSG.noData);
  await revokeOwnerTokens(ctx.db, { candidate_id: c.id }, ['candidate_exam'], now);
  const api_token = await issueToken(ctx.db, 'candidate_exam', { candidate_id: c.id });
  const ref = await programmeRef(ctx.db, [c.program_studi, c.program_studi2, c.PROGDITERIMA]);
  const profile: CandidateProfile = {
    nisn: c.nisn,
    full_name: c.full_name,
    email: c.email,
    phone: c.phone,
    asal_sekolah: c.asal_sekolah,
    jenis_sekolah: c.jenis_sekolah,
    alamat_sekolah1: c.alamat_sekolah1,
    alamat_sekolah2: c.alamat_sekolah2,
    provinsi_sekolah: c.provinsi_sekolah,
    jurusan_sekolah: c.jurusan_sekolah,
    nilai: c.nilai,
    status_kelulusan: c.status_kelulusan,
    ANGKATAN: c.ANGKATAN,
    GELOMBANG: c.GELOMBANG,
    program_studi: ref(c.program_studi),
    program_studi2: ref(c.program_studi2),
    PROGDITERIMA: c.PROGDITERIMA,
    NAMAPROGDI: ref(c.PROGDITERIMA)?.nama_prodi ?? null,
  };
  return { ...profile, api_token };
}

export async function getKkm(ctx: ExamCtx): Promise<{ KkmTryOut: number }> {
  return { KkmTryOut: (await loadSettings(ctx.db)).kkm };
}

export async function candidateOrThrow(ctx: ExamCtx, candidateId: number, noReg?: string) {
  const c = await accountsRepo.findCandidate(ctx.db, candidateId);
  if (!c) throw unauthorized(EXAM_MSG.noData);
  if (noReg && noReg !== c.nisn) throw forbidden(EXAM_REFUSAL_MSG.forbiddenNoreg);
  return c;
}

/** POST|GET /listujian: the overview (an expired attempt is finalised first). */
export async function listUjian(ctx: ExamCtx, who: CandidateTaker, noReg?: string): Promise<ListUjianResult> {
  const { candidateId } = who;
  const c = await candidateOrThrow(ctx, candidateId, noReg);
  const { finalised } = await liveAttemptOf(ctx, who, nowIso());
  // finalising may have changed the candidate's outcome: read it again only then
  const st = await loadCandidateState(
    ctx.db,
    finalised ? await candidateOrThrow(ctx, candidateId) : c,
    configAt(ctx.caches, who.configVersion ?? (await tryoutRepo.configVersion(ctx.db))),
  );
  return buildOverview(ctx, st);
}

/** POST /nilaiAkhir: the candidate's stored score and current outcome. */
export async function nilaiAkhir(ctx: ExamCtx, who: CandidateTaker): Promise<NilaiAkhirResult> {
  const list = await listUjian(ctx, who);
  const c = await candidateOrThrow(ctx, who.candidateId);
  return {
    nisn: c.nisn,
    nilai: c.nilai,
    status_kelulusan: c.status_kelulusan,
    PROGDITERIMA: c.PROGDITERIMA,
    outcome: list.outcome,
  };
}

/** POST /getUjianCMB: the tryout exams and their materi. */
export async function getUjianCmb(ctx: ExamCtx): Promise<UjianCmb[]> {
  const { exams, materi } = await tryoutRepo.listTryoutExams(ctx.db);
  return exams.map((e) => ({
    id_ujian: e.id_ujian,
    kode_ujian: e.kode_ujian,
    nama_ujian: e.nama_ujian,
    master_materi: e.master_materi,
    type_soal: e.type_soal,
    materi: materi
      .filter((m) => m.id_ujian === e.id_ujian)
      .map((m) => ({
        kode_ujian: m.kode_ujian,
        deskripsi: m.deskripsi,
        waktu: m.waktu,
        urutan: m.urutan,
        is_toefl: (m.is_toefl === 1 ? '1' : '0') as '1' | '0',
        toefl_type: m.toefl_type,
      })),
  }));
}

export const filterUser = (ctx: ExamCtx, f: { q?: string; nisn?: string; email?: string; nama?: string }) =>
  accountsRepo.searchCandidates(ctx.db, f, 100);

function summary(a: AttemptWithResult): AttemptSummary {
  return {
    attempt_no: a.attempt_no,
    nilai_pg: a.r_nilai_pg ?? a.nilai_pg,
    nilai_essay: a.r_nilai_essay ?? a.nilai_essay,
    nilai_akhir: a.r_nilai_akhir ?? a.nilai_akhir,
    submitted_at: a.submitted_at,
  };
}

/** A card's attempts staff voided ('Ulang ujian'), marked; nothing when there are none. */
function dibatalkan(rows: CandidateState['voided']) {
  if (rows.length === 0) return {};
  return {
    dibatalkan: rows.map((a) => ({
      attempt_no: a.attempt_no,
      nilai_pg: a.nilai_pg,
      nilai_essay: a.nilai_essay,
      nilai_akhir: a.nilai_akhir,
      submitted_at: a.submitted_at,
      dibatalkan_pada: a.voided_at as string,
    })),
  };
}

/**
 * The overview cards and the outcome. Each card's status follows spec §4 ('Lulus' when programme
 * one's minimum is at most the average); the outcome carries the KKM pass and the programme
 * outcome ('Hasil Seleksi') apart, and whether the pass notice can be resent.
 */
export async function buildOverview(ctx: { db: Db; caches: Caches }, st: CandidateState) {
  const banks = await Promise.all(st.set.map((m) => bankOf(ctx, m.materi_id, m.bank_version)));
  const programmeOneMet = meetsProgrammeOne(st.evaluation, st.first);
  const cards: ExamCard[] = st.set.map((m, i) => {
    const mine = st.attempts.filter((a) => a.materi_id === m.materi_id);
    const finished = mine.filter((a) => a.status !== 'in_progress');
    const running = mine.some((a) => a.status === 'in_progress');
    return {
      ...cardBase(m, banks[i].type_soal),
      status: finished.map(summary),
      ...dibatalkan(st.voided.filter((a) => a.materi_id === m.materi_id)),
      state: cardState(running, finished.length, programmeOneMet),
      attempts_left: Math.max(0, st.settings.attemptsPerMateri - mine.length),
    };
  });
  const running = st.attempts.find((a) => a.status === 'in_progress');
  const runningMateri = running ? st.set.find((m) => m.materi_id === running.materi_id) : undefined;
  const accepted = st.result === 'accepted_first' || st.result === 'accepted_second';
  const byCampus = st.candidate.progditerima_source === 'campus' && st.candidate.PROGDITERIMA != null;
  const outcome: Outcome = {
    filled: st.evaluation.filled,
    average: st.evaluation.average,
    kkm: st.settings.kkm,
    passed: st.evaluation.passed,
    toefl_done: st.evaluation.toefl_done,
    result: st.result,
    nama_prodi: accepted
      ? ((st.result === 'accepted_first' ? st.first : st.second)?.nama_prodi ?? null)
      : null,
    decided_by_campus: byCampus,
    prodi_satu: st.first
      ? { nama_prodi: st.first.nama_prodi, nilai_min_kelulusan: st.first.nilai_min_kelulusan }
      : null,
    second_attempt_allowed: !accepted && !byCampus && cards.some((c) => c.attempts_left > 0),
    notice_allowed: passNoticeCheck(st.candidate) === null,
  };
  return {
    ujian: cards,
    in_progress:
      running && runningMateri
        ? { kode_ujian: runningMateri.kode_ujian, deadline_at: running.deadline_at }
        : null,
    outcome,
  };
}
