import { describe, expect, it } from 'vitest';
import { getSignedInTarget } from './sign-in-target';

const page = (path: string) => `http://portal.test${path}`;

describe('after signing in (spec §6)', () => {
  it('lands on the page the guest tried to open', () => {
    expect(getSignedInTarget(page('/auth/login?redirect=%2Fprofile%2Fsecurity'), 5)).toBe(
      '/profile/security',
    );
    expect(getSignedInTarget(page('/en/auth/login?redirect=%2Fen%2Fprofile%2Fmain%3Fx%3D1'), 5)).toBe(
      '/en/profile/main?x=1',
    );
  });

  it('goes to /profile/my-company without a usable redirect, in the page language', () => {
    expect(getSignedInTarget(page('/auth/login'), 5)).toBe('/profile/my-company');
    expect(getSignedInTarget(page('/en/auth/login?redirect=%2F%2Fevil.com'), 5)).toBe(
      '/en/profile/my-company',
    );
    expect(getSignedInTarget(page('/auth/login?redirect=https%3A%2F%2Fevil.com'), 5)).toBe(
      '/profile/my-company',
    );
  });

  it('resumes an unfinished registration first', () => {
    expect(getSignedInTarget(page('/auth/login?redirect=%2Fprofile%2Fmain'), 3)).toBe('/auth/registration');
    expect(getSignedInTarget(page('/en/auth/login'), 1)).toBe('/en/auth/registration');
  });

  it('sends staff to the back-office, or to a requested page they may open (issue 13 §6)', () => {
    expect(getSignedInTarget(page('/auth/login'), 5, 'manager')).toBe('/admin');
    expect(getSignedInTarget(page('/en/auth/login'), 5, 'admin')).toBe('/en/admin');
    expect(getSignedInTarget(page('/auth/login?redirect=%2Fprofile%2Fmy-company'), 5, 'manager')).toBe(
      '/admin',
    );
    expect(getSignedInTarget(page('/auth/login?redirect=%2Fadmin%2Fcompanies'), 5, 'manager')).toBe(
      '/admin/companies',
    );
    expect(getSignedInTarget(page('/auth/login?redirect=%2Fprofile%2Fsecurity'), 5, 'admin')).toBe(
      '/profile/security',
    );
  });
});
