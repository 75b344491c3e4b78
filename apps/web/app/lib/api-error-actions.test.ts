import { describe, expect, it } from 'vitest';
import {
  decideApiErrorActions,
  getApiErrorNotificationText,
  getErrorBodyMessage,
  getErrorNotificationText,
  getFallbackErrorMessage,
} from './api-error-actions';
import { ApiError } from './api-error';

describe('decideApiErrorActions (spec §8)', () => {
  it('503 shows the 503 page', () => {
    expect(decideApiErrorActions(503, null)).toEqual([
      { type: 'show-unavailable-page' },
      { type: 'pass-on' },
    ]);
  });

  it.each([401, 500])('%i signs out', (status) => {
    expect(decideApiErrorActions(status, {})).toEqual([{ type: 'sign-out' }, { type: 'pass-on' }]);
  });

  it('a message becomes an error notification, before anything else', () => {
    expect(decideApiErrorActions(401, { message: 'Потрібно увійти в систему.' })).toEqual([
      { type: 'notify-error', message: 'Потрібно увійти в систему.' },
      { type: 'sign-out' },
      { type: 'pass-on' },
    ]);
    expect(decideApiErrorActions(503, { message: 'Down' })).toEqual([
      { type: 'notify-error', message: 'Down' },
      { type: 'show-unavailable-page' },
      { type: 'pass-on' },
    ]);
  });

  it.each([400, 403, 404, 409, 422, 429, 502])('%i only notifies and passes on', (status) => {
    expect(decideApiErrorActions(status, { message: 'x', code: 'conflict' })).toEqual([
      { type: 'notify-error', message: 'x' },
      { type: 'pass-on' },
    ]);
  });

  it('always passes the error on, last', () => {
    for (const status of [400, 401, 404, 422, 500, 503]) {
      expect(decideApiErrorActions(status, null).at(-1)).toEqual({ type: 'pass-on' });
    }
  });

  it('ignores bodies without a usable message', () => {
    expect(decideApiErrorActions(422, { message: '' })).toEqual([{ type: 'pass-on' }]);
    expect(decideApiErrorActions(422, { message: 42 })).toEqual([{ type: 'pass-on' }]);
    expect(decideApiErrorActions(422, 'plain text')).toEqual([{ type: 'pass-on' }]);
  });
});

describe('getErrorBodyMessage', () => {
  it('reads a non-empty string message', () => {
    expect(getErrorBodyMessage({ message: 'Дані містять помилки.' })).toBe('Дані містять помилки.');
    expect(getErrorBodyMessage({ message: '   ' })).toBeNull();
    expect(getErrorBodyMessage(null)).toBeNull();
    expect(getErrorBodyMessage(undefined)).toBeNull();
  });
});

describe('the error notification of a failed call (spec §8: a message → "Помилка!" with it)', () => {
  it.each([400, 401, 403, 404, 409, 422, 429, 500, 502, 503])(
    'a %i that carries a message notifies with that message',
    (status) => {
      expect(getErrorNotificationText(status, { message: 'Повідомлення API.' })).toBe('Повідомлення API.');
    },
  );

  it('a 422 notifies with its general message; its field errors stay beside the fields', () => {
    const body = { message: 'Дані містять помилки.', errors: { email: ['Неправильна адреса.'] } };
    expect(getErrorNotificationText(422, body)).toBe('Дані містять помилки.');
  });

  it('an answer without a usable message does not notify, whatever its status', () => {
    expect(getErrorNotificationText(409, null)).toBeNull();
    expect(getErrorNotificationText(429, { message: '  ' })).toBeNull();
    expect(getErrorNotificationText(401, { code: 'unauthenticated' })).toBeNull();
  });

  it('decides the same from the ApiError a server action catches', () => {
    const refused = new ApiError({
      status: 401,
      code: 'unauthenticated',
      message: 'Неправильна електронна пошта або пароль.',
    });
    expect(getApiErrorNotificationText(refused)).toBe('Неправильна електронна пошта або пароль.');
    expect(
      getApiErrorNotificationText(
        new ApiError({ status: 429, code: 'too_many_requests', message: 'Забагато.' }),
      ),
    ).toBe('Забагато.');
  });

  it('the stand-in message of an answer that carried none is not shown', () => {
    expect(getFallbackErrorMessage(502)).toBe('HTTP 502');
    const bare = new ApiError({ status: 502, code: 'unknown', message: getFallbackErrorMessage(502) });
    expect(getApiErrorNotificationText(bare)).toBeNull();
  });
});
