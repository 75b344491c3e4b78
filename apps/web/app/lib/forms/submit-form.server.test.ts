import { describe, expect, it } from 'vitest';
import { endpoints, toFieldErrors, translateMessage, type ApiFetch } from '@portal/contract';
import { createAppLoadContext } from '../app-context';
import { formBody, FormBodyError } from './form-body';
import type { FormFailure } from './form-result';
import { defineFormHandler, handleFormAction } from './submit-form.server';

const LOGIN = defineFormHandler<null>({
  fields: { email: 'text', password: 'secret' },
  async submit({ api, values }) {
    await api.call(endpoints.signInWithPassword, { body: formBody(endpoints.signInWithPassword, values) });
    return { data: null };
  },
});

/** A route action run against an API that answers `status` with `body`. */
async function postLogin(path: string, status: number, body: unknown) {
  const apiFetch: ApiFetch = async () =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  const form = new FormData();
  form.set('intent', 'login');
  form.set('email', 'ola@example.com');
  form.set('password', 'wrong-password');
  const request = new Request(`http://portal.test${path}`, { method: 'POST', body: form });
  const answer = (await handleFormAction(
    { request, context: createAppLoadContext({ apiFetch, requestId: 'test', publicUrl: '', cspNonce: '' }) },
    { login: LOGIN },
  )) as unknown as { data: FormFailure; init: ResponseInit | null };
  return { failure: answer.data, status: answer.init?.status };
}

describe('a server form whose API call fails passes the notification of spec §8 on to the page', () => {
  it('a refused sign-in (401 on the sign-in page): its message, for the notification and the form', async () => {
    const message = 'Неправильна електронна пошта або пароль.';
    const { failure, status } = await postLogin('/auth/login', 401, { message, code: 'unauthenticated' });
    expect(status).toBe(401);
    expect(failure).toMatchObject({ ok: false, intent: 'login', message, notification: message });
    // The password is never sent back to the page.
    expect(failure.values).toEqual({ email: 'ola@example.com' });
  });

  it.each([
    [403, 'Your account is blocked. Please contact support.'],
    [409, 'An account with this e-mail already exists.'],
    [429, 'Too many failed attempts. Try again in 15 min.'],
  ])('a %i with a message', async (status, message) => {
    const { failure } = await postLogin('/en/auth/login', status, { message, code: 'x' });
    expect(failure.notification).toBe(message);
  });

  it('a 422: the general message notifies, the field errors stay beside their fields', async () => {
    const body = {
      message: 'Дані містять помилки.',
      code: 'validation_failed',
      errors: { email: ['Неправильна адреса електронної пошти.'] },
    };
    const { failure } = await postLogin('/auth/login', 422, body);
    expect(failure.notification).toBe('Дані містять помилки.');
    expect(failure.fieldErrors).toEqual({ email: ['Неправильна адреса електронної пошти.'] });
  });

  it('an answer without a message: no notification', async () => {
    const { failure } = await postLogin('/auth/login', 409, { code: 'conflict' });
    expect(failure.notification).toBeNull();
    expect(failure.message).toBe('HTTP 409');
  });
});

describe('issue 26 §4: a form body is parsed with its entry’s schema, not cast', () => {
  it('a value the schema refuses is the API’s 422, in the page’s language, beside its field, and nothing is sent', async () => {
    let calls = 0;
    const apiFetch: ApiFetch = async () => {
      calls += 1;
      return new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } });
    };
    for (const [path, locale] of [
      ['/auth/login', 'uk'],
      ['/en/auth/login', 'en'],
    ] as const) {
      const form = new FormData();
      form.set('intent', 'login');
      form.set('email', 'not-an-address');
      form.set('password', 'Secret2026');
      const request = new Request(`http://portal.test${path}`, { method: 'POST', body: form });
      const answer = (await handleFormAction(
        { request, context: createAppLoadContext({ apiFetch, requestId: 't', publicUrl: '', cspNonce: '' }) },
        { login: LOGIN },
      )) as unknown as { data: FormFailure; init: ResponseInit | null };
      expect(answer.init?.status).toBe(422);
      expect(answer.data.message).toBe(translateMessage('error.validation_failed', locale));
      expect(answer.data.fieldErrors['email']?.length).toBe(1);
      expect(answer.data.fieldErrors['password']).toBeUndefined();
    }
    expect(calls).toBe(0);
  });

  it('a text that is there but too short is told its length, not to be written (the input is reported, as the API parses)', () => {
    const body = { name: 'Оксана', email: 'oksana@example.test', message: 'коротко' };
    let issues: Parameters<typeof toFieldErrors>[0] = [];
    try {
      formBody(endpoints.sendFeedback, body);
    } catch (error) {
      if (error instanceof FormBodyError) issues = error.issues;
    }
    expect(toFieldErrors(issues, 'uk')).toEqual({
      message: [translateMessage('validation.too_short', 'uk', { min: 10 })],
    });
  });
});
