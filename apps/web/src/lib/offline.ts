import { MEDIA_CACHE } from './offline-cache';

/**
 * The exam page's offline shell (docs/decisions/0004): a service worker (Workbox, generated at build by
 * vite-plugin-pwa; see vite.config.ts) precaches the candidate pages' code and serves it for the
 * candidate's routes, so reloading an exam page without a connection shows the exam again. Staff
 * pages and API answers are never cached; the question media of the current sheet are, in
 * MEDIA_CACHE, which a logout deletes.
 */

/** Client routes the service worker answers offline: login, the candidate's pages, a course exam. */
export const OFFLINE_ROUTES = [/^\/tryout\/?$/, /^\/tryout\/ujian\//, /^\/tryout\/detail\//];

export { MEDIA_CACHE } from './offline-cache';

/**
 * Registers the service worker on the candidate's pages (never from a staff page). A new version
 * installs beside the running one and takes over on the next visit, never in the middle of an exam
 * (no skipWaiting).
 */
export function registerOfflineShell() {
  if (!('serviceWorker' in navigator) || !import.meta.env.PROD) return;
  if (!OFFLINE_ROUTES.some((r) => r.test(location.pathname))) return;
  void navigator.serviceWorker
    .register(`${import.meta.env.BASE_URL}sw.js`, { scope: import.meta.env.BASE_URL })
    .catch(() => {});
}

/** Puts the media of a sheet into MEDIA_CACHE while online, so a reload offline still shows them. */
export async function keepMediaOffline(urls: string[]) {
  if (!('caches' in window) || urls.length === 0) return;
  try {
    const cache = await caches.open(MEDIA_CACHE);
    const missing = [];
    for (const u of new Set(urls)) if (!(await cache.match(u))) missing.push(u);
    await Promise.allSettled(missing.map((u) => cache.add(u)));
  } catch {
    // no cache storage (private mode, quota): the media load from the network as before
  }
}
