import { INSIGHT_MSG, type Insight } from '@tryout/shared/insight';
import type { Db } from '../../db';
import { round2, tallyByGroup } from '../../domain/scoring';
import { notFound } from '../../lib/errors';
import * as accountsRepo from '../accounts/accounts.service';
import * as finaliseRepo from '../exam-day/finalise.service';
import { firstAttemptStanding } from '../item-analysis/item-analysis.service';
import * as outcomeRepo from '../outcome/outcome.service';
import { loadCandidateState } from '../outcome/outcome.service';

/**
 * The candidate's insight on a materi (docs/decisions/0022): their latest finished attempt's score per
 * question group, its standing among all first attempts of the materi, and the way to the KKM and to
 * the programme thresholds. Only the candidate's own attempt; nothing of a key or another candidate.
 */
export async function insightOf(db: Db, candidateId: number, kode: string): Promise<Insight> {
  const [candidate, materi] = await Promise.all([
    accountsRepo.findCandidate(db, candidateId),
    outcomeRepo.findTryoutMateriByKode(db, kode),
  ]);
  if (!candidate || !materi) throw notFound(INSIGHT_MSG.materiNotFound);
  const state = await loadCandidateState(db, candidate);
  const finished = state.attempts.filter(
    (a) => a.materi_id === materi.materi_id && a.status !== 'in_progress',
  );
  const attempt = finished.at(-1);
  if (!attempt) throw notFound(INSIGHT_MSG.noFinishedAttempt);
  const nilai = attempt.r_nilai_pg ?? attempt.nilai_pg;
  const [rows, standing] = await Promise.all([
    finaliseRepo.scoringRows(db, attempt.id),
    nilai == null ? null : firstAttemptStanding(db, materi.materi_id, nilai, candidate.id),
  ]);
  const programmes = [
    { pilihan: 1 as const, p: state.first },
    { pilihan: 2 as const, p: state.second },
  ];
  return {
    kode_ujian: kode,
    attempt_no: attempt.attempt_no,
    nilai,
    kelompok: tallyByGroup(rows).map((g) => {
      const pg = g.benar + g.salah + g.kosong;
      return { ...g, nilai: pg > 0 ? round2((100 * g.benar) / pg) : null };
    }),
    persentil:
      standing && standing.peserta > 0 ? Math.round((100 * standing.below) / standing.peserta) : null,
    peserta: standing?.peserta ?? 0,
    lebih_rendah: standing?.below ?? 0,
    kkm: state.settings.kkm,
    rata_rata: state.evaluation.average,
    prodi: programmes.flatMap(({ pilihan, p }) =>
      p
        ? [
            {
              pilihan,
              kode_prodi: p.kode_prodi,
              nama_prodi: p.nama_prodi,
              nilai_min_kelulusan: Number(p.nilai_min_kelulusan),
            },
          ]
        : [],
    ),
  };
}
