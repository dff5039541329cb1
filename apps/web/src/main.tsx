import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './theme.css';
import { MantineProvider } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useNotifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { deferred } from './components/deferred';
import toastClasses from './components/toasts.module.css';
import { router } from './routes';
import { theme } from './theme';

const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 10_000 } },
});

/** The toast container is not needed for a first paint: fetched once the page settles or a toast waits. */
const Notifications = deferred(() => import('./components/ToastContainer').then((m) => m.Notifications));
/**
 * Toasts where they cover no control: on a phone at the bottom, above the exam page's bottom panel
 * (which sets --toast-bottom to its height), clear of the page header's buttons; on wider screens
 * at the top centre, between the page title (left) and the header buttons (right).
 */
function Toasts() {
  const { notifications, queue } = useNotifications();
  const phone = useMediaQuery('(max-width: 575.98px)', false, { getInitialValueInEffect: false });
  return (
    <Notifications
      position={phone ? 'bottom-center' : 'top-center'}
      containerWidth={phone ? undefined : 360}
      className={toastClasses.toasts}
      needed={notifications.length + queue.length > 0}
    />
  );
}

// the offline shell is not needed to show a page: its code is fetched once the page has loaded
window.addEventListener('load', () => void import('./lib/offline').then((m) => m.registerOfflineShell()), {
  once: true,
});

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <MantineProvider theme={theme}>
      <Toasts />
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>
  </StrictMode>,
);
