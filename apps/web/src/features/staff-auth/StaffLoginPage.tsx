import { zodResolver } from '@hookform/resolvers/zod';
import {
  Anchor,
  Box,
  Button,
  Group,
  Paper,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { ACCOUNT_MSG, type StaffLoginInput, staffLoginSchema } from '@tryout/shared/accounts';
import { useForm } from 'react-hook-form';
import { Link, Navigate, useNavigate } from 'react-router';
import type { z } from 'zod';
import { AppLogo } from '../../components/AppLogo';
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
    <Box
      mih="100dvh"
      px={{ base: 'sm', xs: 'md' }}
      py={{ base: 'lg', sm: 64 }}
      style={{
        background:
          'linear-gradient(180deg, var(--mantine-color-dark-7) 0, var(--mantine-color-blue-9) 240px, var(--mantine-color-gray-0) 240px)',
      }}
    >
      <Stack maw={420} mx="auto" gap="lg">
        <Group gap="sm" justify="center" wrap="nowrap">
          <AppLogo size={44} />
          <div>
            <Text c="white" fw={800} fz={22} lh={1.1}>
              Tryout Online
            </Text>
            <Text c="gray.4" fz="xs" lh={1.3}>
              Sistem Ujian Online — Dosen &amp; Admin
            </Text>
          </div>
        </Group>
        <Paper withBorder shadow="md" radius="lg" p={{ base: 'md', xs: 'xl' }}>
          <Stack gap={4} mb="lg">
            <Title order={2} fz={{ base: 22, sm: 26 }}>
              Login Dosen
            </Title>
            <Text c="dimmed" fz="sm">
              Masuk dengan kode akses (NIDN) dan password anda.
            </Text>
          </Stack>
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
              <PasswordInput
                label="Password"
                placeholder="Password anda"
                autoComplete="current-password"
                withAsterisk
                error={errors.password?.message}
                visibilityToggleButtonProps={{ 'aria-label': 'Tampilkan atau sembunyikan password' }}
                {...register('password')}
              />
              <Button type="submit" size="md" fullWidth disabled={!isValid} loading={login.isPending}>
                Masuk
              </Button>
            </Stack>
          </form>
        </Paper>
        <Text ta="center" fz="sm" c="dimmed">
          Peserta tryout?{' '}
          <Anchor component={Link} to="/" fz="sm">
            Login peserta
          </Anchor>
        </Text>
      </Stack>
    </Box>
  );
}
