import { Readable } from 'node:stream';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@portal/contract';
import { injectOptionsOf } from './call';
import { buildTestApp, type TestApp } from './helpers';
import { createRandom, echoRoutes } from './fixtures';

let testApp: TestApp;
let app: FastifyInstance;

beforeAll(async () => {
  testApp = await buildTestApp({ extraApiRoutes: echoRoutes });
  app = testApp.app;
});

afterAll(async () => {
  await testApp?.close();
});

const JSON_TYPE = { 'content-type': 'application/json' };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

function postEcho(payload: InjectOptions['payload'], headers: Record<string, string> = JSON_TYPE) {
  return app.inject({ method: 'POST', url: '/api/test/echo', headers, payload });
}

describe('ARCHITECTURE §5: a body that is not JSON', () => {
  it('malformed JSON answers 400 with the Ukrainian message by default', async () => {
    const response = await postEcho('{"name":');
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({
      message: 'Тіло запиту не є коректним JSON.',
      code: 'bad_request',
    });
  });

  it('malformed JSON answers in English with X-Localization: en', async () => {
    const response = await postEcho('{"name":', { ...JSON_TYPE, 'x-localization': 'en' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'The request body is not valid JSON.', code: 'bad_request' });
  });

  it('an empty body declared as JSON answers 400', async () => {
    const response = await postEcho('');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'bad_request' });
  });

  it('a Content-Length that does not match the body answers 400', async () => {
    const response = await postEcho('{"name":"abc","count":1}', { ...JSON_TYPE, 'content-length': '10' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Некоректний запит.', code: 'bad_request' });
  });
});

describe('ARCHITECTURE §5: bad input answers 422 with errors per field', () => {
  it('wrong types name each field, in Ukrainian by default', async () => {
    const response = await postEcho({ name: 1, count: 'many' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: 'Дані містять помилки.',
      code: 'validation_failed',
      errors: { name: ['Неправильний тип значення.'], count: ['Неправильний тип значення.'] },
    });
  });

  it('wrong types name each field in English with X-Localization: en', async () => {
    const response = await postEcho(JSON.stringify({ name: 'ok', count: 1.5, nested: { flag: 'yes' } }), {
      ...JSON_TYPE,
      'x-localization': 'en',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: 'The data contains errors.',
      code: 'validation_failed',
      errors: { count: ['Wrong type of value.'], 'nested.flag': ['Wrong type of value.'] },
    });
  });

  it("a missing required field answers 422 'Обов'язкове поле.'", async () => {
    const response = await postEcho({ name: 'Anna' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ count: ["Обов'язкове поле."] });
  });

  it('a missing required field answers 422 in English, in its own words (issue 25 §6)', async () => {
    const response = await postEcho(JSON.stringify({ count: 3 }), { ...JSON_TYPE, 'x-localization': 'en' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ name: ['Enter the first name.'] });
  });

  it('an unknown body field is rejected with 422 naming it, not silently dropped', async () => {
    const response = await postEcho({ name: 'Anna', count: 1, role: 'admin', nested: { flag: true, x: 1 } });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ role: ['Невідоме поле.'], 'nested.x': ['Невідоме поле.'] });
  });

  it('an unknown field named like an Object property (constructor, toString) is named, not a 500', async () => {
    const response = await postEcho({ name: 'Anna', count: 1, constructor: 1, toString: 2 });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ constructor: ['Невідоме поле.'], toString: ['Невідоме поле.'] });
  });

  it('an unknown query parameter __proto__ or constructor is named in a 422, not a 500', async () => {
    for (const name of ['__proto__', 'constructor', 'hasOwnProperty']) {
      const response = await app.inject(
        injectOptionsOf(endpoints.listOutboxMessages, {}, { rawQuery: `${name}=x` }),
      );
      expect(response.statusCode, name).toBe(422);
      expect(Object.keys(response.json().errors), name).toEqual([name]);
    }
  });

  it('a string shorter than its minimum says the minimum', async () => {
    const response = await postEcho({ name: 'A', count: 1 });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ name: ['Мінімальна довжина — 2.'] });
  });

  it('a body that is not an object is reported on the root field _', async () => {
    const response = await postEcho('[1,2]');
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ _: ['Неправильний тип значення.'] });
  });
});

describe('ARCHITECTURE §5: oversize bodies and content types', () => {
  it('a body over BODY_LIMIT_BYTES answers 413', async () => {
    const body = JSON.stringify({ name: 'x'.repeat(testApp.config.BODY_LIMIT_BYTES), count: 1 });
    const response = await postEcho(body);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: 'Запит завеликий.', code: 'payload_too_large' });
  });

  it('a body over BODY_LIMIT_BYTES without Content-Length (streamed) answers 413', async () => {
    const half = Buffer.alloc(Math.ceil(testApp.config.BODY_LIMIT_BYTES / 2) + 1, 'x');
    const response = await postEcho(Readable.from([Buffer.from('{"name":"'), half, half]));
    expect(response.statusCode).toBe(413);
    expect(response.json().code).toBe('payload_too_large');
  });

  it('a body just under BODY_LIMIT_BYTES is accepted', async () => {
    const name = 'x'.repeat(40);
    const padding = ' '.repeat(testApp.config.BODY_LIMIT_BYTES - 100);
    const response = await postEcho(`{"name":"${name}",${padding}"count":7}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { name, count: 7 } });
  });

  it.each([
    ['application/xml', '<name>Anna</name>'],
    ['text/plain', '{"name":"Anna","count":1}'],
    ['application/x-www-form-urlencoded', 'name=Anna&count=1'],
    ['multipart/form-data; boundary=x', '--x\r\n\r\nAnna\r\n--x--'],
  ])('an unsupported content type %s answers 415', async (type, payload) => {
    const response = await postEcho(payload, { 'content-type': type });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({
      message: 'Непідтримуваний тип вмісту.',
      code: 'unsupported_media_type',
    });
  });

  it('a body without a content type answers 415', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/test/echo', payload: Buffer.from('{}') });
    expect(response.statusCode).toBe(415);
    expect(response.json().code).toBe('unsupported_media_type');
  });

  it('JSON with a charset parameter is accepted', async () => {
    const response = await postEcho(JSON.stringify({ name: 'Ганна', count: 2 }), {
      'content-type': 'application/json; charset=utf-8',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { name: 'Ганна', count: 2 } });
  });
});

describe('ARCHITECTURE §5: routes and envelope', () => {
  it.each(['GET', 'POST', 'DELETE'] as const)(
    'an unknown /api route answers JSON 404 (%s)',
    async (method) => {
      const response = await app.inject({ method, url: '/api/no/such/call' });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.json()).toEqual({ message: 'Такого методу API не існує.', code: 'not_found' });
    },
  );

  it('an unknown /api route answers in English with X-Localization: en', async () => {
    const response = await app.inject({ url: '/api/nothing', headers: { 'x-localization': 'en' } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'This API call does not exist.', code: 'not_found' });
  });

  it('a malformed URL answers 400 in the API error format, with a request id', async () => {
    const response = await app.inject({ url: '/api/%E0%A4%A', headers: { 'x-localization': 'en' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'The request is malformed.', code: 'bad_request' });
    expect(response.headers['x-request-id']).toMatch(UUID);
  });

  it('a successful call answers { data } and nothing else', async () => {
    const response = await postEcho({ name: 'Anna', count: 0, nested: { flag: false } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { name: 'Anna', count: 0, nested: { flag: false } } });
  });
});

describe('ARCHITECTURE §9: request ids', () => {
  it('a valid incoming X-Request-Id is echoed back', async () => {
    const id = 'trace-0123456789:abc.def';
    const response = await app.inject({ url: '/healthz', headers: { 'x-request-id': id } });
    expect(response.headers['x-request-id']).toBe(id);
  });

  it.each([
    ['too short', 'abc'],
    ['with spaces and symbols', 'bad id <script>'],
    ['too long', 'a'.repeat(129)],
  ])('an invalid incoming X-Request-Id (%s) is replaced with a fresh uuid', async (_label, id) => {
    const response = await app.inject({ url: '/healthz', headers: { 'x-request-id': id } });
    expect(response.headers['x-request-id']).toMatch(UUID);
    expect(response.headers['x-request-id']).not.toBe(id);
  });

  it('without an incoming id every response gets its own uuid, errors included', async () => {
    const first = await app.inject({ url: '/healthz' });
    const second = await app.inject({ url: '/api/nothing' });
    expect(first.headers['x-request-id']).toMatch(UUID);
    expect(second.headers['x-request-id']).toMatch(UUID);
    expect(first.headers['x-request-id']).not.toBe(second.headers['x-request-id']);
  });
});

describe('ARCHITECTURE §5: nothing the caller sends gets a 500', () => {
  const CLIENT_ERRORS = [400, 413, 415, 422];

  async function expectClientError(payload: string | Buffer, label: string) {
    const response = await postEcho(payload);
    expect(CLIENT_ERRORS, `${label}: ${response.body.slice(0, 200)}`).toContain(response.statusCode);
    const body = response.json();
    expect(typeof body.message, label).toBe('string');
    expect(typeof body.code, label).toBe('string');
    return response;
  }

  it('random bytes', async () => {
    const random = createRandom(20_260_521);
    for (let i = 0; i < 150; i++) {
      const bytes = Buffer.from(Array.from({ length: 1 + Math.floor(random() * 200) }, () => random() * 256));
      await expectClientError(bytes, `random bytes #${i}`);
    }
  });

  it('mutations of a valid body: truncated, with a byte replaced or inserted', async () => {
    const random = createRandom(7);
    const valid = JSON.stringify({ name: 'Anna', count: 5, nested: { flag: true } });
    const alphabet = '{}[]":,\\ 0123456789.eE+-truefalsnul\u0000\u00ff\ud800';
    let answered = 0;
    for (let i = 0; i < 200; i++) {
      const at = Math.floor(random() * valid.length);
      const char = alphabet[Math.floor(random() * alphabet.length)]!;
      const kind = i % 3;
      const payload =
        kind === 0
          ? valid.slice(0, at)
          : kind === 1
            ? valid.slice(0, at) + char + valid.slice(at + 1)
            : valid.slice(0, at) + char + valid.slice(at);
      const response = await postEcho(payload);
      // A mutation may still be valid JSON with valid values: then it is a 200 with { data }.
      if (response.statusCode === 200) expect(response.json()).toHaveProperty('data');
      else expect(CLIENT_ERRORS, `${payload}: ${response.body}`).toContain(response.statusCode);
      answered++;
    }
    expect(answered).toBe(200);
  });

  it('deeply nested JSON up to the body limit', async () => {
    const limit = testApp.config.BODY_LIMIT_BYTES;
    const depth = Math.floor((limit - 20) / 2);
    await expectClientError('['.repeat(depth) + ']'.repeat(depth), 'deep arrays');
    const objects = Math.floor((limit - 20) / 6);
    await expectClientError('{"a":'.repeat(objects) + '1' + '}'.repeat(objects), 'deep objects');
    const inName = Math.floor((limit - 40) / 2);
    await expectClientError(`{"name":${'['.repeat(inName)}${']'.repeat(inName)},"count":1}`, 'deep field');
  });

  it.each([
    ['1e400', 422],
    ['-1e400', 422],
    ['123456789012345678901234567890', 422],
    ['0x10', 400],
    ['NaN', 400],
    ['1e-400', 200], // underflows to 0, a valid count
  ])('a huge or odd number %s answers %i', async (count, status) => {
    const response = await postEcho(`{"name":"Anna","count":${count}}`);
    expect(response.statusCode).toBe(status);
    const body = response.json();
    if (status === 200) expect(body).toEqual({ data: { name: 'Anna', count: 0 } });
    if (status === 422) expect(Object.keys(body.errors)).toEqual(['count']);
    if (status === 400) expect(body.code).toBe('bad_request');
  });

  it('prototype-pollution keys are refused and pollute nothing', async () => {
    const payloads = [
      '{"name":"Anna","count":1,"__proto__":{"polluted":true}}',
      '{"name":"Anna","count":1,"nested":{"__proto__":{"polluted":true},"flag":true}}',
      '{"name":"Anna","count":1,"constructor":{"prototype":{"polluted":true}}}',
      `${'{"a":'.repeat(1000)}{"__proto__":{"polluted":true}}${'}'.repeat(1000)}`,
    ];
    for (const payload of payloads) await expectClientError(payload, payload.slice(0, 60));
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('invalid UTF-8 and control characters inside strings', async () => {
    await expectClientError(
      Buffer.from([0x7b, 0x22, 0x6e, 0x22, 0x3a, 0x22, 0xc3, 0x28, 0x22, 0x7d]),
      'utf-8',
    );
    await expectClientError('{"name":"a\u0000b\nc","count":1}', 'raw control characters');
  });
});
