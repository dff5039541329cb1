import type { RouteObject } from 'react-router';

type PageModule = Promise<{ default: React.ComponentType }>;

/** Each page is its own chunk: candidate pages never load staff code. */
export const page = (load: () => PageModule): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await load()).default }),
});
