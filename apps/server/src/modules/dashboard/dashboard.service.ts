import type { DashboardCounts } from '@tryout/shared/staff/dashboard';
import type { Db } from '../../db';
import * as repo from './dashboard.repository';

export async function dashboardCounts(db: Db): Promise<DashboardCounts> {
  const byType = await repo.examCountsByType(db);
  const n = (t: string) => Number(byType.find((r) => r.type_soal === t)?.n ?? 0);
  return {
    jumlah_ujian: byType.reduce((s, r) => s + Number(r.n), 0),
    jumlah_peserta: await repo.countParticipants(db),
    jumlah_lulus: await repo.countPassed(db),
    dataPG: n('PG'),
    dataEssay: n('Essay'),
    dataMix: n('PG Dan Essay'),
  };
}
