/** The runtime cache of question media (images, audio) of the sheets a candidate opened (lib/offline.ts). */
export const MEDIA_CACHE = 'tryout-media';

/** At logout: the cached question media go (the app's code stays: it carries no one's data). */
export function clearOfflineData() {
  if ('caches' in window) void caches.delete(MEDIA_CACHE).catch(() => {});
}
