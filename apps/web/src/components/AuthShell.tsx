import {
  Alert,
  Anchor,
  Box,
  Button,
  type ButtonProps,
  Group,
  Paper,
  PasswordInput,
  type PasswordInputProps,
  Stack,
  Text,
  TextInput,
  type TextInputProps,
  Title,
} from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { AppLogo } from './AppLogo';

const TONES = {
  candidate: {
    background:
      'linear-gradient(180deg, var(--mantine-color-blue-8) 0, var(--mantine-color-blue-7) 220px, var(--mantine-color-gray-0) 220px)',
    py: 48,
    tagline: 'Ujian seleksi masuk berbasis website',
    taglineColor: 'white',
    tassel: true,
  },
  staff: {
    background:
      'linear-gradient(180deg, var(--mantine-color-dark-7) 0, var(--mantine-color-blue-9) 240px, var(--mantine-color-gray-0) 240px)',
    py: 64,
    tagline: 'Sistem Ujian Online — Dosen & Admin',
    taglineColor: 'gray.2',
    tassel: false,
  },
} as const;

interface AuthShellProps {
  /** Card heading, e.g. 'Login Peserta'. */
  title: string;
  /** One line under the heading. */
  subtitle?: ReactNode;
  /** Card width on larger screens. */
  width?: number;
  /** The candidate pages (blue) or the staff login (dark). */
  tone?: keyof typeof TONES;
  children: ReactNode;
  /** Under the card (links). */
  footer?: ReactNode;
}

/** Centred card layout of the sign-in pages, branded "Tryout Online". */
export function AuthShell({
  title,
  subtitle,
  width = 440,
  tone = 'candidate',
  children,
  footer,
}: AuthShellProps) {
  const t = TONES[tone];
  return (
    <Box
      component="main"
      mih="100dvh"
      px={{ base: 'sm', xs: 'md' }}
      py={{ base: 'lg', sm: t.py }}
      style={{ background: t.background }}
    >
      <Stack maw={width} mx="auto" gap="lg">
        <Group gap="sm" justify="center" wrap="nowrap">
          <AppLogo size={44} tassel={t.tassel} />
          <div>
            <Text c="white" fw={800} fz={22} lh={1.1}>
              Tryout Online
            </Text>
            <Text c={t.taglineColor} fz="xs" lh={1.3}>
              {t.tagline}
            </Text>
          </div>
        </Group>
        <Paper withBorder shadow="md" radius="lg" p={{ base: 'md', xs: 'xl' }}>
          <Stack gap={4} mb="lg">
            <Title order={1} fz={{ base: 22, sm: 26 }}>
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

/** The e-mail of a sign-in form (a phone shows its e-mail keyboard). */
export function EmailInput(props: TextInputProps) {
  return (
    <TextInput
      label="Email"
      placeholder="nama@email.com"
      type="email"
      inputMode="email"
      autoComplete="email"
      withAsterisk
      {...props}
    />
  );
}

/** The password of a sign-in form (show/hide toggle labelled for screen readers). */
export function LoginPasswordInput(props: PasswordInputProps) {
  return (
    <PasswordInput
      label="Password"
      placeholder="Password Anda"
      autoComplete="current-password"
      withAsterisk
      visibilityToggleButtonProps={{ 'aria-label': 'Tampilkan atau sembunyikan password' }}
      {...props}
    />
  );
}

/** A refusal on a sign-in page: red, read out by screen readers at once. */
export function FailureAlert({ title, children }: { title?: ReactNode; children: ReactNode }) {
  return (
    <Alert color="red" variant="light" title={title} role="alert">
      {children}
    </Alert>
  );
}

/** The footer link back to the candidate login. */
export function BackToLogin() {
  return (
    <Anchor component={Link} to="/" fz="sm" fw={600}>
      Kembali ke Login
    </Anchor>
  );
}

/** The full-width submit button of a sign-in form. */
export function LoginButton(props: ButtonProps & { children: ReactNode }) {
  return <Button type="submit" size="md" fullWidth {...props} />;
}
