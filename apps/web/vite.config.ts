import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { precompress } from './precompress';
import { routeSizes } from './route-sizes';

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
  /@mantine[\\/](hooks[\\/]esm[\\/](use-id|use-merged-ref)[\\/]|core[\\/]esm[\\/](core[\\/]|components[\\/](Alert|CloseButton|Container|Card|Paper|Group|Badge|Stack|Center|Anchor|Image|Progress|Title|Text|Button|UnstyledButton)[\\/]))/;

export default defineConfig({
  base: '/tryout/',
  plugins: [scrollAreaMergeRefs(), react(), routeSizes(), precompress()],
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
