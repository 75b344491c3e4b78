import { describe, expect, it } from 'vitest';
import {
  guardBackOffice,
  guardCabinetTwin,
  guardExporterCabinet,
  guardFiling,
  guardGuestOnly,
  guardProfileAddress,
  guardSignedIn,
  guardSubscription,
  isExporterCabinetPath,
  type GuardProfile,
} from './guard';
import { decideForAddress } from './route-guards.testing';

const flags = { role: 'exporter', is_approved: true, is_denied: false, is_banned: false } as const;
const registered: GuardProfile = { ...flags, registration_step: 5, active_tariff: null };
const unfinished: GuardProfile = { ...flags, is_approved: false, registration_step: 2, active_tariff: null };
const subscribed: GuardProfile = {
  ...flags,
  registration_step: 5,
  active_tariff: {
    name: 'Pro',
    is_active: true,
    expiry_date: '2030-01-01',
    is_trial: false,
    started_at: null,
  },
};

/** Where a visit ends: the guards routes.ts's layouts declare for the address, as the middleware runs them. */
const decide = (pathname: string, profile: GuardProfile | null, search = '') =>
  decideForAddress(`${pathname}${search}`, profile);

describe('guards of spec §6: a guest', () => {
  it.each([
    ['/profile/main', '', '/auth/login?redirect=%2Fprofile%2Fmain'],
    ['/profile', '', '/auth/login?redirect=%2Fprofile'],
    ['/en/profile/security', '', '/en/auth/login?redirect=%2Fen%2Fprofile%2Fsecurity'],
    ['/profile/market', '?page=2&x=y', '/auth/login?redirect=%2Fprofile%2Fmarket%3Fpage%3D2%26x%3Dy'],
    // "any path containing 'profile'", not only paths under /profile
    ['/my-profile-page', '', '/auth/login?redirect=%2Fmy-profile-page'],
  ])(
    'on a path containing "profile" (%s%s) signs in first, keeping the path in redirect',
    async (path, search, to) => {
      expect(await decide(path, null, search)).toBe(to);
    },
  );

  it.each([
    '/',
    '/en',
    '/tariffs',
    '/en/faq',
    '/auth/login',
    '/auth/registration',
    '/en/auth/forgot-password',
  ])('may open public and auth pages (%s)', async (path) => {
    expect(await decide(path, null)).toBeNull();
  });
});

describe('guards of spec §2: /auth → /auth/login', () => {
  it.each([
    ['/auth', '/auth/login'],
    ['/en/auth', '/en/auth/login'],
  ])('%s → %s', async (path, to) => {
    expect(await decide(path, null)).toBe(to);
    expect(await decide(path, unfinished)).toBe(to);
  });

  it('keeps the query', async () => {
    expect(await decide('/auth', null, '?redirect=%2Fprofile')).toBe('/auth/login?redirect=%2Fprofile');
  });
});

describe('guards of spec §2: /profile → /profile/my-company', () => {
  it.each([
    ['/profile', '/profile/my-company'],
    ['/en/profile', '/en/profile/my-company'],
  ])('%s → %s', async (path, to) => {
    expect(await decide(path, registered)).toBe(to);
  });
});

describe('guards of spec §4: registration_step below 5 sends profile pages to /auth/registration', () => {
  it.each([
    ['/profile/my-company', '/auth/registration'],
    ['/profile', '/auth/registration'],
    ['/en/profile/security', '/en/auth/registration'],
  ])('%s → %s', async (path, to) => {
    expect(await decide(path, unfinished)).toBe(to);
    expect(await decide(path, { ...unfinished, registration_step: 4 })).toBe(to);
  });

  it('lets the registration and sign-in pages open', async () => {
    expect(await decide('/auth/registration', unfinished)).toBeNull();
    expect(await decide('/en/auth/login', unfinished)).toBeNull();
  });
});

describe('guards of spec §4: registration_step of 5 or more sends auth pages to /profile/my-company', () => {
  it.each([
    ['/auth/login', '/profile/my-company'],
    ['/auth/registration', '/profile/my-company'],
    ['/auth/forgot-password', '/profile/my-company'],
    ['/en/auth/create-new-password', '/en/profile/my-company'],
    ['/auth', '/profile/my-company'],
  ])('%s → %s', async (path, to) => {
    expect(await decide(path, registered)).toBe(to);
    expect(await decide(path, { ...registered, registration_step: 6 })).toBe(to);
  });

  it('never redirects the sign-out endpoint', async () => {
    expect(await decide('/auth/sign-out', registered)).toBeNull();
  });

  it('lets a registered user open profile and public pages', async () => {
    expect(await decide('/profile/my-company', registered)).toBeNull();
    expect(await decide('/en/profile/security', registered)).toBeNull();
    expect(await decide('/', registered)).toBeNull();
  });
});

describe('guards of spec §6: subscription-only services', () => {
  it.each([
    ['/profile/pro-services/business-club/events', '/profile/pro-services/business-club'],
    ['/profile/pro-services/business-club/events/7', '/profile/pro-services/business-club'],
    ['/en/profile/pro-services/analysis/create', '/en/profile/pro-services/analysis'],
  ])('without an active subscription %s → %s', async (path, to) => {
    expect(await decide(path, registered)).toBe(to);
    expect(
      await decide(path, {
        ...flags,
        registration_step: 5,
        active_tariff: { name: 'x', is_active: false, expiry_date: null, is_trial: false, started_at: null },
      }),
    ).toBe(to);
  });

  it('lets the base pages open and lets subscribers through', async () => {
    expect(await decide('/profile/pro-services/business-club', registered)).toBeNull();
    expect(await decide('/profile/pro-services/analysis', registered)).toBeNull();
    expect(await decide('/profile/pro-services/business-club/events', subscribed)).toBeNull();
    expect(await decide('/profile/pro-services/analysis-extra', registered)).toBeNull();
  });
});

describe('guards of spec §2: signed-in users of /importing-countries go to /profile/importing-countries', () => {
  it.each([
    ['/importing-countries', '', '/profile/importing-countries'],
    ['/en/importing-countries', '', '/en/profile/importing-countries'],
    ['/importing-countries', '?country=PL', '/profile/importing-countries?country=PL'],
    ['/en/importing-countries', '?country=CA&x=1', '/en/profile/importing-countries?country=CA&x=1'],
  ])('%s%s → %s, keeping the language prefix and the query', async (path, search, to) => {
    expect(await decide(path, registered, search)).toBe(to);
    expect(await decide(path, subscribed, search)).toBe(to);
  });

  it('lets guests open the public page', async () => {
    expect(await decide('/importing-countries', null)).toBeNull();
    expect(await decide('/en/importing-countries', null, '?country=PL')).toBeNull();
  });

  it('sends an unfinished registration straight on to /auth/registration (the cabinet rule of §4)', async () => {
    expect(await decide('/importing-countries', unfinished)).toBe('/auth/registration');
    expect(await decide('/en/importing-countries', unfinished, '?country=PL')).toBe('/en/auth/registration');
  });

  it('lets the signed-in page itself open and leaves look-alike paths alone', async () => {
    expect(await decide('/profile/importing-countries', registered)).toBeNull();
    expect(await decide('/importing-countries-archive', registered)).toBeNull();
  });
});

describe('guard of spec §2 (decision 014, issue 25 §3): request pages explain themselves to who may not file requests', () => {
  const pending: GuardProfile = { ...registered, is_approved: false };
  const denied: GuardProfile = { ...registered, is_approved: false, is_denied: true };
  const deniedAfterApproval: GuardProfile = { ...registered, is_denied: true };
  const banned: GuardProfile = { ...registered, is_banned: true };
  const manager: GuardProfile = { ...registered, role: 'manager' };
  const pages = [
    '/profile/market',
    '/profile/market/create',
    '/profile/market/edit/5b0c6a4e-0000-4000-8000-000000000001',
    '/profile/market/5b0c6a4e-0000-4000-8000-000000000001',
    '/profile/check-list',
    '/profile/check-list/create',
    '/profile/check-list/edit/5b0c6a4e-0000-4000-8000-000000000001',
    // Issue 15: the country-analysis requests and the assistant.
    '/profile/analysis-applications',
    '/profile/analysis-applications/edit/5b0c6a4e-0000-4000-8000-000000000001',
    '/profile/assistance',
    '/profile/assistant-applications/5b0c6a4e-0000-4000-8000-000000000001',
  ];

  it.each(pages)('an approved exporter opens %s', async (path) => {
    expect(await decide(path, registered)).toBeNull();
    expect(await decide(`/en${path}`, registered)).toBeNull();
  });

  it.each([
    ['not yet approved', pending],
    ['denied', denied],
    ['denied after an approval', deniedAfterApproval],
    ['banned', banned],
  ])(
    '%s: every request page leads to the approval page, never home, in the page language',
    async (_, profile) => {
      for (const path of pages) {
        expect(await decide(path, profile)).toBe(
          `/profile/approval-required?redirect=${encodeURIComponent(path)}`,
        );
        expect(await decide(`/en${path}`, profile)).toBe(
          `/en/profile/approval-required?redirect=${encodeURIComponent(`/en${path}`)}`,
        );
      }
    },
  );

  it('keeps the query of the page asked for', async () => {
    expect(await decide('/profile/market', pending, '?page=2')).toBe(
      '/profile/approval-required?redirect=%2Fprofile%2Fmarket%3Fpage%3D2',
    );
  });

  it('the approval page itself is open to every company, approved or not', async () => {
    for (const profile of [pending, denied, banned, registered]) {
      expect(await decide('/profile/approval-required', profile)).toBeNull();
    }
  });

  it('a manager (no company) goes to the back-office instead (issue 13 §6)', async () => {
    for (const path of pages) {
      expect(await decide(path, manager)).toBe('/admin');
      expect(await decide(`/en${path}`, manager)).toBe('/en/admin');
    }
  });

  it('other cabinet pages stay open to a company awaiting approval', async () => {
    expect(await decide('/profile/my-company', pending)).toBeNull();
    expect(await decide('/profile/applications', pending)).toBeNull();
    expect(await decide('/profile/marketing', pending)).toBeNull();
    // Issue 15: what the assistant offers is told to everyone; asking it needs the approval.
    expect(await decide('/profile/pro-services/assistant', pending)).toBeNull();
  });

  it('issue 15: the country-analysis form explains itself to a company not approved, subscribed or not', async () => {
    expect(await decide('/profile/pro-services/analysis/create', pending)).toBe(
      '/profile/approval-required?redirect=%2Fprofile%2Fpro-services%2Fanalysis%2Fcreate',
    );
    expect(
      await decide('/en/profile/pro-services/analysis/create', { ...subscribed, is_approved: false }),
    ).toBe('/en/profile/approval-required?redirect=%2Fen%2Fprofile%2Fpro-services%2Fanalysis%2Fcreate');
    expect(await decide('/profile/pro-services/analysis/create', subscribed)).toBeNull();
  });

  it('an unfinished registration still goes to the registration first', async () => {
    expect(await decide('/profile/market', unfinished)).toBe('/auth/registration');
  });
});

describe('the back-office (/admin) is for managers and admins', () => {
  it.each(['/admin', '/admin/companies', '/en/admin/sales-market/x'])(
    'a guest at %s signs in first',
    async (path) => {
      expect(await decide(path, null)).toMatch(/\/auth\/login\?redirect=/);
    },
  );

  it('a manager and an admin get in', async () => {
    expect(await decide('/admin/companies', { ...registered, role: 'manager' })).toBeNull();
    expect(await decide('/en/admin', { ...registered, role: 'admin' })).toBeNull();
  });

  it.each(['/profile/applications', '/profile/application-statuses'])(
    'issue 12: staff have no company: %s (the company’s requests) leads them to the back-office, not to a 500',
    async (path) => {
      expect(await decide(path, { ...registered, role: 'manager' })).toBe('/admin');
      expect(await decide(`/en${path}`, { ...registered, role: 'admin' })).toBe('/en/admin');
      expect(await decide(path, registered)).toBeNull();
    },
  );

  it('an exporter is sent home', async () => {
    expect(await decide('/admin', registered)).toBe('/');
    expect(await decide('/en/admin/audit-log', registered)).toBe('/en');
  });

  it('/administration is not the back-office', async () => {
    expect(await decide('/administration', registered)).toBeNull();
  });
});

describe('issue 13 §6: staff land in the back-office; the exporter cabinet sends them there', () => {
  const manager: GuardProfile = { ...registered, role: 'manager', is_approved: false };
  const admin: GuardProfile = { ...registered, role: 'admin', is_approved: false };
  const staff = [
    ['a manager', manager],
    ['an admin', admin],
  ] as const;

  describe.each(staff)('%s', (_, profile) => {
    it.each([
      ['/auth/login', '/admin'],
      ['/auth/registration', '/admin'],
      ['/auth/forgot-password', '/admin'],
      ['/auth', '/admin'],
      ['/en/auth/login', '/en/admin'],
      ['/en/auth/create-new-password', '/en/admin'],
    ])('on an auth page (%s) once registered goes to %s, not to the cabinet', async (path, to) => {
      expect(await decide(path, profile)).toBe(to);
      expect(await decide(path, profile, '?redirect=%2Fprofile%2Fmy-company')).toBe(to);
    });

    it('still reaches the sign-out endpoint', async () => {
      expect(await decide('/auth/sign-out', profile)).toBeNull();
      expect(await decide('/en/auth/sign-out', profile)).toBeNull();
    });

    it.each([
      '/profile',
      '/profile/my-company',
      '/profile/market',
      '/profile/market/create',
      '/profile/market/5b0c6a4e-0000-4000-8000-000000000001',
      '/profile/check-list',
      '/profile/check-list/edit/5b0c6a4e-0000-4000-8000-000000000001',
      '/profile/applications',
      '/profile/application-statuses',
      '/profile/importing-countries',
      '/profile/pro-services',
      '/profile/pro-services/business-club/events',
      '/profile/pro-services/analysis/create',
      '/profile/services',
    ])('on the exporter cabinet page %s goes to the back-office, in the page language', async (path) => {
      expect(await decide(path, profile)).toBe('/admin');
      expect(await decide(`/en${path}`, profile)).toBe('/en/admin');
      expect(await decide(path, profile, '?country=PL')).toBe('/admin');
    });

    it.each(['/profile/main', '/profile/cabinet', '/profile/security'])(
      'keeps the own account page %s (personal data, password, 2FA)',
      async (path) => {
        expect(await decide(path, profile)).toBeNull();
        expect(await decide(`/en${path}`, profile)).toBeNull();
      },
    );

    it('opens the back-office and the public pages, the public importing countries included', async () => {
      expect(await decide('/admin', profile)).toBeNull();
      expect(await decide('/en/admin/companies', profile)).toBeNull();
      expect(await decide('/', profile)).toBeNull();
      expect(await decide('/en/tariffs', profile)).toBeNull();
      // The cabinet twin would only send them on to /admin: they read the public page.
      expect(await decide('/importing-countries', profile, '?country=PL')).toBeNull();
      expect(await decide('/en/importing-countries', profile)).toBeNull();
    });

    it('with an unfinished registration still goes to the registration first', async () => {
      const unfinishedStaff = { ...profile, registration_step: 2 };
      expect(await decide('/profile/my-company', unfinishedStaff)).toBe('/auth/registration');
      expect(await decide('/en/profile/security', unfinishedStaff)).toBe('/en/auth/registration');
      expect(await decide('/auth/login', unfinishedStaff)).toBeNull();
    });
  });

  it('exporters keep their cabinet: the same pages stay open to them', async () => {
    expect(await decide('/auth/login', registered)).toBe('/profile/my-company');
    expect(await decide('/en/auth/login', registered)).toBe('/en/profile/my-company');
    expect(await decide('/profile/my-company', registered)).toBeNull();
    expect(await decide('/profile/applications', registered)).toBeNull();
    expect(await decide('/en/profile/importing-countries', registered)).toBeNull();
    expect(await decide('/importing-countries', registered)).toBe('/profile/importing-countries');
  });
});

describe('isExporterCabinetPath: the one rule the guard and the menus share', () => {
  it.each([
    '/profile',
    '/profile/my-company',
    '/profile/market/create',
    '/profile/check-list',
    '/profile/applications',
    '/profile/application-statuses',
    '/profile/importing-countries',
    '/profile/pro-services/analysis',
    '/en/profile/my-company',
    '/profile/my-company#subscription-info',
  ])('%s is the exporter cabinet', async (path) => {
    expect(isExporterCabinetPath(path)).toBe(true);
  });

  it.each([
    '/profile/main',
    '/profile/cabinet',
    '/profile/security',
    '/en/profile/security',
    '/admin',
    '/faq',
    '/importing-countries',
    '/profiles',
    '/profile/main?saved=1',
    '/en/profile/security#two-factor',
  ])('%s is not', async (path) => {
    expect(isExporterCabinetPath(path)).toBe(false);
  });
});

describe('one pure function per guard kind (the profile and the page asked for)', () => {
  const page = (address: string) => {
    const url = new URL(address, 'http://portal.test');
    return { pathname: url.pathname, search: url.search };
  };
  const manager: GuardProfile = { ...registered, role: 'manager' };
  const running = subscribed.active_tariff;

  it('spec §6, §4 guardSignedIn: a guest signs in and comes back; an unfinished registration goes on', () => {
    expect(guardSignedIn(null, page('/en/profile/main?x=1'))).toBe(
      '/en/auth/login?redirect=%2Fen%2Fprofile%2Fmain%3Fx%3D1',
    );
    expect(guardSignedIn(unfinished, page('/profile/main'))).toBe('/auth/registration');
    expect(guardSignedIn(registered, page('/profile/main'))).toBeNull();
    expect(guardSignedIn({ ...manager, registration_step: 2 }, page('/en/profile/main'))).toBe(
      '/en/auth/registration',
    );
  });

  it('issue 5 guardBackOffice: a guest signs in, an exporter goes home, staff stay', () => {
    expect(guardBackOffice(null, page('/admin/companies'))).toBe('/auth/login?redirect=%2Fadmin%2Fcompanies');
    expect(guardBackOffice(registered, page('/en/admin'))).toBe('/en');
    expect(guardBackOffice({ ...manager, registration_step: 2 }, page('/admin'))).toBeNull();
  });

  it('spec §4 guardGuestOnly: a finished registration leads home (staff: the back-office)', () => {
    expect(guardGuestOnly(null, page('/auth/login'))).toBeNull();
    expect(guardGuestOnly(unfinished, page('/auth/registration'))).toBeNull();
    expect(guardGuestOnly(registered, page('/en/auth/login'))).toBe('/en/profile/my-company');
    expect(guardGuestOnly(manager, page('/auth/login?redirect=%2Fprofile'))).toBe('/admin');
  });

  it('spec §6 guardProfileAddress: a guest on any path containing "profile" signs in', () => {
    expect(guardProfileAddress(null, page('/my-profile-page'))).toBe(
      '/auth/login?redirect=%2Fmy-profile-page',
    );
    expect(guardProfileAddress(null, page('/en/faq'))).toBeNull();
    expect(guardProfileAddress(registered, page('/my-profile-page'))).toBeNull();
  });

  it('spec §2 guardCabinetTwin: a signed-in exporter opens the cabinet twin, query kept', () => {
    expect(guardCabinetTwin(registered, page('/en/importing-countries?country=PL'))).toBe(
      '/en/profile/importing-countries?country=PL',
    );
    expect(guardCabinetTwin(unfinished, page('/importing-countries'))).toBe('/auth/registration');
    expect(guardCabinetTwin(null, page('/importing-countries'))).toBeNull();
    expect(guardCabinetTwin(manager, page('/importing-countries'))).toBeNull();
  });

  it('issue 13 §6 guardExporterCabinet: staff go to the back-office, in the page language', () => {
    expect(guardExporterCabinet(manager, page('/en/profile/market'))).toBe('/en/admin');
    expect(guardExporterCabinet(registered, page('/profile/market'))).toBeNull();
  });

  it('spec §2, issue 25 §3 guardFiling: who may not file requests reads the approval page', () => {
    expect(guardFiling({ ...registered, is_banned: true }, page('/en/profile/market?page=2'))).toBe(
      '/en/profile/approval-required?redirect=%2Fen%2Fprofile%2Fmarket%3Fpage%3D2',
    );
    expect(guardFiling(registered, page('/profile/market'))).toBeNull();
  });

  it('spec §6 guardSubscription: without an active subscription a sub-page leads to its service, language kept', () => {
    expect(guardSubscription(registered, page('/profile/pro-services/business-club/events'))).toBe(
      '/profile/pro-services/business-club',
    );
    expect(guardSubscription(registered, page('/en/profile/pro-services/analysis/create?x=1'))).toBe(
      '/en/profile/pro-services/analysis',
    );
    // An ended subscription is none.
    const ended = { ...registered, active_tariff: running && { ...running, is_active: false } };
    expect(guardSubscription(ended, page('/profile/pro-services/analysis/7'))).toBe(
      '/profile/pro-services/analysis',
    );
    expect(guardSubscription(subscribed, page('/profile/pro-services/business-club/events'))).toBeNull();
    expect(guardSubscription(subscribed, page('/en/profile/pro-services/analysis/create'))).toBeNull();
  });
});
