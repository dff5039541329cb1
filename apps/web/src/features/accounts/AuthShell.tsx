import { Box, Center, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The product mark: a mortarboard in a rounded square. */
export function BrandMark({ size = 40 }: { size?: number }) {
  return (
    <Center
      w={size}
      h={size}
      bg="white"
      style={{ borderRadius: size / 4, flex: 'none', boxShadow: 'var(--mantine-shadow-sm)' }}
      aria-hidden
    >
      <svg width={size * 0.62} height={size * 0.62} viewBox="0 0 24 24" fill="none">
        <path d="M12 4 1.5 9 12 14l10.5-5L12 4Z" fill="var(--mantine-color-blue-8)" />
        <path
          d="M5.5 11.2v4.3c0 1.5 2.9 3 6.5 3s6.5-1.5 6.5-3v-4.3L12 14.3l-6.5-3.1Z"
          fill="var(--mantine-color-blue-6)"
        />
        <path d="M21 9.5v5" stroke="var(--mantine-color-blue-8)" strokeWidth="1.4" strokeLinecap="round" />
      </svg>
    </Center>
  );
}

interface AuthShellProps {
  /** Card heading, e.g. 'Login Peserta'. */
  title: string;
  /** One line under the heading. */
  subtitle?: ReactNode;
  /** Card width on larger screens. */
  width?: number;
  children: ReactNode;
  /** Under the card (links). */
  footer?: ReactNode;
}

/** Centred card layout of the candidate account pages, branded "Tryout Online". */
export function AuthShell({ title, subtitle, width = 440, children, footer }: AuthShellProps) {
  return (
    <Box
      mih="100dvh"
      px={{ base: 'sm', xs: 'md' }}
      py={{ base: 'lg', sm: 48 }}
      style={{
        background:
          'linear-gradient(180deg, var(--mantine-color-blue-8) 0, var(--mantine-color-blue-7) 220px, var(--mantine-color-gray-0) 220px)',
      }}
    >
      <Stack maw={width} mx="auto" gap="lg">
        <Group gap="sm" justify="center" wrap="nowrap">
          <BrandMark size={44} />
          <div>
            <Text c="white" fw={800} fz={22} lh={1.1}>
              Tryout Online
            </Text>
            <Text c="blue.1" fz="xs" lh={1.3}>
              Ujian seleksi masuk berbasis website
            </Text>
          </div>
        </Group>
        <Paper withBorder shadow="md" radius="lg" p={{ base: 'md', xs: 'xl' }}>
          <Stack gap={4} mb="lg">
            <Title order={2} fz={{ base: 22, sm: 26 }}>
              {title}
            </Title>
            {subtitle && (
              <Text c="dimmed" fz="sm">
                {subtitle}
              </Text>
            )}
          </Stack>
          {children}
        </Paper>
        {footer && (
          <Text ta="center" fz="sm" c="dimmed">
            {footer}
          </Text>
        )}
      </Stack>
    </Box>
  );
}
