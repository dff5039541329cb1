import { Alert, Button, Container, Group, Stack, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { EXAM_MSG } from '@tryout/shared/exam';
import { type ReactNode, useState } from 'react';
import { useNavigate } from 'react-router';
import { clearCandidateState } from '../../lib/storage';
import { deferred } from '../deferred';

/** 'Keluar Ujian': logs out, clears all stored state, back to the login. */
export function useLogout() {
  const navigate = useNavigate();
  const qc = useQueryClient();
  return () => {
    clearCandidateState();
    qc.clear();
    navigate('/', { replace: true });
  };
}

const LogoutDialog = deferred(() => import('./LogoutDialog').then((m) => m.default));

/** 'Keluar Ujian' (spec §2.2): asks first, and says that it logs out ('Keluar Akun'). */
export function LogoutButton() {
  const logout = useLogout();
  const [asking, setAsking] = useState(false);
  return (
    <>
      <Button color="red" variant="light" onClick={() => setAsking(true)} aria-haspopup="dialog">
        {EXAM_MSG.logout}
      </Button>
      <LogoutDialog needed={asking} opened={asking} onCancel={() => setAsking(false)} onConfirm={logout} />
    </>
  );
}

/** Page frame of the candidate pages: a title row with actions, then the content. */
export function CandidateShell({
  title,
  actions,
  children,
}: {
  title: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Container component="main" size={1100} px={{ base: 'sm', sm: 'md' }} py="md">
      <Stack gap="md">
        <Group justify="space-between" gap="sm">
          <Title order={1} fz={{ base: 22, sm: 28 }}>
            {title}
          </Title>
          {actions && <Group gap="xs">{actions}</Group>}
        </Group>
        {children}
      </Stack>
    </Container>
  );
}

export { PageLoader } from './PageLoader';

/** 'Tidak Ada Data' with the logout button (spec §2.2, §8). */
export function NoData() {
  return (
    <Container component="main" size="sm" py="xl">
      <Stack align="center">
        <Alert color="red" variant="light" title={EXAM_MSG.noData} w="100%" role="alert">
          Data peserta tidak dapat dimuat. Silahkan keluar dan login kembali.
        </Alert>
        <LogoutButton />
      </Stack>
    </Container>
  );
}
