import { Group, Progress, Stack, Text } from '@mantine/core';
import { betterThan } from '@tryout/shared/insight';
import { useWawasan } from '../../api/candidate/wawasan';
import { formatScore } from '../../lib/score';
import { TallyTable } from './TallyTable';

const percentOf = (value: number, target: number) =>
  target <= 0 ? 100 : Math.min(100, Math.round((100 * value) / target));

/** The way from `average` to one threshold (the KKM or a programme's minimum). */
function Threshold({ label, target, average }: { label: string; target: number; average: number | null }) {
  const reached = average != null && average >= target;
  return (
    <div>
      <Group justify="space-between" gap="xs">
        <Text fz="sm" fw={600}>
          {label}
        </Text>
        <Text fz="sm">
          {average == null
            ? `minimal ${formatScore(target)}`
            : reached
              ? `tercapai (minimal ${formatScore(target)})`
              : `kurang ${formatScore(target - average)} lagi`}
        </Text>
      </Group>
      <Progress
        mt={4}
        value={average == null ? 0 : percentOf(average, target)}
        color={reached ? 'green' : 'yellow'}
        aria-label={`${label}: ${average == null ? 0 : percentOf(average, target)}%`}
      />
    </div>
  );
}

/**
 * The insight of the latest finished attempt on a materi (docs/decisions/0022): the score per question group,
 * the standing among all first attempts, and the way to the programme thresholds from `average` (the
 * mean of the best scores so far; the KKM is shown beside it by the caller or here with `withKkm`).
 */
export function InsightPanel({
  kode,
  average,
  withGroups,
  withKkm,
}: {
  kode: string;
  average: number | null;
  withGroups?: boolean;
  withKkm?: boolean;
}) {
  const q = useWawasan(kode);
  if (!q.data) return null;
  const w = q.data;
  return (
    <Stack gap="xs" data-testid="insight">
      {w.nilai != null && (
        <Text fz="sm" fw={600} data-testid="insight-percentile">
          {betterThan(w.lebih_rendah, w.peserta)}
          {w.peserta > 0 && ' (percobaan pertama)'}
        </Text>
      )}
      {withGroups && <TallyTable groups={w.kelompok} testId="insight-groups" />}
      {withKkm && <Threshold label={`KKM ${formatScore(w.kkm)}`} target={w.kkm} average={average} />}
      {w.prodi.map((p) => (
        <Threshold
          key={p.pilihan}
          label={`Prodi pilihan ${p.pilihan}: ${p.nama_prodi}`}
          target={p.nilai_min_kelulusan}
          average={average}
        />
      ))}
    </Stack>
  );
}
