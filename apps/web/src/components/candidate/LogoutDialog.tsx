import { Modal, Stack, Text } from '@mantine/core';
import { ConfirmButtons } from './ConfirmButtons';

/** The confirmation of 'Keluar Ujian', a chunk of its own (Mantine's Modal): it logs out. */
export default function LogoutDialog({
  opened,
  onCancel,
  onConfirm,
}: {
  opened: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <Modal opened={opened} onClose={onCancel} centered title="Keluar dari akun?">
      <Stack gap="xs">
        <Text size="sm">
          Anda akan keluar dari akun (logout) di perangkat ini dan data ujian yang tersimpan di perangkat
          dihapus.
        </Text>
        <Text size="sm" c="dimmed">
          Ujian yang sedang berjalan tetap berjalan dan waktunya terus berkurang; login kembali untuk
          melanjutkan.
        </Text>
      </Stack>
      <ConfirmButtons mt="md" onCancel={onCancel} confirm="Keluar Akun" color="red" onConfirm={onConfirm} />
    </Modal>
  );
}
