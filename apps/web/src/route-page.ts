import type { RouteObject } from 'react-router';

type PageModule = Promise<{ default: React.ComponentType }>;

/** Nothing while a page's first chunk loads (the router asks for it: no warning on page load). */
const Loading = () => null;

/** Each page is its own chunk: candidate pages never load staff code. */
export const page = (load: () => PageModule): Pick<RouteObject, 'lazy' | 'HydrateFallback'> => ({
  HydrateFallback: Loading,
  lazy: async () => ({ Component: (await load()).default }),
});
