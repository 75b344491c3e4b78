import { describe, expect, it } from 'vitest';
import { ApiError } from '../api-error';
import { readSignedInData } from './read-signed-in-data';

const failWith = (status: number) => () =>
  Promise.reject(new ApiError({ status, code: 'unknown', message: `HTTP ${status}` }));

describe('readSignedInData', () => {
  it('passes the data through', async () => {
    await expect(readSignedInData(() => Promise.resolve({ a: 1 }))).resolves.toEqual({ a: 1 });
  });

  it('answers null without a session, leaving the redirect to the root guard', async () => {
    await expect(readSignedInData(failWith(401))).resolves.toBeNull();
  });

  it('shows the 503 page and passes other errors on', async () => {
    await expect(readSignedInData(failWith(503))).rejects.toMatchObject({ init: { status: 503 } });
    await expect(readSignedInData(failWith(404))).rejects.toBeInstanceOf(ApiError);
  });
});
