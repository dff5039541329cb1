import { Button, Card, Group, Stack, Text } from '@mantine/core';
import { TOEFL_TYPES } from '@tryout/shared/constants';
import { EXAM_MSG } from '@tryout/shared/exam';
import { Navigate, useNavigate, useParams } from 'react-router';
import { useCandidateList } from '../../api/candidate/useCandidateList';
import { CandidateShell, NoData, PageLoader } from '../../components/candidate/CandidateShell';
import { StateBadge } from '../../components/candidate/StateBadge';
import { candidateRedirect } from '../../lib/candidate/candidate';
import { attemptsLabel } from '../../lib/candidate/examList';
import { nextToeflSection, toeflPath, toeflSections } from '../../lib/candidate/toeflFlow';

/** `/ujian/:no_reg/ujiantoefl` — the TOEFL sections in order; starts the first unfinished one. */
export default function ToeflOverviewPage() {
  const { no_reg = '' } = useParams();
  const navigate = useNavigate();
  const list = useCandidateList(no_reg);
  const redirect = candidateRedirect(no_reg, true);
  if (redirect) return <Navigate to={redirect} replace />;
  if (list.isError) return <NoData />;
  if (list.isPending) return <PageLoader />;
  const sections = toeflSections(list.data.ujian);
  const inProgress = list.data.in_progress;
  const current = inProgress ? sections.find((c) => c.kode_ujian === inProgress.kode_ujian) : undefined;
  const next = current ?? (inProgress ? null : nextToeflSection(list.data.ujian));
  return (
    <CandidateShell
      title="Ujian TOEFL"
      actions={
        <Button variant="default" onClick={() => navigate(`/ujian/${no_reg}`)}>
          {EXAM_MSG.back}
        </Button>
      }
    >
      <Text fz="sm" c="dimmed">
        Bagian TOEFL dikerjakan berurutan. Setelah satu bagian selesai, bagian berikutnya langsung dibuka.
      </Text>
      <Stack gap="sm">
        {sections.map((c, i) => (
          <Card
            key={c.kode_ujian}
            withBorder
            radius="md"
            p="md"
            component="article"
            aria-label={c.nama_ujian}
          >
            <Group justify="space-between" wrap="nowrap" gap="sm">
              <div style={{ minWidth: 0 }}>
                <Text fw={700}>
                  {i + 1}.{' '}
                  {c.toefl_type ? TOEFL_TYPES[c.toefl_type as keyof typeof TOEFL_TYPES] : c.nama_ujian}
                </Text>
                <Text fz="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {/* 'Belum Ujian' is the badge's */}
                  {[c.nama_ujian, `${c.waktu} menit`, c.status.length > 0 ? attemptsLabel(c) : null]
                    .filter(Boolean)
                    .join(' · ')}
                </Text>
              </div>
              <StateBadge state={c.state} />
            </Group>
          </Card>
        ))}
      </Stack>
      {sections.length === 0 && <Text c="dimmed">Belum ada materi TOEFL.</Text>}
      {next ? (
        <Group>
          <Button size="md" onClick={() => navigate(toeflPath(no_reg, next))}>
            {current ? EXAM_MSG.resume : EXAM_MSG.start}: {next.nama_ujian}
          </Button>
        </Group>
      ) : (
        sections.length > 0 && <Text fw={600}>Semua bagian TOEFL sudah dikerjakan.</Text>
      )}
    </CandidateShell>
  );
}
