import {
  Alert,
  Badge,
  Button,
  Center,
  Group,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { PROGRAMMES } from '@tryout/shared/constants';
import {
  type CourseExamInfo,
  EXAM_MSG,
  type ExamWindow,
  IDENTITY_MSG,
  loginUjianSchema,
} from '@tryout/shared/exam';
import { MSG } from '@tryout/shared/messages';
import { useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import type { z } from 'zod';
import { ApiError } from '../../api/client';
import { EmailInput, FailureAlert, LoginPasswordInput } from '../../components/AuthShell';
import { textField } from '../../components/CrudModal';
import { requiredField, useZodForm } from '../../components/zodForm';
import { formatWib } from '../../lib/dates';
import {
  COURSE_IDENTITY_KEY,
  type CourseExamIdentity,
  readSession,
  setExamToken,
  writeSession,
} from '../../lib/storage';
import { useDetailUjian } from './api/detailUjian';
import { type LoginUjianBody, useLoginUjian } from './api/loginUjian';
import { CourseExamShell } from './CourseExamShell';
import { OTHER_CODE, UNKNOWN_CODE } from './texts';

type FormInput = z.input<typeof loginUjianSchema>;

/** What the exam page hands back after the submit (navigation state). */
interface FinishedState {
  selesai?: 'submitted' | 'already' | 'ended';
  /** how the exam ended when the student did not hand it in from the page */
  catatan?: string;
}

const WINDOW_BADGE: Record<ExamWindow, { label: string; color: string }> = {
  belum_dibuka: { label: EXAM_MSG.examNotOpen, color: 'yellow' },
  dibuka: { label: 'Ujian dibuka', color: 'green' },
  ditutup: { label: EXAM_MSG.examClosed, color: 'red' },
};

const LONG_DATE = 'dddd, D MMMM YYYY HH:mm';

/**
 * `/detail/:kode_ujian` — course-exam entry (design §4): 'Detail Ujian' beside the identity form
 * 'Silahkan Isi Data Diri Anda' and the exam password; 'Lanjutkan' opens the exam page.
 */
export default function CourseExamEntryPage() {
  const { kode_ujian = '' } = useParams();
  const navigate = useNavigate();
  const location = useLocation();
  const finished = (location.state as FinishedState | null)?.selesai;
  const catatan = (location.state as FinishedState | null)?.catatan;
  const info = useDetailUjian(kode_ujian);

  // an unknown code says so, and no identity form is offered for it
  const unknown = info.isError && info.error instanceof ApiError && info.error.status === 404;
  return (
    <CourseExamShell line={`Ujian mata kuliah · ${kode_ujian}`}>
      <SimpleGrid cols={{ base: 1, md: unknown ? 1 : 2 }} spacing={{ base: 'md', md: 'lg' }}>
        {/* after the submit the outcome comes first (on a phone: at the top of the page) */}
        <Section label="Detail Ujian" order={finished ? 2 : 1}>
          <Title order={2} fz={{ base: 20, sm: 22 }} mb="md">
            Detail Ujian
          </Title>
          {info.isPending ? (
            <Center py="xl">
              <Loader aria-label="Memuat detail ujian" />
            </Center>
          ) : unknown ? (
            <Stack gap="md" align="flex-start">
              <FailureAlert title={EXAM_MSG.examNotFound}>{UNKNOWN_CODE}</FailureAlert>
              <Button component={Link} to="/detail" variant="default">
                {OTHER_CODE}
              </Button>
            </Stack>
          ) : info.isError ? (
            <FailureAlert title="Ujian tidak dapat dibuka">
              {info.error instanceof ApiError ? info.error.message : MSG.genericError}
            </FailureAlert>
          ) : (
            <ExamDetails exam={info.data} />
          )}
        </Section>
        {!unknown && (
          <Section label="Silahkan Isi Data Diri Anda" order={finished ? 1 : 2}>
            {finished ? (
              <Finished
                outcome={finished}
                catatan={catatan}
                onAgain={() => {
                  // a shared computer: the next student starts with an empty form
                  sessionStorage.removeItem(COURSE_IDENTITY_KEY);
                  navigate(location.pathname, { replace: true, state: null });
                }}
              />
            ) : (
              <IdentityForm
                // the form follows the exam's list: it starts again once the details say
                key={String(info.data?.daftar_mahasiswa)}
                kode={kode_ujian}
                exam={info.data}
              />
            )}
          </Section>
        )}
      </SimpleGrid>
    </CourseExamShell>
  );
}

/** One of the page's two cards (the exam, the identity form), in the given place of the grid. */
function Section({ label, order, children }: { label: string; order: number; children: React.ReactNode }) {
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-label={label}
      style={{ order }}
    >
      {children}
    </Paper>
  );
}

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <Text fz="xs" c="dimmed" tt="uppercase" fw={600} lh={1.4}>
        {label}
      </Text>
      <Text fz="md" fw={500} style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  );
}

function ExamDetails({ exam }: { exam: CourseExamInfo }) {
  const badge = WINDOW_BADGE[exam.window];
  return (
    <Stack gap="sm">
      <Group gap="xs">
        <Badge color={badge.color} variant="light" data-testid="exam-window">
          {badge.label}
        </Badge>
        <Badge color="gray" variant="light">
          {exam.type_ujian} · {exam.type_soal}
        </Badge>
      </Group>
      <Row label="Nama Ujian">{exam.nama_ujian}</Row>
      <Row label="Dosen">{exam.nama_dosen ?? '-'}</Row>
      <Row label="Mata Kuliah">
        {exam.nama_matkul ?? '-'}
        {exam.kelas ? ` · Kelas ${exam.kelas}` : ''}
      </Row>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="sm">
        <Row label="Mulai">{formatWib(exam.mulai, LONG_DATE)}</Row>
        <Row label="Selesai">{formatWib(exam.selesai, LONG_DATE)}</Row>
      </SimpleGrid>
      <Row label="Waktu Ujian">{exam.waktu} menit</Row>
      {exam.window === 'belum_dibuka' && (
        <Alert color="yellow" variant="light" title={EXAM_MSG.examNotOpen}>
          Ujian dapat diikuti mulai {formatWib(exam.mulai, LONG_DATE)}.
        </Alert>
      )}
      {exam.window === 'ditutup' && (
        <Alert color="red" variant="light" title={EXAM_MSG.examClosed}>
          Waktu ujian telah berakhir pada {formatWib(exam.selesai, LONG_DATE)}.
        </Alert>
      )}
    </Stack>
  );
}

/** The server's refusal in Indonesian: 'Anda Telah Mengikuti Ujian' gets its spec detail. */
function refusal(err: unknown): { title: string; message: string } {
  if (err instanceof ApiError && err.message === EXAM_MSG.alreadyTaken)
    return { title: EXAM_MSG.alreadyTaken, message: EXAM_MSG.alreadyTakenDetail };
  if (err instanceof ApiError && err.status > 0 && err.status < 500)
    return { title: 'Gagal Masuk Ujian', message: err.message };
  return { title: 'Gagal Masuk Ujian', message: MSG.genericError };
}

/**
 * The identity fields besides the e-mail; the programme is free text with the programmes as
 * native suggestions (light on a cheap phone). Name and programme only without a student list
 * (with one, the list gives them).
 */
const IDENTITY_FIELDS = [
  { name: 'nim', label: 'Nim', placeholder: 'Nomor induk mahasiswa', autoComplete: 'off', typed: true },
  { name: 'nama', label: 'Nama', placeholder: 'Nama lengkap', autoComplete: 'name', typed: false },
  {
    name: 'prodi',
    label: 'Prodi',
    placeholder: 'Program studi',
    autoComplete: 'off',
    list: 'prodi-options',
    typed: false,
  },
] as const;

/** The entry's schema: without a student list the name and programme are typed. */
const typedIdentity = loginUjianSchema.superRefine((v, ctx) => {
  if (!v.nama) ctx.addIssue({ code: 'custom', path: ['nama'], message: IDENTITY_MSG.namaRequired });
  if (!v.prodi) ctx.addIssue({ code: 'custom', path: ['prodi'], message: IDENTITY_MSG.prodiRequired });
});

function IdentityForm({ kode, exam }: { kode: string; exam: CourseExamInfo | undefined }) {
  const navigate = useNavigate();
  const login = useLoginUjian();
  const [alert, setAlert] = useState<{ title: string; message: string } | null>(null);
  const saved = readSession<CourseExamIdentity>(COURSE_IDENTITY_KEY);
  const listed = exam?.daftar_mahasiswa === true;
  const form = useZodForm<FormInput, LoginUjianBody>(listed ? loginUjianSchema : typedIdentity, {
    kode_ujian: kode,
    email: saved?.email ?? '',
    nim: saved?.nim ?? '',
    nama: saved?.nama ?? '',
    prodi: saved?.prodi ?? '',
    pass_ujian: '',
    kode_pribadi: '',
  });

  const onSubmit = form.handleSubmit((values) => {
    setAlert(null);
    login.mutate(values, {
      onSuccess: (res) => {
        setExamToken(res.api_token);
        const identity: CourseExamIdentity = {
          kode_ujian: res.kode_ujian,
          email: values.email,
          nim: values.nim,
          nama: res.nama,
          prodi: values.prodi ?? '',
        };
        writeSession(COURSE_IDENTITY_KEY, identity);
        navigate(`/detail/${encodeURIComponent(res.kode_ujian)}/ujian`);
      },
      onError: (err) => setAlert(refusal(err)),
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        <Title order={2} fz={{ base: 20, sm: 22 }} mb={4}>
          Silahkan Isi Data Diri Anda
        </Title>
        <EmailInput
          label="Alamat Email"
          description="Kami tidak akan membagikan email Anda."
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          {...textField(form, 'email')}
        />
        {IDENTITY_FIELDS.filter((f) => f.typed || !listed).map(({ name, typed: _, ...field }) => (
          <TextInput key={name} {...field} {...requiredField(form, name)} />
        ))}
        {listed && (
          <Text fz="sm" c="dimmed">
            Nama diambil dari daftar mahasiswa matakuliah ini.
          </Text>
        )}
        <datalist id="prodi-options">
          {PROGRAMMES.map((p) => (
            <option key={p} value={p} />
          ))}
        </datalist>
        <LoginPasswordInput
          label="Password Ujian"
          placeholder="Password dari dosen"
          autoComplete="off"
          {...textField(form, 'pass_ujian')}
        />
        {exam?.kode_pribadi && (
          <TextInput
            label="Kode Pribadi"
            description="Kode pribadi Anda dari dosen pengampu"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            {...requiredField(form, 'kode_pribadi')}
          />
        )}
        {/* beside the button, where a phone user is looking after the tap */}
        {alert && <FailureAlert title={alert.title}>{alert.message}</FailureAlert>}
        <Button
          type="submit"
          size="md"
          mt="xs"
          fullWidth
          disabled={!form.formState.isValid || !exam}
          loading={login.isPending}
        >
          Lanjutkan
        </Button>
      </Stack>
    </form>
  );
}

function Finished({
  outcome,
  catatan,
  onAgain,
}: {
  outcome: NonNullable<FinishedState['selesai']>;
  catatan?: string;
  onAgain: () => void;
}) {
  const who = readSession<CourseExamIdentity>(COURSE_IDENTITY_KEY);
  return (
    <Stack gap="md">
      <Title order={2} fz={{ base: 20, sm: 22 }}>
        Status Ujian
      </Title>
      {outcome === 'submitted' ? (
        <Alert color="green" variant="light" title={EXAM_MSG.submitSuccessTitle} role="status">
          {EXAM_MSG.submitDone}
        </Alert>
      ) : catatan ? (
        // ended by the server (the time, a proctor, another device): saved answers were scored
        <Alert color="blue" variant="light" title={EXAM_MSG.submitSuccess} role="status">
          {catatan}
        </Alert>
      ) : (
        <Alert color="yellow" variant="light" title={EXAM_MSG.alreadyTaken} role="status">
          {EXAM_MSG.alreadyTakenDetail}
        </Alert>
      )}
      {who && (
        <Stack gap={4}>
          <Row label="Nama">{who.nama}</Row>
          <Row label="Nim">{who.nim}</Row>
        </Stack>
      )}
      <Text fz="sm" c="dimmed">
        Nilai ujian dapat dilihat oleh dosen pengampu pada Daftar Nilai Mahasiswa.
      </Text>
      <Button variant="default" onClick={onAgain} w="fit-content">
        {EXAM_MSG.back}
      </Button>
    </Stack>
  );
}
