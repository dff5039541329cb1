/**
 * What a client needs of a route at run time: its method, path and who may call it. No zod here,
 * so the candidate's exam pages load a route without loading any schema (docs/decisions/0042).
 * Each area's routes are one object of these (`<area>.paths.ts`); its contract
 * (`<area>.contract.ts`) adds the schemas of the same keys, and the server registers every route
 * from the contract.
 */

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Who may call a route (the server's auth plugin checks it). */
export type Access = 'public' | 'candidate' | 'student' | 'staff' | 'admin' | 'integration';

/** How a route's body travels when it is not JSON. */
export type Upload = 'multipart' | 'file';

/** What a route answers when it is not the JSON envelope. */
export type Answer = 'json' | 'file' | 'stream' | 'text';

export interface RoutePath {
  readonly method: Method;
  /** under the API prefix, with `:name` parameters */
  readonly path: string;
  readonly access: readonly Access[];
  /** a body that is not JSON: multipart form fields or one file as the whole body */
  readonly upload?: Upload;
  /**
   * 'file': a download (PDF, Excel, …); 'stream': text/event-stream; 'text': a plain text answer
   * for other systems (the Prometheus metrics); default the JSON envelope
   */
  readonly answer?: Answer;
  /** the admissions API of spec §7 (its own base address); default the exam API */
  readonly api?: 'admissions';
}

export type Paths = Readonly<Record<string, RoutePath>>;

/** Access presets. */
export const PUBLIC = ['public'] as const;
export const STAFF = ['staff'] as const;
export const ADMIN = ['admin'] as const;
export const CANDIDATE = ['candidate'] as const;
export const INTEGRATION = ['integration'] as const;

const make =
  <M extends Method>(method: M) =>
  <P extends string, A extends readonly Access[], E extends Omit<RoutePath, 'method' | 'path' | 'access'>>(
    path: P,
    access: A,
    extra?: E,
  ) =>
    ({ method, path, access, ...extra }) as { readonly method: M; readonly path: P; readonly access: A } & E;

export const get = make('GET');
export const post = make('POST');
export const put = make('PUT');
export const del = make('DELETE');

/** A route's path with its `:name` parameters filled in (each value URI-encoded). */
export function pathOf(route: Pick<RoutePath, 'path'>, params?: Record<string, unknown>): string {
  return route.path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => {
    const v = params?.[name];
    if (v === undefined || v === null) throw new Error(`${route.path}: no value for :${name}`);
    return encodeURIComponent(String(v));
  });
}
