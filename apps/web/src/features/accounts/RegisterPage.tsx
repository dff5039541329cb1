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
import { type ChangeEvent, useRef, useState } from 'react';
import { Controller, type FieldPath, useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { ApiError } from '../../api/client';
import { AuthShell } from '../../components/AuthShell';
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

type Outcome = { ok: true } | { ok: false; detail: string | null } | null;

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
        if (err instanceof ApiError) {
          detail = err.status === 0 ? MSG.genericError : err.message;
          for (const [field, message] of Object.entries(err.body.errors ?? {}))
            if (field in EMPTY) setError(field as Field, { type: 'server', message });
          if (err.body.errors && Object.keys(err.body.errors).length) revealFirstError();
        }
        setOutcome({ ok: false, detail });
      },
    });
  }, revealFirstError);

  const err = (name: Field) => errors[name]?.message;

  return (
    <AuthShell
      title="Daftar Akun Tryout"
      subtitle="Isi data diri dan data sekolah anda. Tautan verifikasi akan dikirim ke email anda."
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
          <Divider label="Data Peserta" labelPosition="left" fw={600} />
          <Grid gap="md">
            <Grid.Col span={{ base: 12, sm: 5 }}>
              <TextInput
                id="reg-nisn"
                label="NISN"
                placeholder="Nomor Induk Siswa Nasional"
                maxLength={NISN_MAX}
                inputMode="numeric"
                withAsterisk
                error={err('nisn')}
                {...register('nisn')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 7 }}>
              <TextInput
                id="reg-full_name"
                label="Nama Lengkap"
                placeholder="NAMA SESUAI IJAZAH"
                autoComplete="name"
                withAsterisk
                error={err('full_name')}
                {...upper('full_name')}
              />
            </Grid.Col>
            <Grid.Col span={12}>
              <TextInput
                id="reg-email"
                label="Email"
                placeholder="nama@email.com"
                type="email"
                inputMode="email"
                autoComplete="email"
                withAsterisk
                error={err('email')}
                {...register('email')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <PasswordInput
                id="reg-password"
                label="Password"
                placeholder="Minimal 8 karakter"
                autoComplete="new-password"
                withAsterisk
                error={err('password')}
                visibilityToggleButtonProps={{ 'aria-label': 'Tampilkan atau sembunyikan password' }}
                {...register('password')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <PasswordInput
                id="reg-confirm_password"
                label="Konfirmasi Password"
                placeholder="Ulangi password"
                autoComplete="new-password"
                withAsterisk
                error={err('confirm_password')}
                visibilityToggleButtonProps={{
                  'aria-label': 'Tampilkan atau sembunyikan konfirmasi password',
                }}
                {...register('confirm_password')}
              />
            </Grid.Col>
            <Grid.Col span={12}>
              <TextInput
                id="reg-phone"
                label="Nomor Telepon"
                description="Nomor WhatsApp aktif, angka saja"
                placeholder="081234567890"
                inputMode="tel"
                autoComplete="tel"
                withAsterisk
                error={err('phone')}
                {...register('phone')}
              />
            </Grid.Col>
          </Grid>

          <Divider label="Data Sekolah" labelPosition="left" fw={600} />
          <Grid gap="md">
            <Grid.Col span={{ base: 12, sm: 8 }}>
              <TextInput
                id="reg-asal_sekolah"
                label="Asal Sekolah"
                placeholder="SMA NEGERI 1 ..."
                withAsterisk
                error={err('asal_sekolah')}
                {...upper('asal_sekolah')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 4 }}>
              <Controller
                control={control}
                name="jenis_sekolah"
                render={({ field }) => (
                  <Select
                    id="reg-jenis_sekolah"
                    label="Jenis Sekolah"
                    placeholder="Pilih"
                    data={[...SCHOOL_TYPES]}
                    allowDeselect={false}
                    withAsterisk
                    error={err('jenis_sekolah')}
                    name={field.name}
                    ref={field.ref}
                    value={field.value || null}
                    onChange={(v) => field.onChange(v ?? '')}
                    onBlur={field.onBlur}
                    comboboxProps={{ withinPortal: true }}
                  />
                )}
              />
            </Grid.Col>
            <Grid.Col span={12}>
              <TextInput
                id="reg-alamat_sekolah1"
                label="Alamat Sekolah"
                placeholder="JL. ..."
                withAsterisk
                error={err('alamat_sekolah1')}
                {...upper('alamat_sekolah1')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput
                id="reg-alamat_sekolah2"
                label="Kota Sekolah"
                placeholder="KOTA / KABUPATEN"
                withAsterisk
                error={err('alamat_sekolah2')}
                {...upper('alamat_sekolah2')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput
                id="reg-jurusan_sekolah"
                label="Jurusan"
                placeholder="IPA / IPS / TKJ ..."
                withAsterisk
                error={err('jurusan_sekolah')}
                {...upper('jurusan_sekolah')}
              />
            </Grid.Col>
            <Grid.Col span={12}>
              <TextInput
                id="reg-provinsi_sekolah"
                label="Provinsi"
                placeholder="PROVINSI"
                withAsterisk
                error={err('provinsi_sekolah')}
                {...upper('provinsi_sekolah')}
              />
            </Grid.Col>
          </Grid>

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
        title={<Text fw={700}>{ACCOUNT_MSG.registerFailTitle}</Text>}
        centered
      >
        <Stack gap="md">
          <Text>{ACCOUNT_MSG.registerFail}</Text>
          {outcome?.ok === false && outcome.detail && (
            <Alert color="red" variant="light" role="alert">
              {outcome.detail}
            </Alert>
          )}
          <Button variant="default" fullWidth onClick={() => setOutcome(null)}>
            Tutup
          </Button>
        </Stack>
      </Modal>
    </AuthShell>
  );
}
