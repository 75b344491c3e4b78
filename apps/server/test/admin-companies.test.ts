import { orderService, publishService } from './catalog';
import { randomUUID } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '@portal/db';
import {
  endpointPath,
  endpointRoute,
  endpoints,
  REQUEST_KINDS,
  statusesOf,
  type AdminCompanyListItem,
  type AnyEndpoint,
  type AuditEntry,
} from '@portal/contract';
import { buildTestApp, createTestEmail, readOutbox, type TestApp } from './helpers';
import { COMPANY_BODY, createSignedInUser, createTestIp, TEST_PASSWORD, type SignedInUser } from './accounts';
import { call, injectOptionsOf, type CallOptions } from './call';
import {
  createApprovedExporter,
  createCheckListRequest,
  createDraftApplication,
  createSubmittedApplication,
  errorOf,
  VALID_PERSONAL_STEP,
} from './requests';
import { createAssistant, createCountryAnalysis, subscribe, VALID_COUNTRY_ANALYSIS } from './pro-services';

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

/** A back-office call, as the manager unless `options` say who calls. */
function admin<E extends AnyEndpoint>(
  entry: E,
  input: Parameters<typeof call<E>>[2] = {},
  options: CallOptions = { as: manager },
) {
  return call(app, entry, input, options);
}

async function listCompanies(query: Record<string, string>): Promise<AdminCompanyListItem[]> {
  const response = await admin(endpoints.listAdminCompanies, { query });
  expect(response.status).toBe(200);
  return response.data.items;
}

async function readProfile(person: SignedInUser) {
  return call(app, endpoints.getProfile, {}, { as: person });
}

async function readCompanyAudit(userId: string): Promise<AuditEntry[]> {
  const response = await admin(endpoints.listAdminAuditLog, {
    query: { entity_type: 'company', entity_id: userId },
  });
  expect(response.status).toBe(200);
  return response.data.items;
}

async function readNotifications(userId: string) {
  return app.db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt));
}

const SOME_ID = '7f1c1a52-3a63-4d6f-9f55-3f3d2c6b1a10';

type AdminCall = {
  entry: AnyEndpoint;
  input: { params?: Record<string, string>; body?: object };
  method: string;
  url: string;
};

/** A call of the table with its input; `method` and `url` name it in the tests' titles. */
function adminCall(entry: AnyEndpoint, input: AdminCall['input'] = {}): AdminCall {
  return { entry, input, method: endpointRoute(entry).method, url: endpointPath(entry, input) };
}

/** Every back-office call (decision 015), with a body that would pass validation. */
const ADMIN_CALLS: AdminCall[] = [
  adminCall(endpoints.getAdminSummary),
  adminCall(endpoints.listAdminCompanies),
  adminCall(endpoints.getAdminCompany, { params: { userId: SOME_ID } }),
  adminCall(endpoints.approveAdminCompany, { params: { userId: SOME_ID } }),
  adminCall(endpoints.denyAdminCompany, {
    params: { userId: SOME_ID },
    body: { reason: 'Дані ЄДРПОУ не збігаються' },
  }),
  adminCall(endpoints.banAdminCompany, { params: { userId: SOME_ID }, body: {} }),
  adminCall(endpoints.unbanAdminCompany, { params: { userId: SOME_ID } }),
  adminCall(endpoints.listAdminSalesMarket),
  adminCall(endpoints.getAdminSalesMarket, { params: { id: SOME_ID } }),
  adminCall(endpoints.changeAdminSalesMarketStatus, {
    params: { id: SOME_ID },
    body: { status: 'in_process' },
  }),
  adminCall(endpoints.createAdminSharedContact, {
    params: { id: SOME_ID },
    body: { company_name: 'Buyer GmbH', country_code: 'DE' },
  }),
  adminCall(endpoints.listAdminCheckList),
  adminCall(endpoints.getAdminCheckList, { params: { id: SOME_ID } }),
  adminCall(endpoints.changeAdminCheckListStatus, {
    params: { id: SOME_ID },
    body: { status: 'in_process' },
  }),
  adminCall(endpoints.listAdminAuditLog),
];

describe('decision 015: the back office is for managers and admins only', () => {
  it.each(ADMIN_CALLS)('$method $url answers a guest 401', async ({ entry, input }) => {
    const response = await call(app, entry, input);
    expect(response.status).toBe(401);
    expect(errorOf(response).code).toBe('unauthenticated');
  });

  it.each(ADMIN_CALLS)(
    '$method $url answers an exporter 403, even an approved one',
    async ({ entry, input }) => {
      const exporter = await createSignedInUser(app, { isApproved: true });
      const response = await call(app, entry, input, { as: exporter });
      expect(response.status).toBe(403);
      expect(errorOf(response).code).toBe('forbidden');
    },
  );

  it('a cookie-authenticated change from another origin is refused (403) even for a manager', async () => {
    const company = await createCompany();
    const response = await admin(
      endpoints.approveAdminCompany,
      { params: { userId: company.user.id } },
      { headers: { cookie: manager.cookieHeaders.cookie!, origin: 'https://evil.example' } },
    );
    expect(response.status).toBe(403);
  });

  it('every call is in the OpenAPI document, tagged admin, with the session schemes', async () => {
    const document = (await app.inject({ url: '/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, { tags?: string[]; security?: unknown[] }>>;
    };
    for (const { entry, method } of ADMIN_CALLS) {
      const path = `/api${endpointRoute(entry).path}`;
      const operation = document.paths[path]?.[method.toLowerCase()];
      expect(operation, path).toBeDefined();
      expect(operation?.tags, path).toEqual(['admin']);
      expect(operation?.security, path).toEqual([{ bearer: [] }, { cookie: [] }]);
    }
  });

  it.each(['manager', 'admin'] as const)(
    'a %s is let in (summary and companies answer 200)',
    async (role) => {
      const staff = await createSignedInUser(app, { role });
      expect((await admin(endpoints.getAdminSummary, {}, { as: staff })).status).toBe(200);
      expect((await admin(endpoints.listAdminCompanies, {}, { as: staff })).status).toBe(200);
      const company = await createCompany();
      const approved = await admin(
        endpoints.approveAdminCompany,
        { params: { userId: company.user.id } },
        { headers: staff.cookieHeaders },
      );
      expect(approved.status).toBe(200);
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
    const first = await admin(endpoints.listAdminCompanies, {
      query: { search: `Paged ${tag}`, per_page: '2', page: '1' },
    });
    expect(first.data.meta).toEqual({ current_page: 1, per_page: 2, total: 3, last_page: 2 });
    expect(first.data.items.map((item: AdminCompanyListItem) => item.user_id)).toEqual([
      made[0]!.user.id,
      made[1]!.user.id,
    ]);
    const second = await admin(endpoints.listAdminCompanies, {
      query: { search: `Paged ${tag}`, per_page: '2', page: '2' },
    });
    expect(second.data.items.map((item: AdminCompanyListItem) => item.user_id)).toEqual([made[2]!.user.id]);
  });

  it('counts the companies in each verification state for the tabs, whatever the search', async () => {
    const read = async (query: Record<string, string> = {}) =>
      (await admin(endpoints.listAdminCompanies, { query })).data.counts as Record<string, number>;
    const before = await read();
    expect(Object.keys(before).sort()).toEqual(['approved', 'banned', 'denied', 'pending']);
    await createCompany();
    await createCompany({ isApproved: true });
    const denied = await createCompany();
    await admin(endpoints.denyAdminCompany, {
      params: { userId: denied.user.id },
      body: { reason: 'Недійсна адреса' },
    });
    // Banned wins over approved (spec §4 order).
    const banned = await createCompany({ isApproved: true });
    await admin(endpoints.banAdminCompany, { params: { userId: banned.user.id } });
    const after = await read({ verification: 'approved', search: 'nothing-matches-this' });
    expect(after).toEqual({
      pending: before.pending! + 1,
      approved: before.approved! + 1,
      denied: before.denied! + 1,
      banned: before.banned! + 1,
    });
  });

  it('an unknown verification or an unknown parameter answers 422', async () => {
    expect((await admin(endpoints.listAdminCompanies, { query: { verification: 'maybe' } })).status).toBe(
      422,
    );
    const unknownParameter = injectOptionsOf(
      endpoints.listAdminCompanies,
      {},
      { as: manager, rawQuery: 'role=admin' },
    );
    expect((await app.inject(unknownParameter)).statusCode).toBe(422);
  });
});

describe('GET /admin/companies/{userId}', () => {
  it("answers the exporter's profile as they see it, the verification and the requests counted", async () => {
    const company = await createCompany({ name: 'Марко', surname: 'Гнатюк' });
    const response = await admin(endpoints.getAdminCompany, { params: { userId: company.user.id } });
    expect(response.status).toBe(200);
    const { data } = response;
    const own = (await readProfile(company)).data.user;
    expect(data).toEqual({
      verification: 'pending',
      profile: own,
      registered_at: expect.any(String),
      requests: { sales_market: 0, check_list: 0, country_analysis: 0, assistant: 0, service_order: 0 },
      decisions: [],
    });
  });

  it('counts the company’s requests of every registered kind, drafts included, no other company’s', async () => {
    const exporter = await createApprovedExporter(app);
    await subscribe(app, exporter);
    await createDraftApplication(app, exporter);
    await createSubmittedApplication(app, exporter);
    await createCheckListRequest(app, exporter);
    await createCountryAnalysis(app, exporter, { ...VALID_COUNTRY_ANALYSIS, submit: false });
    await createCountryAnalysis(app, exporter);
    await createCountryAnalysis(app, exporter);
    await createAssistant(app, exporter);
    const { service, form } = await publishService(app, manager, { tag: 'company-counts' });
    await orderService(app, exporter, { id: service.id, formId: form.id });
    const other = await createApprovedExporter(app);
    await createAssistant(app, other);
    await orderService(app, other, { id: service.id, formId: form.id });
    const response = await admin(endpoints.getAdminCompany, { params: { userId: exporter.user.id } });
    expect(response.data.requests).toEqual({
      sales_market: 2,
      check_list: 1,
      country_analysis: 3,
      assistant: 1,
      service_order: 1,
    });
    expect(Object.keys(response.data.requests)).toEqual([...REQUEST_KINDS]);
  });

  it('a bad id answers 422, an unknown one 404, staff or an unfinished registration 404 admin.not_a_company', async () => {
    const malformed = injectOptionsOf(
      endpoints.getAdminCompany,
      { params: { userId: 'not-a-uuid' } },
      { as: manager },
    );
    expect((await app.inject(malformed)).statusCode).toBe(422);
    const unknown = await admin(endpoints.getAdminCompany, { params: { userId: randomUUID() } });
    expect(unknown.status).toBe(404);
    expect(errorOf(unknown).code).toBe('not_found');
    const registering = await createSignedInUser(app, { step: 3 });
    for (const userId of [manager.user.id, registering.user.id]) {
      const response = await admin(
        endpoints.getAdminCompany,
        { params: { userId } },
        { as: manager, locale: 'en' },
      );
      expect(response.status).toBe(404);
      expect(response.body).toEqual({
        code: 'not_found',
        message: 'This user is not an exporter with a finished registration.',
      });
      expect((await admin(endpoints.approveAdminCompany, { params: { userId } })).status).toBe(404);
    }
  });
});

describe('POST /admin/companies/{userId}/approve', () => {
  it('approves: the profile reads is_approved, the company leaves the pending list', async () => {
    const company = await createCompany();
    const response = await admin(endpoints.approveAdminCompany, { params: { userId: company.user.id } });
    expect(response.status).toBe(200);
    expect(response.data).toMatchObject({
      verification: 'approved',
      profile: { is_approved: true, is_denied: false, deny_reason: null },
    });
    const profile = (await readProfile(company)).data.user;
    expect(profile).toMatchObject({ is_approved: true, is_denied: false, deny_reason: null });
    expect(await listCompanies({ search: company.email })).toEqual([]);
  });

  it('approving a company opens filing requests to it (the guard of spec §2)', async () => {
    const company = await createCompany();
    const file = () =>
      call(app, endpoints.createSalesMarketApplication, { body: VALID_PERSONAL_STEP }, { as: company });
    expect((await file()).status).toBe(403);
    await admin(endpoints.approveAdminCompany, { params: { userId: company.user.id } });
    expect((await file()).status).toBe(201);
  });

  it('approving a denied company clears the denial and its reason', async () => {
    const company = await createCompany({ isDenied: true, denyReason: 'Некоректний ЄДРПОУ' });
    const response = await admin(endpoints.approveAdminCompany, { params: { userId: company.user.id } });
    expect(response.status).toBe(200);
    const profile = (await readProfile(company)).data.user;
    expect(profile).toMatchObject({ is_approved: true, is_denied: false, deny_reason: null });
  });

  it('notifies the user in the portal (success) and by e-mail in their language', async () => {
    const company = await createCompany({ locale: 'en' });
    await admin(endpoints.approveAdminCompany, { params: { userId: company.user.id } });
    const [notice] = await readNotifications(company.user.id);
    expect(notice).toMatchObject({
      type: 'success',
      title: { uk: 'Компанію верифіковано', en: 'Your company is verified' },
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
    const response = await admin(endpoints.approveAdminCompany, { params: { userId: company.user.id } });
    expect(response.status).toBe(409);
    expect(errorOf(response).code).toBe('conflict');
    expect(errorOf(response).message).toBe('Компанія вже має цей статус.');
    expect(await readCompanyAudit(company.user.id)).toEqual([]);
    expect(await readNotifications(company.user.id)).toEqual([]);
  });

  it('unknown body fields answer 422', async () => {
    const company = await createCompany();
    const response = await admin(endpoints.approveAdminCompany, {
      params: { userId: company.user.id },
      body: { reason: 'x' },
    });
    expect(response.status).toBe(422);
    expect(errorOf(response).errors).toEqual({ reason: ['Невідоме поле.'] });
  });
});

describe('POST /admin/companies/{userId}/deny', () => {
  it('denies with a reason the user sees in GET /profile as deny_reason', async () => {
    const company = await createCompany({ isApproved: true });
    const reason = 'Код ЄДРПОУ належить іншій компанії';
    const response = await admin(endpoints.denyAdminCompany, {
      params: { userId: company.user.id },
      body: { reason },
    });
    expect(response.status).toBe(200);
    expect(response.data.verification).toBe('denied');
    const profile = (await readProfile(company)).data.user;
    expect(profile).toMatchObject({ is_approved: false, is_denied: true, deny_reason: reason });
  });

  it('a denied company can no longer file requests (the guard of spec §2)', async () => {
    const company = await createCompany({ isApproved: true });
    const file = () =>
      call(app, endpoints.createSalesMarketApplication, { body: VALID_PERSONAL_STEP }, { as: company });
    expect((await file()).status).toBe(201);
    await admin(endpoints.denyAdminCompany, {
      params: { userId: company.user.id },
      body: { reason: 'Дані не підтверджено' },
    });
    const refused = await file();
    expect(refused.status).toBe(403);
    expect(errorOf(refused).message).toBe('Подавати заявки можуть лише компанії, що пройшли верифікацію.');
  });

  it('without a reason (or a blank one) answers 422 naming reason', async () => {
    const company = await createCompany();
    for (const payload of [{}, { reason: '   ' }]) {
      const response = await admin(endpoints.denyAdminCompany, {
        params: { userId: company.user.id },
        body: payload,
      });
      expect(response.status).toBe(422);
      expect(Object.keys(errorOf(response).errors!)).toEqual(['reason']);
    }
    const profile = (await readProfile(company)).data.user;
    expect(profile.is_denied).toBe(false);
  });

  it('notifies the user (a notice titled as what happened, issue 25 §5; with the reason) and mails them the reason in Ukrainian by default', async () => {
    const company = await createCompany();
    const reason = 'Назва компанії не збігається з реєстром';
    await admin(endpoints.denyAdminCompany, { params: { userId: company.user.id }, body: { reason } });
    const [notice] = await readNotifications(company.user.id);
    expect(notice).toMatchObject({
      type: 'warn',
      title: { uk: 'Верифікацію компанії відхилено', en: 'Company verification denied' },
    });
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
    const response = await admin(endpoints.denyAdminCompany, {
      params: { userId: company.user.id },
      body: { reason: 'Друга причина' },
    });
    expect(response.status).toBe(409);
    const profile = (await readProfile(company)).data.user;
    expect(profile.deny_reason).toBe('Перша причина');
  });
});

describe('POST /admin/companies/{userId}/ban and /unban', () => {
  it('a ban ends every session of the user at once: their next call answers 401', async () => {
    const company = await createCompany({ isApproved: true });
    expect((await readProfile(company)).status).toBe(200);
    const response = await admin(endpoints.banAdminCompany, {
      params: { userId: company.user.id },
      body: { reason: 'Шахрайство' },
    });
    expect(response.status).toBe(200);
    expect(response.data).toMatchObject({ verification: 'banned', profile: { is_banned: true } });
    expect((await readProfile(company)).status).toBe(401);
  });

  it('a banned user cannot sign in (403 auth.banned); after unban they can, but the old session stays dead', async () => {
    const company = await createCompany();
    await admin(endpoints.banAdminCompany, { params: { userId: company.user.id } });
    const login = () =>
      app.inject({
        ...injectOptionsOf(endpoints.signInWithPassword, {
          body: { email: company.email, password: TEST_PASSWORD },
        }),
        remoteAddress: createTestIp(),
      });
    const refused = await login();
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('forbidden');

    const unbanned = await admin(endpoints.unbanAdminCompany, { params: { userId: company.user.id } });
    expect(unbanned.status).toBe(200);
    expect(unbanned.data).toMatchObject({ verification: 'pending', profile: { is_banned: false } });
    expect((await login()).statusCode).toBe(200);
    expect((await readProfile(company)).status).toBe(401);
  });

  it('a ban keeps the other flags: unbanning an approved company leaves it approved', async () => {
    const company = await createCompany({ isApproved: true });
    await admin(endpoints.banAdminCompany, { params: { userId: company.user.id } });
    const response = await admin(endpoints.unbanAdminCompany, { params: { userId: company.user.id } });
    expect(response.data.verification).toBe('approved');
  });

  it('the company page lists the decisions, latest first, with who took them and the reasons given', async () => {
    const company = await createCompany();
    const userId = company.user.id;
    await admin(endpoints.denyAdminCompany, { params: { userId }, body: { reason: 'Недійсна адреса' } });
    await admin(endpoints.approveAdminCompany, { params: { userId } });
    await admin(endpoints.banAdminCompany, {
      params: { userId },
      body: { reason: 'Шахрайство з документами' },
    });
    const decisions = (await admin(endpoints.getAdminCompany, { params: { userId } })).data.decisions;
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
    expect(
      (await admin(endpoints.getAdminCompany, { params: { userId: other.user.id } })).data.decisions,
    ).toEqual([]);
  });

  it('banning a banned user or unbanning one who is not banned answers 409', async () => {
    const company = await createCompany();
    expect((await admin(endpoints.unbanAdminCompany, { params: { userId: company.user.id } })).status).toBe(
      409,
    );
    expect((await admin(endpoints.banAdminCompany, { params: { userId: company.user.id } })).status).toBe(
      200,
    );
    expect((await admin(endpoints.banAdminCompany, { params: { userId: company.user.id } })).status).toBe(
      409,
    );
  });

  it('the ban mail names the reason and offers no link to a cabinet they cannot open', async () => {
    const company = await createCompany({ locale: 'en' });
    await admin(endpoints.banAdminCompany, {
      params: { userId: company.user.id },
      body: { reason: 'Fraudulent documents' },
    });
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
    await admin(endpoints.approveAdminCompany, { params: { userId } });
    await admin(endpoints.denyAdminCompany, { params: { userId }, body: { reason: 'Недійсна адреса' } });
    await admin(endpoints.banAdminCompany, { params: { userId }, body: { reason: 'Спам' } });
    await admin(endpoints.unbanAdminCompany, { params: { userId } });

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
    await admin(endpoints.approveAdminCompany, { params: { userId: company.user.id } });
    const all = await admin(endpoints.listAdminAuditLog, { query: { per_page: '1' } });
    expect(all.status).toBe(200);
    expect(all.data.items).toHaveLength(1);
    expect(all.data.meta.total).toBeGreaterThanOrEqual(1);
    expect((await admin(endpoints.listAdminAuditLog, { query: { entity_type: 'user' } })).status).toBe(422);
    const other = await admin(endpoints.listAdminAuditLog, {
      query: { entity_type: 'sales_market', entity_id: company.user.id },
    });
    expect(other.data.items).toEqual([]);
  });
});

describe('GET /admin/summary: what waits for the managers', () => {
  it('counts the companies pending verification', async () => {
    const read = async () => (await admin(endpoints.getAdminSummary)).data.companies_pending;
    const before = await read();
    const company = await createCompany();
    await createCompany({ isApproved: true });
    expect(await read()).toBe(before + 1);
    await admin(endpoints.denyAdminCompany, {
      params: { userId: company.user.id },
      body: { reason: 'Немає сайту' },
    });
    expect(await read()).toBe(before);
  });

  it('counts requests of each kind by status, every status of the kind present', async () => {
    const response = await admin(endpoints.getAdminSummary);
    const { sales_market, check_list, country_analysis, assistant } = response.data.requests;
    expect(Object.keys(response.data.requests)).toEqual([...REQUEST_KINDS]);
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
    const short = [
      'created',
      'accepted',
      'in_process',
      'approved',
      'in_finalization',
      'denied',
      'closed',
    ].sort();
    expect(Object.keys(check_list).sort()).toEqual(short);
    expect(Object.keys(country_analysis).sort()).toEqual(short);
    expect(Object.keys(assistant).sort()).toEqual(short);
    for (const kind of REQUEST_KINDS) {
      expect(Object.keys(response.data.requests[kind]).sort()).toEqual([...statusesOf(kind)].sort());
    }
  });
});

describe('the notification of a verification action is the user’s own', () => {
  it('goes to the company’s user only', async () => {
    const company = await createCompany();
    await admin(endpoints.approveAdminCompany, { params: { userId: company.user.id } });
    const mine = await app.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, manager.user.id), eq(notifications.type, 'success')));
    expect(mine).toEqual([]);
  });
});
