import { Button, Group, Modal, Stack, Text } from '@mantine/core';

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
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onCancel}>
          Batal
        </Button>
        <Button color="red" onClick={onConfirm}>
          Keluar Akun
        </Button>
      </Group>
    </Modal>
  );
}
