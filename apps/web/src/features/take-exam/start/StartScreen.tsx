import { Alert, Button, Card, Center, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { AUDIO_MAX_PLAYS } from '@tryout/shared/constants';
import { EXAM_MSG, type ExamSheet, type UjianDetail } from '@tryout/shared/exam';
import { type ReactNode, useState } from 'react';
import { takeEarly } from '../../../api/candidate/earlyRequests';
import { candidateKeys } from '../../../api/candidate/query-keys';
import { ApiError } from '../../../api/client';
import { formatScore } from '../../../lib/score';
import { startExam } from '../api/soalUjianPg';
import { ujianDetail } from '../api/ujianDetail';
import classes from '../exam.module.css';
import { detailLine } from './detailLine';
import { enterFullscreenIfAsked, StartGate } from './StartGate';

/** The start screen's facts: the request the exam page's loader started, else a new one. */
const useUjianDetail = (kode_ujian: string) =>
  useQuery({
    queryKey: candidateKeys.ujianDetail(kode_ujian),
    queryFn: () => takeEarly(`detail:${kode_ujian}`, () => ujianDetail(kode_ujian)),
    retry: false,
    staleTime: 0,
    gcTime: 0,
  });

/** The best final score of the finished attempts, or null (none, or essays not graded yet). */
export function bestScore(d: Pick<UjianDetail, 'status'>): number | null {
  const scores = d.status.map((a) => a.nilai_akhir).filter((n): n is number => n != null);
  return scores.length ? Math.max(...scores) : null;
}

export const START_RULES = {
  clock: `Waktu mulai berjalan saat Anda menekan '${EXAM_MSG.startNow}' dan tetap berjalan walaupun halaman ditutup.`,
  audio: `Audio soal hanya dapat diputar paling banyak ${AUDIO_MAX_PLAYS} kali.`,
  offline:
    'Jika koneksi terputus, jawaban tetap tersimpan di perangkat ini dan dikirim otomatis saat koneksi kembali.',
  save: "Setiap jawaban tersimpan otomatis; tekan 'Selesaikan Ujian' bila sudah selesai.",
};

/**
 * The start screen (design §4): what the exam is — materi, questions, duration, attempts used and
 * left, the best score so far, the rules — and 'Mulai Sekarang', the one act that starts the server
 * clock. Opening the exam URL shows this screen; it never starts an attempt by itself.
 */
export function StartScreen({
  banner,
  kode,
  onStarted,
  onBack,
}: {
  /** the exam page's banner over it (given by the page: this chunk loads on its own, ExamRunner) */
  banner: ReactNode;
  kode: string;
  onStarted: (sheet: ExamSheet) => void;
  onBack: () => void;
}) {
  const detail = useUjianDetail(kode);
  const [starting, setStarting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [token, setToken] = useState('');

  if (detail.isPending)
    return (
      <Center mih="60dvh">
        <Loader aria-label="Memuat detail ujian" />
      </Center>
    );
  const d = detail.data;
  const start = async () => {
    setStarting(true);
    setError(null);
    try {
      await enterFullscreenIfAsked(d);
      onStarted(await startExam(kode, token.trim() || undefined));
    } catch (err) {
      setError(err instanceof ApiError ? err.message : EXAM_MSG.submitFail);
      setStarting(false);
      void detail.refetch();
    }
  };
  const used = d?.status.length ?? 0;
  const best = d ? bestScore(d) : null;
  return (
    <Container component="main" size="sm" py="xl" px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="md">
        {banner}
        {detail.isError && (
          <Alert color="red" title="Ujian tidak dapat dibuka" role="alert">
            {detail.error instanceof ApiError ? detail.error.message : EXAM_MSG.examNotFound}
          </Alert>
        )}
        {d && (
          <Card withBorder radius="md" p="md" component="section" aria-label="Detail ujian">
            <Stack gap="md">
              <div>
                <Title order={2} fz={{ base: 20, sm: 22 }} style={{ overflowWrap: 'anywhere' }}>
                  {d.nama_ujian}
                </Title>
                <Text fz="sm" c="dimmed">
                  {detailLine(d)}
                </Text>
              </div>
              <dl className={classes.facts}>
                <div>
                  <dt>Jumlah Soal</dt>
                  <dd data-testid="start-questions">{d.jumlah_soal} soal</dd>
                </div>
                {d.bentuk_soal && d.bentuk_soal.length > 0 && (
                  <div>
                    <dt>Bentuk Soal</dt>
                    <dd data-testid="start-forms">{d.bentuk_soal.join(', ')}</dd>
                  </div>
                )}
                <div>
                  <dt>Durasi</dt>
                  <dd data-testid="start-duration">{d.waktu} menit</dd>
                </div>
                <div>
                  <dt>Kesempatan</dt>
                  <dd data-testid="start-attempts">
                    {used} dari {used + d.attempts_left} terpakai · sisa {d.attempts_left}
                  </dd>
                </div>
                <div>
                  <dt>Nilai Terbaik</dt>
                  <dd data-testid="start-best">{best == null ? 'Belum ada' : formatScore(best)}</dd>
                </div>
              </dl>
              <ul className={classes.rules} aria-label="Aturan ujian">
                <li>{START_RULES.clock}</li>
                <li>{START_RULES.save}</li>
                {d.audio && <li>{START_RULES.audio}</li>}
                <li>{START_RULES.offline}</li>
              </ul>
            </Stack>
          </Card>
        )}
        {d && d.attempts_left === 0 && (
          <Alert color="yellow" role="status">
            {EXAM_MSG.noAttemptsLeft}
          </Alert>
        )}
        {d && <StartGate detail={d} token={token} onToken={setToken} />}
        {error && (
          <Alert color="red" role="alert" title="Ujian belum dapat dimulai">
            {error}
          </Alert>
        )}
        <Group justify="space-between" gap="sm">
          <Button variant="default" onClick={onBack}>
            {EXAM_MSG.back}
          </Button>
          {d && (
            <Button
              size="md"
              color="green"
              onClick={start}
              loading={starting}
              disabled={d.attempts_left === 0 || (d.token_diperlukan === true && token.trim() === '')}
            >
              {EXAM_MSG.startNow}
            </Button>
          )}
        </Group>
      </Stack>
    </Container>
  );
}
