import { describe, expect, it } from 'vitest';
import type { ApiFetch } from '@portal/contract';
import { createApiClient } from './api-client';
import { ApiError } from './api-error';

type Call = { path: string; init: RequestInit | undefined };

function fakeApi(status: number, body: unknown): { apiFetch: ApiFetch; calls: Call[] } {
  const calls: Call[] = [];
  const apiFetch: ApiFetch = async (path, init) => {
    calls.push({ path, init });
    return new Response(body === undefined ? null : JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  };
  return { apiFetch, calls };
}

function pageRequest(path: string): Request {
  return new Request(`http://portal.test${path}`);
}

async function caught(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the call to fail');
}

describe('createApiClient on the server', () => {
  it('reads `data`, sends the API language and JSON', async () => {
    const { apiFetch, calls } = fakeApi(200, { data: { id: 7 } });
    const api = createApiClient({ apiFetch, request: pageRequest('/en/faq') });
    await expect(api.post('/feedback/send', { text: 'hi' })).resolves.toEqual({ id: 7 });
    const headers = new Headers(calls[0]?.init?.headers);
    expect(calls[0]?.path).toBe('/feedback/send');
    expect(calls[0]?.init?.method).toBe('POST');
    expect(calls[0]?.init?.body).toBe('{"text":"hi"}');
    expect(headers.get('x-localization')).toBe('en');
    expect(headers.get('accept')).toBe('application/json');
    expect(headers.get('content-type')).toBe('application/json');
  });

  it('reads `result` and speaks Ukrainian on unprefixed pages', async () => {
    const { apiFetch, calls } = fakeApi(200, { result: { title: 'SEO' } });
    const api = createApiClient({ apiFetch, request: pageRequest('/faq') });
    await expect(api.get('/seo/get-data', { query: { page: 2, q: undefined } })).resolves.toEqual({
      title: 'SEO',
    });
    expect(calls[0]?.path).toBe('/seo/get-data?page=2');
    expect(new Headers(calls[0]?.init?.headers).get('x-localization')).toBe('uk');
  });

  it('503 → the 503 error page', async () => {
    const { apiFetch } = fakeApi(503, { message: 'Down', code: 'service_unavailable' });
    const error = await caught(createApiClient({ apiFetch, request: pageRequest('/') }).get('/x'));
    // `throw data(body, { status: 503 })`: the router turns it into the 503 error page.
    expect(error).toMatchObject({
      type: 'DataWithResponseInit',
      init: { status: 503 },
      data: { message: 'Down' },
    });
  });

  it.each([401, 500])('%i → sign-in page with the session cookie expired', async (status) => {
    const { apiFetch } = fakeApi(status, { message: 'No', code: 'unauthenticated' });
    const api = createApiClient({ apiFetch, request: pageRequest('/en/tariffs') });
    const error = await caught(api.get('/profile'));
    expect(error).toBeInstanceOf(Response);
    const response = error as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/en/auth/login');
    expect(response.headers.get('set-cookie')).toMatch(/^token=; Path=\/; Max-Age=0;.*HttpOnly/);
  });

  it('does not redirect the sign-in page to itself', async () => {
    const { apiFetch } = fakeApi(401, { message: 'No', code: 'unauthenticated' });
    const api = createApiClient({ apiFetch, request: pageRequest('/auth/login') });
    const error = await caught(api.get('/profile'));
    expect(error).toBeInstanceOf(ApiError);
  });

  it('passes other errors on as ApiError with field errors', async () => {
    const body = {
      message: 'Дані містять помилки.',
      code: 'validation_failed',
      errors: { email: ['Неправильна адреса електронної пошти.'] },
    };
    const { apiFetch } = fakeApi(422, body);
    const error = await caught(createApiClient({ apiFetch }).post('/auth/login', {}));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 422,
      code: 'validation_failed',
      message: 'Дані містять помилки.',
      fieldErrors: { email: ['Неправильна адреса електронної пошти.'] },
    });
  });

  it('handleErrors: false gives the caller the ApiError, even for 401', async () => {
    const { apiFetch } = fakeApi(401, { message: 'No', code: 'unauthenticated' });
    const api = createApiClient({ apiFetch, request: pageRequest('/') });
    const error = await caught(api.get('/profile', { handleErrors: false }));
    expect(error).toMatchObject({ status: 401, code: 'unauthenticated' });
  });

  it('marks answers without a known code as unknown', async () => {
    const { apiFetch } = fakeApi(502, { oops: true });
    const error = await caught(createApiClient({ apiFetch }).get('/x'));
    expect(error).toMatchObject({ status: 502, code: 'unknown', message: 'HTTP 502' });
  });
});

describe('createApiClient in a server action', () => {
  it('collects the Set-Cookie headers of every answer in forwardSetCookie, failed ones too', async () => {
    const answers = [
      new Response('{"data":{}}', {
        status: 200,
        headers: [
          ['content-type', 'application/json'],
          ['set-cookie', 'token=abc; Path=/; HttpOnly; SameSite=Lax'],
          ['set-cookie', 'other=1; Path=/'],
        ],
      }),
      new Response('{"message":"No","code":"validation_failed"}', {
        status: 422,
        headers: [
          ['content-type', 'application/json'],
          ['set-cookie', 'token=; Path=/; Max-Age=0'],
        ],
      }),
    ];
    const apiFetch: ApiFetch = async () => answers.shift() ?? new Response(null, { status: 500 });
    const cookies = new Headers();
    const api = createApiClient({ apiFetch, request: pageRequest('/auth/login'), forwardSetCookie: cookies });
    await api.post('/auth/login', {});
    await caught(api.post('/auth/login', {}, { handleErrors: false }));
    expect(cookies.getSetCookie()).toEqual([
      'token=abc; Path=/; HttpOnly; SameSite=Lax',
      'other=1; Path=/',
      'token=; Path=/; Max-Age=0',
    ]);
  });
});
