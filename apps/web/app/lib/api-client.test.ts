import { describe, expect, it } from 'vitest';
import {
  ContentIdParamsSchema,
  NotificationsReadBodySchema,
  PartnersResponseSchema,
  endpoint,
  endpoints,
  type ApiFetch,
} from '@portal/contract';
import { apiHref, createApiClient } from './api-client';
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

const SIGN_IN = { email: 'ola@example.com', password: 'secret' };
const RECORD_ID = '0b5e8a52-3f0c-4c7e-9d55-6a4a1f3c2e10';

/**
 * No entry of the table has a list in its query yet: this one, built like the table's, has
 * `ids` (a list) in its query and an `{id}` in its path.
 */
const listByIds = endpoint({
  operationId: 'testListByIds',
  method: 'GET',
  path: '/test/items/{id}',
  access: 'public',
  tags: ['test'],
  summary: 'A test entry with a list in its query',
  params: ContentIdParamsSchema,
  query: NotificationsReadBodySchema,
  response: PartnersResponseSchema,
});

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
    const body = { name: 'Ola', email: 'ola@example.com', message: 'Hello there, portal!' };
    await expect(api.call(endpoints.sendFeedback, { body })).resolves.toEqual({ id: 7 });
    const headers = new Headers(calls[0]?.init?.headers);
    expect(calls[0]?.path).toBe('/feedback/send');
    expect(calls[0]?.init?.method).toBe('POST');
    expect(calls[0]?.init?.body).toBe(JSON.stringify(body));
    expect(headers.get('x-localization')).toBe('en');
    expect(headers.get('accept')).toBe('application/json');
    expect(headers.get('content-type')).toBe('application/json');
  });

  it('reads `result` and speaks Ukrainian on unprefixed pages', async () => {
    const { apiFetch, calls } = fakeApi(200, { result: { title: 'SEO' } });
    const api = createApiClient({ apiFetch, request: pageRequest('/faq') });
    await expect(api.call(endpoints.getSeoData, { query: { path: '/faq' } })).resolves.toEqual({
      title: 'SEO',
    });
    expect(calls[0]?.path).toBe('/seo/get-data?path=%2Ffaq');
    expect(new Headers(calls[0]?.init?.headers).get('x-localization')).toBe('uk');
  });

  it('503 → the 503 error page', async () => {
    const { apiFetch } = fakeApi(503, { message: 'Down', code: 'service_unavailable' });
    const error = await caught(
      createApiClient({ apiFetch, request: pageRequest('/') }).call(endpoints.listPartners),
    );
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
    const error = await caught(api.call(endpoints.getProfile));
    expect(error).toBeInstanceOf(Response);
    const response = error as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/en/auth/login');
    expect(response.headers.get('set-cookie')).toMatch(/^token=; Path=\/; Max-Age=0;.*HttpOnly/);
  });

  it('does not redirect the sign-in page to itself', async () => {
    const { apiFetch } = fakeApi(401, { message: 'No', code: 'unauthenticated' });
    const api = createApiClient({ apiFetch, request: pageRequest('/auth/login') });
    const error = await caught(api.call(endpoints.getProfile));
    expect(error).toBeInstanceOf(ApiError);
  });

  it('passes other errors on as ApiError with field errors', async () => {
    const body = {
      message: 'Дані містять помилки.',
      code: 'validation_failed',
      errors: { email: ['Неправильна адреса електронної пошти.'] },
    };
    const { apiFetch } = fakeApi(422, body);
    const error = await caught(
      createApiClient({ apiFetch }).call(endpoints.signInWithPassword, { body: SIGN_IN }),
    );
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
    const error = await caught(api.call(endpoints.getProfile, {}, { handleErrors: false }));
    expect(error).toMatchObject({ status: 401, code: 'unauthenticated' });
  });

  it('marks answers without a known code as unknown', async () => {
    const { apiFetch } = fakeApi(502, { oops: true });
    const error = await caught(createApiClient({ apiFetch }).call(endpoints.listTariffs));
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
    await api.call(endpoints.signInWithPassword, { body: SIGN_IN });
    await caught(api.call(endpoints.signInWithPassword, { body: SIGN_IN }, { handleErrors: false }));
    expect(cookies.getSetCookie()).toEqual([
      'token=abc; Path=/; HttpOnly; SameSite=Lax',
      'other=1; Path=/',
      'token=; Path=/; Max-Age=0',
    ]);
  });
});

describe('call: the request comes from the entry', () => {
  it('puts the params into the path, encoded', async () => {
    const { apiFetch, calls } = fakeApi(200, { data: {} });
    const api = createApiClient({ apiFetch });
    await api.call(endpoints.getPage, { params: { slug: 'a b/č?x' } });
    await api.call(endpoints.getFaqQuestion, { params: { id: '12' }, query: { locale: 'en' } });
    expect(calls.map((call) => call.path)).toEqual([
      '/pages/a%20b%2F%C4%8D%3Fx',
      '/common/faq/question/12?locale=en',
    ]);
  });

  it('appends the query, leaving out undefined values and repeating arrays', async () => {
    const { apiFetch, calls } = fakeApi(200, { data: [] });
    const api = createApiClient({ apiFetch });
    await api.call(endpoints.listAllApplications, { query: { page: 2, per_page: 50, search: undefined } });
    await api.call(listByIds, { params: { id: '7' }, query: { ids: [RECORD_ID, 'second'] } });
    await api.call(endpoints.listHsGroups, { query: {} });
    expect(calls.map((call) => call.path)).toEqual([
      '/profile/get-all-applications?page=2&per_page=50',
      `/test/items/7?ids=${RECORD_ID}&ids=second`,
      '/common/hcdcs/get-groups',
    ]);
  });

  it("sends the body as JSON with the entry's method", async () => {
    const { apiFetch, calls } = fakeApi(200, { data: {} });
    const api = createApiClient({ apiFetch });
    await api.call(endpoints.signInWithPassword, { body: SIGN_IN });
    await api.call(endpoints.deleteCheckListRequest, { params: { id: RECORD_ID } });
    await api.call(endpoints.getProfile);
    const [signIn, remove, read] = calls;
    expect(signIn?.path).toBe('/auth/login');
    expect(signIn?.init?.method).toBe('POST');
    expect(signIn?.init?.body).toBe(JSON.stringify(SIGN_IN));
    expect(new Headers(signIn?.init?.headers).get('content-type')).toBe('application/json');
    expect(remove?.path).toBe(`/profile/check-list/manage/${RECORD_ID}`);
    expect(remove?.init?.method).toBe('DELETE');
    expect(remove?.init?.body).toBeUndefined();
    expect(new Headers(remove?.init?.headers).get('content-type')).toBeNull();
    expect(read?.init?.method).toBe('GET');
    expect(read?.init?.body).toBeUndefined();
  });

  it('passes the signal on', async () => {
    const { apiFetch, calls } = fakeApi(200, { data: [] });
    const controller = new AbortController();
    await createApiClient({ apiFetch }).call(endpoints.listPartners, {}, { signal: controller.signal });
    expect(calls[0]?.init?.signal).toBe(controller.signal);
  });
});

describe('apiHref', () => {
  it('gives the /api address of an entry, params encoded, query appended', () => {
    expect(apiHref(endpoints.downloadSalesMarketApplication, { params: { id: RECORD_ID } })).toBe(
      `/api/profile/sales-market/download/${RECORD_ID}`,
    );
    expect(apiHref(endpoints.getPage, { params: { slug: 'terms of use' } })).toBe(
      '/api/pages/terms%20of%20use',
    );
    expect(apiHref(endpoints.listTariffs)).toBe('/api/tariffs');
    expect(apiHref(listByIds, { params: { id: '1' }, query: { ids: ['a', 'b'] } })).toBe(
      '/api/test/items/1?ids=a&ids=b',
    );
  });

  it('refuses an entry whose path parameter is missing', () => {
    // @ts-expect-error the types refuse it too: getPage needs its slug
    expect(() => apiHref(endpoints.getPage)).toThrow(/needs the parameter slug/);
  });
});
