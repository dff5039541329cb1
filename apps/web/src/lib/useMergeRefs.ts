import { useMergedRef } from '@mantine/hooks';
import type { Ref } from 'react';

/**
 * Stands in for @floating-ui/react's `useMergeRefs`, the only thing Mantine's ScrollArea takes
 * from that library (vite.config.ts points ScrollArea's import here). Without it, a page that
 * shows a Modal (which uses ScrollArea) downloads floating-ui, one module that the staff pages'
 * popovers make large. Same behaviour: every ref gets the node, cleanups run on detach.
 */
export function useMergeRefs<T>(refs: Array<Ref<T> | undefined>) {
  return useMergedRef<T>(...refs);
}
