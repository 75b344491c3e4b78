import { describe, expect, it } from 'vitest';
import type { SignInResult } from '@portal/contract';
import type { ApiClient } from '../../../lib/api-client';
import type { FormValues } from '../../../lib/forms/form-values';
import type { GuardProfile } from '../../../lib/session/guard';
import { decideForAddress } from '../../../lib/session/route-guards.testing';
import { LOGIN_HANDLERS } from './login-handlers.server';

/**
 * Where a person ends after signing in (issue 13 §6): the handler names the page to open from the
 * answer's role (the `redirect` query, the cabinet, or /admin for staff), and the guard of the
 * layouts (routes.ts), which read the profile on that very navigation, would send staff on to the
 * back-office from any cabinet page. These tests follow both, as the browser does.
 */
const signedIn = (role: GuardProfile['role']): SignInResult => ({
  requires_2fa: false,
  token: 'token',
  registration_step: 5,
  role,
});
/** The API's answer to either sign-in step, without a server: the handlers read only this. */
const fakeApi = (result: SignInResult) => ({ call: () => Promise.resolve(result) }) as unknown as ApiClient;

const profiles: Record<'manager' | 'admin' | 'exporter', GuardProfile> = {
  manager: {
    role: 'manager',
    registration_step: 5,
    active_tariff: null,
    is_approved: false,
    is_denied: false,
    is_banned: false,
  },
  admin: {
    role: 'admin',
    registration_step: 5,
    active_tariff: null,
    is_approved: false,
    is_denied: false,
    is_banned: false,
  },
  exporter: {
    role: 'exporter',
    registration_step: 5,
    active_tariff: null,
    is_approved: true,
    is_denied: false,
    is_banned: false,
  },
};

/** The handler's redirect, then every redirect of the guard, to the page that finally opens. */
async function landing(
  step: 'login' | 'two-factor',
  loginPage: string,
  profile: GuardProfile,
  result: SignInResult = signedIn(profile.role),
): Promise<string> {
  const values: FormValues =
    step === 'login'
      ? { email: 'a@example.test', password: 'x' }
      : { challenge: 'c'.repeat(16), code: '123456' };
  const outcome = await LOGIN_HANDLERS[step].submit({
    api: fakeApi(result),
    values,
    request: new Request(`http://portal.test${loginPage}`, { method: 'POST' }),
  });
  if (!('redirectTo' in outcome)) throw new Error('no redirect');
  let target = outcome.redirectTo;
  for (let hop = 0; hop < 5; hop++) {
    const next = await decideForAddress(target, profile);
    if (next === null) return target;
    target = next;
  }
  throw new Error(`redirect loop from ${outcome.redirectTo}`);
}

describe('issue 13 §6: staff signing in land on /admin', () => {
  describe.each(['login', 'two-factor'] as const)('after the %s step', (step) => {
    it.each(['manager', 'admin'] as const)('a %s lands on /admin, in the page language', async (role) => {
      expect(await landing(step, '/auth/login', profiles[role])).toBe('/admin');
      expect(await landing(step, '/en/auth/login', profiles[role])).toBe('/en/admin');
    });

    it('a redirect naming a page staff may open is kept', async () => {
      const { manager } = profiles;
      expect(await landing(step, '/auth/login?redirect=%2Fprofile%2Fsecurity', manager)).toBe(
        '/profile/security',
      );
      expect(await landing(step, '/en/auth/login?redirect=%2Fen%2Fprofile%2Fmain', manager)).toBe(
        '/en/profile/main',
      );
      expect(await landing(step, '/auth/login?redirect=%2Fadmin%2Fcompanies%3Fpage%3D2', manager)).toBe(
        '/admin/companies?page=2',
      );
    });

    it('a redirect into the exporter cabinet, or to another site, still ends on /admin', async () => {
      const { admin } = profiles;
      expect(await landing(step, '/auth/login?redirect=%2Fprofile%2Fmy-company', admin)).toBe('/admin');
      expect(await landing(step, '/en/auth/login?redirect=%2Fen%2Fprofile%2Fmarket%2Fcreate', admin)).toBe(
        '/en/admin',
      );
      expect(await landing(step, '/auth/login?redirect=https%3A%2F%2Fevil.example', admin)).toBe('/admin');
      expect(await landing(step, '/en/auth/login?redirect=%2F%2Fevil.example', admin)).toBe('/en/admin');
    });

    it('an exporter still lands in the cabinet', async () => {
      expect(await landing(step, '/auth/login', profiles.exporter)).toBe('/profile/my-company');
      expect(await landing(step, '/en/auth/login', profiles.exporter)).toBe('/en/profile/my-company');
    });
  });

  it('the password step of an account with 2FA answers the challenge, not a page', async () => {
    const outcome = await LOGIN_HANDLERS.login.submit({
      api: fakeApi({ requires_2fa: true, challenge: 'challenge' }),
      values: { email: 'a@example.test', password: 'x' },
      request: new Request('http://portal.test/auth/login', { method: 'POST' }),
    });
    expect(outcome).toEqual({ data: { challenge: 'challenge' } });
  });
});
