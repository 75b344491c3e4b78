import { describe, expect, it } from 'vitest';
import { decideApiErrorActions, getErrorBodyMessage } from './api-error-actions';

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
