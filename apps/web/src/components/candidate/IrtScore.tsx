import { Card, Group, Stack, Text } from '@mantine/core';
import { IRT_MSG, type IrtCandidateScores } from '@tryout/shared/irt';
import { formatScore } from '../../lib/score';

/** '612' with its standard error as '± 35'. */
function Score({ skor, se, big }: { skor: number; se: number; big?: boolean }) {
  return (
    <Group gap={6} align="baseline" wrap="nowrap">
      <Text fz={big ? 28 : 'lg'} fw={700} lh={1.1} data-testid="skor-irt">
        {formatScore(skor)}
      </Text>
      <Text fz="xs" c="dimmed">
        ± {Math.round(se)}
      </Text>
    </Group>
  );
}

/** The line that says what the IRT score is and that pass/fail follows the nilai. */
export function IrtNote() {
  return (
    <Text fz="xs" c="dimmed" data-testid="skor-irt-note">
      {IRT_MSG.scoreNote}
    </Text>
  );
}

/** One materi's IRT score beside its nilai (the result page). */
export function IrtScoreFigure({ skor, se }: { skor: number; se: number }) {
  return (
    <div style={{ textAlign: 'right' }}>
      <Text fz="xs" c="dimmed">
        {IRT_MSG.scoreLabel}
      </Text>
      <Score skor={skor} se={se} big />
    </div>
  );
}

/** The overview's card: the overall IRT score and each calibrated materi's; nothing before a calibration. */
export function IrtScoreCard({ scores }: { scores: IrtCandidateScores | null | undefined }) {
  if (!scores) return null;
  return (
    <Card withBorder radius="md" p="md" aria-label={IRT_MSG.scoreLabel} component="section">
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
          <div>
            <Text fz="xs" c="dimmed" tt="uppercase" fw={600}>
              {IRT_MSG.scoreLabel}
            </Text>
            <Score skor={scores.overall.skor} se={scores.overall.se} big />
          </div>
          {scores.materi.length > 1 && (
            <Group gap="lg" wrap="wrap">
              {scores.materi.map((m) => (
                <div key={m.materi_id}>
                  <Text fz="xs" c="dimmed">
                    {m.deskripsi}
                  </Text>
                  <Score skor={m.skor} se={m.se} />
                </div>
              ))}
            </Group>
          )}
        </Group>
        <IrtNote />
      </Stack>
    </Card>
  );
}
