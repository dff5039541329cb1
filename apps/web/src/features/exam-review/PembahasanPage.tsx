import { Alert, Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { OPTION_KEYS } from '@tryout/shared/constants';
import { EXAM_MSG } from '@tryout/shared/exam';
import type { Review } from '@tryout/shared/insight';
import { Navigate, useNavigate, useParams } from 'react-router';
import { ApiError } from '../../api/client';
import { AnswerDetailView } from '../../components/AnswerDetailView';
import { CandidateShell, PageLoader } from '../../components/candidate/CandidateShell';
import { HtmlContent, isBlankHtml } from '../../components/HtmlContent';
import { candidateRedirect } from '../../lib/candidate/candidate';
import { usePembahasan } from './api/pembahasan';

type Soal = Review['soal'][number];

/** A badge that keeps its whole word beside a long line (a phone: 375 px). */
const fixed = { flexShrink: 0 } as const;

function Verdict({ s }: { s: Soal }) {
  if (s.type_soal !== 'PG' && s.type_soal !== 'Essay') return <FormVerdict s={s} />;
  if (s.type_soal !== 'PG')
    return (
      <Badge variant="light" style={fixed}>
        Essay
      </Badge>
    );
  if (s.jawaban == null)
    return (
      <Badge color="gray" style={fixed}>
        Kosong
      </Badge>
    );
  return (
    <Badge color={s.benar ? 'green' : 'red'} style={fixed}>
      {s.benar ? 'Benar' : 'Salah'}
    </Badge>
  );
}

/** A form's verdict: right with full credit, 'Sebagian' with part of it, wrong, or empty. */
function FormVerdict({ s }: { s: Soal }) {
  const skor = s.rincian.skor ?? 0;
  const [color, text] = s.rincian.kosong
    ? ['gray', 'Kosong']
    : skor >= 1
      ? ['green', 'Benar']
      : skor > 0
        ? ['yellow', 'Sebagian']
        : ['red', 'Salah'];
  return (
    <Badge color={color} style={fixed}>
      {text}
    </Badge>
  );
}

function ReviewCard({ s }: { s: Soal }) {
  return (
    <Card
      withBorder
      radius="md"
      p="md"
      component="article"
      aria-label={`Soal ${s.number}`}
      data-testid="review-soal"
    >
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
          <Text fw={700} style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
            Soal {s.number}
            {s.nama_group ? ` · ${s.nama_group}` : ''}
          </Text>
          <Verdict s={s} />
        </Group>
        <HtmlContent html={s.soal_pg} />
        {s.type_soal !== 'PG' && s.type_soal !== 'Essay' ? (
          <AnswerDetailView d={s.rincian} anda />
        ) : s.type_soal === 'PG' ? (
          <Stack gap={4}>
            {OPTION_KEYS.filter((k) => !isBlankHtml(s.pilihan[k].teks) || s.pilihan[k].gambar).map((k) => {
              const key = s.kunci === k;
              const chosen = s.jawaban === k;
              return (
                <Group
                  key={k}
                  gap="xs"
                  wrap="wrap"
                  p={6}
                  bg={key ? 'green.0' : chosen ? 'red.0' : undefined}
                  style={{ borderRadius: 6 }}
                  data-option={k}
                >
                  <Text fw={700} w={20}>
                    {k}.
                  </Text>
                  <HtmlContent html={s.pilihan[k].teks} style={{ flex: 1, minWidth: 0 }} />
                  {key && (
                    <Badge color="green" style={fixed}>
                      Kunci
                    </Badge>
                  )}
                  {chosen && (
                    <Badge color={key ? 'green' : 'red'} style={fixed}>
                      Jawaban Anda
                    </Badge>
                  )}
                </Group>
              );
            })}
          </Stack>
        ) : (
          <Stack gap={4}>
            <Text fz="sm" fw={600}>
              Jawaban Anda
            </Text>
            <Text fz="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {s.jawaban ?? '-'}
            </Text>
            {s.kunci && (
              <>
                <Text fz="sm" fw={600}>
                  Kunci
                </Text>
                <HtmlContent html={s.kunci} />
              </>
            )}
          </Stack>
        )}
        {s.pembahasan && (
          <Alert color="blue" variant="light" title="Pembahasan">
            <HtmlContent html={s.pembahasan} />
          </Alert>
        )}
      </Stack>
    </Card>
  );
}

/** `/ujian/:no_reg/pembahasan/:kode_ujian` — the candidate's review of their last attempt (docs/decisions/0022). */
export default function PembahasanPage() {
  const { no_reg = '', kode_ujian = '' } = useParams();
  const navigate = useNavigate();
  const review = usePembahasan(kode_ujian);
  const redirect = candidateRedirect(no_reg, true);
  if (redirect) return <Navigate to={redirect} replace />;
  const back = (
    <Button variant="default" onClick={() => navigate(`/ujian/${no_reg}/hasilujian/${kode_ujian}`)}>
      {EXAM_MSG.back}
    </Button>
  );
  if (review.isPending) return <PageLoader />;
  return (
    <CandidateShell title="Pembahasan" actions={back}>
      {review.isError ? (
        <Alert color="yellow" role="alert" data-testid="review-refused">
          {review.error instanceof ApiError ? review.error.message : 'Ada Kesalahan Coba Lagi Nanti'}
        </Alert>
      ) : (
        <Stack gap="md">
          <Text c="dimmed" data-testid="review-heading" style={{ overflowWrap: 'anywhere' }}>
            {review.data.nama_ujian} · Ujian ke {review.data.attempt_no}
          </Text>
          {review.data.soal.map((s) => (
            <ReviewCard key={s.id_soal} s={s} />
          ))}
        </Stack>
      )}
    </CandidateShell>
  );
}
