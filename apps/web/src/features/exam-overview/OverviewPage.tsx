import { Alert, Badge, Button, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { CandidateProfile } from '@tryout/shared/accounts';
import { EXAM_MSG, type ExamCard, type ListUjianResult, type Outcome } from '@tryout/shared/exam';
import type { ReactNode } from 'react';
import { Link, Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { useCheckNoreg } from '../../api/candidate/checkNoreg';
import { useListUjian } from '../../api/candidate/listUjian';
import { useSkorIrt } from '../../api/candidate/skorIrt';
import { CandidateShell, LogoutButton, NoData, PageLoader } from '../../components/candidate/CandidateShell';
import { IrtScoreCard } from '../../components/candidate/IrtScore';
import { StateBadge } from '../../components/candidate/StateBadge';
import { notifyError, notifySuccess } from '../../components/notify';
import { attemptsLabel, examPath, firstStartable, voidedLine } from '../../lib/candidate/examList';
import { readProfile } from '../../lib/candidate/examStorage';
import type { FinishedState } from '../../lib/candidate/finishedState';
import { byUrutan } from '../../lib/candidate/toeflFlow';
import { formatWib } from '../../lib/dates';
import { getCandidateToken } from '../../lib/storage';
import { usePassTryout } from './api/passTryout';
import { FinishedResult } from './FinishedResult';
import { type OutcomeLine, outcomeView } from './outcomeView';
import classes from './overview.module.css';

/** `/ujian/:no_reg` — the candidate's exam overview (spec §2.2). */
export default function OverviewPage() {
  const { no_reg = '' } = useParams();
  const hash = getCandidateToken();
  const stored = readProfile();
  const own = !stored?.nisn || stored.nisn === no_reg;
  const check = useCheckNoreg(no_reg, own ? hash : null);
  const list = useListUjian(no_reg, check.isSuccess);

  if (!hash) return <Navigate to="/" replace />;
  if (!own) return <Navigate to={`/ujian/${stored?.nisn}`} replace />;
  if (check.isError || list.isError) return <NoData />;
  if (check.isPending || list.isPending) return <PageLoader />;
  return <Overview no_reg={no_reg} profile={check.data} data={list.data} />;
}

function Overview({
  no_reg,
  profile,
  data,
}: {
  no_reg: string;
  profile: CandidateProfile;
  data: ListUjianResult;
}) {
  const navigate = useNavigate();
  const location = useLocation();
  const irt = useSkorIrt();
  const finished = (location.state as FinishedState | null)?.selesai ?? null;
  const cards = [...data.ujian].sort(byUrutan);
  const inProgress = data.in_progress
    ? cards.find((c) => c.kode_ujian === data.in_progress?.kode_ujian)
    : undefined;
  const accepted = data.outcome.result === 'accepted_first' || data.outcome.result === 'accepted_second';
  const { cardLegend } = outcomeView(data.outcome);
  // after an acceptance there is nothing left to start
  const next = data.in_progress || accepted ? null : firstStartable(cards);
  const startPath = next
    ? next.is_toefl === '1'
      ? `/ujian/${no_reg}/ujiantoefl`
      : examPath(no_reg, next)
    : null;

  return (
    <CandidateShell
      title="Ujian Tryout"
      actions={
        <>
          <Button variant="default" component={Link} to={`/ujian/${no_reg}`} replace>
            {EXAM_MSG.back}
          </Button>
          <LogoutButton />
        </>
      }
    >
      {finished && (
        <FinishedResult
          finished={finished}
          cards={cards}
          outcome={data.outcome}
          onClose={() => navigate(location.pathname, { replace: true, state: null })}
        />
      )}
      <CandidateCard p={profile} />
      <OutcomeSummary outcome={data.outcome} profile={profile} />
      <IrtScoreCard scores={irt.data} />
      <OutcomeBanner outcome={data.outcome} />
      {startPath && next && (
        <Card withBorder radius="md" p="md" bg="blue.0">
          <Group justify="space-between" gap="sm">
            <div>
              <Text fw={600}>Materi berikutnya: {next.nama_ujian}</Text>
              <Text fz="sm" c="dimmed">
                Durasi {next.waktu} menit · kesempatan tersisa {next.attempts_left}
              </Text>
            </div>
            <Button size="md" onClick={() => navigate(startPath)}>
              {EXAM_MSG.start}
            </Button>
          </Group>
        </Card>
      )}
      {inProgress && (
        <Alert color="yellow" variant="light" title={EXAM_MSG.inProgress}>
          Ujian {inProgress.nama_ujian} sedang berlangsung. Lanjutkan ujian tersebut sebelum memulai materi
          lain.
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {cards.map((c) => (
          <ExamCardView key={c.kode_ujian} c={c} no_reg={no_reg} inProgress={c === inProgress} />
        ))}
      </SimpleGrid>
      {cards.length === 0 && <Text c="dimmed">Belum ada materi ujian.</Text>}
      {cardLegend && cards.some((c) => c.state === 'Lulus') && (
        <Text fz="sm" c="dimmed">
          {cardLegend}
        </Text>
      )}
    </CandidateShell>
  );
}

function Field({ label, value, wide }: { label: string; value: string | null | undefined; wide?: boolean }) {
  if (!value) return null;
  return (
    <div className={wide ? classes.wideField : undefined}>
      <Text fz="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fz="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </div>
  );
}

/**
 * Both readings of the candidate card (design §4): school fields and admissions fields. The status
 * and the accepted programme are shown by the outcome summary, each under its own label.
 */
function CandidateCard({ p }: { p: CandidateProfile }) {
  const prodi = [p.program_studi?.nama_prodi, p.program_studi2?.nama_prodi].filter(Boolean);
  return (
    <Card withBorder radius="md" p="md" aria-label="Data peserta" component="section">
      <Text fw={700} mb="sm">
        Data Peserta
      </Text>
      <SimpleGrid cols={{ base: 2, md: 3 }} spacing="sm" verticalSpacing="xs">
        <Field label="Nomor Registrasi" value={p.nisn} />
        <Field label="Nama Lengkap" value={p.full_name} />
        <Field label="Email" value={p.email} wide />
        <Field label="Jenis Sekolah" value={p.jenis_sekolah} />
        <Field label="Asal Sekolah" value={p.asal_sekolah} />
        <Field label="Jurusan Sekolah" value={p.jurusan_sekolah} />
        <Field label="Angkatan" value={p.ANGKATAN} />
        <Field label="Gelombang" value={p.GELOMBANG} />
        <Field
          label="Program Studi Pilihan"
          value={prodi.map((n, i) => (prodi.length > 1 ? `${i + 1}. ${n}` : n)).join('  ')}
        />
      </SimpleGrid>
    </Card>
  );
}

function ExamCardView({ c, no_reg, inProgress }: { c: ExamCard; no_reg: string; inProgress: boolean }) {
  const navigate = useNavigate();
  const voided = voidedLine(c, formatWib);
  return (
    <Card withBorder radius="md" p="md" component="article" aria-label={c.nama_ujian}>
      <Stack gap={6} h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
            {c.nama_ujian}
          </Text>
          <StateBadge state={c.state} />
        </Group>
        <Text fz="sm" c="dimmed">
          {c.master_materi}
        </Text>
        <Group gap="lg">
          <Text fz="sm">
            Durasi <b>{c.waktu} menit</b>
          </Text>
          {/* 'Belum Ujian' is the badge's; the line says what is left */}
          {c.status.length > 0 && (
            <Text fz="sm" fw={600} data-testid="attempts">
              {attemptsLabel(c)}
            </Text>
          )}
          <Text fz="sm" c="dimmed" data-testid="attempts-left">
            Sisa kesempatan {c.attempts_left}
          </Text>
        </Group>
        {voided && (
          <Text fz="sm" c="orange.9" data-testid="voided">
            {voided}
          </Text>
        )}
        <Group gap="xs" mt="auto" pt={6}>
          {/* no attempt, no result: the button waits for the first attempt (a voided one is listed there) */}
          <Button
            size="xs"
            variant="light"
            disabled={c.status.length === 0 && !voided}
            title={c.status.length === 0 && !voided ? 'Hasil ada setelah ujian pertama selesai' : undefined}
            onClick={() => navigate(`/ujian/${no_reg}/hasilujian/${encodeURIComponent(c.kode_ujian)}`)}
          >
            {EXAM_MSG.results}
          </Button>
          {inProgress && (
            <Button size="xs" color="yellow" autoContrast onClick={() => navigate(examPath(no_reg, c))}>
              {EXAM_MSG.resume}
            </Button>
          )}
        </Group>
      </Stack>
    </Card>
  );
}

function OutcomeLineView({
  title,
  line,
  children,
}: {
  title: string;
  line: OutcomeLine;
  children?: ReactNode;
}) {
  return (
    <div>
      <Text fz="xs" c="dimmed" tt="uppercase" fw={600}>
        {title}
      </Text>
      <Group gap="xs" mt={4}>
        <Badge color={line.color} variant="light" tt="none" size="lg">
          {line.label}
        </Badge>
        {line.detail && (
          <Text fz="sm" c="dimmed">
            {line.detail}
          </Text>
        )}
      </Group>
      {children}
    </div>
  );
}

/**
 * The two results of spec §4 under their own labels, so they never seem to contradict: 'Status
 * KKM' (the average against the KKM, with the WhatsApp resend exactly when the server sends it)
 * and 'Hasil Seleksi' (the programme outcome).
 */
function OutcomeSummary({ outcome, profile }: { outcome: Outcome; profile: CandidateProfile }) {
  const pass = usePassTryout();
  const view = outcomeView(outcome);
  return (
    <Card withBorder radius="md" p="md" aria-label="Hasil" component="section">
      <SimpleGrid cols={{ base: 1, sm: view.selection ? 2 : 1 }} spacing="md">
        <OutcomeLineView title="Status KKM" line={view.kkm}>
          {view.resend && (
            <Button
              mt="sm"
              size="sm"
              color="teal"
              loading={pass.isPending}
              onClick={() =>
                pass.mutate(profile, {
                  onSuccess: () => notifySuccess('Notifikasi WhatsApp berhasil dikirim'),
                  onError: (err) => notifyError(err, 'Notifikasi WhatsApp gagal dikirim'),
                })
              }
            >
              Kirim Ulang Notifikasi WhatsApp
            </Button>
          )}
        </OutcomeLineView>
        {view.selection && <OutcomeLineView title="Hasil Seleksi" line={view.selection} />}
      </SimpleGrid>
    </Card>
  );
}

/** The spec's outcome banners (§2.2). */
function OutcomeBanner({ outcome: o }: { outcome: Outcome }) {
  const banner = outcomeView(o).banner;
  const booking =
    'Silahkan cek email Anda dan lihat detail booking pada aplikasi PMB untuk pembayaran biaya kuliah.';
  if (banner === 'accepted_first')
    return (
      <Alert color="green" variant="light" title={`${EXAM_MSG.acceptedFirst} ${o.nama_prodi ?? ''}`.trim()}>
        {booking}
      </Alert>
    );
  if (banner === 'accepted_second')
    return (
      <Alert color="green" variant="light" title={EXAM_MSG.acceptedSecond}>
        {o.nama_prodi ? `Anda diterima pada prodi ${o.nama_prodi}. ` : ''}
        {booking}
      </Alert>
    );
  if (banner === 'passed')
    return (
      <Alert color="green" variant="light" title="Selamat, Anda Lulus Tryout">
        Nilai rata-rata Anda mencapai KKM.
      </Alert>
    );
  if (banner === 'failed')
    return (
      <Alert color="red" variant="light" title={EXAM_MSG.notPassed}>
        {o.second_attempt_allowed
          ? 'Anda dapat mengikuti ujian kesempatan kedua setelah ujian pertama.'
          : o.decided_by_campus
            ? 'Keputusan ini ditetapkan oleh sistem penerimaan mahasiswa baru.'
            : 'Kesempatan ujian Anda sudah habis.'}
      </Alert>
    );
  return null;
}
