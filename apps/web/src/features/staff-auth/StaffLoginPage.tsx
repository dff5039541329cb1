import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Stack, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { ACCOUNT_MSG, type StaffLoginInput, staffLoginSchema } from '@tryout/shared/accounts';
import { useForm } from 'react-hook-form';
import { Link, Navigate, useNavigate } from 'react-router';
import type { z } from 'zod';
import { AuthShell, LoginButton, LoginPasswordInput } from '../../components/AuthShell';
import { notifyError } from '../../components/notify';
import { getStaffRole, getStaffToken, setStaffRole, setStaffToken } from '../../lib/storage';
import { useLoginDosen } from './loginDosen';

const landing = (role: string | null) => (role === 'admin' ? '/admin-dashboard' : '/dashboard');

/** `/admin` — staff login with access code (nidn) and password (spec §2.1, §4, §8). */
export default function StaffLoginPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const login = useLoginDosen();
  const {
    register,
    handleSubmit,
    formState: { errors, isValid },
  } = useForm<StaffLoginInput, unknown, z.output<typeof staffLoginSchema>>({
    resolver: zodResolver(staffLoginSchema),
    mode: 'onTouched',
    defaultValues: { nidn: '', password: '' },
  });

  if (getStaffToken()) return <Navigate to={landing(getStaffRole())} replace />;

  const onSubmit = handleSubmit((values) =>
    login.mutate(values, {
      onSuccess: ({ api_token, role }) => {
        // a previous staff session's cached data must not show for this user
        queryClient.clear();
        setStaffToken(api_token);
        setStaffRole(role);
        navigate(landing(role), { replace: true });
      },
      onError: () =>
        notifyError(ACCOUNT_MSG.staffLoginFail, undefined, {
          title: ACCOUNT_MSG.staffLoginFailTitle,
          autoClose: 9000,
        }),
    }),
  );

  return (
    <AuthShell
      tone="staff"
      width={420}
      title="Login Dosen"
      subtitle="Masuk dengan kode akses (NIDN) dan password anda."
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
            withAsterisk
            error={errors.nidn?.message}
            {...register('nidn')}
          />
          <LoginPasswordInput error={errors.password?.message} {...register('password')} />
          <LoginButton disabled={!isValid} loading={login.isPending}>
            Masuk
          </LoginButton>
        </Stack>
      </form>
    </AuthShell>
  );
}
