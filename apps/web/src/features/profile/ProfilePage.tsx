import { Alert, Button, Paper, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { MSG } from '@tryout/shared/messages';
import { STAFF_MSG } from '@tryout/shared/staff-messages';
import { useState } from 'react';
import { useDosenDetail } from '../../api/staff/dosenDetail';
import { notifyError, notifySuccess } from '../../components/notify';
import { StaffPage } from '../../components/StaffPage';
import { useUpdateProfile } from './updateProfile';

/** /profile — change own name and/or password; every field optional (spec §2.6, §5). */
export default function ProfilePage() {
  const me = useDosenDetail();
  const update = useUpdateProfile();
  const [nama, setNama] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');

  function submit(e: React.FormEvent) {
    e.preventDefault();
    if (!me.data) return;
    if (password !== confirm) {
      notifyError(STAFF_MSG.passwordMismatch);
      return;
    }
    update.mutate(
      {
        nidn: me.data.nidn,
        nama_dosen: nama.trim() || undefined,
        password: password || undefined,
        confirm_password: confirm || undefined,
      },
      {
        onSuccess: () => {
          notifySuccess(STAFF_MSG.profileUpdated, { title: MSG.ok });
          setNama('');
          setPassword('');
          setConfirm('');
        },
        onError: (err) => notifyError(err, STAFF_MSG.profileFailed, { title: STAFF_MSG.profileFailed }),
      },
    );
  }

  return (
    <StaffPage title="Profile" size="xs">
      {me.isError && (
        <Alert color="red" title={MSG.errorTitle}>
          {STAFF_MSG.profileFailed}
        </Alert>
      )}
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} component="form" onSubmit={submit}>
        <Stack gap="sm">
          {me.data && (
            <Text size="sm" c="dimmed">
              {me.data.nama_dosen} · Kode Akses {me.data.nidn}
            </Text>
          )}
          <Alert color="blue" variant="light" p="xs">
            Isi Bagian Yang ingin di rubah
          </Alert>
          <TextInput
            label="Nama"
            placeholder={me.data?.nama_dosen}
            value={nama}
            onChange={(e) => setNama(e.currentTarget.value)}
          />
          <PasswordInput
            label="Password"
            autoComplete="new-password"
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
          />
          <PasswordInput
            label="Konfirmasi Password"
            autoComplete="new-password"
            value={confirm}
            onChange={(e) => setConfirm(e.currentTarget.value)}
          />
          <Button
            type="submit"
            loading={update.isPending}
            disabled={!me.data || (!nama.trim() && !password && !confirm)}
          >
            Simpan
          </Button>
        </Stack>
      </Paper>
    </StaffPage>
  );
}
