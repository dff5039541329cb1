import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { precompress } from './precompress';
import { candidateFiles, routeSizes } from './route-sizes';
import { MEDIA_CACHE, OFFLINE_ROUTES } from './src/lib/offline';

/**
 * Mantine's ScrollArea (inside every Modal) imports only `useMergeRefs` from @floating-ui/react,
 * but that library is one module: whatever the staff pages' popovers use of it would be in the
 * chunk the candidate exam page loads for its dialogs. Give ScrollArea a copy of the hook instead.
 */
function scrollAreaMergeRefs(): Plugin {
  const shim = fileURLToPath(new URL('./src/lib/useMergeRefs.ts', import.meta.url));
  return {
    name: 'scroll-area-merge-refs',
    enforce: 'pre',
    resolveId(source, importer) {
      if (
        source === '@floating-ui/react' &&
        importer &&
        /[\\/]ScrollArea[\\/]ScrollArea\.mjs$/.test(importer)
      )
        return shim;
      return null;
    },
  };
}

/**
 * The Mantine modules the candidate pages use (their components, Mantine's core and two hooks)
 * in one chunk. Left to automatic chunking they came as ~20 chunks of about 1 KiB, each shared by a
 * different set of pages: on a phone's slow link every one costs a round trip, and the browser
 * opens six connections at a time. The staff pages' own components stay in their chunks.
 */
const CANDIDATE_UI =
  /@mantine[\\/](hooks[\\/]esm[\\/](use-id|use-merged-ref)[\\/]|core[\\/]esm[\\/](core[\\/]|components[\\/](Container|Card|Paper|Group|Stack|Center|Title|Text|Button|UnstyledButton)[\\/]))/;

/**
 * The offline shell (docs/decisions/0004; src/lib/offline.ts registers it on the candidate's pages):
 * Workbox precaches index.html and the candidate pages' code only (route-sizes.ts lists it; the
 * staff pages' code is never fetched by a candidate's phone), answers the candidate's routes with
 * index.html (also offline), and keeps question media that the exam page put in MEDIA_CACHE. No
 * API answer is cached. No skipWaiting: a new version waits for the next visit, never replacing
 * the code of an exam in progress; clientsClaim lets the first install serve the page already open.
 */
const offlineShell = VitePWA({
  strategies: 'generateSW',
  injectRegister: false,
  registerType: 'prompt',
  manifest: false,
  workbox: {
    globPatterns: ['index.html', 'assets/*.{js,css}'],
    manifestTransforms: [
      async (entries) => ({
        manifest: entries.filter((e) => e.url === 'index.html' || candidateFiles.has(e.url)),
        warnings: [],
      }),
    ],
    navigateFallback: '/tryout/index.html',
    navigateFallbackAllowlist: OFFLINE_ROUTES,
    navigateFallbackDenylist: [/^\/tryout\/(api|media)\//],
    runtimeCaching: [
      {
        urlPattern: ({ url }) => url.pathname.startsWith('/tryout/media/'),
        handler: 'CacheFirst',
        options: { cacheName: MEDIA_CACHE },
      },
    ],
    skipWaiting: false,
    clientsClaim: true,
    cleanupOutdatedCaches: true,
  },
});

export default defineConfig({
  base: '/tryout/',
  plugins: [scrollAreaMergeRefs(), react(), routeSizes(), offlineShell, precompress()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'candidate-ui',
              test: (id: string) => CANDIDATE_UI.test(id),
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: { '/tryout/api': 'http://localhost:3000', '/tryout/media': 'http://localhost:3000' },
  },
});
