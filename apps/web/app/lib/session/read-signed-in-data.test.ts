import { describe, expect, it } from 'vitest';
import { ApiError } from '../api-error';
import { readSignedInData } from './read-signed-in-data';

const failWith = (status: number) => () =>
  Promise.reject(new ApiError({ status, code: 'unknown', message: `HTTP ${status}` }));

const request = new Request('https://portal.test/en/profile/security?tab=2fa');

describe('readSignedInData', () => {
  it('passes the data through', async () => {
    await expect(readSignedInData(request, () => Promise.resolve({ a: 1 }))).resolves.toEqual({ a: 1 });
  });

  it('sends a session that ended during the request to sign in, coming back here, its cookie expired', async () => {
    const thrown: unknown = await readSignedInData(request, failWith(401)).catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(Response);
    const response = thrown as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(
      `/en/auth/login?redirect=${encodeURIComponent('/en/profile/security?tab=2fa')}`,
    );
    expect(response.headers.get('set-cookie')).toMatch(/^token=;/);
  });

  it('shows the 503 page and passes other errors on', async () => {
    await expect(readSignedInData(request, failWith(503))).rejects.toMatchObject({ init: { status: 503 } });
    await expect(readSignedInData(request, failWith(404))).rejects.toBeInstanceOf(ApiError);
  });
});
