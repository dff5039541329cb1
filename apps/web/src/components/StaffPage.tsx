import { Container, Group, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A staff page in the page-wide container: its title (with `actions` on the right, e.g.
 * 'Tambah Data') over the content; `after` holds what sits outside the flow (a CrudModal).
 */
export function StaffPage({
  title,
  actions,
  after,
  children,
}: {
  title: string;
  actions?: ReactNode;
  after?: ReactNode;
  children: ReactNode;
}) {
  const heading = <Title order={2}>{title}</Title>;
  return (
    <Container size="xl" py="md" px={{ base: 'xs', sm: 'md' }}>
      <Stack gap="md">
        {actions ? (
          <Group justify="space-between" wrap="wrap">
            {heading}
            {actions}
          </Group>
        ) : (
          heading
        )}
        {children}
      </Stack>
      {after}
    </Container>
  );
}
