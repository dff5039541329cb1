import type {
  ContractRoute,
  ParsedBody,
  ParsedParams,
  ParsedQuery,
  ReturnOf,
} from '@tryout/shared/api/contract';
import type { Upload } from '@tryout/shared/api/route';
import type { FastifyReply, FastifyRequest, FastifySchema, RouteOptions } from 'fastify';
import type { z } from 'zod';
import { type App, envelopeOf, okResponse } from './http';

/** A contract route's request as its handler sees it: parameters, query and body parsed by its schemas. */
export type ContractRequest<R extends ContractRoute> = FastifyRequest<{
  Params: ParsedParams<R>;
  Querystring: ParsedQuery<R>;
  Body: ParsedBody<R>;
}>;

/** A contract route's handler: what it returns is the envelope around the contract's response. */
export type ContractHandler<R extends ContractRoute> = (
  req: ContractRequest<R>,
  reply: FastifyReply,
) => Promise<ReturnOf<R>> | ReturnOf<R>;

/** What the server adds to a route beyond its contract (limits, hooks, more route config). */
export type ServeOptions = Omit<Partial<RouteOptions>, 'method' | 'url' | 'handler' | 'schema' | 'config'> & {
  config?: Record<string, unknown>;
  /**
   * the schema Fastify validates the body with, when the handler parses it itself (a body whose
   * fields decide its schema: parseWith, with the contract's schemas)
   */
  bodyCheckedInHandler?: z.ZodType;
  /**
   * a multipart body of text fields only, which may as well come as JSON (the admissions API's
   * forms): Fastify checks it with the contract's body schema, as it does a JSON body
   */
  formFields?: boolean;
  description?: string;
  /** the API documentation's extras: hidden (an answer that is not JSON), a security scheme */
  docs?: Pick<FastifySchema, 'hide' | 'security'>;
};

/** The content type of a body that is not JSON (the API documentation's `consumes`). */
const CONSUMES: Record<Upload, string> = {
  multipart: 'multipart/form-data',
  file: 'application/octet-stream',
};

/**
 * Registers one route from its contract (docs/decisions/0042): method, path, access, the API
 * documentation and the schemas that parse the request and serialise the answer. Every API
 * route is registered this way (`config.contract`, checked by the contract test).
 */
export function serve<R extends ContractRoute>(
  app: App,
  route: R,
  handler: ContractHandler<R>,
  options: ServeOptions = {},
): void {
  const { config, bodyCheckedInHandler, formFields, description, docs, ...rest } = options;
  // a JSON body, or a form's text fields when the route asks (formFields); files are the handler's
  const checksBody = !route.upload || (formFields === true && route.upload === 'multipart');
  const response =
    route.response === undefined
      ? undefined
      : route.status === 201
        ? { 201: envelopeOf(route.response) }
        : okResponse(route.response);
  app.route({
    method: route.method,
    url: route.path,
    ...rest,
    config: { access: route.access, contract: true, ...config },
    schema: {
      tags: [...route.tags],
      summary: route.summary,
      ...docs,
      ...((description ?? route.description) && { description: description ?? route.description }),
      ...(route.params && { params: route.params }),
      ...(route.query && { querystring: route.query }),
      // a form's text fields may as well come as JSON (formFields): both are documented
      ...(route.upload && {
        consumes: formFields ? [CONSUMES[route.upload], 'application/json'] : [CONSUMES[route.upload]],
      }),
      ...(bodyCheckedInHandler
        ? { body: bodyCheckedInHandler }
        : route.body && checksBody && { body: route.body }),
      ...(response && { response }),
    },
    handler: handler as never,
  });
}
