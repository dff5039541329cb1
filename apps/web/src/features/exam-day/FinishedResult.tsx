import { Button, Card, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { EXAM_MSG, type ExamCard, type Outcome, type SubmitResult } from '@tryout/shared/exam';
import classes from './exam.module.css';
import { InsightPanel } from './InsightPanel';
import { kkmProgress } from './kkmProgress';

/** What the exam page hands the overview after the submit (navigation state). */
export interface FinishedState {
  selesai: { kode_ujian: string; result: SubmitResult } | null;
}

const shown = (n: number | null) => (n == null ? '-' : String(n));

/** A group's multiple-choice score: 100 × right / its PG questions ('-' for essays only). */
const groupScore = (g: { benar: number; salah: number; kosong: number }) => {
  const pg = g.benar + g.salah + g.kosong;
  return pg === 0 ? '-' : String(Math.round((10000 * g.benar) / pg) / 100);
};

/**
 * The attempt just finished, at once on the overview (no toast to cover its buttons): the score,
 * right / wrong / empty per group, and where the candidate stands toward the KKM.
 */
export function FinishedResult({
  finished,
  cards,
  outcome,
  onClose,
}: {
  finished: NonNullable<FinishedState['selesai']>;
  cards: ExamCard[];
  outcome: Outcome;
  onClose: () => void;
}) {
  const { result: r } = finished;
  const card = cards.find((c) => c.kode_ujian === finished.kode_ujian);
  const kkm = kkmProgress(cards, outcome);
  const essays = r.rincian.some((g) => g.essay > 0);
  return (
    <Card withBorder radius="md" p="md" bg="green.0" component="section" aria-label="Hasil ujian terakhir">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="sm" wrap="nowrap">
          <div role="status">
            <Title order={2} fz={18}>
              {EXAM_MSG.submitSuccess}
            </Title>
            <Text fz="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {card?.nama_ujian ?? finished.kode_ujian} · Ujian ke {r.attempt_no}
            </Text>
          </div>
          <div style={{ textAlign: 'right', flexShrink: 0 }}>
            <Text fz="xs" c="dimmed">
              Nilai
            </Text>
            <Text fz={28} fw={700} lh={1.1} data-testid="finished-nilai">
              {shown(r.nilai_akhir ?? r.nilai_pg)}
            </Text>
          </div>
        </Group>
        {r.nilai_akhir == null && essays && (
          <Text fz="xs" c="dimmed">
            Nilai akhir keluar setelah essay dinilai; nilai di atas adalah nilai pilihan ganda.
          </Text>
        )}
        <div style={{ overflowX: 'auto' }}>
          <table className={classes.tally} data-testid="finished-tally">
            <thead>
              <tr>
                <th scope="col">Kelompok Soal</th>
                <th scope="col">Nilai</th>
                <th scope="col">Benar</th>
                <th scope="col">Salah</th>
                <th scope="col">Kosong</th>
                {essays && <th scope="col">Essay</th>}
              </tr>
            </thead>
            <tbody>
              {r.rincian.map((g) => (
                <tr key={g.nama_group}>
                  <th scope="row">{g.nama_group}</th>
                  <td>{groupScore(g)}</td>
                  <td>{g.benar}</td>
                  <td>{g.salah}</td>
                  <td>{g.kosong}</td>
                  {essays && <td>{g.essay}</td>}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <div>
          <Group justify="space-between" gap="xs">
            <Text fz="sm" fw={600}>
              Menuju KKM {kkm.kkm}
            </Text>
            <Text fz="sm" data-testid="finished-kkm">
              {kkm.average == null
                ? 'Belum ada nilai'
                : `Rata-rata ${kkm.final ? '' : 'sementara '}${kkm.average}`}
              {' · '}
              {kkm.done} dari {kkm.total} materi selesai
            </Text>
          </Group>
          <Progress
            mt={6}
            value={kkm.percent}
            color={kkm.average != null && kkm.average >= kkm.kkm ? 'green' : 'yellow'}
            aria-label={`Kemajuan menuju KKM ${kkm.percent}%`}
          />
        </div>
        <InsightPanel kode={finished.kode_ujian} average={kkm.average} />
        <Group justify="flex-end">
          <Button size="xs" variant="subtle" onClick={onClose}>
            Tutup
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
