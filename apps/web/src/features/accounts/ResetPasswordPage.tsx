import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, PasswordInput, Stack } from '@mantine/core';
import { ACCOUNT_MSG, resetPasswordFields } from '@tryout/shared/accounts';
import { MSG } from '@tryout/shared/messages';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { ApiError } from '../../api/client';
import { AuthShell } from '../../components/AuthShell';
import { useResetPassword } from './resetPassword';

/** `/tes-users/tryout/forgot-password/confirm?token&email` — new password (spec §2.1, §5). */
export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const email = params.get('email') ?? '';
  const complete = token !== '' && email !== '';
  const reset = useResetPassword();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<z.input<typeof resetPasswordFields>, unknown, z.output<typeof resetPasswordFields>>({
    resolver: zodResolver(resetPasswordFields),
    mode: 'onTouched',
    defaultValues: { password: '', confirm_password: '' },
  });

  const onSubmit = handleSubmit((values) => reset.mutate({ ...values, token, email }));

  if (reset.isSuccess) {
    return (
      <AuthShell title="Reset Password" subtitle={email}>
        <Stack gap="lg">
          <Alert color="green" variant="light" title="Berhasil" role="status">
            {ACCOUNT_MSG.resetSuccess}
          </Alert>
          <Button component={Link} to="/" size="md" fullWidth>
            Ke Halaman Login
          </Button>
        </Stack>
      </AuthShell>
    );
  }

  const failure = !complete
    ? ACCOUNT_MSG.resetInvalid
    : reset.error
      ? reset.error instanceof ApiError && reset.error.status !== 0
        ? reset.error.message
        : MSG.genericError
      : null;

  return (
    <AuthShell
      title="Reset Password"
      subtitle={email ? `Buat password baru untuk ${email}` : undefined}
      footer={
        <Anchor component={Link} to="/" fz="sm" fw={600}>
          Kembali ke Login
        </Anchor>
      }
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          {failure && (
            <Alert color="red" variant="light" title="Gagal" role="alert">
              {failure}
            </Alert>
          )}
          <PasswordInput
            label="Password Baru"
            placeholder="Minimal 8 karakter"
            autoComplete="new-password"
            withAsterisk
            error={errors.password?.message}
            visibilityToggleButtonProps={{ 'aria-label': 'Tampilkan atau sembunyikan password' }}
            {...register('password')}
          />
          <PasswordInput
            label="Konfirmasi Password"
            placeholder="Ulangi password baru"
            autoComplete="new-password"
            withAsterisk
            error={errors.confirm_password?.message}
            visibilityToggleButtonProps={{ 'aria-label': 'Tampilkan atau sembunyikan konfirmasi password' }}
            {...register('confirm_password')}
          />
          <Button type="submit" size="md" fullWidth disabled={!complete} loading={reset.isPending}>
            Simpan Password
          </Button>
        </Stack>
      </form>
    </AuthShell>
  );
}
