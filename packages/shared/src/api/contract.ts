import type { z } from 'zod';
import type { Success } from '../envelope';
import type { Paths, RoutePath } from './route';

/**
 * An area's API contract (docs/decisions/0042): each route of its `<area>.paths.ts` with the
 * schemas of its parameters, query, body and answer. The server registers its routes from it
 * (apps/server/src/modules/contract-routes.ts) and the web calls them through a client typed by it
 * (apps/web/src/api/contract-client.ts), so a route's shape is written once.
 */
export interface RouteSchemas {
  /** the API documentation's one-line summary (Indonesian) */
  readonly summary: string;
  readonly description?: string;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  /** a JSON body, or the text fields of a multipart body */
  readonly body?: z.ZodType;
  /** the envelope's `data` (JSON routes); absent for a file or an event stream */
  readonly response?: z.ZodType;
  /** the success status when it is not 200 (a creation: 201) */
  readonly status?: 201;
}

export type ContractRoute = RoutePath & RouteSchemas & { readonly tags: readonly string[] };

export type Contract = Readonly<Record<string, ContractRoute>>;

/** The schemas of every key of `paths`, nothing more. */
export type SchemasOf<P extends Paths> = { readonly [K in keyof P]: RouteSchemas };

/** Joins an area's paths with their schemas; `tag` groups them in the API documentation. */
export function contractOf<P extends Paths, S extends SchemasOf<P>>(
  tag: string,
  paths: P,
  schemas: S & Record<Exclude<keyof S, keyof P>, never>,
): { readonly [K in keyof P]: P[K] & S[K] & { readonly tags: readonly string[] } } {
  const out: Record<string, ContractRoute> = {};
  for (const key of Object.keys(paths)) out[key] = { ...paths[key], ...schemas[key], tags: [tag] };
  return out as never;
}

type In<S> = S extends z.ZodType ? z.input<S> : never;
type Out<S> = S extends z.ZodType ? z.output<S> : never;

/** What a caller sends: the path's parameters, the query and the body, each only when declared. */
export type InputOf<R extends RoutePath & RouteSchemas> = (R['params'] extends z.ZodType
  ? { params: In<R['params']> }
  : unknown) &
  (R['query'] extends z.ZodType ? { query?: In<R['query']> } : unknown) &
  (R['upload'] extends 'file'
    ? { body: Blob }
    : R['upload'] extends 'multipart'
      ? { body: FormData | (R['body'] extends z.ZodType ? In<R['body']> : Record<string, string | Blob>) }
      : R['body'] extends z.ZodType
        ? { body: In<R['body']> }
        : unknown);

/** The envelope's `data` a route answers. */
export type DataOf<R extends RouteSchemas> = R['response'] extends z.ZodType ? Out<R['response']> : never;

/** The whole success envelope a route answers. */
export type AnswerOf<R extends RouteSchemas> = Success<DataOf<R>>;

/** What the server's handler of a route receives (parsed by its schemas) and returns. */
export type ParsedParams<R extends RouteSchemas> = R['params'] extends z.ZodType ? Out<R['params']> : unknown;
export type ParsedQuery<R extends RouteSchemas> = R['query'] extends z.ZodType ? Out<R['query']> : unknown;
export type ParsedBody<R extends RouteSchemas> = R['body'] extends z.ZodType ? Out<R['body']> : unknown;
/** What the handler returns: the envelope around the response's input type (the serializer parses it). */
export type ReturnOf<R extends RouteSchemas> = R['response'] extends z.ZodType
  ? Success<In<R['response']>>
  : unknown;
