import {
  AppShell,
  Avatar,
  Badge,
  Box,
  Burger,
  Center,
  Group,
  Loader,
  NavLink,
  Overlay,
  ScrollArea,
  Skeleton,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { ModalsProvider, modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect } from 'react';
import { Link, Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { ApiError } from '../../api/client';
import { dosenDetailQuery } from '../../api/staff/dosenDetail';
import { AppLogo } from '../../components/AppLogo';
import { clearStaffSession, getStaffRole, getStaffToken } from '../../lib/storage';
import { AccessDenied } from './AccessDenied';
import { logoutDosen } from './logoutDosen';
import { MenuIcon } from './MenuIcon';
import { activeItem, canOpen, type StaffRole, staffMenu } from './menu';

const initials = (name: string) =>
  name
    .replace(/[^A-Za-z\s]/g, ' ')
    .split(/\s+/)
    .filter((w) => w.length > 2)
    .slice(0, 2)
    .map((w) => w[0])
    .join('')
    .toUpperCase() || 'U';

/** The staff layout of spec §2.6 around every staff page: header, sidebar menu by role, footer. */
export default function StaffLayout() {
  const token = getStaffToken();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  const [mobileOpened, mobile] = useDisclosure(false);
  const [desktopOpened, desktop] = useDisclosure(true);
  const isMobile = useMediaQuery('(max-width: 48em)');

  // Session check on load; the answer is shared with the pages under the key ['dosenDetail'].
  const detail = useQuery({ ...dosenDetailQuery(), enabled: token != null });

  useEffect(() => {
    const err = detail.error;
    if (!err) return;
    // one fixed id: when the cleared cache makes the check run and fail again before the
    // redirect, the toast already on screen stays the only one
    notifications.show({
      id: 'staff-session-check',
      color: 'red',
      title: 'Terjadi Kesalahan!',
      message: err.message,
      position: 'bottom-left',
      autoClose: 9000,
    });
    if (err instanceof ApiError && err.status === 401) {
      clearStaffSession();
      queryClient.clear();
      navigate('/', { replace: true });
    }
  }, [detail.error, navigate, queryClient]);

  if (!token) return <Navigate to="/" replace />;

  const role: StaffRole = (detail.data?.role ?? getStaffRole()) === 'admin' ? 'admin' : 'dosen';
  const items = staffMenu(role);
  const active = activeItem(items, pathname);
  const name = detail.data?.nama_dosen ?? '';
  // an admin page waits for the server's word on the role (the stored hint may be missing)
  const page = canOpen('dosen', pathname) ? (
    <Outlet />
  ) : detail.data == null ? (
    <Center py="xl">
      <Loader />
    </Center>
  ) : canOpen(role, pathname) ? (
    <Outlet />
  ) : (
    <AccessDenied dashboard={items[0]?.to ?? '/dashboard'} />
  );

  const confirmLogout = () =>
    modals.openConfirmModal({
      title: <Text fw={700}>Keluar ?</Text>,
      children: <Text fz="sm">Apa kamu yakin ingin keluar aplikasi?</Text>,
      labels: { confirm: 'Ya, Keluar', cancel: 'Batal' },
      confirmProps: { color: 'red' },
      centered: true,
      onConfirm: async () => {
        try {
          await logoutDosen();
        } catch {
          // the token is dropped locally either way
        }
        clearStaffSession();
        queryClient.clear();
        navigate('/', { replace: true });
      },
    });

  // the confirm dialogs (modals.openConfirmModal) are staff-only: their provider lives here, so
  // the candidate pages never load it
  return (
    <ModalsProvider labels={{ confirm: 'Ya', cancel: 'Batal' }}>
      <AppShell
        header={{ height: 60 }}
        navbar={{
          width: 300,
          breakpoint: 'sm',
          collapsed: { mobile: !mobileOpened, desktop: !desktopOpened },
        }}
        padding={{ base: 'sm', sm: 'lg' }}
        styles={{
          navbar: { maxWidth: 300 },
          main: { background: 'var(--mantine-color-gray-0)' },
        }}
      >
        <AppShell.Header withBorder={false} bg="blue.8" c="white">
          <Group h="100%" px="md" justify="space-between" wrap="nowrap">
            <Group gap="sm" wrap="nowrap">
              <Burger
                opened={mobileOpened}
                onClick={mobile.toggle}
                hiddenFrom="sm"
                size="sm"
                color="white"
                aria-label="Buka menu"
                aria-expanded={mobileOpened}
              />
              <Burger
                opened={false}
                onClick={desktop.toggle}
                visibleFrom="sm"
                size="sm"
                color="white"
                aria-label={desktopOpened ? 'Ciutkan menu' : 'Tampilkan menu'}
                aria-expanded={desktopOpened}
              />
              <AppLogo size={34} />
              <div>
                <Text fw={800} fz="lg" lh={1.1}>
                  Tryout Online
                </Text>
                <Text fz={11} c="white" lh={1.2} visibleFrom="xs">
                  Sistem Ujian Online
                </Text>
              </div>
            </Group>
            <Badge variant="white" color="blue" visibleFrom="xs">
              {role === 'admin' ? 'Admin' : 'Dosen'}
            </Badge>
          </Group>
        </AppShell.Header>

        {isMobile && mobileOpened && (
          <Overlay fixed zIndex={99} backgroundOpacity={0.35} onClick={mobile.close} />
        )}

        <AppShell.Navbar p="md" style={{ zIndex: 160 }}>
          <AppShell.Section>
            <Group
              gap="sm"
              wrap="nowrap"
              pb="md"
              style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
            >
              <Avatar color="blue" radius="xl" size={44}>
                {name ? initials(name) : null}
              </Avatar>
              <Stack gap={2} style={{ minWidth: 0 }}>
                {detail.isPending ? (
                  <Skeleton h={16} w={160} />
                ) : (
                  <Text
                    fw={700}
                    fz="sm"
                    lh={1.25}
                    data-testid="staff-name"
                    style={{ wordBreak: 'break-word' }}
                  >
                    {name.toUpperCase()}
                  </Text>
                )}
                <Text fz="xs" c="dimmed" truncate>
                  {role === 'admin'
                    ? 'Administrator'
                    : `Dosen${detail.data?.prodi ? ` · ${detail.data.prodi}` : ''}`}
                  {detail.data?.nidn ? ` · ${detail.data.nidn}` : ''}
                </Text>
              </Stack>
            </Group>
          </AppShell.Section>

          <AppShell.Section grow component={ScrollArea} mt="md" mx="-xs" px="xs">
            <nav aria-label="Menu staf">
              <Stack gap={4}>
                {items.map((item) => (
                  <NavLink
                    key={item.label}
                    component={Link}
                    to={item.to}
                    label={item.label}
                    leftSection={<MenuIcon name={item.icon} />}
                    active={item === active}
                    aria-current={item === active ? 'page' : undefined}
                    variant="light"
                    onClick={mobile.close}
                    fw={500}
                    style={{ borderRadius: 'var(--mantine-radius-md)' }}
                  />
                ))}
              </Stack>
            </nav>
          </AppShell.Section>

          <AppShell.Section pt="md" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
            <UnstyledButton
              onClick={confirmLogout}
              w="100%"
              px="sm"
              py={8}
              c="red.9"
              style={{ borderRadius: 'var(--mantine-radius-md)' }}
              className="staff-logout"
            >
              <Group gap="sm">
                <MenuIcon name="logout" />
                <Text fz="sm" fw={600}>
                  Keluar
                </Text>
              </Group>
            </UnstyledButton>
          </AppShell.Section>
        </AppShell.Navbar>

        <AppShell.Main style={{ display: 'flex', flexDirection: 'column' }}>
          <Box style={{ flex: 1, minWidth: 0 }}>
            <Suspense
              fallback={
                <Center py="xl">
                  <Loader />
                </Center>
              }
            >
              {page}
            </Suspense>
          </Box>
          {/* in the flow (not fixed) so it never covers a table on a phone */}
          <Box
            component="footer"
            mt="xl"
            pt="md"
            style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}
          >
            <Text fz="xs" c="dimmed" ta="center">
              Sistem Ujian Online berbasis Website
            </Text>
          </Box>
        </AppShell.Main>
      </AppShell>
    </ModalsProvider>
  );
}
