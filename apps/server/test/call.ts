import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import {
  ErrorBodySchema,
  endpointMeta,
  endpointPath,
  endpointResponse,
  endpointRoute,
  type AnyEndpoint,
  type EndpointData,
  type EndpointInput,
  type ErrorBody,
} from '@portal/contract';
import type { SignedInUser } from './accounts';

/**
 * Calls of the API tests go through the endpoint table (decision 023): path and method come from
 * the entry, and a successful JSON answer is parsed with the entry's response schema, so a test
 * fails when the API answers something its contract does not say.
 */

export type CallOptions = {
  /** Who calls: bearer headers of a signed-in user (none: a guest). */
  as?: SignedInUser | undefined;
  /** `X-Localization`. */
  locale?: 'uk' | 'en' | undefined;
  /** More headers (cookies, origin, x-forwarded-for…). */
  headers?: Record<string, string> | undefined;
  /** Sent as the raw payload instead of `input.body` (malformed JSON, a form). */
  payload?: InjectOptions['payload'];
  /** Added to the path's query string as they are (repeated or unknown parameters). */
  rawQuery?: string | undefined;
};

export type CallResult<E extends AnyEndpoint> = {
  response: LightMyRequestResponse;
  status: number;
  /** The answer's JSON (an error body on failure); undefined when it is not JSON. */
  body: unknown;
  /**
   * The `data` of a successful answer, parsed with the entry's response schema. Reading it on a
   * failed call throws, with the status and body in the message.
   */
  data: EndpointData<E>;
};

type LooseInput = { params?: Record<string, unknown>; query?: Record<string, unknown>; body?: unknown };

/** The inject options of a call: for tests that need `app.inject` itself (bursts, raw bodies). */
export function injectOptionsOf<E extends AnyEndpoint>(
  entry: E,
  input: EndpointInput<E> | LooseInput = {},
  options: CallOptions = {},
): InjectOptions {
  const loose = input as LooseInput;
  const route = endpointRoute(entry);
  let url = `/api${endpointPath(entry, { params: loose.params ?? {}, query: loose.query ?? {} })}`;
  if (options.rawQuery) url += `${url.includes('?') ? '&' : '?'}${options.rawQuery}`;
  const headers: Record<string, string> = {
    ...(options.as?.bearerHeaders ?? {}),
    ...(options.headers ?? {}),
  };
  if (options.locale) headers['x-localization'] = options.locale;
  const inject: InjectOptions = { method: route.method, url, headers };
  if (options.payload !== undefined) inject.payload = options.payload;
  else if (loose.body !== undefined) inject.payload = loose.body as InjectOptions['payload'];
  return inject;
}

/** One call of an entry through `app.inject`. */
export async function call<E extends AnyEndpoint>(
  app: FastifyInstance,
  entry: E,
  input: EndpointInput<E> | LooseInput = {},
  options: CallOptions = {},
): Promise<CallResult<E>> {
  const response = await app.inject(injectOptionsOf(entry, input, options));
  const isJson = (response.headers['content-type'] ?? '').toString().includes('json');
  const body: unknown = isJson && response.body ? response.json() : undefined;
  const route = endpointRoute(entry);
  const meta = endpointMeta(entry);
  let parsed: { ok: true; data: unknown } | { ok: false; error: unknown } | undefined;
  const parse = () => {
    if (response.statusCode !== route.status || meta.produces) {
      throw new Error(
        `${route.operationId} answered ${response.statusCode}, not ${route.status}: ${response.body.slice(0, 500)}`,
      );
    }
    const result = endpointResponse(entry).safeParse(body);
    if (!result.success) {
      throw new Error(
        `${route.operationId}'s answer does not match its response schema: ${JSON.stringify(result.error.issues).slice(0, 800)}`,
      );
    }
    const undeclared = undeclaredPaths(
      (body as { data?: unknown })?.data,
      (result.data as { data?: unknown })?.data,
    );
    if (undeclared.length > 0) {
      throw new Error(
        `${route.operationId} answered fields its response schema does not declare: ${undeclared.slice(0, 10).join(', ')}`,
      );
    }
    const value = result.data as { data?: unknown };
    return typeof value === 'object' && value !== null && 'data' in value ? value.data : value;
  };
  return {
    response,
    status: response.statusCode,
    body,
    get data() {
      if (!parsed) {
        try {
          parsed = { ok: true, data: parse() };
        } catch (error) {
          parsed = { ok: false, error };
        }
      }
      if (!parsed.ok) throw parsed.error;
      return parsed.data as EndpointData<E>;
    },
  };
}

/** A call that must succeed: its parsed `data`. */
export async function callOk<E extends AnyEndpoint>(
  app: FastifyInstance,
  entry: E,
  input: EndpointInput<E> | LooseInput = {},
  options: CallOptions = {},
): Promise<EndpointData<E>> {
  const result = await call(app, entry, input, options);
  expect(result.status, `${endpointRoute(entry).operationId}: ${result.response.body.slice(0, 500)}`).toBe(
    endpointRoute(entry).status,
  );
  return result.data;
}

/**
 * The paths of fields the API sent that the schema's parse dropped: an answer holds only what its
 * contract declares (a field sent but not declared is a leak, or a contract out of date).
 */
export function undeclaredPaths(sent: unknown, parsed: unknown, path = 'data'): string[] {
  if (Array.isArray(sent) && Array.isArray(parsed)) {
    return sent.flatMap((item, index) => undeclaredPaths(item, parsed[index], `${path}[${index}]`));
  }
  if (isPlainObject(sent) && isPlainObject(parsed)) {
    return Object.keys(sent).flatMap((key) =>
      key in parsed ? undeclaredPaths(sent[key], parsed[key], `${path}.${key}`) : [`${path}.${key}`],
    );
  }
  return [];
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** An error answer, parsed with the error schema (`{ message, code, errors? }`). */
export function errorOf(result: { body: unknown }): ErrorBody {
  return ErrorBodySchema.parse(result.body);
}
