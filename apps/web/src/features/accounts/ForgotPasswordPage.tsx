import { Alert, Button, Stack } from '@mantine/core';
import { ACCOUNT_MSG, forgotPasswordSchema } from '@tryout/shared/accounts';
import { ApiError } from '../../api/client';
import { AuthShell, BackToLogin, EmailInput, FailureAlert } from '../../components/AuthShell';
import { textField } from '../../components/CrudModal';
import { useZodForm } from '../../components/zodForm';
import { useForgotPassword } from './forgotPassword';

/** `/forgot-password` — asks for the e-mail and sends the reset link (spec §2.1, §8). */
export default function ForgotPasswordPage() {
  const send = useForgotPassword();
  const form = useZodForm(forgotPasswordSchema, { email: '' });

  const onSubmit = form.handleSubmit((values) => send.mutate(values));
  const detail =
    send.error instanceof ApiError && send.error.status >= 400 && send.error.status < 500
      ? send.error.message
      : null;

  return (
    <AuthShell
      title="Lupa Password"
      subtitle="Masukkan email akun Anda. Kami akan mengirim tautan untuk membuat password baru."
      footer={<BackToLogin />}
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          {send.isSuccess && (
            <Alert color="green" variant="light" title="Email Terkirim" role="status">
              {ACCOUNT_MSG.forgotSuccess}
            </Alert>
          )}
          {send.isError && (
            <FailureAlert title={ACCOUNT_MSG.forgotFail}>
              {detail && detail !== ACCOUNT_MSG.forgotFail
                ? detail
                : 'Silahkan coba lagi beberapa saat lagi.'}
            </FailureAlert>
          )}
          <EmailInput {...textField(form, 'email')} />
          <Button
            type="submit"
            size="md"
            fullWidth
            disabled={!form.formState.isValid}
            loading={send.isPending}
          >
            Kirim Tautan Reset
          </Button>
        </Stack>
      </form>
    </AuthShell>
  );
}
