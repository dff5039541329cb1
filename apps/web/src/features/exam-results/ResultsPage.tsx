import { Alert, Button, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { EXAM_MSG } from '@tryout/shared/exam';
import { Navigate, useNavigate, useParams } from 'react-router';
import { useSkorIrt } from '../../api/candidate/skorIrt';
import { useCandidateList } from '../../api/candidate/useCandidateList';
import { CandidateShell, NoData, PageLoader } from '../../components/candidate/CandidateShell';
import { InsightPanel } from '../../components/candidate/InsightPanel';
import { IrtNote, IrtScoreFigure } from '../../components/candidate/IrtScore';
import { candidateRedirect } from '../../lib/candidate/candidate';
import { readProfile } from '../../lib/candidate/examStorage';
import { kkmProgress } from '../../lib/candidate/kkmProgress';
import { formatWib } from '../../lib/dates';
import { formatScore } from '../../lib/score';
import { reviewNote, useReviewStatus } from './api/reviewStatus';
import { ScoreReportButton } from './ScoreReportButton';

/** `/ujian/:no_reg/hasilujian/:kode_ujian` — the candidate's attempts of one materi (spec §2.4). */
export default function ResultsPage() {
  const { no_reg = '', kode_ujian = '' } = useParams();
  const navigate = useNavigate();
  const list = useCandidateList(no_reg);
  const irt = useSkorIrt(list.isSuccess);
  // 'Pembahasan' only where the materi shows it and it opens now (asked read only: opening it is recorded)
  const review = useReviewStatus(kode_ujian);
  const reviewWhy = reviewNote(review.data);
  const redirect = candidateRedirect(no_reg, true);
  if (redirect) return <Navigate to={redirect} replace />;
  if (list.isError) return <NoData />;
  if (list.isPending) return <PageLoader />;
  const card = list.data.ujian.find((c) => c.kode_ujian === kode_ujian);
  const back = (
    <Group gap="xs">
      <Button variant="default" onClick={() => navigate(`/ujian/${no_reg}`)}>
        {EXAM_MSG.back}
      </Button>
      {review.data?.tersedia && (
        <Button variant="light" onClick={() => navigate(`/ujian/${no_reg}/pembahasan/${kode_ujian}`)}>
          Pembahasan
        </Button>
      )}
      <ScoreReportButton />
    </Group>
  );
  if (!card)
    return (
      <CandidateShell title={EXAM_MSG.results} actions={back}>
        <Alert color="red">{EXAM_MSG.examNotFound}</Alert>
      </CandidateShell>
    );
  const profile = readProfile();
  // the IRT score comes from the first finished attempt of the materi (docs/irt.md)
  const irtScore = irt.data?.materi.find((m) => m.kode_ujian === card.kode_ujian);
  const scoredAttempt = Math.min(...card.status.map((a) => a.attempt_no));
  return (
    <CandidateShell title={EXAM_MSG.results} actions={back}>
      <Card withBorder radius="md" p="md">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="xs">
          <Info label="Materi" value={card.nama_ujian} />
          <Info label="Durasi" value={`${card.waktu} menit`} />
          <Info label="Nama Peserta" value={profile?.full_name ?? '-'} />
          <Info label="Tipe Soal" value={card.type_soal} />
        </SimpleGrid>
      </Card>
      {reviewWhy && (
        <Text fz="sm" c="dimmed" data-testid="review-later">
          {reviewWhy}
        </Text>
      )}
      {card.status.length === 0 ? (
        <Text c="dimmed">{EXAM_MSG.notTaken}</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {card.status.map((a) => (
            <Card
              key={a.attempt_no}
              withBorder
              radius="md"
              p="md"
              component="article"
              aria-label={`Ujian Ke ${a.attempt_no}`}
            >
              <Group justify="space-between" align="flex-start">
                <div>
                  <Text fw={700}>Ujian Ke {a.attempt_no}</Text>
                  <Text fz="xs" c="dimmed">
                    {formatWib(a.submitted_at)}
                  </Text>
                </div>
                <div style={{ textAlign: 'right' }}>
                  <Text fz="xs" c="dimmed">
                    Nilai
                  </Text>
                  <Text fz={28} fw={700} lh={1.1} data-testid="nilai">
                    {formatScore(a.nilai_akhir)}
                  </Text>
                </div>
                {irtScore && a.attempt_no === scoredAttempt && (
                  <IrtScoreFigure skor={irtScore.skor} se={irtScore.se} />
                )}
              </Group>
              {irtScore && a.attempt_no === scoredAttempt && <IrtNote />}
              {a.nilai_akhir == null && (
                <Text fz="xs" c="dimmed" mt={6}>
                  Nilai essay sedang dinilai.
                </Text>
              )}
            </Card>
          ))}
        </SimpleGrid>
      )}
      {card.dibatalkan && (
        <Stack gap={4} component="section" aria-label="Percobaan dibatalkan">
          {card.dibatalkan.map((a) => (
            <Text key={a.attempt_no} fz="sm" c="dimmed">
              Ujian Ke {a.attempt_no} · {formatWib(a.submitted_at)} · Nilai {formatScore(a.nilai_akhir)} ·{' '}
              <Text span inherit fw={700} c="orange.8">
                Dibatalkan
              </Text>{' '}
              oleh panitia ({formatWib(a.dibatalkan_pada)}): tercatat, tidak dihitung.
            </Text>
          ))}
        </Stack>
      )}
      {card.status.length > 0 && (
        <Card withBorder radius="md" p="md" component="section" aria-label="Wawasan hasil">
          <InsightPanel
            kode={kode_ujian}
            average={kkmProgress(list.data.ujian, list.data.outcome).average}
            withGroups
            withKkm
          />
        </Card>
      )}
    </CandidateShell>
  );
}

function Info({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0}>
      <Text fz="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fz="sm" fw={500}>
        {value}
      </Text>
    </Stack>
  );
}
