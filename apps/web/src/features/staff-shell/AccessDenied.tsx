import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { MSG } from '@tryout/shared/messages';
import { Link } from 'react-router';

/** What a lecturer sees on an admin page (menu.ts ADMIN_PAGES), in place of an empty page. */
export function AccessDenied({ dashboard }: { dashboard: string }) {
  return (
    <Center py={64} px="md">
      <Stack align="center" gap="sm" maw={420} data-testid="access-denied">
        <Title order={1} size="h2">
          Akses Ditolak
        </Title>
        <Text ta="center" c="dimmed">
          {MSG.forbidden}. Halaman ini hanya dapat dibuka oleh admin; hubungi admin bila Anda memerlukan
          akses.
        </Text>
        <Button component={Link} to={dashboard} mt="xs">
          Kembali ke Dashboard
        </Button>
      </Stack>
    </Center>
  );
}
