import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useNavigate } from 'react-router';

/** The generic page for any unknown path (spec §2.1). */
export default function ErrorPage() {
  const navigate = useNavigate();
  return (
    <Center mih="100dvh" p="md">
      <Stack align="center" gap="sm">
        <Title order={1} c="dimmed">
          404
        </Title>
        <Text ta="center">Halaman yang Anda cari tidak ditemukan.</Text>
        <Button onClick={() => navigate(-1)}>Kembali</Button>
      </Stack>
    </Center>
  );
}
