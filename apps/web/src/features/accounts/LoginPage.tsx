import { Anchor, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type CandidateProfile, loginSchema } from '@tryout/shared/accounts';
import { MSG } from '@tryout/shared/messages';
import { useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { ApiError } from '../../api/client';
import {
  AuthShell,
  EmailInput,
  FailureAlert,
  LoginButton,
  LoginPasswordInput,
} from '../../components/AuthShell';
import { textField } from '../../components/CrudModal';
import { useZodForm } from '../../components/zodForm';
import { getCandidateToken, readSession, setCandidateToken, writeSession } from '../../lib/storage';
import { useLogin } from './login';

/** Session-storage key of the candidate profile returned by the login (read by the exam pages). */
const PROFILE_KEY = 'profile';

/** `/` — participant login (spec §2.1, errors §8). */
export default function LoginPage() {
  const navigate = useNavigate();
  const login = useLogin();
  const [alert, setAlert] = useState<string | null>(null);
  const form = useZodForm(loginSchema, { email: '', password: '' });

  const existing = readSession<CandidateProfile>(PROFILE_KEY);
  if (getCandidateToken() && existing?.nisn) return <Navigate to={`/ujian/${existing.nisn}`} replace />;

  const onSubmit = form.handleSubmit((values) => {
    setAlert(null);
    login.mutate(values, {
      onSuccess: ({ email_token, ...profile }) => {
        setCandidateToken(email_token);
        writeSession(PROFILE_KEY, profile);
        navigate(`/ujian/${profile.nisn}`, { replace: true });
      },
      onError: (err) => {
        // 429: the limit after repeated wrong passwords says how long to wait
        if (err instanceof ApiError && [400, 401, 403, 429].includes(err.status)) {
          if (err.status === 400)
            notifications.show({
              color: 'red',
              title: MSG.errorTitle,
              message: err.message,
              autoClose: 5000,
            });
          setAlert(err.message);
        } else setAlert(MSG.genericError);
      },
    });
  });

  return (
    <AuthShell
      title="Login Peserta"
      subtitle="Masuk dengan email dan password akun tryout Anda."
      footer={
        <>
          Dosen atau admin?{' '}
          <Anchor component={Link} to="/admin" fz="sm">
            Masuk di sini
          </Anchor>
        </>
      }
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          {alert && <FailureAlert title="Gagal Masuk">{alert}</FailureAlert>}
          <EmailInput {...textField(form, 'email')} />
          <LoginPasswordInput {...textField(form, 'password')} />
          <Group justify="flex-end" mt={-6}>
            <Anchor component={Link} to="/forgot-password" fz="sm">
              Lupa Password?
            </Anchor>
          </Group>
          <LoginButton disabled={!form.formState.isValid} loading={login.isPending}>
            Login
          </LoginButton>
          <Text ta="center" fz="sm">
            Belum punya akun?{' '}
            <Anchor component={Link} to="/register" fw={600}>
              Daftar Disini
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthShell>
  );
}
