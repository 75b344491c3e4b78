import { data, redirect } from 'react-router';
import {
  ERROR_STATUS,
  LOCALIZATION_HEADER,
  NOTIFICATION_TITLES,
  toApiLocale,
  endpointPath,
  endpointRoute,
  type AnyEndpoint,
  type ApiFetch,
  type EndpointData,
  type EndpointInput,
  type FieldErrors,
  type UiLocale,
} from '@portal/contract';
import { getLocaleFromPath, localizePath, stripLocale } from '../i18n/locale';
import { decideApiErrorActions, getErrorBodyMessage, getFallbackErrorMessage } from './api-error-actions';
import { ApiError, type ApiErrorCode } from './api-error';
import { navigateTo } from './app-navigator';
import { notify } from './notifications-store';
import { clearTokenCookieInBrowser, serializeExpiredTokenCookie } from './session-cookie';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

type ApiRequestOptions = {
  /** A JSON-serialisable value, FormData in the browser, or a file sent as it is (an upload). */
  body?: unknown;
  signal?: AbortSignal;
  /**
   * `false` skips the common reaction of spec §8 (notification, sign-out, 503 page), for calls
   * whose failure is expected, such as reading the profile of a guest. The ApiError is thrown.
   */
  handleErrors?: boolean;
};

export type ApiClientOptions = {
  /** The page request of a loader or action: its URL gives the language and the current page. */
  request?: Request;
  /** `getAppContext(context).apiFetch` on the server (the API in-process); the browser's fetch when absent. */
  apiFetch?: ApiFetch;
  /** Overrides the language taken from the request or the browser's address. */
  locale?: UiLocale;
  /**
   * Server actions only: the Set-Cookie headers of every API answer are appended here, so the
   * action can pass them on to the browser (the in-process call has no browser to set them in).
   */
  forwardSetCookie?: Headers;
};

/** What a call of the client takes besides the entry's input. */
export type CallOptions = Pick<ApiRequestOptions, 'signal' | 'handleErrors'>;

/** The entry's input, optional as a whole when none of its parts is required. */
export type CallArgs<E extends AnyEndpoint> =
  object extends EndpointInput<E>
    ? [input?: EndpointInput<E>, options?: CallOptions]
    : [input: EndpointInput<E>, options?: CallOptions];

export type ApiClient = {
  /**
   * Calls one entry of the endpoint table (decision 023): method and path come from the entry,
   * the input (`params`, `query`, `body`) and the answer's type are inferred from it.
   */
  call<E extends AnyEndpoint>(entry: E, ...args: CallArgs<E>): Promise<EndpointData<E>>;
  /**
   * Calls an entry whose body is a file (an upload, decision 036): the file is streamed as it
   * is, under its own type, never read into a string; answered and failing like `call`.
   */
  upload<E extends AnyEndpoint>(
    entry: E,
    input: Omit<EndpointInput<E>, 'body'>,
    file: Blob,
    options?: CallOptions,
  ): Promise<EndpointData<E>>;
};

const LOGIN_PATH = '/auth/login';

const browserFetch: ApiFetch = (path, init) => fetch(`/api${path}`, { ...init, credentials: 'same-origin' });

/**
 * The one way to call the API (ARCHITECTURE §1): in-process on the server, `/api` in the
 * browser. Answers are read from `data` (or `result`); failures get the handling of spec §8.
 */
export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const isServer = options.apiFetch !== undefined;
  const pageUrl = options.request
    ? new URL(options.request.url)
    : typeof window === 'undefined'
      ? null
      : new URL(window.location.href);
  const locale = options.locale ?? getLocaleFromPath(pageUrl?.pathname ?? '/');
  const apiFetch = options.apiFetch ?? browserFetch;

  async function send<T>(method: Method, path: string, request: ApiRequestOptions): Promise<T> {
    const headers = new Headers({
      accept: 'application/json',
      [LOCALIZATION_HEADER]: toApiLocale(locale),
    });
    let body: BodyInit | undefined;
    if (typeof FormData !== 'undefined' && request.body instanceof FormData) {
      body = request.body;
    } else if (request.body instanceof Blob) {
      headers.set('content-type', request.body.type || 'application/octet-stream');
      body = request.body;
    } else if (request.body !== undefined) {
      headers.set('content-type', 'application/json');
      body = JSON.stringify(request.body);
    }
    const init: RequestInit = { method, headers };
    if (body !== undefined) init.body = body;
    if (request.signal) init.signal = request.signal;
    const response = await apiFetch(path, init);
    if (options.forwardSetCookie) {
      for (const cookie of response.headers.getSetCookie()) {
        options.forwardSetCookie.append('set-cookie', cookie);
      }
    }
    const payload = await readBody(response);
    if (response.ok) return unwrap(payload) as T;
    return handleFailure(response.status, payload, request.handleErrors !== false);
  }

  function handleFailure(status: number, payload: unknown, shouldHandle: boolean): never {
    const error = toApiError(status, payload);
    if (!shouldHandle) throw error;
    const loginPath = localizePath(LOGIN_PATH, locale);
    const isOnLoginPage = pageUrl !== null && stripLocale(pageUrl.pathname) === LOGIN_PATH;
    for (const action of decideApiErrorActions(status, payload)) {
      switch (action.type) {
        case 'notify-error':
          // Only a browser can show it; on the server the caller gets the message in the error.
          if (!isServer) {
            notify({ type: 'error', title: NOTIFICATION_TITLES[locale].error, text: action.message });
          }
          break;
        case 'sign-out':
          if (isOnLoginPage) break; // already there: redirecting again would loop
          if (isServer) {
            const secure = pageUrl?.protocol === 'https:';
            throw redirect(loginPath, {
              headers: { 'set-cookie': serializeExpiredTokenCookie(secure) },
            });
          }
          clearTokenCookieInBrowser();
          navigateTo(loginPath);
          break;
        case 'show-unavailable-page':
          throw data({ message: error.message }, { status: 503 });
        case 'pass-on':
          throw error;
      }
    }
    throw error;
  }

  return {
    call: <E extends AnyEndpoint>(entry: E, ...args: CallArgs<E>) => {
      const [input, callOptions = {}] = args as [
        { params?: Record<string, unknown>; query?: Record<string, unknown>; body?: unknown } | undefined,
        CallOptions | undefined,
      ];
      const path = endpointPath(entry, { params: input?.params ?? {}, query: input?.query ?? {} });
      const request: ApiRequestOptions = { ...callOptions };
      if (input?.body !== undefined) request.body = input.body;
      return send<EndpointData<E>>(endpointRoute(entry).method, path, request);
    },
    upload: <E extends AnyEndpoint>(
      entry: E,
      input: Omit<EndpointInput<E>, 'body'>,
      file: Blob,
      callOptions: CallOptions = {},
    ) => {
      const parts = input as { params?: Record<string, unknown>; query?: Record<string, unknown> };
      const path = endpointPath(entry, { params: parts.params ?? {}, query: parts.query ?? {} });
      return send<EndpointData<E>>(endpointRoute(entry).method, path, { ...callOptions, body: file });
    },
  };
}

/** The params and query of an entry, for an address (no body). */
type HrefArgs<E extends AnyEndpoint> =
  object extends Omit<EndpointInput<E>, 'body'>
    ? [input?: Omit<EndpointInput<E>, 'body'>]
    : [input: Omit<EndpointInput<E>, 'body'>];

/** The address of a call for a link or a form in the page (a PDF to download): `/api/...`. */
export function apiHref<E extends AnyEndpoint>(entry: E, ...args: HrefArgs<E>): string {
  const [input] = args as [{ params?: Record<string, unknown>; query?: Record<string, unknown> } | undefined];
  return `/api${endpointPath(entry, input ?? {})}`;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204 || response.status === 304) return null;
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('json')) return null;
  try {
    return (await response.json()) as unknown;
  } catch {
    return null;
  }
}

/** Answers are `{ data }`; some older calls answer `{ result }` (spec §7). */
function unwrap(payload: unknown): unknown {
  if (typeof payload === 'object' && payload !== null) {
    if ('data' in payload) return payload.data;
    if ('result' in payload) return payload.result;
  }
  return payload;
}

function toApiError(status: number, payload: unknown): ApiError {
  const record = typeof payload === 'object' && payload !== null ? payload : {};
  const code = 'code' in record && typeof record.code === 'string' ? record.code : '';
  return new ApiError({
    status,
    code: isErrorCode(code) ? code : 'unknown',
    message: getErrorBodyMessage(payload) ?? getFallbackErrorMessage(status),
    fieldErrors: 'errors' in record ? toFieldErrors(record.errors) : {},
  });
}

function isErrorCode(code: string): code is Exclude<ApiErrorCode, 'unknown'> {
  return Object.hasOwn(ERROR_STATUS, code);
}

function toFieldErrors(value: unknown): FieldErrors {
  if (typeof value !== 'object' || value === null) return {};
  const errors: FieldErrors = {};
  for (const [field, messages] of Object.entries(value)) {
    if (Array.isArray(messages)) {
      errors[field] = messages.filter((m): m is string => typeof m === 'string');
    } else if (typeof messages === 'string') {
      errors[field] = [messages];
    }
  }
  return errors;
}
