import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints, SUGGESTIONS_LIMIT, type SalesMarketProductBody } from '@portal/contract';
import { auditLog, jobs, notifications, seedDemoContent, users } from '@portal/db';
import { createSession } from '../src/domain/sessions/create-session';
import { getPasswordHashOptions } from '../src/lib/password';
import { createDemoAccountSteps, DEMO_EXPORTER, DEMO_MANAGER } from '../src/seed/demo-accounts';
import { createDemoImporterSaleSteps } from '../src/seed/demo-importer-sales';
import { createDemoRequestSteps } from '../src/seed/demo-requests';
import { COMPANY_BODY, createSignedInUser, type SignedInUser } from './accounts';
import { call, callOk, errorOf } from './call';
import { buildTestApp, readOutbox, type TestApp } from './helpers';
import { createShare, fileImportApplication, findShareId, readImporterSale, shareSale } from './matchmaking';
import {
  createApprovedExporter,
  createDraftApplication,
  createManager,
  createSubmittedApplication,
  moveSubmittedTo,
  validProductStep,
} from './requests';

let testApp: TestApp;
let app: FastifyInstance;
let manager: SignedInUser;

beforeAll(async () => {
  testApp = await buildTestApp();
  app = testApp.app;
  manager = await createManager(app);
});

afterAll(async () => {
  await testApp?.close();
});

/** An approved exporter with the given fields of activity (the test default, machinery and metallurgy, matches no food). */
function createExporter(options: { fields?: string[]; name?: string; locale?: 'uk' | 'en' } = {}) {
  return createApprovedExporter(app, {
    ...(options.locale ? { locale: options.locale } : {}),
    company: {
      ...COMPANY_BODY,
      ...(options.name ? { name_ru: `ТОВ «${options.name}»`, name_en: `${options.name} LLC` } : {}),
      fields_of_activity: (options.fields ??
        COMPANY_BODY.fields_of_activity) as typeof COMPANY_BODY.fields_of_activity,
    },
  });
}

/** A submitted export application of a product in an HS heading of chapter 09 (coffee, tea, spices: section II). */
function product(heading: string, name: string): SalesMarketProductBody {
  const section = heading.startsWith('09') || heading.startsWith('08') ? 'II' : 'IV';
  return validProductStep({
    hs_section: section,
    hs_group: heading.slice(0, 2),
    hs_product_item: heading,
    product_name_en: name,
    product_name_uk: `Товар ${name}`,
  });
}

/** A submitted export application of a product in an HS heading of the given section. */
function productIn(section: string, heading: string, name: string): SalesMarketProductBody {
  return validProductStep({
    hs_section: section,
    hs_group: heading.slice(0, 2),
    hs_product_item: heading,
    product_name_en: name,
    product_name_uk: `Товар ${name}`,
  });
}

function getDetails(id: string, locale?: 'uk' | 'en') {
  return callOk(app, endpoints.getAdminImporterSale, { params: { id } }, { as: manager, locale });
}

async function queuedMailTo(to: string) {
  const rows = await app.db
    .select({ payload: jobs.payload })
    .from(jobs)
    .where(and(eq(jobs.kind, 'mail.send'), sql`${jobs.payload}->>'to' = ${to}`));
  return rows.map((row) => row.payload as { to: string; subject: string; text: string; replyTo?: string });
}

describe('issue 15 §4: suggested exporters for an import application', () => {
  it('same HS heading first, then the same chapter, then a field of activity; more matching applications first; with reasons', async () => {
    const twoInHeading = await createExporter({ name: 'Кава Дві' });
    await createSubmittedApplication(app, twoInHeading, product('0901', 'Roasted coffee'));
    await createSubmittedApplication(app, twoInHeading, product('0901', 'Green coffee'));
    const oneInHeading = await createExporter({ name: 'Кава Одна' });
    await createSubmittedApplication(app, oneInHeading, product('0901', 'Ground coffee'));
    const inChapter = await createExporter({ name: 'Чай' });
    await createSubmittedApplication(app, inChapter, product('0902', 'Black tea'));
    const byField = await createExporter({ name: 'Агро', fields: ['agriculture'] });

    // Never suggested: a draft, a denied application, a company not approved, one banned.
    const withDraft = await createExporter({ name: 'Чернетка' });
    await createDraftApplication(app, withDraft);
    const withDenied = await createExporter({ name: 'Відмова' });
    const denied = await createSubmittedApplication(app, withDenied, product('0901', 'Denied coffee'));
    await moveSubmittedTo(app, manager, 'sales_market', denied.id, 'denied');
    const notApproved = await createExporter({ name: 'Неперевірена' });
    await createSubmittedApplication(app, notApproved, product('0901', 'Unverified coffee'));
    await app.db.update(users).set({ isApproved: false }).where(eq(users.id, notApproved.user.id));
    const banned = await createExporter({ name: 'Заблокована' });
    await createSubmittedApplication(app, banned, product('0901', 'Banned coffee'));
    await app.db.update(users).set({ isBanned: true }).where(eq(users.id, banned.user.id));

    const sale = await fileImportApplication(app, { product_name: 'Arabica beans', hs_code: '0901.11' });
    const details = await getDetails(sale.id, 'en');
    expect(details.suggestions.map((item) => item.company.user_id)).toEqual([
      twoInHeading.user.id,
      oneInHeading.user.id,
      inChapter.user.id,
      byField.user.id,
    ]);
    expect(details.suggestions.map((item) => item.match)).toEqual([
      'same_heading',
      'same_heading',
      'same_chapter',
      'field_of_activity',
    ]);
    const [first, , third, fourth] = details.suggestions;
    expect(first!.company).toMatchObject({ company_name_en: 'Кава Дві LLC', verification: 'approved' });
    expect(first!.reasons).toHaveLength(2);
    expect(first!.reasons[0]).toMatchObject({
      kind: 'same_heading',
      code: '0901',
      application: { product_name: 'Green coffee' },
      text: expect.stringMatching(/^Export application No\. \d+ “Green coffee”: the same HS heading 0901$/),
    });
    expect(third!.reasons[0]!.text).toMatch(/“Black tea”: the same HS chapter 09$/);
    expect(fourth!.reasons).toEqual([
      {
        kind: 'field_of_activity',
        code: 'agriculture',
        application: null,
        text: 'Field of activity “Agriculture” covers HS chapter 09',
      },
    ]);
    // In Ukrainian, with the Ukrainian product names.
    const uk = await getDetails(sale.id);
    expect(uk.suggestions[0]!.reasons[0]!.text).toMatch(
      /^Заявка на експорт № \d+ «Товар Green coffee»: та сама товарна позиція 0901$/,
    );

    // Shared with one, declined by another: neither is suggested again.
    await shareSale(app, manager, sale.id, [twoInHeading, inChapter]);
    const share = await findShareId(app, sale.id, inChapter);
    await callOk(
      app,
      endpoints.declineSharedSale,
      { params: { id: share }, body: { reason: 'no_capacity' } },
      { as: inChapter },
    );
    const after = await getDetails(sale.id);
    expect(after.suggestions.map((item) => item.company.user_id)).toEqual([
      oneInHeading.user.id,
      byField.user.id,
    ]);
    expect(after.shared_with.map((item) => [item.company.user_id, item.answer]).sort()).toEqual(
      [
        [twoInHeading.user.id, 'pending'],
        [inChapter.user.id, 'declined'],
      ].sort(),
    );
  });

  it(`at most ${SUGGESTIONS_LIMIT} suggestions`, async () => {
    for (let i = 0; i < SUGGESTIONS_LIMIT + 2; i++) await createExporter({ fields: ['energy'] });
    const sale = await fileImportApplication(app, { product_name: 'Coal briquettes', hs_code: '2701' });
    const details = await getDetails(sale.id);
    expect(details.suggestions).toHaveLength(SUGGESTIONS_LIMIT);
    for (const item of details.suggestions) expect(item.match).toBe('field_of_activity');
  });
  it('a suggestion names at most three matching applications, the heading’s first and then the latest, then the fields of activity covering the chapter', async () => {
    // Chapter 20 (preparations of vegetables and fruit, section IV) is made by the food industry.
    const juices = await createExporter({ name: 'Соки', fields: ['food'] });
    const filed = async (heading: string, name: string) =>
      createSubmittedApplication(app, juices, productIn('IV', heading, name));
    await filed('2007', 'Plum jam');
    const apple = await filed('2009', 'Apple juice');
    const nuts = await filed('2008', 'Roasted nuts');
    const grape = await filed('2009', 'Grape juice');

    const sale = await fileImportApplication(app, { product_name: 'Grape juice', hs_code: '2009.61' });
    const details = await getDetails(sale.id, 'en');
    const suggestion = details.suggestions.find((item) => item.company.user_id === juices.user.id)!;
    expect(suggestion.match).toBe('same_heading');
    expect(
      suggestion.reasons.map((reason) => [reason.kind, reason.code, reason.application?.id ?? null]),
    ).toEqual([
      ['same_heading', '2009', grape.id],
      ['same_heading', '2009', apple.id],
      ['same_chapter', '20', nuts.id],
      ['field_of_activity', 'food', null],
    ]);
    expect(suggestion.reasons[3]!.text).toBe('Field of activity “Food industry” covers HS chapter 20');
  });

  it(`applications that fill the ${SUGGESTIONS_LIMIT} places leave no place to a field of activity; a share frees one, and no company appears twice`, async () => {
    // Chapter 44 (wood, section IX) is made by the wood industry.
    const withApplications: SignedInUser[] = [];
    for (let i = 0; i < SUGGESTIONS_LIMIT; i++) {
      // One of them is also of the wood industry, and its name comes before the one suggested by
      // its field alone: it must stay a single suggestion, never take the place by field too.
      const exporter = await createExporter(i === 0 ? { name: 'Арка', fields: ['wood'] } : {});
      await createSubmittedApplication(app, exporter, productIn('IX', '4407', `Sawn oak ${i}`));
      withApplications.push(exporter);
    }
    const byField = await createExporter({ name: 'Деревообробка', fields: ['wood'] });

    const sale = await fileImportApplication(app, { product_name: 'Oak boards', hs_code: '4407.91' });
    const full = await getDetails(sale.id);
    expect(full.suggestions).toHaveLength(SUGGESTIONS_LIMIT);
    expect(full.suggestions.map((item) => item.company.user_id).sort()).toEqual(
      withApplications.map((exporter) => exporter.user.id).sort(),
    );
    for (const item of full.suggestions) expect(item.match).toBe('same_heading');
    expect(
      full.suggestions
        .find((item) => item.company.user_id === withApplications[0]!.user.id)!
        .reasons.map((reason) => reason.kind),
    ).toEqual(['same_heading', 'field_of_activity']);

    await shareSale(app, manager, sale.id, [withApplications[1]!]);
    const after = await getDetails(sale.id);
    const ids = after.suggestions.map((item) => item.company.user_id);
    expect(ids).toHaveLength(SUGGESTIONS_LIMIT);
    expect(new Set(ids).size).toBe(SUGGESTIONS_LIMIT);
    expect(ids).not.toContain(withApplications[1]!.user.id);
    expect(ids.at(-1)).toBe(byField.user.id);
    expect(after.suggestions.at(-1)!.match).toBe('field_of_activity');
    expect(after.shared_with.map((item) => item.company.user_id)).toEqual([withApplications[1]!.user.id]);
  });
});

describe('issue 15 §4: the back office shares an application with exporters', () => {
  it('each exporter gets a portal notification and an e-mail in their language; audited; the application becomes shared', async () => {
    const ukExporter = await createExporter();
    const enExporter = await createExporter({ locale: 'en' });
    const sale = await fileImportApplication(app, {
      product_name: 'Refined sunflower oil',
      hs_code: '151219',
    });
    expect((await readImporterSale(app, sale.id)).status).toBe('new');

    const details = await shareSale(app, manager, sale.id, [ukExporter, enExporter]);
    expect(details.sale.status).toBe('shared');
    expect(details.sale.shares).toEqual({ total: 2, accepted: 0, declined: 0 });
    expect(details.shared_with.map((item) => item.shared_by)).toEqual([manager.email, manager.email]);

    for (const exporter of [ukExporter, enExporter]) {
      const rows = await app.db
        .select()
        .from(notifications)
        .where(eq(notifications.userId, exporter.user.id));
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ type: 'info', link: '/profile/applications#shared-sales' });
      expect(rows[0]!.text.en).toBe(
        'A foreign buyer is looking for Refined sunflower oil (151219). Accept the application to get their contacts, or decline it.',
      );
    }
    await app.jobs.drain();
    const [ukMail] = await readOutbox(app, ukExporter.email);
    expect(ukMail?.subject).toBe('Іноземний покупець шукає ваш товар: Refined sunflower oil');
    expect(ukMail?.text).toContain('Країна: Швеція (SE)');
    expect(ukMail?.text).toContain('/profile/applications');
    const [enMail] = await readOutbox(app, enExporter.email);
    expect(enMail?.subject).toBe('A foreign buyer is looking for your product: Refined sunflower oil');
    expect(enMail?.text).toContain('HS code: 151219 — Vegetable oils; sunflower seed or safflower oil');
    expect(enMail?.text).toContain('/en/profile/applications');
    // Who the buyer is comes only on accepting.
    for (const mail of [ukMail!, enMail!]) {
      expect(mail.text).not.toContain('Nordic Grain');
      expect(mail.text).not.toContain(sale.email);
      expect(mail.text).not.toContain('+46812345678');
    }

    const entries = await app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'importer_sale'), eq(auditLog.entityId, sale.id)));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: 'importer_sale.share',
      actorEmail: manager.email,
      before: { status: 'new' },
      after: { status: 'shared', shared_with: [ukExporter.user.id, enExporter.user.id] },
    });
  });

  it('sharing twice with the same company is a no-op: no second share, notice, e-mail or audit entry', async () => {
    const exporter = await createExporter();
    const sale = await fileImportApplication(app);
    await shareSale(app, manager, sale.id, [exporter]);
    const again = await shareSale(app, manager, sale.id, [exporter, exporter]);
    expect(again.shared_with).toHaveLength(1);
    const notices = await app.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, exporter.user.id));
    expect(notices).toHaveLength(1);
    await app.jobs.drain();
    expect(await readOutbox(app, exporter.email)).toHaveLength(1);
    const entries = await app.db.select().from(auditLog).where(eq(auditLog.entityId, sale.id));
    expect(entries).toHaveLength(1);
  });

  it('422 for a company that is not approved or is no company; 404 for an unknown application; nothing shared', async () => {
    const sale = await fileImportApplication(app);
    const pending = await createSignedInUser(app);
    const approved = await createExporter();
    for (const userIds of [[pending.user.id], [manager.user.id], [approved.user.id, crypto.randomUUID()]]) {
      const answer = await call(
        app,
        endpoints.shareAdminImporterSale,
        { params: { id: sale.id }, body: { user_ids: userIds } },
        { as: manager, locale: 'en' },
      );
      expect(answer.status).toBe(422);
      expect(errorOf(answer).errors).toEqual({
        user_ids: ['An application can be shared only with a verified exporting company.'],
      });
    }
    expect((await getDetails(sale.id)).shared_with).toEqual([]);
    for (const body of [{ user_ids: [] }, { user_ids: ['x'] }, {}]) {
      const answer = await call(
        app,
        endpoints.shareAdminImporterSale,
        { params: { id: sale.id }, body },
        { as: manager },
      );
      expect(answer.status, JSON.stringify(body)).toBe(422);
    }
    const unknown = await call(
      app,
      endpoints.shareAdminImporterSale,
      { params: { id: crypto.randomUUID() }, body: { user_ids: [approved.user.id] } },
      { as: manager },
    );
    expect(unknown.status).toBe(404);
    expect(
      (
        await call(
          app,
          endpoints.getAdminImporterSale,
          { params: { id: crypto.randomUUID() } },
          { as: manager },
        )
      ).status,
    ).toBe(404);
  });

  it('the queue: newest first, counts by status whatever the filter, a status filter and a search', async () => {
    const exporter = await createExporter();
    const fresh = await fileImportApplication(app, { product_name: 'Queue test walnuts', hs_code: '0802' });
    const shared = await fileImportApplication(app, {
      product_name: 'Queue test raspberries',
      hs_code: '0811',
    });
    await shareSale(app, manager, shared.id, [exporter]);

    const all = await callOk(app, endpoints.listAdminImporterSales, {}, { as: manager });
    expect(all.items[0]!.id).toBe(shared.id);
    expect(all.items[1]!.id).toBe(fresh.id);
    expect(all.items[0]).toMatchObject({ status: 'shared', shares: { total: 1, accepted: 0, declined: 0 } });
    expect(all.items[0]!.buyer.email).toBe(shared.email);
    expect(all.counts.new + all.counts.shared + all.counts.closed).toBe(all.meta.total);

    const onlyNew = await callOk(
      app,
      endpoints.listAdminImporterSales,
      { query: { status: 'new' } },
      { as: manager },
    );
    expect(onlyNew.items.every((item) => item.status === 'new')).toBe(true);
    expect(onlyNew.counts).toEqual(all.counts);
    const found = await callOk(
      app,
      endpoints.listAdminImporterSales,
      { query: { search: 'queue test rasp' } },
      { as: manager },
    );
    expect(found.items.map((item) => item.id)).toEqual([shared.id]);
    const bad = await call(
      app,
      endpoints.listAdminImporterSales,
      { query: { status: 'open' } },
      { as: manager },
    );
    expect(bad.status).toBe(422);
    expect((await call(app, endpoints.listAdminImporterSales, {}, { as: exporter })).status).toBe(403);
  });
});

describe('spec §7 /profile/importer-sale/*: the exporter answers a shared application', () => {
  it('get-shared lists the shared applications newest first, without the buyer until accepted', async () => {
    const exporter = await createExporter();
    const older = await createShare(app, manager, exporter, { product_name: 'Older honey' });
    const newer = await createShare(app, manager, exporter, { product_name: 'Newer honey' });
    const list = await callOk(app, endpoints.listSharedSales, {}, { as: exporter, locale: 'en' });
    expect(list.map((item) => item.id)).toEqual([newer, older]);
    expect(list[0]).toMatchObject({
      answer: 'pending',
      answered_at: null,
      buyer: null,
      decline: null,
      sale: {
        product_name: 'Newer honey',
        country: { code: 'SE', name: 'Sweden' },
        hs: {
          code: '151219',
          name: expect.stringMatching(/^Vegetable oils; sunflower seed or safflower oil/),
        },
        quantity: '1500.5',
        unit: 't',
        target_price: '1050.50',
        currency: 'EUR',
        incoterms: 'FOB',
      },
    });
    expect(JSON.stringify(list)).not.toContain('Nordic Grain');
    // Another company sees none of them.
    const other = await createExporter();
    expect(await callOk(app, endpoints.listSharedSales, {}, { as: other })).toEqual([]);
  });

  it('accept: the answer carries the buyer’s contacts, the buyer gets the company card in English (Reply-To the exporter); a second answer 409', async () => {
    const exporter = await createExporter({ name: 'Медова Долина' });
    const sale = await fileImportApplication(app, { product_name: 'Linden honey', hs_code: '0409' });
    await shareSale(app, manager, sale.id, [exporter]);
    const share = await findShareId(app, sale.id, exporter);

    const accepted = await callOk(
      app,
      endpoints.acceptSharedSale,
      { params: { id: share }, body: {} },
      { as: exporter },
    );
    expect(accepted.answer).toBe('accepted');
    expect(accepted.answered_at).not.toBeNull();
    expect(accepted.buyer).toEqual({
      company_name: 'Nordic Grain Trading AB',
      contact_name: 'Anna Lindqvist',
      contact_position: 'Purchasing manager',
      email: sale.email,
      phone: '+46812345678',
      website: 'https://nordic-grain.example',
    });
    const listed = await callOk(app, endpoints.listSharedSales, {}, { as: exporter });
    expect(listed[0]!.buyer?.email).toBe(sale.email);

    // Delivered jobs keep no payload: the Reply-To is read from the queued one.
    const [queued] = (await queuedMailTo(sale.email)).filter((mail) => mail.subject.includes('interested'));
    expect(queued?.replyTo).toBe(exporter.email);
    await app.jobs.drain();
    const card = (await readOutbox(app, sale.email)).find((mail) => mail.subject.includes('interested'));
    expect(card?.subject).toBe('A Ukrainian exporter is interested in your request: Linden honey');
    expect(card?.html).toContain('<html lang="en">');
    for (const line of [
      'Dear Anna Lindqvist,',
      'Company: Медова Долина LLC',
      'Website: https://testova.example',
      'Region of Ukraine: Lviv Oblast',
      'Founded: 2015',
      'Type of business: Manufacturer',
      'Fields of activity: Machinery, Metallurgy',
      `E-mail: ${exporter.email}`,
      'Phone: +380671112233',
    ]) {
      expect(card?.text).toContain(line);
    }

    for (const entry of [endpoints.acceptSharedSale, endpoints.declineSharedSale] as const) {
      const again = await call(
        app,
        entry,
        { params: { id: share }, body: entry === endpoints.acceptSharedSale ? {} : { reason: 'deadline' } },
        { as: exporter, locale: 'en' },
      );
      expect(again.status).toBe(409);
      expect(errorOf(again).message).toBe('You have already answered this buyer’s application.');
    }
    expect((await getDetails(sale.id)).sale.shares).toEqual({ total: 1, accepted: 1, declined: 0 });
  });

  it('decline: with a reason and a comment, shown to the manager; 409 after; no contacts', async () => {
    const exporter = await createExporter();
    const share = await createShare(app, manager, exporter);
    const declined = await callOk(
      app,
      endpoints.declineSharedSale,
      {
        params: { id: share },
        body: { reason: 'price_too_low', comment: '  Our price is 1,300 EUR/t FCA.  ' },
      },
      { as: exporter, locale: 'en' },
    );
    expect(declined).toMatchObject({
      answer: 'declined',
      buyer: null,
      decline: {
        reason: 'price_too_low',
        reason_name: 'The target price is too low',
        comment: 'Our price is 1,300 EUR/t FCA.',
      },
    });
    const saleId = declined.sale.id;
    const details = await getDetails(saleId);
    expect(details.shared_with[0]).toMatchObject({
      answer: 'declined',
      decline: { reason: 'price_too_low', reason_name: 'Бажана ціна занизька' },
    });
    const again = await call(
      app,
      endpoints.acceptSharedSale,
      { params: { id: share }, body: {} },
      { as: exporter },
    );
    expect(again.status).toBe(409);
  });

  it('422 for a reason not in the list, and for `other` without a comment; nothing is answered', async () => {
    const exporter = await createExporter();
    const share = await createShare(app, manager, exporter);
    for (const body of [
      { reason: 'too_far' },
      { reason: 'other' },
      { reason: 'other', comment: '   ' },
      {},
      { reason: 'deadline', extra: 1 },
    ]) {
      const answer = await call(
        app,
        endpoints.declineSharedSale,
        { params: { id: share }, body },
        { as: exporter },
      );
      expect(answer.status, JSON.stringify(body)).toBe(422);
    }
    const withComment = await call(
      app,
      endpoints.declineSharedSale,
      { params: { id: share }, body: { reason: 'other', comment: 'We stopped exporting oil.' } },
      { as: exporter },
    );
    expect(withComment.status).toBe(200);
  });

  it("another company's share, and an unknown one, answer 404 with nothing of the sale", async () => {
    const owner = await createExporter();
    const other = await createExporter();
    const share = await createShare(app, manager, owner, { product_name: 'Secret buckwheat' });
    for (const id of [share, crypto.randomUUID()]) {
      for (const entry of [endpoints.acceptSharedSale, endpoints.declineSharedSale] as const) {
        const answer = await call(
          app,
          entry,
          { params: { id }, body: entry === endpoints.acceptSharedSale ? {} : { reason: 'deadline' } },
          { as: other },
        );
        expect(answer.status).toBe(404);
        expect(answer.response.body).not.toContain('buckwheat');
      }
    }
    expect(
      (await call(app, endpoints.acceptSharedSale, { params: { id: 'abc' }, body: {} }, { as: owner }))
        .status,
    ).toBe(422);
    const [mine] = await callOk(app, endpoints.listSharedSales, {}, { as: owner });
    expect(mine?.answer).toBe('pending');
  });

  it('get-decline-questions: the reasons in Ukrainian and English, `other` needing a comment', async () => {
    const exporter = await createExporter();
    const uk = await callOk(app, endpoints.listDeclineQuestions, {}, { as: exporter });
    const en = await callOk(app, endpoints.listDeclineQuestions, {}, { as: exporter, locale: 'en' });
    expect(uk.map((item) => item.code)).toEqual(en.map((item) => item.code));
    expect(uk[0]).toEqual({
      code: 'no_capacity',
      name: 'Немає вільних виробничих потужностей',
      comment_required: false,
    });
    expect(en.at(-1)).toEqual({ code: 'other', name: 'Another reason', comment_required: true });
    expect((await call(app, endpoints.listDeclineQuestions)).status).toBe(401);
  });
});

describe('demo content (issue 15 §4): import applications that match the demo exporter', () => {
  it('three applications matching the demo exporter’s export applications, one already shared with it', async () => {
    const demo = await buildTestApp();
    try {
      const seeded = await seedDemoContent(demo.app.db, {
        isProduction: false,
        steps: [
          ...createDemoAccountSteps({ passwordHash: getPasswordHashOptions(demo.app.config) }),
          ...createDemoRequestSteps(),
          ...createDemoImporterSaleSteps(),
        ],
      });
      expect(seeded).toBe('seeded');
      const session = async (email: string) => {
        const [user] = await demo.app.db.select().from(users).where(eq(users.email, email));
        const { token } = await createSession({ db: demo.app.db, userId: user!.id, userAgent: 'vitest' });
        return { user: user!, headers: { authorization: `Bearer ${token}` } };
      };
      const exporter = await session(DEMO_EXPORTER.email);
      const demoManager = await session(DEMO_MANAGER.email);

      const queue = await call(
        demo.app,
        endpoints.listAdminImporterSales,
        {},
        { headers: demoManager.headers },
      );
      expect(queue.data.items).toHaveLength(3);
      // Prices a buyer would write (issue 25 §11): bulk honey costs thousands of euros a tonne, not 3.90.
      const honey = queue.data.items.find((item) => item.hs.code === '0409');
      expect(honey).toMatchObject({ unit: 't', currency: 'EUR' });
      expect(Number(honey!.target_price)).toBeGreaterThanOrEqual(1000);
      expect(queue.data.counts).toEqual({ new: 2, shared: 1, closed: 0 });
      for (const item of queue.data.items) {
        const details = await call(
          demo.app,
          endpoints.getAdminImporterSale,
          { params: { id: item.id } },
          { headers: demoManager.headers },
        );
        const matches = [...details.data.suggestions, ...details.data.shared_with].map(
          (entry) => entry.company.user_id,
        );
        expect(matches, item.product_name).toContain(exporter.user.id);
        if (item.status === 'new') {
          expect(details.data.suggestions[0]).toMatchObject({
            company: { user_id: exporter.user.id },
            match: 'same_heading',
          });
        }
      }
      const shared = await call(demo.app, endpoints.listSharedSales, {}, { headers: exporter.headers });
      expect(shared.data).toHaveLength(1);
      expect(shared.data[0]).toMatchObject({
        answer: 'pending',
        buyer: null,
        sale: { product_name: 'Refined sunflower oil' },
      });
    } finally {
      await demo.close();
    }
  });
});
