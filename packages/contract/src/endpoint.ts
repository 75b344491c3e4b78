import { oc, type ContractProcedure } from '@orpc/contract';
import { REQUEST_KINDS } from './request-kinds';
import { z } from 'zod';

/**
 * One entry of the endpoint table (issue 13, decision 023): everything about one call of the
 * API — method, path, params, query, body, answer, who may call it — built as an oRPC contract
 * procedure. The Fastify routes are registered from it (apps/server `lib/endpoint-route`), the
 * OpenAPI document comes from those routes, the web's typed client (`apps/web` `lib/api-client`)
 * infers its input and answer from it, and the fuzz suite and access matrix walk the table.
 */

/**
 * Who may call it:
 * - `public`: anyone, no session looked at;
 * - `identified`: anyone; a live session, when there is one, is read (sign-in, feedback);
 * - `session`: a signed-in user (401 otherwise);
 * - `staff`: a manager or an admin (401 for a guest, 403 for an exporter; spec §6).
 */
export type EndpointAccess = 'public' | 'identified' | 'session' | 'staff';

/**
 * Whose records the call works on (decision 043): the route registration builds the caller's
 * scope from it and hands it to the handler; no route builds one. A `staff` entry always works
 * in the back office's scope (every company) and names none.
 * - `company`: the signed-in exporter's company (404 for anyone without one, staff included);
 * - `filing`: the same, for a call that files or changes a request: a company that may not file
 *   yet answers 403 `request.not_approved` first (decision 014 §4);
 * - `buying`: the same, for a trial or a purchase: 403 `money.not_approved` first (issue 14);
 * - `caller`: whoever is signed in: the back office for staff, else the exporter's company;
 * - `reader`: an `identified` call read by anyone: the exporter's company when the caller has
 *   one, else none (a guest, staff, an exporter still registering).
 */
export type EndpointScope = 'company' | 'filing' | 'buying' | 'caller' | 'reader';

/**
 * The kinds of company record a path's `{id}` may name. Another company's record answers what
 * an unknown id answers (404, no data; ARCHITECTURE §4): the access matrix tries each.
 */
export const COMPANY_RECORD_KINDS = [
  ...REQUEST_KINDS,
  'notification',
  'invoice',
  'importer_sale_share',
  'report_order',
  'courier_request',
] as const;
export type CompanyRecordKind = (typeof COMPANY_RECORD_KINDS)[number];

/** 4xx answers an entry documents beyond those its access and input imply. */
export type EndpointErrorStatus = 400 | 401 | 403 | 404 | 405 | 408 | 409 | 413 | 415 | 422 | 429;

export type EndpointMeta = {
  access: EndpointAccess;
  /** Whose records the call works on, when not the back office's (`staff`) or nobody's. */
  scope?: EndpointScope | undefined;
  /** The call names a record of the caller's company (by the path's `{id}` unless `recordAt` says otherwise). */
  record?: CompanyRecordKind | undefined;
  /** Where the record's id goes when not in the path's `{id}`: `query.sales_market_id`, `body.ids` (a list). */
  recordAt?: `${'params' | 'query' | 'body'}.${string}` | undefined;
  /** More 4xx answers than the access (401, 403) and the input (404 for params, 422) imply. */
  errors?: readonly EndpointErrorStatus[] | undefined;
  /** The media type of a successful answer that is not JSON (a PDF, a page); the answer schema is then ignored. */
  produces?: string | undefined;
  /** A valid body, shown in the document and sent by the access matrix. */
  example?: unknown;
  /** Served outside production only (the development outbox). */
  developmentOnly?: boolean | undefined;
  /**
   * The media type of the body when it is not JSON (LiqPay's callback is a form), or the types of
   * a body that is a file streamed to the handler as it arrives (an upload, decision 036).
   */
  consumes?: string | readonly string[] | undefined;
  /** Answered from the reference cache with an ETag: a matching `If-None-Match` gets 304, no body. */
  cached?: boolean | undefined;
  /**
   * A write of the back office that changes nothing a guest's public page shows (a request's move,
   * a company's approval, an invoice, a chat message): it leaves the public pages' cache as it is
   * (keeps-public-pages.test.ts says which). Every other successful staff write
   * invalidates it on every instance (decision 053); forgetting this costs renders, never freshness.
   */
  keepsPublicPages?: boolean | undefined;
  /**
   * Body fields stored under a unique index (a slug): a value another record holds answers 422
   * on the field, also when two requests claim it at the same moment (issue 24). The burst suite
   * sends parallel duplicates of each.
   */
  unique?: readonly string[] | undefined;
};

export type EndpointMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The parts of a request an entry reads. */
export type EndpointInputShape = {
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
};

export type EndpointSpec<
  Shape extends EndpointInputShape,
  Response extends z.ZodType,
  Access extends EndpointAccess = EndpointAccess,
  Scope extends EndpointScope | undefined = EndpointScope | undefined,
> = Shape & {
  /** Unique; also the OpenAPI operationId. */
  operationId: string;
  method: EndpointMethod;
  /** Under `/api`, OpenAPI style: `/profile/check-list/manage/{id}`. */
  path: `/${string}`;
  summary: string;
  description?: string;
  tags: readonly [string, ...string[]];
  /** The status of a successful answer (200 when absent). */
  status?: 200 | 201 | 204;
  response: Response;
  access: Access;
  scope?: Scope;
} & Omit<EndpointMeta, 'access' | 'scope'>;

/**
 * The entry's access and scope as types (never a value at run time): the server's route
 * registration types the scope it hands to the handler by them.
 */
export type EndpointScopeMarker<Access extends EndpointAccess, Scope extends EndpointScope | undefined> = {
  readonly '~scope'?: { access: Access; scope: Scope };
};

export type Endpoint<
  Shape extends EndpointInputShape = EndpointInputShape,
  Response extends z.ZodType = z.ZodType,
> = ContractProcedure<
  z.ZodObject<{ [K in keyof Shape]: Shape[K] & z.ZodType }>,
  Response,
  Record<never, never>,
  EndpointMeta
>;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any entry, whatever its schemas
export type AnyEndpoint = ContractProcedure<any, any, any, EndpointMeta>;

const META_KEYS = [
  'access',
  'scope',
  'record',
  'recordAt',
  'errors',
  'produces',
  'example',
  'developmentOnly',
  'cached',
  'keepsPublicPages',
  'consumes',
  'unique',
] as const;

/** Builds one entry of the table; input as `{ params, query, body }` (oRPC's detailed structure). */
/*#__NO_SIDE_EFFECTS__*/
export function endpoint<
  const Shape extends EndpointInputShape,
  Response extends z.ZodType,
  const Access extends EndpointAccess,
  const Scope extends EndpointScope | undefined = undefined,
>(
  spec: EndpointSpec<Shape, Response, Access, Scope>,
): Endpoint<Shape, Response> & EndpointScopeMarker<Access, Scope> {
  if (spec.scope !== undefined && !SCOPES_OF[spec.access].includes(spec.scope)) {
    throw new Error(`${spec.operationId}: an entry of access '${spec.access}' has no scope '${spec.scope}'`);
  }
  const shape: Record<string, z.ZodType> = {};
  for (const part of ['params', 'query', 'body'] as const) {
    const schema = spec[part];
    if (schema) shape[part] = schema;
  }
  const meta: EndpointMeta = { access: spec.access };
  for (const key of META_KEYS) {
    if (spec[key] !== undefined) Object.assign(meta, { [key]: spec[key] });
  }
  return oc
    .$meta<EndpointMeta>(meta)
    .route({
      method: spec.method,
      path: spec.path,
      operationId: spec.operationId,
      summary: spec.summary,
      ...(spec.description === undefined ? {} : { description: spec.description }),
      tags: spec.tags,
      successStatus: spec.status ?? 200,
      inputStructure: 'detailed',
    })
    .input(z.object(shape))
    .output(spec.response) as unknown as Endpoint<Shape, Response> & EndpointScopeMarker<Access, Scope>;
}

/** The scopes an access admits: a guest has no company, and staff work in the back office's scope. */
const SCOPES_OF: Record<EndpointAccess, readonly EndpointScope[]> = {
  public: [],
  identified: ['reader'],
  session: ['company', 'filing', 'buying', 'caller'],
  staff: [],
};

/** The parts of an entry's input, as schemas. */
export function endpointParts(entry: AnyEndpoint): EndpointInputShape {
  const input = entry['~orpc'].inputSchema as z.ZodObject | undefined;
  return (input?.shape ?? {}) as EndpointInputShape;
}

export type EndpointRoute = {
  method: EndpointMethod;
  /** OpenAPI style, under `/api`. */
  path: `/${string}`;
  operationId: string;
  summary: string;
  description: string | undefined;
  tags: readonly string[];
  status: number;
};

/** What an entry says about its HTTP route. */
export function endpointRoute(entry: AnyEndpoint): EndpointRoute {
  const route = entry['~orpc'].route;
  return {
    method: route.method as EndpointMethod,
    path: route.path as `/${string}`,
    operationId: route.operationId!,
    summary: route.summary ?? '',
    description: route.description,
    tags: route.tags ?? [],
    status: route.successStatus ?? 200,
  };
}

export function endpointMeta(entry: AnyEndpoint): EndpointMeta {
  return entry['~orpc'].meta;
}

export function endpointResponse(entry: AnyEndpoint): z.ZodType {
  return entry['~orpc'].outputSchema as z.ZodType;
}

// ─── Types a client and a handler infer from an entry ─────────────────────────────────────

type ShapeOf<E> =
  E extends ContractProcedure<infer I, infer _O, infer _E, infer _M>
    ? I extends z.ZodObject<infer S>
      ? S
      : never
    : never;

type PartInput<S, K extends string> = K extends keyof S
  ? S[K] extends z.ZodType
    ? z.input<S[K]>
    : never
  : never;
type PartOutput<S, K extends string> = K extends keyof S
  ? S[K] extends z.ZodType
    ? z.output<S[K]>
    : never
  : undefined;

type OptionalWhenEmpty<K extends string, V> = [V] extends [never]
  ? unknown
  : Record<string, never> extends V
    ? { [P in K]?: V }
    : undefined extends V
      ? { [P in K]?: V }
      : { [P in K]: V };

/** What a caller sends: `{ params, query, body }`, each present when the entry reads it. */
export type EndpointInput<E> = OptionalWhenEmpty<'params', PartInput<ShapeOf<E>, 'params'>> &
  OptionalWhenEmpty<'query', PartInput<ShapeOf<E>, 'query'>> &
  OptionalWhenEmpty<'body', PartInput<ShapeOf<E>, 'body'>>;

/** What a handler reads, after validation. */
export type EndpointParams<E> = PartOutput<ShapeOf<E>, 'params'>;
export type EndpointQuery<E> = PartOutput<ShapeOf<E>, 'query'>;
export type EndpointBody<E> = PartOutput<ShapeOf<E>, 'body'>;

/** The whole JSON answer (`{ data }`), as the server sends it. */
export type EndpointReply<E> =
  E extends ContractProcedure<infer _I, infer O, infer _E, infer _M>
    ? O extends z.ZodType
      ? z.input<O>
      : never
    : never;

/** The answer as a client reads it: the `data` of the envelope. */
export type EndpointData<E> =
  E extends ContractProcedure<infer _I, infer O, infer _E, infer _M>
    ? O extends z.ZodType
      ? z.output<O> extends { data: infer D }
        ? D
        : z.output<O>
      : never
    : never;

/** Every input is optional as a whole when none of its parts is required. */
export type EndpointInputArgs<E> =
  Record<string, never> extends EndpointInput<E> ? [input?: EndpointInput<E>] : [input: EndpointInput<E>];

/**
 * The path of a call with its parameters put in (`/profile/check-list/manage/5b…`), under `/api`
 * once the caller adds it; query parameters appended. For links (a PDF to download) and clients.
 */
export function endpointPath(
  entry: AnyEndpoint,
  input: { params?: Record<string, unknown>; query?: Record<string, unknown> } = {},
): string {
  const { path } = endpointRoute(entry);
  const filled = path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = input.params?.[name];
    if (value === undefined || value === null)
      throw new Error(`endpointPath: ${path} needs the parameter ${name}`);
    return encodeURIComponent(String(value));
  });
  if (!input.query) return filled;
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(input.query)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const item of value) search.append(name, String(item));
    else search.append(name, String(value));
  }
  const text = search.toString();
  return text ? `${filled}?${text}` : filled;
}
