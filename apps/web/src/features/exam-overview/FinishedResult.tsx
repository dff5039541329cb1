import { Button, Card, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { EXAM_MSG, type ExamCard, type Outcome } from '@tryout/shared/exam';
import { useEffect, useRef } from 'react';
import { InsightPanel } from '../../components/candidate/InsightPanel';
import { TallyTable } from '../../components/candidate/TallyTable';
import type { FinishedState } from '../../lib/candidate/finishedState';
import { kkmProgress } from '../../lib/candidate/kkmProgress';
import { formatScore } from '../../lib/score';

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
  // the overview opens at the top with the result in focus (read first by a screen reader too)
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    window.scrollTo(0, 0);
    ref.current?.focus({ preventScroll: true });
  }, []);
  return (
    <Card
      ref={ref}
      tabIndex={-1}
      withBorder
      radius="md"
      p="md"
      bg="green.0"
      component="section"
      aria-label="Hasil ujian terakhir"
      data-testid="finished-result"
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="sm" wrap="nowrap">
          <div role="status">
            <Title order={2} fz={18}>
              {EXAM_MSG.submitSuccess}
            </Title>
            {finished.catatan && (
              <Text fz="sm" data-testid="finished-note">
                {finished.catatan}
              </Text>
            )}
            <Text fz="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {card?.nama_ujian ?? finished.kode_ujian} · Ujian ke {r.attempt_no}
            </Text>
          </div>
          <div style={{ textAlign: 'right', flexShrink: 0 }}>
            <Text fz="xs" c="dimmed">
              Nilai
            </Text>
            <Text fz={28} fw={700} lh={1.1} data-testid="finished-nilai">
              {formatScore(r.nilai_akhir ?? r.nilai_pg)}
            </Text>
          </div>
        </Group>
        {r.nilai_akhir == null && essays && (
          <Text fz="xs" c="dimmed">
            Nilai akhir keluar setelah essay dinilai; nilai di atas adalah nilai pilihan ganda.
          </Text>
        )}
        <TallyTable groups={r.rincian} essays={essays} testId="finished-tally" />
        <div>
          <Group justify="space-between" gap="xs">
            <Text fz="sm" fw={600}>
              Menuju KKM {formatScore(kkm.kkm)}
            </Text>
            <Text fz="sm" data-testid="finished-kkm">
              {kkm.average == null
                ? 'Belum ada nilai'
                : `Rata-rata ${kkm.final ? '' : 'sementara '}${formatScore(kkm.average)}`}
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
