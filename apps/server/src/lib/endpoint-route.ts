import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestHookHandler,
  RouteOptions,
} from 'fastify';
import {
  BACK_OFFICE_ROLES,
  endpointMeta,
  endpointParts,
  endpointResponse,
  endpointRoute,
  type AnyEndpoint,
  type EndpointAccess,
  type EndpointBody,
  type EndpointParams,
  type EndpointQuery,
  type EndpointReply,
} from '@portal/contract';

/** The request a handler of an entry gets: params, query and body as the entry's schemas give them. */
export type EndpointRequest<E> = FastifyRequest<{
  Params: EndpointParams<E>;
  Querystring: EndpointQuery<E>;
  Body: EndpointBody<E>;
}>;

/**
 * A handler returns the answer (checked against the entry's schema by the serializer) or sends
 * it itself through `reply` (a PDF, a status other than the entry's, cookies set first).
 */
export type EndpointHandler<E> = (
  request: EndpointRequest<E>,
  reply: FastifyReply,
) => Promise<EndpointReply<E> | FastifyReply> | EndpointReply<E> | FastifyReply;

export type EndpointRouteOptions = {
  /** Hooks run after the entry's access hooks (still before the body is read). */
  onRequest?: onRequestHookHandler[];
  bodyLimit?: number;
  /** The body deadline of this route instead of the app's (a file upload's, decision 036). */
  bodyTimeoutMs?: number;
};

/** OpenAPI: the calls that need a session take it either way (see the openapi plugin's schemes). */
export const SESSION_SECURITY: Record<string, string[]>[] = [{ bearer: [] }, { cookie: [] }];

const SECURITY_OF: Record<EndpointAccess, Record<string, string[]>[]> = {
  public: [],
  identified: [{}, ...SESSION_SECURITY],
  session: SESSION_SECURITY,
  staff: SESSION_SECURITY,
};

function accessHooks(app: FastifyInstance, access: EndpointAccess): onRequestHookHandler[] {
  switch (access) {
    case 'public':
      return [];
    case 'identified':
      return [app.identify];
    case 'session':
      return [app.authenticate];
    case 'staff':
      return [app.authenticate, app.authorize(BACK_OFFICE_ROLES)];
  }
}

/** `/profile/x/{id}` → `/profile/x/:id`. */
export function toFastifyPath(path: string): string {
  return path.replace(/\{(\w+)\}/g, ':$1');
}

/**
 * Registers the route of one entry of the endpoint table (decision 023): method, path, schemas,
 * the hooks its access needs and the OpenAPI details all come from the entry; the route file
 * gives only the handler, which calls the domain.
 */
export function route<E extends AnyEndpoint>(
  app: FastifyInstance,
  entry: E,
  handler: EndpointHandler<E>,
  options: EndpointRouteOptions = {},
): void {
  const info = endpointRoute(entry);
  const meta = endpointMeta(entry);
  const parts = endpointParts(entry);
  const response = endpointResponse(entry);
  const answer = meta.produces
    ? { description: 'The document', content: { [meta.produces]: { schema: response } } }
    : response;
  const schema: Record<string, unknown> = {
    operationId: info.operationId,
    summary: info.summary,
    tags: info.tags,
    security: SECURITY_OF[meta.access],
    response: { [info.status]: answer },
  };
  if (info.description !== undefined) schema['description'] = info.description;
  if (parts.params) schema['params'] = parts.params;
  if (parts.query) schema['querystring'] = parts.query;
  if (parts.body) schema['body'] = parts.body;
  // A list: a streamed body of those types only (an upload); one type: that or JSON (a form).
  if (typeof meta.consumes === 'string') schema['consumes'] = [meta.consumes, 'application/json'];
  else if (meta.consumes) schema['consumes'] = [...meta.consumes];
  const routeOptions: RouteOptions = {
    method: info.method,
    url: toFastifyPath(info.path),
    schema,
    config: {
      endpoint: entry,
      ...(options.bodyTimeoutMs === undefined ? {} : { bodyTimeoutMs: options.bodyTimeoutMs }),
    },
    onRequest: [...accessHooks(app, meta.access), ...(options.onRequest ?? [])],
    handler: async function (request, reply) {
      const result = await handler(request as EndpointRequest<E>, reply);
      if (result === reply) return reply;
      if (info.status !== 200) reply.code(info.status);
      return result;
    },
  };
  if (options.bodyLimit !== undefined) routeOptions.bodyLimit = options.bodyLimit;
  app.route(routeOptions);
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The entry of the endpoint table the route was registered from. */
    endpoint?: AnyEndpoint;
  }
}
