import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Anchor,
  Button,
  Divider,
  Grid,
  Modal,
  PasswordInput,
  Select,
  Stack,
  Text,
  TextInput,
  ThemeIcon,
} from '@mantine/core';
import { ACCOUNT_MSG, type RegisterInput, registerSchema } from '@tryout/shared/accounts';
import { NISN_MAX, SCHOOL_TYPES } from '@tryout/shared/constants';
import { MSG } from '@tryout/shared/messages';
import { type ChangeEvent, Fragment, useRef, useState } from 'react';
import { Controller, type FieldPath, useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { ApiError } from '../../api/client';
import { AuthShell, FailureAlert } from '../../components/AuthShell';
import { type RegisterValues, useRegister } from './register';

type Field = FieldPath<RegisterInput>;

const EMPTY = {
  nisn: '',
  full_name: '',
  email: '',
  password: '',
  confirm_password: '',
  phone: '',
  asal_sekolah: '',
  jenis_sekolah: '',
  alamat_sekolah1: '',
  alamat_sekolah2: '',
  jurusan_sekolah: '',
  provinsi_sekolah: '',
} as unknown as RegisterInput;

/** One field of the form: its input kind and what the input shows. */
interface FieldSpec {
  name: Field;
  label: string;
  placeholder: string;
  span?: { base: number; sm: number };
  /** 'upper': upper-cased while typing (spec §5); 'password': with a show/hide toggle */
  kind?: 'upper' | 'password' | 'school-type';
  props?: Record<string, unknown>;
}

const HALF = { base: 12, sm: 6 };
const SECTIONS: { title: string; fields: FieldSpec[] }[] = [
  {
    title: 'Data Peserta',
    fields: [
      {
        name: 'nisn',
        label: 'NISN',
        placeholder: 'Nomor Induk Siswa Nasional',
        span: { base: 12, sm: 5 },
        props: { maxLength: NISN_MAX, inputMode: 'numeric' },
      },
      {
        name: 'full_name',
        label: 'Nama Lengkap',
        placeholder: 'NAMA SESUAI IJAZAH',
        span: { base: 12, sm: 7 },
        kind: 'upper',
        props: { autoComplete: 'name' },
      },
      {
        name: 'email',
        label: 'Email',
        placeholder: 'nama@email.com',
        props: { type: 'email', inputMode: 'email', autoComplete: 'email' },
      },
      {
        name: 'password',
        label: 'Password',
        placeholder: 'Minimal 8 karakter',
        span: HALF,
        kind: 'password',
      },
      {
        name: 'confirm_password',
        label: 'Konfirmasi Password',
        placeholder: 'Ulangi password',
        span: HALF,
        kind: 'password',
      },
      {
        name: 'phone',
        label: 'Nomor Telepon',
        placeholder: '081234567890',
        props: { description: 'Nomor WhatsApp aktif, angka saja', inputMode: 'tel', autoComplete: 'tel' },
      },
    ],
  },
  {
    title: 'Data Sekolah',
    fields: [
      {
        name: 'asal_sekolah',
        label: 'Asal Sekolah',
        placeholder: 'SMA NEGERI 1 ...',
        span: { base: 12, sm: 8 },
        kind: 'upper',
      },
      {
        name: 'jenis_sekolah',
        label: 'Jenis Sekolah',
        placeholder: 'Pilih',
        span: { base: 12, sm: 4 },
        kind: 'school-type',
      },
      { name: 'alamat_sekolah1', label: 'Alamat Sekolah', placeholder: 'JL. ...', kind: 'upper' },
      {
        name: 'alamat_sekolah2',
        label: 'Kota Sekolah',
        placeholder: 'KOTA / KABUPATEN',
        span: HALF,
        kind: 'upper',
      },
      {
        name: 'jurusan_sekolah',
        label: 'Jurusan',
        placeholder: 'IPA / IPS / TKJ ...',
        span: HALF,
        kind: 'upper',
      },
      { name: 'provinsi_sekolah', label: 'Provinsi', placeholder: 'PROVINSI', kind: 'upper' },
    ],
  },
];

/** A registration refused: `taken` when the NISN or e-mail already has an account. */
type Outcome = { ok: true } | { ok: false; detail: string | null; taken: 'nisn' | 'email' | null } | null;

/** `/register` — 'Daftar Akun Tryout' (spec §2.1, rules §5, outcomes §8). */
export default function RegisterPage() {
  const navigate = useNavigate();
  const submit = useRegister();
  const formRef = useRef<HTMLFormElement>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<RegisterInput, unknown, RegisterValues>({
    resolver: zodResolver(registerSchema),
    mode: 'onTouched',
    shouldFocusError: false,
    defaultValues: EMPTY,
  });

  /** Registers a text field whose value is upper-cased while typing (spec §5). */
  const upper = (name: Field) => {
    const r = register(name);
    return {
      ...r,
      onChange: (e: ChangeEvent<HTMLInputElement>) => {
        const el = e.target;
        const up = el.value.toUpperCase();
        if (up !== el.value) {
          const { selectionStart, selectionEnd } = el;
          el.value = up;
          el.setSelectionRange(selectionStart, selectionEnd);
        }
        return r.onChange(e);
      },
    };
  };

  /** Scrolls the first invalid field (in form order) into view and focuses it. */
  const revealFirstError = () =>
    requestAnimationFrame(() => {
      const el = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
      if (!el) return;
      el.scrollIntoView({ block: 'center', behavior: 'smooth' });
      el.focus({ preventScroll: true });
    });

  const onSubmit = handleSubmit((values) => {
    submit.mutate(values, {
      onSuccess: () => setOutcome({ ok: true }),
      onError: (err) => {
        let detail: string | null = null;
        let taken: 'nisn' | 'email' | null = null;
        if (err instanceof ApiError) {
          detail = err.status === 0 ? MSG.genericError : err.message;
          for (const [field, message] of Object.entries(err.body.errors ?? {}))
            if (field in EMPTY) setError(field as Field, { type: 'server', message });
          if (err.body.errors && Object.keys(err.body.errors).length) revealFirstError();
          // 409: the NISN (or e-mail) already has an account: say so and lead to its doors
          if (err.status === 409)
            taken = err.body.errors?.nisn ? 'nisn' : err.body.errors?.email ? 'email' : null;
        }
        setOutcome({ ok: false, detail, taken });
      },
    });
  }, revealFirstError);

  const err = (name: Field) => errors[name]?.message;

  /** The input of one field of SECTIONS. */
  const field = (f: FieldSpec) => {
    const common = {
      id: `reg-${f.name}`,
      label: f.label,
      placeholder: f.placeholder,
      withAsterisk: true,
      error: err(f.name),
      ...f.props,
    };
    if (f.kind === 'password')
      return (
        <PasswordInput
          {...common}
          autoComplete="new-password"
          visibilityToggleButtonProps={{
            'aria-label': `Tampilkan atau sembunyikan ${f.label.toLowerCase()}`,
          }}
          {...register(f.name)}
        />
      );
    if (f.kind === 'school-type')
      return (
        <Controller
          control={control}
          name={f.name}
          render={({ field: c }) => (
            <Select
              {...common}
              data={[...SCHOOL_TYPES]}
              allowDeselect={false}
              name={c.name}
              ref={c.ref}
              value={c.value || null}
              onChange={(v) => c.onChange(v ?? '')}
              onBlur={c.onBlur}
              comboboxProps={{ withinPortal: true }}
            />
          )}
        />
      );
    return <TextInput {...common} {...(f.kind === 'upper' ? upper(f.name) : register(f.name))} />;
  };

  return (
    <AuthShell
      title="Daftar Akun Tryout"
      subtitle="Isi data diri dan data sekolah Anda. Tautan verifikasi akan dikirim ke email Anda."
      width={720}
      footer={
        <>
          Sudah punya akun?{' '}
          <Anchor component={Link} to="/" fz="sm" fw={600}>
            Login di sini
          </Anchor>
        </>
      }
    >
      <form ref={formRef} onSubmit={onSubmit} noValidate>
        <Stack gap="lg">
          {SECTIONS.map((section) => (
            <Fragment key={section.title}>
              <Divider label={section.title} labelPosition="left" fw={600} />
              <Grid gap="md">
                {section.fields.map((f) => (
                  <Grid.Col key={f.name} span={f.span ?? 12}>
                    {field(f)}
                  </Grid.Col>
                ))}
              </Grid>
            </Fragment>
          ))}

          <Button type="submit" size="md" fullWidth loading={submit.isPending}>
            Daftar
          </Button>
        </Stack>
      </form>

      <Modal
        opened={outcome?.ok === true}
        onClose={() => navigate('/', { replace: true })}
        title={<Text fw={700}>{ACCOUNT_MSG.registerSuccessTitle}</Text>}
        centered
        closeOnClickOutside={false}
      >
        <Stack align="center" gap="md" ta="center">
          <ThemeIcon color="green" size={56} radius="xl" variant="light" aria-hidden>
            <svg width="30" height="30" viewBox="0 0 24 24" fill="none">
              <path
                d="m5 12.5 4.5 4.5L19 7.5"
                stroke="currentColor"
                strokeWidth="2.4"
                strokeLinecap="round"
              />
            </svg>
          </ThemeIcon>
          <Text>{ACCOUNT_MSG.registerSuccess}</Text>
          <Button fullWidth onClick={() => navigate('/', { replace: true })}>
            Kembali ke Login
          </Button>
        </Stack>
      </Modal>

      <Modal
        opened={outcome?.ok === false}
        onClose={() => setOutcome(null)}
        title={
          <Text fw={700}>
            {outcome?.ok === false && outcome.taken
              ? ACCOUNT_MSG.alreadyRegisteredTitle
              : ACCOUNT_MSG.registerFailTitle}
          </Text>
        }
        centered
      >
        {outcome?.ok === false && outcome.taken ? (
          <Stack gap="md">
            <Alert color="orange" variant="light" role="alert">
              {outcome.detail}
            </Alert>
            <Text>{ACCOUNT_MSG.alreadyRegistered}</Text>
            <Button component={Link} to="/" fullWidth>
              Login
            </Button>
            <Button component={Link} to="/forgot-password" variant="default" fullWidth>
              Lupa Password
            </Button>
          </Stack>
        ) : (
          <Stack gap="md">
            <Text>{ACCOUNT_MSG.registerFail}</Text>
            {outcome?.ok === false && outcome.detail && <FailureAlert>{outcome.detail}</FailureAlert>}
            <Button variant="default" fullWidth onClick={() => setOutcome(null)}>
              Tutup
            </Button>
          </Stack>
        )}
      </Modal>
    </AuthShell>
  );
}
