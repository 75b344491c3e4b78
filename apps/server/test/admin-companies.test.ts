import { randomUUID } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '@portal/db';
import type { AdminCompany, AdminCompanyListItem, AuditEntry, Profile } from '@portal/contract';
import { buildTestApp, createTestEmail, readOutbox, type TestApp } from './helpers';
import { COMPANY_BODY, createSignedInUser, createTestIp, TEST_PASSWORD, type SignedInUser } from './accounts';
import {
  createApprovedExporter,
  createCheckListRequest,
  createDraftApplication,
  createSubmittedApplication,
  VALID_PERSONAL_STEP,
} from './requests';

let testApp: TestApp;
let app: FastifyInstance;
let manager: SignedInUser;

beforeAll(async () => {
  testApp = await buildTestApp();
  app = testApp.app;
  manager = await createSignedInUser(app, { role: 'manager', name: 'Олена', surname: 'Коваль' });
});

afterAll(async () => {
  await testApp?.close();
});

/** A fresh exporter with a finished registration and a company name nobody else has. */
async function createCompany(options: Parameters<typeof createSignedInUser>[1] = {}) {
  const tag = randomUUID().slice(0, 8);
  return createSignedInUser(app, {
    ...options,
    company: { ...COMPANY_BODY, name_ru: `ТОВ «Компанія ${tag}»`, name_en: `Kompaniia ${tag} LLC` },
  });
}

function adminGet(url: string, headers: Record<string, string> = manager.bearerHeaders) {
  return app.inject({ method: 'GET', url: `/api${url}`, headers });
}

function adminPost(url: string, payload?: object, headers: Record<string, string> = manager.bearerHeaders) {
  return app.inject({ method: 'POST', url: `/api${url}`, headers, ...(payload ? { payload } : {}) });
}

async function listCompanies(query: Record<string, string>): Promise<AdminCompanyListItem[]> {
  const response = await app.inject({
    method: 'GET',
    url: '/api/admin/companies',
    query,
    headers: manager.bearerHeaders,
  });
  expect(response.statusCode).toBe(200);
  return response.json().data.items as AdminCompanyListItem[];
}

async function readProfile(person: SignedInUser) {
  return app.inject({ method: 'GET', url: '/api/profile', headers: person.bearerHeaders });
}

async function readCompanyAudit(userId: string): Promise<AuditEntry[]> {
  const response = await app.inject({
    method: 'GET',
    url: '/api/admin/audit-log',
    query: { entity_type: 'company', entity_id: userId },
    headers: manager.bearerHeaders,
  });
  expect(response.statusCode).toBe(200);
  return response.json().data.items as AuditEntry[];
}

async function readNotifications(userId: string) {
  return app.db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt));
}

const SOME_ID = '7f1c1a52-3a63-4d6f-9f55-3f3d2c6b1a10';

/** Every back-office call (decision 015), with a body that would pass validation. */
const ADMIN_CALLS: { method: 'GET' | 'POST'; url: string; payload?: object }[] = [
  { method: 'GET', url: '/admin/summary' },
  { method: 'GET', url: '/admin/companies' },
  { method: 'GET', url: `/admin/companies/${SOME_ID}` },
  { method: 'POST', url: `/admin/companies/${SOME_ID}/approve` },
  {
    method: 'POST',
    url: `/admin/companies/${SOME_ID}/deny`,
    payload: { reason: 'Дані ЄДРПОУ не збігаються' },
  },
  { method: 'POST', url: `/admin/companies/${SOME_ID}/ban`, payload: {} },
  { method: 'POST', url: `/admin/companies/${SOME_ID}/unban` },
  { method: 'GET', url: '/admin/sales-market' },
  { method: 'GET', url: `/admin/sales-market/${SOME_ID}` },
  { method: 'POST', url: `/admin/sales-market/${SOME_ID}/status`, payload: { status: 'in_process' } },
  {
    method: 'POST',
    url: `/admin/sales-market/${SOME_ID}/shared-contacts`,
    payload: { company_name: 'Buyer GmbH', country_code: 'DE' },
  },
  { method: 'GET', url: '/admin/check-list' },
  { method: 'GET', url: `/admin/check-list/${SOME_ID}` },
  { method: 'POST', url: `/admin/check-list/${SOME_ID}/status`, payload: { status: 'in_process' } },
  { method: 'GET', url: '/admin/audit-log' },
];

describe('decision 015: the back office is for managers and admins only', () => {
  it.each(ADMIN_CALLS)('$method $url answers a guest 401', async (call) => {
    const response = await app.inject({ method: call.method, url: `/api${call.url}`, payload: call.payload });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('unauthenticated');
  });

  it.each(ADMIN_CALLS)('$method $url answers an exporter 403, even an approved one', async (call) => {
    const exporter = await createSignedInUser(app, { isApproved: true });
    const response = await app.inject({
      method: call.method,
      url: `/api${call.url}`,
      payload: call.payload,
      headers: exporter.bearerHeaders,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('forbidden');
  });

  it('a cookie-authenticated change from another origin is refused (403) even for a manager', async () => {
    const company = await createCompany();
    const response = await adminPost(`/admin/companies/${company.user.id}/approve`, undefined, {
      cookie: manager.cookieHeaders.cookie!,
      origin: 'https://evil.example',
    });
    expect(response.statusCode).toBe(403);
  });

  it('every call is in the OpenAPI document, tagged admin, with the session schemes', async () => {
    const document = (await app.inject({ url: '/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, { tags?: string[]; security?: unknown[] }>>;
    };
    for (const call of ADMIN_CALLS) {
      const path = `/api${call.url.replace(SOME_ID, call.url.startsWith('/admin/companies') ? '{userId}' : '{id}')}`;
      const operation = document.paths[path]?.[call.method.toLowerCase()];
      expect(operation, path).toBeDefined();
      expect(operation?.tags, path).toEqual(['admin']);
      expect(operation?.security, path).toEqual([{ bearer: [] }, { cookie: [] }]);
    }
  });

  it.each(['manager', 'admin'] as const)(
    'a %s is let in (summary and companies answer 200)',
    async (role) => {
      const staff = await createSignedInUser(app, { role });
      expect((await adminGet('/admin/summary', staff.bearerHeaders)).statusCode).toBe(200);
      expect((await adminGet('/admin/companies', staff.bearerHeaders)).statusCode).toBe(200);
      const company = await createCompany();
      const approved = await adminPost(
        `/admin/companies/${company.user.id}/approve`,
        undefined,
        staff.cookieHeaders,
      );
      expect(approved.statusCode).toBe(200);
    },
  );
});

describe('GET /admin/companies: exporters with a finished registration, by verification', () => {
  it('pending is the default view; approved, denied and banned companies are not in it', async () => {
    const tag = randomUUID().slice(0, 8);
    const named = (suffix: string) => ({ ...COMPANY_BODY, name_ru: `ТОВ «${tag} ${suffix}»` });
    const pending = await createSignedInUser(app, { company: named('pending') });
    const approved = await createSignedInUser(app, { company: named('approved'), isApproved: true });
    const denied = await createSignedInUser(app, {
      company: named('denied'),
      isDenied: true,
      denyReason: 'ні',
    });
    const banned = await createSignedInUser(app, {
      company: named('banned'),
      isBanned: true,
      isApproved: true,
    });

    const ids = (items: AdminCompanyListItem[]) => items.map((item) => item.user_id).sort();
    expect(ids(await listCompanies({ search: tag }))).toEqual([pending.user.id]);
    expect(ids(await listCompanies({ search: tag, verification: 'approved' }))).toEqual([approved.user.id]);
    expect(ids(await listCompanies({ search: tag, verification: 'denied' }))).toEqual([denied.user.id]);
    expect(ids(await listCompanies({ search: tag, verification: 'banned' }))).toEqual([banned.user.id]);
    expect(ids(await listCompanies({ search: tag, verification: 'all' }))).toEqual(
      [pending.user.id, approved.user.id, denied.user.id, banned.user.id].sort(),
    );
  });

  it('a list row names the exporter, the company and the verification, and only the reason of a denial', async () => {
    const company = await createCompany({
      name: 'Ірина',
      surname: 'Бойко',
      isDenied: true,
      denyReason: 'Фейк',
    });
    const [row] = await listCompanies({ search: company.email, verification: 'denied' });
    expect(row).toEqual({
      user_id: company.user.id,
      email: company.email,
      name: 'Ірина Бойко',
      company_name: expect.stringContaining('ТОВ «Компанія'),
      company_name_en: expect.stringContaining('Kompaniia'),
      edrpou_code: COMPANY_BODY.edrpou_code,
      region: COMPANY_BODY.region,
      verification: 'denied',
      deny_reason: 'Фейк',
      registered_at: expect.any(String),
    });
  });

  it('finds a company by its Ukrainian name, its English name, its EDRPOU or the e-mail, case-insensitively', async () => {
    const tag = randomUUID().slice(0, 8);
    const edrpou = String(10_000_000 + Math.floor(Math.random() * 89_999_999));
    const company = await createSignedInUser(app, {
      email: createTestEmail(`find-${tag}`),
      company: {
        ...COMPANY_BODY,
        name_ru: `Агро-${tag} Україна`,
        name_en: `Agro${tag} Ukraine`,
        edrpou_code: edrpou,
      },
    });
    for (const search of [`агро-${tag.toUpperCase()}`, `AGRO${tag}`, edrpou, `find-${tag}`]) {
      const items = await listCompanies({ search, verification: 'all' });
      expect(
        items.map((item) => item.user_id),
        search,
      ).toEqual([company.user.id]);
    }
    expect(await listCompanies({ search: `nothing-${tag}`, verification: 'all' })).toEqual([]);
  });

  it('LIKE signs in a search are plain characters, not wildcards', async () => {
    expect(await listCompanies({ search: '%', verification: 'all' })).toEqual([]);
    expect(await listCompanies({ search: '_', verification: 'all' })).toEqual([]);
  });

  it('staff and unfinished registrations are not companies: never listed', async () => {
    const tag = randomUUID().slice(0, 8);
    await createSignedInUser(app, { role: 'manager', email: createTestEmail(`staff-${tag}`) });
    await createSignedInUser(app, { step: 4, email: createTestEmail(`step4-${tag}`) });
    expect(await listCompanies({ search: tag, verification: 'all' })).toEqual([]);
  });

  it('pages: per_page and page, with the total; pending companies come oldest first', async () => {
    const tag = randomUUID().slice(0, 8);
    const made: SignedInUser[] = [];
    for (let i = 0; i < 3; i++) {
      made.push(
        await createSignedInUser(app, { company: { ...COMPANY_BODY, name_en: `Paged ${tag} ${i}` } }),
      );
    }
    const first = await app.inject({
      method: 'GET',
      url: '/api/admin/companies',
      query: { search: `Paged ${tag}`, per_page: '2', page: '1' },
      headers: manager.bearerHeaders,
    });
    expect(first.json().data.meta).toEqual({ current_page: 1, per_page: 2, total: 3, last_page: 2 });
    expect(first.json().data.items.map((item: AdminCompanyListItem) => item.user_id)).toEqual([
      made[0]!.user.id,
      made[1]!.user.id,
    ]);
    const second = await app.inject({
      method: 'GET',
      url: '/api/admin/companies',
      query: { search: `Paged ${tag}`, per_page: '2', page: '2' },
      headers: manager.bearerHeaders,
    });
    expect(second.json().data.items.map((item: AdminCompanyListItem) => item.user_id)).toEqual([
      made[2]!.user.id,
    ]);
  });

  it('counts the companies in each verification state for the tabs, whatever the search', async () => {
    const read = async (query = '') =>
      (await adminGet(`/admin/companies${query}`)).json().data.counts as Record<string, number>;
    const before = await read();
    expect(Object.keys(before).sort()).toEqual(['approved', 'banned', 'denied', 'pending']);
    await createCompany();
    await createCompany({ isApproved: true });
    const denied = await createCompany();
    await adminPost(`/admin/companies/${denied.user.id}/deny`, { reason: 'Недійсна адреса' });
    // Banned wins over approved (spec §4 order).
    const banned = await createCompany({ isApproved: true });
    await adminPost(`/admin/companies/${banned.user.id}/ban`);
    const after = await read('?verification=approved&search=nothing-matches-this');
    expect(after).toEqual({
      pending: before.pending! + 1,
      approved: before.approved! + 1,
      denied: before.denied! + 1,
      banned: before.banned! + 1,
    });
  });

  it('an unknown verification or an unknown parameter answers 422', async () => {
    expect((await adminGet('/admin/companies?verification=maybe')).statusCode).toBe(422);
    expect((await adminGet('/admin/companies?role=admin')).statusCode).toBe(422);
  });
});

describe('GET /admin/companies/{userId}', () => {
  it("answers the exporter's profile as they see it, the verification and the requests counted", async () => {
    const company = await createCompany({ name: 'Марко', surname: 'Гнатюк' });
    const response = await adminGet(`/admin/companies/${company.user.id}`);
    expect(response.statusCode).toBe(200);
    const data = response.json().data as AdminCompany;
    const own = (await readProfile(company)).json().data.user as Profile;
    expect(data).toEqual({
      verification: 'pending',
      profile: own,
      registered_at: expect.any(String),
      requests: { sales_market: 0, check_list: 0 },
      decisions: [],
    });
  });

  it('counts the company’s requests of each kind, drafts included', async () => {
    const exporter = await createApprovedExporter(app);
    await createDraftApplication(app, exporter);
    await createSubmittedApplication(app, exporter);
    await createCheckListRequest(app, exporter);
    const response = await adminGet(`/admin/companies/${exporter.user.id}`);
    expect(response.json().data.requests).toEqual({ sales_market: 2, check_list: 1 });
  });

  it('a bad id answers 422, an unknown one 404, staff or an unfinished registration 404 admin.not_a_company', async () => {
    expect((await adminGet('/admin/companies/not-a-uuid')).statusCode).toBe(422);
    const unknown = await adminGet(`/admin/companies/${randomUUID()}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('not_found');
    const registering = await createSignedInUser(app, { step: 3 });
    for (const userId of [manager.user.id, registering.user.id]) {
      const response = await app.inject({
        method: 'GET',
        url: `/api/admin/companies/${userId}`,
        headers: { ...manager.bearerHeaders, 'x-localization': 'en' },
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        code: 'not_found',
        message: 'This user is not an exporter with a finished registration.',
      });
      expect((await adminPost(`/admin/companies/${userId}/approve`)).statusCode).toBe(404);
    }
  });
});

describe('POST /admin/companies/{userId}/approve', () => {
  it('approves: the profile reads is_approved, the company leaves the pending list', async () => {
    const company = await createCompany();
    const response = await adminPost(`/admin/companies/${company.user.id}/approve`);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      verification: 'approved',
      profile: { is_approved: true, is_denied: false, deny_reason: null },
    });
    const profile = (await readProfile(company)).json().data.user as Profile;
    expect(profile).toMatchObject({ is_approved: true, is_denied: false, deny_reason: null });
    expect(await listCompanies({ search: company.email })).toEqual([]);
  });

  it('approving a company opens filing requests to it (the guard of spec §2)', async () => {
    const company = await createCompany();
    const file = () =>
      app.inject({
        method: 'POST',
        url: '/api/profile/sales-market/manage',
        headers: company.bearerHeaders,
        payload: VALID_PERSONAL_STEP,
      });
    expect((await file()).statusCode).toBe(403);
    await adminPost(`/admin/companies/${company.user.id}/approve`);
    expect((await file()).statusCode).toBe(201);
  });

  it('approving a denied company clears the denial and its reason', async () => {
    const company = await createCompany({ isDenied: true, denyReason: 'Некоректний ЄДРПОУ' });
    const response = await adminPost(`/admin/companies/${company.user.id}/approve`);
    expect(response.statusCode).toBe(200);
    const profile = (await readProfile(company)).json().data.user as Profile;
    expect(profile).toMatchObject({ is_approved: true, is_denied: false, deny_reason: null });
  });

  it('notifies the user in the portal (success) and by e-mail in their language', async () => {
    const company = await createCompany({ locale: 'en' });
    await adminPost(`/admin/companies/${company.user.id}/approve`);
    const [notice] = await readNotifications(company.user.id);
    expect(notice).toMatchObject({
      type: 'success',
      title: { uk: 'Успішно!', en: 'Success!' },
      link: '/profile/my-company',
    });
    expect(notice!.text.uk).toContain('подання заявок');
    expect(notice!.text.en).toContain('filing requests');
    await app.jobs.drain();
    const [mail] = await readOutbox(app, company.email);
    expect(mail?.subject).toBe('Your company is verified');
    expect(mail?.text).toContain(`${testApp.config.publicUrl}/en/profile/my-company`);
  });

  it('a company already approved answers 409 admin.already_in_state and changes nothing', async () => {
    const company = await createCompany({ isApproved: true });
    const response = await adminPost(`/admin/companies/${company.user.id}/approve`);
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('conflict');
    expect(response.json().message).toBe('Компанія вже має цей статус.');
    expect(await readCompanyAudit(company.user.id)).toEqual([]);
    expect(await readNotifications(company.user.id)).toEqual([]);
  });

  it('unknown body fields answer 422', async () => {
    const company = await createCompany();
    const response = await adminPost(`/admin/companies/${company.user.id}/approve`, { reason: 'x' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ reason: ['Невідоме поле.'] });
  });
});

describe('POST /admin/companies/{userId}/deny', () => {
  it('denies with a reason the user sees in GET /profile as deny_reason', async () => {
    const company = await createCompany({ isApproved: true });
    const reason = 'Код ЄДРПОУ належить іншій компанії';
    const response = await adminPost(`/admin/companies/${company.user.id}/deny`, { reason });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.verification).toBe('denied');
    const profile = (await readProfile(company)).json().data.user as Profile;
    expect(profile).toMatchObject({ is_approved: false, is_denied: true, deny_reason: reason });
  });

  it('a denied company can no longer file requests (the guard of spec §2)', async () => {
    const company = await createCompany({ isApproved: true });
    const file = () =>
      app.inject({
        method: 'POST',
        url: '/api/profile/sales-market/manage',
        headers: company.bearerHeaders,
        payload: VALID_PERSONAL_STEP,
      });
    expect((await file()).statusCode).toBe(201);
    await adminPost(`/admin/companies/${company.user.id}/deny`, { reason: 'Дані не підтверджено' });
    const refused = await file();
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Подавати заявки можуть лише компанії, що пройшли верифікацію.');
  });

  it('without a reason (or a blank one) answers 422 naming reason', async () => {
    const company = await createCompany();
    for (const payload of [{}, { reason: '   ' }]) {
      const response = await adminPost(`/admin/companies/${company.user.id}/deny`, payload);
      expect(response.statusCode).toBe(422);
      expect(Object.keys(response.json().errors)).toEqual(['reason']);
    }
    const profile = (await readProfile(company)).json().data.user as Profile;
    expect(profile.is_denied).toBe(false);
  });

  it('notifies the user (error, with the reason) and mails them the reason in Ukrainian by default', async () => {
    const company = await createCompany();
    const reason = 'Назва компанії не збігається з реєстром';
    await adminPost(`/admin/companies/${company.user.id}/deny`, { reason });
    const [notice] = await readNotifications(company.user.id);
    expect(notice).toMatchObject({ type: 'error', title: { uk: 'Помилка!', en: 'Error!' } });
    expect(notice!.text.uk).toContain(`Причина: ${reason}`);
    expect(notice!.text.en).toContain(`Reason: ${reason}`);
    await app.jobs.drain();
    const [mail] = await readOutbox(app, company.email);
    expect(mail?.subject).toBe('Верифікацію компанії відхилено');
    expect(mail?.text).toContain(`Причина: ${reason}`);
    expect(mail?.html).toContain('lang="uk"');
  });

  it('a company already denied answers 409', async () => {
    const company = await createCompany({ isDenied: true, denyReason: 'Перша причина' });
    const response = await adminPost(`/admin/companies/${company.user.id}/deny`, { reason: 'Друга причина' });
    expect(response.statusCode).toBe(409);
    const profile = (await readProfile(company)).json().data.user as Profile;
    expect(profile.deny_reason).toBe('Перша причина');
  });
});

describe('POST /admin/companies/{userId}/ban and /unban', () => {
  it('a ban ends every session of the user at once: their next call answers 401', async () => {
    const company = await createCompany({ isApproved: true });
    expect((await readProfile(company)).statusCode).toBe(200);
    const response = await adminPost(`/admin/companies/${company.user.id}/ban`, { reason: 'Шахрайство' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ verification: 'banned', profile: { is_banned: true } });
    expect((await readProfile(company)).statusCode).toBe(401);
  });

  it('a banned user cannot sign in (403 auth.banned); after unban they can, but the old session stays dead', async () => {
    const company = await createCompany();
    await adminPost(`/admin/companies/${company.user.id}/ban`);
    const login = () =>
      app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: company.email, password: TEST_PASSWORD },
        remoteAddress: createTestIp(),
      });
    const refused = await login();
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('forbidden');

    const unbanned = await adminPost(`/admin/companies/${company.user.id}/unban`);
    expect(unbanned.statusCode).toBe(200);
    expect(unbanned.json().data).toMatchObject({ verification: 'pending', profile: { is_banned: false } });
    expect((await login()).statusCode).toBe(200);
    expect((await readProfile(company)).statusCode).toBe(401);
  });

  it('a ban keeps the other flags: unbanning an approved company leaves it approved', async () => {
    const company = await createCompany({ isApproved: true });
    await adminPost(`/admin/companies/${company.user.id}/ban`);
    const response = await adminPost(`/admin/companies/${company.user.id}/unban`);
    expect(response.json().data.verification).toBe('approved');
  });

  it('the company page lists the decisions, latest first, with who took them and the reasons given', async () => {
    const company = await createCompany();
    const userId = company.user.id;
    await adminPost(`/admin/companies/${userId}/deny`, { reason: 'Недійсна адреса' });
    await adminPost(`/admin/companies/${userId}/approve`);
    await adminPost(`/admin/companies/${userId}/ban`, { reason: 'Шахрайство з документами' });
    const decisions = (await adminGet(`/admin/companies/${userId}`)).json().data.decisions;
    expect(decisions).toEqual([
      {
        action: 'ban',
        reason: 'Шахрайство з документами',
        actor_email: manager.email,
        created_at: expect.any(String),
      },
      { action: 'approve', reason: null, actor_email: manager.email, created_at: expect.any(String) },
      {
        action: 'deny',
        reason: 'Недійсна адреса',
        actor_email: manager.email,
        created_at: expect.any(String),
      },
    ]);
    // Another company's decisions are not among them.
    const other = await createCompany();
    expect((await adminGet(`/admin/companies/${other.user.id}`)).json().data.decisions).toEqual([]);
  });

  it('banning a banned user or unbanning one who is not banned answers 409', async () => {
    const company = await createCompany();
    expect((await adminPost(`/admin/companies/${company.user.id}/unban`)).statusCode).toBe(409);
    expect((await adminPost(`/admin/companies/${company.user.id}/ban`)).statusCode).toBe(200);
    expect((await adminPost(`/admin/companies/${company.user.id}/ban`)).statusCode).toBe(409);
  });

  it('the ban mail names the reason and offers no link to a cabinet they cannot open', async () => {
    const company = await createCompany({ locale: 'en' });
    await adminPost(`/admin/companies/${company.user.id}/ban`, { reason: 'Fraudulent documents' });
    await app.jobs.drain();
    const [mail] = await readOutbox(app, company.email);
    expect(mail?.subject).toBe('Your account is blocked');
    expect(mail?.text).toContain('Reason: Fraudulent documents');
    expect(mail?.text).not.toContain('/profile/my-company');
  });
});

describe('decision 015: every verification action is in the audit log, with before and after', () => {
  it('approve, deny, ban and unban each write one entry: who, what, the flags before and after, the reason', async () => {
    const company = await createCompany();
    const userId = company.user.id;
    await adminPost(`/admin/companies/${userId}/approve`);
    await adminPost(`/admin/companies/${userId}/deny`, { reason: 'Недійсна адреса' });
    await adminPost(`/admin/companies/${userId}/ban`, { reason: 'Спам' });
    await adminPost(`/admin/companies/${userId}/unban`);

    const entries = await readCompanyAudit(userId);
    expect(entries.map((entry) => entry.action)).toEqual([
      'company.unban',
      'company.ban',
      'company.deny',
      'company.approve',
    ]);
    const flags = { is_approved: false, is_denied: false, deny_reason: null, is_banned: false };
    const approve = entries[3]!;
    expect(approve).toMatchObject({
      actor_email: manager.email,
      entity_type: 'company',
      entity_id: userId,
      before: flags,
      after: { ...flags, is_approved: true },
    });
    expect(entries[2]).toMatchObject({
      before: { ...flags, is_approved: true },
      after: { ...flags, is_denied: true, deny_reason: 'Недійсна адреса', reason: 'Недійсна адреса' },
    });
    expect(entries[1]).toMatchObject({
      before: { is_banned: false },
      after: { is_banned: true, reason: 'Спам' },
    });
    expect(entries[0]).toMatchObject({ before: { is_banned: true }, after: { is_banned: false } });
  });

  it('the audit log pages, filters by entity and refuses an unknown entity type (422)', async () => {
    const company = await createCompany();
    await adminPost(`/admin/companies/${company.user.id}/approve`);
    const all = await adminGet('/admin/audit-log?per_page=1');
    expect(all.statusCode).toBe(200);
    expect(all.json().data.items).toHaveLength(1);
    expect(all.json().data.meta.total).toBeGreaterThanOrEqual(1);
    expect((await adminGet('/admin/audit-log?entity_type=user')).statusCode).toBe(422);
    const other = await adminGet(`/admin/audit-log?entity_type=sales_market&entity_id=${company.user.id}`);
    expect(other.json().data.items).toEqual([]);
  });
});

describe('GET /admin/summary: what waits for the managers', () => {
  it('counts the companies pending verification', async () => {
    const read = async () => (await adminGet('/admin/summary')).json().data.companies_pending as number;
    const before = await read();
    const company = await createCompany();
    await createCompany({ isApproved: true });
    expect(await read()).toBe(before + 1);
    await adminPost(`/admin/companies/${company.user.id}/deny`, { reason: 'Немає сайту' });
    expect(await read()).toBe(before);
  });

  it('counts requests of each kind by status, every status of the kind present', async () => {
    const response = await adminGet('/admin/summary');
    const { sales_market, check_list } = response.json().data;
    expect(Object.keys(sales_market).sort()).toEqual(
      [
        'created',
        'accepted',
        'in_process',
        'approved',
        'in_work',
        'in_finalization',
        'denied',
        'closed',
        'contract',
        'future',
      ].sort(),
    );
    expect(Object.keys(check_list).sort()).toEqual(
      ['created', 'accepted', 'in_process', 'approved', 'in_finalization', 'denied', 'closed'].sort(),
    );
  });
});

describe('the notification of a verification action is the user’s own', () => {
  it('goes to the company’s user only', async () => {
    const company = await createCompany();
    await adminPost(`/admin/companies/${company.user.id}/approve`);
    const mine = await app.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, manager.user.id), eq(notifications.type, 'success')));
    expect(mine).toEqual([]);
  });
});
