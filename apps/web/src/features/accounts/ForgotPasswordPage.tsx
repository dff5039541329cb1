import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, Stack, TextInput } from '@mantine/core';
import { ACCOUNT_MSG, forgotPasswordSchema } from '@tryout/shared/accounts';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { ApiError } from '../../api/client';
import { AuthShell } from '../../components/AuthShell';
import { useForgotPassword } from './forgotPassword';

/** `/forgot-password` — asks for the e-mail and sends the reset link (spec §2.1, §8). */
export default function ForgotPasswordPage() {
  const send = useForgotPassword();
  const {
    register,
    handleSubmit,
    formState: { errors, isValid },
  } = useForm<z.input<typeof forgotPasswordSchema>, unknown, z.output<typeof forgotPasswordSchema>>({
    resolver: zodResolver(forgotPasswordSchema),
    mode: 'onTouched',
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit((values) => send.mutate(values));
  const detail =
    send.error instanceof ApiError && send.error.status >= 400 && send.error.status < 500
      ? send.error.message
      : null;

  return (
    <AuthShell
      title="Lupa Password"
      subtitle="Masukkan email akun anda. Kami akan mengirim tautan untuk membuat password baru."
      footer={
        <Anchor component={Link} to="/" fz="sm" fw={600}>
          Kembali ke Login
        </Anchor>
      }
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          {send.isSuccess && (
            <Alert color="green" variant="light" title="Email Terkirim" role="status">
              {ACCOUNT_MSG.forgotSuccess}
            </Alert>
          )}
          {send.isError && (
            <Alert color="red" variant="light" title={ACCOUNT_MSG.forgotFail} role="alert">
              {detail && detail !== ACCOUNT_MSG.forgotFail
                ? detail
                : 'Silahkan coba lagi beberapa saat lagi.'}
            </Alert>
          )}
          <TextInput
            label="Email"
            placeholder="nama@email.com"
            type="email"
            inputMode="email"
            autoComplete="email"
            withAsterisk
            error={errors.email?.message}
            {...register('email')}
          />
          <Button type="submit" size="md" fullWidth disabled={!isValid} loading={send.isPending}>
            Kirim Tautan Reset
          </Button>
        </Stack>
      </form>
    </AuthShell>
  );
}
