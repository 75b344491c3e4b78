import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { notFound, readRecord } from './read-record.server';

/** What a loader threw, as the error boundary reads it. */
async function thrown(run: () => Promise<unknown>): Promise<unknown> {
  try {
    await run();
  } catch (error) {
    return error;
  }
  throw new Error('nothing was thrown');
}

describe('issue 26 §4: one helper turns a record the API cannot find into the 404 page', () => {
  it('404 and 422 of the API are the page’s 404', async () => {
    for (const status of [404, 422]) {
      const error = await thrown(() =>
        readRecord(() => Promise.reject(new ApiError({ status, message: 'x', code: 'unknown' }))),
      );
      expect(error).toMatchObject({ type: 'DataWithResponseInit', init: { status: 404 } });
    }
  });

  it('any other failure goes on as it was; a record read is answered', async () => {
    const forbidden = new ApiError({ status: 403, message: 'no', code: 'unknown' });
    expect(await thrown(() => readRecord(() => Promise.reject(forbidden)))).toBe(forbidden);
    await expect(readRecord(async () => ({ id: 1 }))).resolves.toEqual({ id: 1 });
  });

  it('notFound throws the 404 at once', async () => {
    const error = await thrown(async () => notFound());
    expect(error).toMatchObject({ type: 'DataWithResponseInit', data: null, init: { status: 404 } });
  });
});
