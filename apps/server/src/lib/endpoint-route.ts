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
  type EndpointScope,
  type EndpointScopeMarker,
} from '@portal/contract';
import {
  backOfficeScope,
  exporterScope,
  readerScope,
  scopeOfUser,
  type BackOfficeScope,
  type ExporterScope,
  type RequestScope,
} from '../domain/access/scope';
import { requireUser } from '../plugins/auth';

/** The request a handler of an entry gets: params, query and body as the entry's schemas give them. */
export type EndpointRequest<E> = FastifyRequest<{
  Params: EndpointParams<E>;
  Querystring: EndpointQuery<E>;
  Body: EndpointBody<E>;
}>;

type ScopeMarkerOf<E> = E extends EndpointScopeMarker<infer A, infer S> ? { access: A; scope: S } : never;

/**
 * The scope a handler of an entry gets (decision 043), from the entry's access and scope: a
 * `staff` entry the back office's; `company`, `filing` and `buying` the exporter's company; `caller`
 * either; `reader` the exporter's company or none; any other entry none.
 */
export type ScopeOf<E> =
  ScopeMarkerOf<E> extends { access: infer A; scope: infer S }
    ? [A] extends ['staff']
      ? BackOfficeScope
      : [S] extends ['company' | 'filing' | 'buying']
        ? ExporterScope
        : [S] extends ['caller']
          ? RequestScope
          : [S] extends ['reader']
            ? ExporterScope | null
            : undefined
    : undefined;

/**
 * A handler returns the answer (checked against the entry's schema by the serializer) or sends
 * it itself through `reply` (a PDF, a status other than the entry's, cookies set first). Its
 * third argument is the caller's scope, built by the registration from the entry (`ScopeOf`).
 */
export type EndpointHandler<E> = (
  request: EndpointRequest<E>,
  reply: FastifyReply,
  scope: ScopeOf<E>,
) => Promise<EndpointReply<E> | FastifyReply> | EndpointReply<E> | FastifyReply;

/**
 * What a route hands a domain call from the app and the request (decision 043): the database,
 * the caller's scope the registration built, the caller's address (the audit log's) and the
 * language of the answer. One shape for every route; a domain function reads what it needs.
 */
export function callContext<S extends RequestScope>(app: FastifyInstance, request: FastifyRequest, scope: S) {
  return { db: app.db, scope, ip: request.ip, locale: request.locale };
}

/** The context of a route's domain call (`callContext`). */
export type CallContext<S extends RequestScope> = ReturnType<typeof callContext<S>>;

/**
 * The caller's scope as the entry declares it (decision 043), built after the input is
 * validated, as every handler built it before: a body that fails answers 422 before a company
 * that may not file answers 403.
 */
export async function scopeOfCaller(
  app: FastifyInstance,
  request: FastifyRequest,
  access: EndpointAccess,
  scope: EndpointScope | undefined,
): Promise<RequestScope | null | undefined> {
  if (access === 'staff') return backOfficeScope(requireUser(request).user);
  switch (scope) {
    case undefined:
      return undefined;
    case 'company':
      return exporterScope(app.db, requireUser(request).user);
    case 'filing':
      return exporterScope(app.db, requireUser(request).user, { filing: true });
    case 'buying':
      return exporterScope(app.db, requireUser(request).user, { buying: true });
    case 'caller':
      return scopeOfUser(app.db, requireUser(request).user);
    case 'reader':
      return readerScope(app.db, request.auth?.user);
  }
}

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
  const settle = (result: unknown, reply: FastifyReply) => {
    if (result === reply) return reply;
    if (info.status !== 200) reply.code(info.status);
    return result;
  };
  const routeOptions: RouteOptions = {
    method: info.method,
    url: toFastifyPath(info.path),
    schema,
    config: {
      endpoint: entry,
      ...(options.bodyTimeoutMs === undefined ? {} : { bodyTimeoutMs: options.bodyTimeoutMs }),
    },
    onRequest: [...accessHooks(app, meta.access), ...(options.onRequest ?? [])],
    handler:
      meta.access === 'staff' || meta.scope !== undefined
        ? async function (request, reply) {
            const scope = (await scopeOfCaller(app, request, meta.access, meta.scope)) as ScopeOf<E>;
            return settle(await handler(request as EndpointRequest<E>, reply, scope), reply);
          }
        : // No scope to build: the handler is called at once, and an answer it has already sent
          // (a reference answer from memory, issue 30 §3) ends the request with no promise at all.
          // A reply returned to Fastify is a thenable it would wait on through the response's
          // end-of-stream listeners, so a sent reply is not returned.
          function (request, reply) {
            const result = handler(request as EndpointRequest<E>, reply, undefined as ScopeOf<E>);
            if (result === reply) return undefined;
            if (result instanceof Promise) return result.then((value: unknown) => settle(value, reply));
            // None: as the awaited handler had it (Fastify sends an empty body unless it is sent).
            if (result === undefined) return Promise.resolve(settle(result, reply));
            return settle(result, reply);
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
