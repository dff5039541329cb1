import { Anchor, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { ACCOUNT_MSG, staffLoginSchema } from '@tryout/shared/accounts';
import { Link, Navigate, useNavigate } from 'react-router';
import { ApiError } from '../../api/client';
import { AuthShell, LoginButton, LoginPasswordInput } from '../../components/AuthShell';
import { textField } from '../../components/CrudModal';
import { notifyError } from '../../components/notify';
import { requiredField, useZodForm } from '../../components/zodForm';
import { getStaffRole, getStaffToken, setStaffRole, setStaffToken } from '../../lib/storage';
import { useLoginDosen } from './loginDosen';

const landing = (role: string | null) => (role === 'admin' ? '/admin-dashboard' : '/dashboard');

/** `/admin` — staff login with access code (nidn) and password (spec §2.1, §4, §8). */
export default function StaffLoginPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const login = useLoginDosen();
  const form = useZodForm(staffLoginSchema, { nidn: '', password: '' });

  if (getStaffToken()) return <Navigate to={landing(getStaffRole())} replace />;

  const onSubmit = form.handleSubmit((values) =>
    login.mutate(values, {
      onSuccess: ({ api_token, role }) => {
        // a previous staff session's cached data must not show for this user
        queryClient.clear();
        setStaffToken(api_token);
        setStaffRole(role);
        navigate(landing(role), { replace: true });
      },
      onError: (err) => {
        // the latest failure replaces the earlier ones (queued behind them, it would show late)
        notifications.clean();
        // 429: the limit after repeated wrong passwords says how long to wait
        notifyError(
          err instanceof ApiError && err.status === 429 ? err.message : ACCOUNT_MSG.staffLoginFail,
          undefined,
          { title: ACCOUNT_MSG.staffLoginFailTitle, autoClose: 9000 },
        );
      },
    }),
  );

  return (
    <AuthShell
      tone="staff"
      width={420}
      title="Login Dosen"
      subtitle="Masuk dengan kode akses (NIDN) dan password Anda."
      footer={
        <>
          Peserta tryout?{' '}
          <Anchor component={Link} to="/" fz="sm">
            Login peserta
          </Anchor>
        </>
      }
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <TextInput
            label="Kode Akses"
            placeholder="NIDN / kode akses"
            autoComplete="username"
            {...requiredField(form, 'nidn')}
          />
          <LoginPasswordInput {...textField(form, 'password')} />
          <LoginButton disabled={!form.formState.isValid} loading={login.isPending}>
            Masuk
          </LoginButton>
        </Stack>
      </form>
    </AuthShell>
  );
}
