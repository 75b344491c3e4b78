import { UNSAFE_ErrorResponseImpl as ErrorResponse } from 'react-router';
import { describe, expect, it } from 'vitest';
import { describeRouteError } from './describe-route-error';

/** What a loader's `throw data(body, { status })` becomes by the time the ErrorBoundary sees it. */
function thrown(body: unknown, status: number, statusText = ''): unknown {
  return new ErrorResponse(status, statusText, body);
}

describe('describeRouteError (spec §8)', () => {
  it('404 → the 404 page', () => {
    expect(describeRouteError(thrown(null, 404))).toEqual({ kind: 'not-found', status: 404 });
  });

  it('503 → the 503 page', () => {
    expect(describeRouteError(thrown({ message: 'down' }, 503))).toEqual({
      kind: 'unavailable',
      status: 503,
    });
  });

  it('other statuses keep their code and message', () => {
    expect(describeRouteError(thrown({ message: 'Доступ заборонено.' }, 403))).toEqual({
      kind: 'generic',
      status: 403,
      message: 'Доступ заборонено.',
    });
    expect(describeRouteError(thrown('Конфлікт.', 409))).toEqual({
      kind: 'generic',
      status: 409,
      message: 'Конфлікт.',
    });
  });

  it('ignores the status text, which is English-only', () => {
    expect(describeRouteError(thrown(null, 409, 'Conflict'))).toEqual({
      kind: 'generic',
      status: 409,
      message: null,
    });
  });

  it('a thrown Error is a 500 with its message', () => {
    expect(describeRouteError(new Error('Boom'))).toEqual({
      kind: 'generic',
      status: 500,
      message: 'Boom',
    });
  });

  it("hides React Router's sanitised production message", () => {
    expect(describeRouteError(new Error('Unexpected Server Error'))).toEqual({
      kind: 'generic',
      status: 500,
      message: null,
    });
  });

  it('anything else is a 500 without a message', () => {
    expect(describeRouteError(undefined)).toEqual({ kind: 'generic', status: 500, message: null });
  });
});
