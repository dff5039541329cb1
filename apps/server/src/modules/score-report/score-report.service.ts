import { randomBytes } from 'node:crypto';
import { EXAM_MSG } from '@tryout/shared/exam';
import { REPORT_CODE_PATTERN, SCORE_REPORT_MSG, type Verification } from '@tryout/shared/insight';
import type { Config } from '../../config';
import type { Db } from '../../db';
import type { OutcomeResult } from '../../domain/programme';
import { sha256 } from '../../lib/crypto';
import { notFound } from '../../lib/errors';
import { buildPdf } from '../../lib/export';
import { nowIso } from '../../lib/time';
import { formatWibLong } from '../../lib/wib';
import * as accountsRepo from '../accounts/accounts.service';
import { dedupeMateri, loadCandidateState } from '../outcome/outcome.service';
import * as repo from './score-report.repository';

/** 20 random bytes: 160 bits, written as 32 base32 characters (no look-alike letters). */
const CODE_BYTES = 20;
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export function newReportCode(): string {
  const bytes = randomBytes(CODE_BYTES);
  let bits = 0;
  let value = 0;
  let out = '';
  for (const b of bytes) {
    value = (value << 8) | b;
    bits += 8;
    while (bits >= 5) {
      out += ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  return out;
}

const OUTCOME: Record<OutcomeResult, string> = {
  none: 'Tanpa pilihan prodi',
  pending: 'Belum ditentukan',
  accepted_first: EXAM_MSG.acceptedFirst,
  accepted_second: EXAM_MSG.acceptedSecond,
  failed: EXAM_MSG.notPassed,
};

const shown = (n: number | null) => (n == null ? '-' : String(n));

/**
 * The candidate's printable score report (PDF): identity, every materi's best score, the KKM pass and
 * the programme outcome, with a fresh verification code (only its SHA-256 is stored, with the name,
 * the scores and the date the public verification page shows).
 */
export async function scoreReportPdf(
  db: Db,
  config: Config,
  candidateId: number,
): Promise<{ filename: string; body: Buffer }> {
  const candidate = await accountsRepo.findCandidate(db, candidateId);
  if (!candidate) throw notFound(SCORE_REPORT_MSG.notFound);
  const st = await loadCandidateState(db, candidate);
  const nilai = dedupeMateri(st.set).map((m) => {
    const scores = st.attempts
      .filter((a) => a.materi_id === m.materi_id && a.status !== 'in_progress')
      .map((a) => a.r_nilai_pg ?? a.nilai_pg)
      .filter((v): v is number => v != null);
    return {
      materi: m.deskripsi,
      kode_ujian: m.kode_ujian,
      nilai: scores.length ? Math.max(...scores) : null,
    };
  });
  const code = newReportCode();
  const now = nowIso();
  await repo.insertReport(db, {
    code_hash: sha256(code),
    candidate_id: candidate.id,
    nama: candidate.full_name,
    nilai: JSON.stringify(nilai),
    created_at: now,
  });
  const kkm = st.evaluation.passed
    ? 'Lulus KKM'
    : st.evaluation.filled
      ? 'Belum mencapai KKM'
      : 'Belum semua materi';
  const body = await buildPdf({
    title: 'Laporan Nilai Tryout',
    lines: [
      `${candidate.full_name} · No. Registrasi ${candidate.nisn}`,
      `${candidate.asal_sekolah} · ${candidate.jurusan_sekolah}`,
      `KKM ${st.settings.kkm} · Rata-rata ${shown(st.evaluation.average)} · ${kkm}`,
      `Hasil Seleksi: ${OUTCOME[st.result]}${st.first ? ` (pilihan 1: ${st.first.nama_prodi}, minimal ${st.first.nilai_min_kelulusan})` : ''}`,
      `Kode verifikasi: ${code}`,
      `Periksa keaslian di ${config.publicUrl.replace(/\/$/, '')}/tryout/verifikasi/${code}`,
    ],
    columns: [
      { header: 'No', width: 40, align: 'center' },
      { header: 'Kode Materi', width: 200 },
      { header: 'Materi', width: 380 },
      { header: 'Nilai Terbaik', width: 140, align: 'right' },
    ],
    rows: nilai.map((n, i) => [String(i + 1), n.kode_ujian, n.materi, shown(n.nilai)]),
    printedAt: now,
  });
  return { filename: `laporan-nilai-${candidate.nisn}.pdf`, body };
}

/** The public verification: name, scores and date of the report a code names; nothing else. */
export async function verify(db: Db, code: string): Promise<Verification> {
  const normalised = code.trim().toUpperCase();
  const row = REPORT_CODE_PATTERN.test(normalised)
    ? await repo.findReport(db, sha256(normalised))
    : undefined;
  if (!row) throw notFound(SCORE_REPORT_MSG.notFound);
  const nilai = JSON.parse(row.nilai) as { materi: string; nilai: number | null }[];
  return {
    nama: row.nama,
    nilai: nilai.map((n) => ({ materi: n.materi, nilai: n.nilai })),
    tanggal: row.created_at,
    tanggal_wib: formatWibLong(row.created_at),
  };
}
