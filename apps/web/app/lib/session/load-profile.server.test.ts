import { describe, expect, it } from 'vitest';
import type { ApiFetch } from '@portal/contract';
import { hasTokenCookie, loadSessionProfile } from './load-profile.server';

const request = (cookie?: string) =>
  new Request('http://portal.test/profile/main', cookie ? { headers: { cookie } } : undefined);

const answer =
  (status: number, body: unknown): ApiFetch =>
  async () =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('the profile on every navigation (spec §6)', () => {
  it('knows a guest by the missing token cookie', () => {
    expect(hasTokenCookie(null)).toBe(false);
    expect(hasTokenCookie('i18n_redirected=en')).toBe(false);
    expect(hasTokenCookie('token=')).toBe(false);
    expect(hasTokenCookie('a=1; token=abc')).toBe(true);
    expect(hasTokenCookie('mytoken=abc')).toBe(false);
  });

  it('asks the API nothing for a guest', async () => {
    const apiFetch: ApiFetch = () => {
      throw new Error('no call expected');
    };
    await expect(loadSessionProfile(request(), apiFetch)).resolves.toMatchObject({ profile: null });
  });

  it('reads the user of GET /profile', async () => {
    const user = { id: 'u1', registration_step: 5 };
    const result = await loadSessionProfile(request('token=abc'), answer(200, { data: { user } }));
    expect(result.profile).toEqual(user);
  });

  it('treats a session the API does not know as a guest and expires its cookie', async () => {
    const result = await loadSessionProfile(
      request('token=old'),
      answer(401, { message: 'No', code: 'unauthenticated' }),
    );
    expect(result.profile).toBeNull();
    expect(result.headers.get('set-cookie')).toMatch(/^token=; Path=\/; Max-Age=0/);
  });

  it('keeps the cookie of a session the API failed to read, and says the user is unknown', async () => {
    const result = await loadSessionProfile(
      request('token=abc'),
      answer(500, { message: 'Broken', code: 'internal_error' }),
    );
    expect(result).toMatchObject({ profile: null, isUnknown: true });
    expect(result.headers.get('set-cookie')).toBeNull();
  });

  it('shows the 503 page when the API is unavailable', async () => {
    const error: unknown = await loadSessionProfile(
      request('token=abc'),
      answer(503, { message: 'Down' }),
    ).catch((e: unknown) => e);
    expect(error).toMatchObject({ type: 'DataWithResponseInit', init: { status: 503 } });
  });
});
