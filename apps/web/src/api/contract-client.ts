import type { AnswerOf, Contract, ContractRoute, InputOf } from '@tryout/shared/api/contract';
import { pathOf, type RoutePath } from '@tryout/shared/api/route';
import type { Success } from '@tryout/shared/envelope';
import { type Auth, download, type RequestOptions, request } from './client';

/** What every call may add: an abort signal. */
interface CallOptions {
  signal?: AbortSignal;
}

type Input<R extends ContractRoute> = InputOf<R> &
  CallOptions & { params?: unknown; query?: unknown; body?: unknown };

/** One route as a function: its input as the contract declares it, its answer's envelope typed. */
export type Call<R extends ContractRoute> =
  Record<never, never> extends InputOf<R>
    ? (input?: InputOf<R> & CallOptions) => Promise<AnswerOf<R>>
    : (input: InputOf<R> & CallOptions) => Promise<AnswerOf<R>>;

export type ClientOf<C extends Contract> = { readonly [K in keyof C]: Call<C[K]> };

/**
 * What a client needs of each route at run time (an area's `<area>.paths.ts`), keyed as its contract;
 * `upload` and `api` only where the route declares them.
 */
export type PathsFor<C extends Contract> = {
  readonly [K in keyof C]: Pick<C[K], 'method' | 'path' | 'access'> & Pick<RoutePath, 'upload' | 'api'>;
};

/** How a call is sent: `request`, or a sender that adds something (the candidate's token renewal). */
export type Send = (path: string, opts: RequestOptions) => Promise<Success<unknown>>;

/** The token a route's callers hold: staff routes the staff token, candidate routes the exam token. */
export function authOf(route: Pick<RoutePath, 'access'>): Auth {
  if (route.access.includes('staff') || route.access.includes('admin')) return 'staff';
  if (route.access.includes('candidate') || route.access.includes('student')) return 'candidate';
  return 'none';
}

function optionsOf(
  route: Pick<RoutePath, 'method' | 'access' | 'upload' | 'api'>,
  input: Input<ContractRoute>,
) {
  const opts: RequestOptions = {
    method: route.method,
    auth: authOf(route),
    query: input.query as RequestOptions['query'],
    signal: input.signal,
    ...(route.api && { api: route.api }),
  };
  if (input.body === undefined) return opts;
  if (route.upload === 'file') opts.file = input.body as Blob;
  else if (route.upload === 'multipart') opts.form = input.body as RequestOptions['form'];
  else opts.json = input.body;
  return opts;
}

/**
 * An area's typed client (docs/decisions/0042): `const api = clientOf<typeof materiContract>(materiPaths)`,
 * then `(await api.list({ query: { arsip: 1 } })).data` is typed by the contract. The contract is
 * imported as a type only, so no schema reaches the browser.
 */
export function clientOf<C extends Contract>(paths: PathsFor<C>, send: Send = request): ClientOf<C> {
  const client: Record<string, unknown> = {};
  for (const [key, route] of Object.entries(paths) as [string, PathsFor<C>[keyof C]][]) {
    client[key] = (input: Input<ContractRoute> = {}) =>
      send(pathOf(route, input.params as Record<string, unknown> | undefined), optionsOf(route, input));
  }
  return client as ClientOf<C>;
}

/** Downloads a file route's answer (PDF, Excel, …) with the token its access asks for. */
export function downloadFrom<R extends ContractRoute>(
  route: Pick<R, 'path' | 'access'>,
  input: Omit<InputOf<R>, 'body'> & { params?: unknown; query?: unknown } = {} as never,
  headers?: (h: Headers) => void,
): Promise<Blob> {
  const auth = authOf(route) === 'candidate' ? 'candidate' : 'staff';
  return download(
    pathOf(route, input.params as Record<string, unknown> | undefined),
    input.query as RequestOptions['query'],
    auth,
    headers,
  );
}
