import { Alert, Button, Loader, Stack, Text } from '@mantine/core';
import { ACCOUNT_MSG } from '@tryout/shared/accounts';
import { MSG } from '@tryout/shared/messages';
import { Link, useSearchParams } from 'react-router';
import { ApiError } from '../../api/client';
import { AuthShell, FailureAlert } from '../../components/AuthShell';
import { useVerify } from './verify';

/** `/tes-users/tryout/verify?token&email` — account verification (spec §2.1, §8). */
export default function VerifyPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const email = params.get('email') ?? '';
  const complete = token !== '' && email !== '';
  const verify = useVerify(token, email, complete);

  let body: React.ReactNode;
  if (complete && verify.isPending) {
    body = (
      <Stack align="center" py="lg" gap="sm">
        <Loader />
        <Text c="dimmed">Memverifikasi akun Anda…</Text>
      </Stack>
    );
  } else if (complete && verify.isSuccess) {
    body = (
      <Alert
        color="green"
        variant="light"
        title={verify.data === ACCOUNT_MSG.verifyAgain ? 'Sudah Diverifikasi' : 'Verifikasi Berhasil'}
        role="status"
      >
        {verify.data || ACCOUNT_MSG.verifySuccess}
      </Alert>
    );
  } else {
    const message = !complete
      ? ACCOUNT_MSG.verifyInvalid
      : verify.error instanceof ApiError && verify.error.status !== 0
        ? verify.error.message
        : MSG.genericError;
    body = <FailureAlert title="Verifikasi Gagal">{message}</FailureAlert>;
  }

  return (
    <AuthShell title="Verifikasi Akun" subtitle={email || undefined}>
      <Stack gap="lg">
        {body}
        {!(complete && verify.isPending) && (
          <Button component={Link} to="/" size="md" fullWidth>
            Ke Halaman Login
          </Button>
        )}
      </Stack>
    </AuthShell>
  );
}
