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

export default defineConfig({
  base: '/tryout/',
  plugins: [scrollAreaMergeRefs(), react(), routeSizes(), precompress()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 600,
  },
  server: {
    proxy: { '/tryout/api': 'http://localhost:3000', '/tryout/media': 'http://localhost:3000' },
  },
});
