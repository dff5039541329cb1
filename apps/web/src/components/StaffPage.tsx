import { Container, type ContainerProps, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A staff page in the page-wide container: its title (with `actions` on the right, e.g.
 * 'Tambah Data') over the content; `subtitle` says where the page is (e.g. the group and materi
 * of a question bank); `after` holds what sits outside the flow (a CrudModal).
 */
export function StaffPage({
  title,
  subtitle,
  actions,
  after,
  size = 'xl',
  children,
}: {
  title: string;
  subtitle?: ReactNode;
  actions?: ReactNode;
  after?: ReactNode;
  /** The container width (default 'xl'). */
  size?: ContainerProps['size'];
  children: ReactNode;
}) {
  const heading = subtitle ? (
    <div>
      <Title order={1} size="h2">
        {title}
      </Title>
      <Text c="dimmed" fw={500} data-testid="page-subtitle">
        {subtitle}
      </Text>
    </div>
  ) : (
    <Title order={1} size="h2">
      {title}
    </Title>
  );
  return (
    <Container size={size} py="md" px={{ base: 'xs', sm: 'md' }}>
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
