import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@portal/contract';
import { jobs, proPartners } from '@portal/db';
import type { SignedInUser } from './accounts';
import { createSignedInUser } from './accounts';
import { call, callOk, errorOf } from './call';
import { buildTestApp, createTestEmail, type TestApp } from './helpers';
import { createApprovedExporter } from './requests';

let testApp: TestApp;
let app: FastifyInstance;
let exporter: SignedInUser;
let serial = 0;

beforeAll(async () => {
  testApp = await buildTestApp();
  app = testApp.app;
  exporter = await createApprovedExporter(app);
});

afterAll(async () => {
  await testApp?.close();
});

/** A partner written straight into the database until the back office's calls exist. */
async function createPartner(
  options: { kind?: 'logistics' | 'law' | 'finance'; countries?: string[]; published?: boolean } = {},
) {
  serial += 1;
  const [row] = await app.db
    .insert(proPartners)
    .values({
      slug: `test-partner-${Date.now().toString(36)}-${serial}`,
      kind: options.kind ?? 'logistics',
      nameUk: `Тестовий партнер ${serial}`,
      nameEn: `Test partner ${serial}`,
      summaryUk: 'Перевезення',
      summaryEn: 'Freight',
      descriptionUk: 'Опис',
      descriptionEn: 'Description',
      countries: options.countries ?? [],
      email: createTestEmail('partner'),
      phone: '+380442000101',
      websiteUrl: 'https://partner.example.org',
      publishedAt: options.published === false ? null : new Date(),
    })
    .returning();
  return row!;
}

async function queuedMailTo(to: string) {
  const rows = await app.db
    .select({ payload: jobs.payload })
    .from(jobs)
    .where(and(eq(jobs.kind, 'mail.send'), sql`${jobs.payload}->>'to' = ${to}`));
  return rows.map((row) => row.payload as { subject: string; text: string; replyTo?: string });
}

const COMMENT = 'We ship frozen berries to Poland and need a refrigerated carrier from Lviv.';

function send(user: SignedInUser, id: number, comment = COMMENT, locale?: 'uk' | 'en') {
  return call(
    app,
    endpoints.sendProPartnerEmail,
    { params: { id }, body: { comment } },
    { as: user, locale },
  );
}

describe('spec §7 GET /pro-partners and /pro-partners/{idOrSlug}: the directory', () => {
  it('DOMAIN.md: open to approved companies only (a guest 401, an unapproved company 403 request.not_approved)', async () => {
    expect((await call(app, endpoints.listProPartners, { query: {} })).status).toBe(401);
    const unapproved = await createSignedInUser(app);
    const refused = await call(app, endpoints.listProPartners, { query: {} }, { as: unapproved });
    expect(refused.status).toBe(403);
    expect(errorOf(refused).code).toBe('forbidden');
  });

  it('filters by kind and by country served (partners serving every country included); drafts are hidden', async () => {
    const poland = await createPartner({ kind: 'law', countries: ['PL'] });
    const everywhere = await createPartner({ kind: 'law' });
    const germany = await createPartner({ kind: 'law', countries: ['DE'] });
    const finance = await createPartner({ kind: 'finance', countries: ['PL'] });
    const draft = await createPartner({ kind: 'law', countries: ['PL'], published: false });
    const list = await callOk(
      app,
      endpoints.listProPartners,
      { query: { kind: 'law', country: 'pl', per_page: 100 } },
      { as: exporter, locale: 'en' },
    );
    const ids = list.items.map((item) => item.id);
    expect(ids).toEqual(expect.arrayContaining([poland.id, everywhere.id]));
    expect(ids).not.toContain(germany.id);
    expect(ids).not.toContain(finance.id);
    expect(ids).not.toContain(draft.id);
    expect(list.items.find((item) => item.id === poland.id)).toMatchObject({
      name: poland.nameEn,
      kind: 'law',
      countries: [{ code: 'PL', name: 'Poland' }],
    });
    const bad = await call(app, endpoints.listProPartners, { query: { kind: 'magic' } } as never, {
      as: exporter,
    });
    expect(bad.status).toBe(422);
  });

  it('reads one partner by id or slug with the requests left today; unknown and unpublished ones 404', async () => {
    const partner = await createPartner();
    const draft = await createPartner({ published: false });
    const company = await createApprovedExporter(app);
    const read = (idOrSlug: string) =>
      call(app, endpoints.getProPartner, { params: { idOrSlug } }, { as: company, locale: 'uk' });
    expect((await read(partner.slug)).data).toMatchObject({
      id: partner.id,
      emails_left_today: 5,
      phone: partner.phone,
    });
    expect((await read(String(partner.id))).data.slug).toBe(partner.slug);
    expect((await read(draft.slug)).status).toBe(404);
    expect((await read('no-such-partner')).status).toBe(404);
  });
});

describe('spec §7 POST /pro-partners/send-email/{id}: writing to a partner', () => {
  it('issue 16 §4: the partner gets the company card and the comment, Reply-To the exporter; the exporter a copy; kept and listed', async () => {
    const partner = await createPartner();
    const company = await createApprovedExporter(app, { locale: 'en' });
    const sent = await send(company, partner.id);
    expect(sent.status).toBe(201);
    expect(sent.data).toMatchObject({ comment: COMMENT, emails_left_today: 4, partner: { id: partner.id } });
    const [toPartner] = await queuedMailTo(partner.email);
    expect(toPartner?.replyTo).toBe(company.email);
    expect(toPartner?.text).toContain(COMMENT);
    expect(toPartner?.text).toContain(`E-mail: ${company.email}`);
    expect(toPartner?.text).toContain('Компанія:');
    const [copy] = await queuedMailTo(company.email);
    expect(copy?.subject).toBe(`Your request to ${partner.nameEn} has been sent`);
    // The copy leads to the partner's page in the cabinet, in the exporter's language (/en).
    expect(copy?.text).toContain(`${app.config.publicUrl}/en/profile/pro-services/partners/${partner.id}`);
    const mine = await callOk(app, endpoints.listProPartnerRequests, { query: {} }, { as: company });
    expect(mine.items.map((item) => item.id)).toEqual([sent.data.id]);
    // The list says how many the company may still send today: the server's count, one rule.
    expect(mine.emails_left_today).toBe(4);
    const other = await createApprovedExporter(app);
    const theirs = await callOk(app, endpoints.listProPartnerRequests, { query: {} }, { as: other });
    expect(theirs.items).toEqual([]);
    expect(theirs.emails_left_today).toBe(5);
  });

  it('the exporter’s copy is in the exporter’s language: Ukrainian, with the partner’s page without /en', async () => {
    const partner = await createPartner();
    const company = await createApprovedExporter(app, { locale: 'uk' });
    // The request's language (English) is not the copy's: the account's language decides.
    expect((await send(company, partner.id, COMMENT, 'en')).status).toBe(201);
    const [copy] = await queuedMailTo(company.email);
    expect(copy?.subject).toBe(`Ваше звернення до «${partner.nameUk}» надіслано`);
    expect(copy?.text).toContain(`${app.config.publicUrl}/profile/pro-services/partners/${partner.id}`);
    expect(copy?.text).not.toContain('/en/profile');
  });

  it('the comment holds 10 to 2,000 characters (422 on `comment`)', async () => {
    const partner = await createPartner();
    const short = await send(exporter, partner.id, 'Too short');
    expect(short.status).toBe(422);
    expect(errorOf(short).errors?.comment).toBeDefined();
    expect((await send(exporter, partner.id, 'x'.repeat(2001))).status).toBe(422);
    expect((await send(exporter, 2_000_000_000)).status).toBe(404);
  });

  it('issue 16 §7: at most 5 a day per company, also when sent at once (429 pro_partner.daily_limit with Retry-After)', async () => {
    const partner = await createPartner();
    const company = await createApprovedExporter(app);
    const answers = await Promise.all(
      [1, 2, 3, 4, 5, 6, 7].map(() => send(company, partner.id, COMMENT, 'en')),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429]);
    const refused = answers.find((answer) => answer.status === 429)!;
    expect(errorOf(refused).message).toBe(
      'Your company has already sent 5 requests to partners today. Please try again tomorrow.',
    );
    const retryAfter = Number(refused.response.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(25 * 3600);
    expect(
      (await callOk(app, endpoints.getProPartner, { params: { idOrSlug: partner.slug } }, { as: company }))
        .emails_left_today,
    ).toBe(0);
    // Another company's limit is its own.
    expect((await send(await createApprovedExporter(app), partner.id)).status).toBe(201);
  });
});
