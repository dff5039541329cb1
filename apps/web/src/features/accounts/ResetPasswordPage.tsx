import { Alert, Button, Stack } from '@mantine/core';
import { ACCOUNT_MSG, resetPasswordFields } from '@tryout/shared/accounts';
import { MSG } from '@tryout/shared/messages';
import { Link, useSearchParams } from 'react-router';
import { ApiError } from '../../api/client';
import { AuthShell, BackToLogin, FailureAlert, LoginPasswordInput } from '../../components/AuthShell';
import { textField } from '../../components/CrudModal';
import { useZodForm } from '../../components/zodForm';
import { useResetPassword } from './resetPassword';

/** `/tes-users/tryout/forgot-password/confirm?token&email` — new password (spec §2.1, §5). */
export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const email = params.get('email') ?? '';
  const complete = token !== '' && email !== '';
  const reset = useResetPassword();
  const form = useZodForm(resetPasswordFields, { password: '', confirm_password: '' });

  const onSubmit = form.handleSubmit((values) => reset.mutate({ ...values, token, email }));

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
      footer={<BackToLogin />}
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          {failure && <FailureAlert title="Gagal">{failure}</FailureAlert>}
          <LoginPasswordInput
            label="Password Baru"
            placeholder="Minimal 8 karakter"
            autoComplete="new-password"
            {...textField(form, 'password')}
          />
          <LoginPasswordInput
            label="Konfirmasi Password"
            placeholder="Ulangi password baru"
            autoComplete="new-password"
            visibilityToggleButtonProps={{ 'aria-label': 'Tampilkan atau sembunyikan konfirmasi password' }}
            {...textField(form, 'confirm_password')}
          />
          <Button type="submit" size="md" fullWidth disabled={!complete} loading={reset.isPending}>
            Simpan Password
          </Button>
        </Stack>
      </form>
    </AuthShell>
  );
}
