import { orderService, publishService } from './catalog';
import { randomUUID } from 'node:crypto';
import { count, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkListRequests, notifications, salesMarketApplications } from '@portal/db';
import {
  endpoints,
  REQUEST_KINDS,
  type EndpointData,
  type ApplicationStatus,
  type AuditEntry,
  type CheckListListItem,
  type SalesMarketListItem,
} from '@portal/contract';
import { buildTestApp, readOutbox, type TestApp } from './helpers';
import { COMPANY_BODY, type SignedInUser } from './accounts';
import { call, callOk, injectOptionsOf } from './call';
import {
  createApprovedExporter,
  createCheckListRequest,
  createDraftApplication,
  createManager,
  createSubmittedApplication,
  errorOf,
  moveSubmittedTo,
  VALID_CHECK_LIST,
  validProductStep,
} from './requests';
import { createAssistant, createCountryAnalysis, subscribe, VALID_COUNTRY_ANALYSIS } from './pro-services';

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

type Kind = 'sales-market' | 'check-list';

/** The back-office calls of each request kind. */
const CALLS = {
  'sales-market': {
    view: endpoints.getAdminSalesMarket,
    move: endpoints.changeAdminSalesMarketStatus,
    queue: endpoints.listAdminSalesMarket,
  },
  'check-list': {
    view: endpoints.getAdminCheckList,
    move: endpoints.changeAdminCheckListStatus,
    queue: endpoints.listAdminCheckList,
  },
} as const;

/** The manager's view of a request (must answer 200). */
function readView<K extends Kind>(
  kind: K,
  id: string,
  by: SignedInUser = manager,
): Promise<EndpointData<(typeof CALLS)[K]['view']>> {
  return callOk<(typeof CALLS)[K]['view']>(app, CALLS[kind].view, { params: { id } }, { as: by });
}

function move<K extends Kind>(kind: K, id: string, body: object, by: SignedInUser = manager) {
  return call<(typeof CALLS)[K]['move']>(app, CALLS[kind].move, { params: { id }, body }, { as: by });
}

/** A move that must succeed; answers the manager's view after it. */
async function moveOk<K extends Kind>(kind: K, id: string, status: ApplicationStatus, comment?: string) {
  const response = await move(kind, id, { status, ...(comment ? { comment } : {}) });
  expect(response.status, response.response.body).toBe(200);
  return response.data;
}

function queue<K extends Kind>(kind: K, query: Record<string, string> = {}) {
  return call<(typeof CALLS)[K]['queue']>(app, CALLS[kind].queue, { query }, { as: manager });
}

async function readAudit(entityType: string, id: string): Promise<AuditEntry[]> {
  const response = await call(
    app,
    endpoints.listAdminAuditLog,
    { query: { entity_type: entityType, entity_id: id } },
    { as: manager },
  );
  expect(response.status).toBe(200);
  return response.data.items;
}

async function latestNotification(userId: string) {
  const [row] = await app.db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt))
    .limit(1);
  return row;
}

const CONTACT = {
  company_name: 'Honig Handel GmbH',
  country_code: 'DE',
  contact_name: 'Jonas Becker',
  position: 'Purchasing manager',
  email: 'jonas.becker@honig.example',
  phone: '+49301234567',
  website: 'https://honig.example',
  note: 'Buys 40 t a year.',
};

describe('GET /admin/sales-market/{id}: the manager’s view of an export application', () => {
  it('answers the application, its company, its history and the moves a manager may make', async () => {
    const exporter = await createApprovedExporter(app, { name: 'Андрій', surname: 'Мельник' });
    const application = await createSubmittedApplication(app, exporter);
    const view = await readView('sales-market', application.id);
    expect(view.application).toMatchObject({
      id: application.id,
      number: application.number,
      status: 'accepted',
    });
    expect(view.company).toEqual({
      user_id: exporter.user.id,
      email: exporter.email,
      name: 'Андрій Мельник',
      company_name: expect.any(String),
      company_name_en: expect.any(String),
      edrpou_code: expect.any(String),
      verification: 'approved',
    });
    expect(view.history.map((change) => [change.from_status, change.to_status, change.actor])).toEqual([
      [null, 'created', 'exporter'],
      ['created', 'accepted', 'exporter'],
    ]);
    expect(view.allowed_moves.sort()).toEqual(['closed', 'in_process']);
    expect(view.shared_contacts).toEqual([]);
  });

  it('drafts (created) are visible to managers too; their only manager move is closing', async () => {
    const exporter = await createApprovedExporter(app);
    const draft = await createDraftApplication(app, exporter);
    const view = await readView('sales-market', draft.id);
    expect(view.application.status).toBe('created');
    expect(view.allowed_moves).toEqual(['closed']);
  });

  it('a bad id answers 422, an unknown one 404, on every call of a request', async () => {
    for (const kind of ['sales-market', 'check-list'] as const) {
      const bad = await app.inject(
        injectOptionsOf(CALLS[kind].view, { params: { id: '1001' } }, { as: manager }),
      );
      expect(bad.statusCode).toBe(422);
      expect(Object.keys(bad.json().errors)).toEqual(['id']);
      const unknown = randomUUID();
      const read = await call(app, CALLS[kind].view, { params: { id: unknown } }, { as: manager });
      expect(read.status).toBe(404);
      expect((await move(kind, unknown, { status: 'in_process' })).status).toBe(404);
      const malformed = injectOptionsOf(
        CALLS[kind].move,
        { params: { id: 'nope' }, body: { status: 'in_process' } },
        { as: manager },
      );
      expect((await app.inject(malformed)).statusCode).toBe(422);
    }
    const contacts = await call(
      app,
      endpoints.createAdminSharedContact,
      { params: { id: randomUUID() }, body: CONTACT },
      { as: manager },
    );
    expect(contacts.status).toBe(404);
  });

  it('an admin sees and moves requests like a manager', async () => {
    const admin = await createApprovedExporter(app, { role: 'admin', company: undefined });
    const exporter = await createApprovedExporter(app);
    const application = await createSubmittedApplication(app, exporter);
    await readView('sales-market', application.id, admin);
    const response = await move('sales-market', application.id, { status: 'in_process' }, admin);
    expect(response.status).toBe(200);
  });
});

describe('POST /admin/sales-market/{id}/status: the whole graph of an export application', () => {
  it('walks accepted → in_process → in_finalization → (exporter resubmits) → accepted → in_process → approved → in_work → contract', async () => {
    const exporter = await createApprovedExporter(app);
    const { id } = await createSubmittedApplication(app, exporter);

    let view = await moveOk('sales-market', id, 'in_process');
    expect(view.application.status).toBe('in_process');
    expect(view.allowed_moves.sort()).toEqual(['approved', 'closed', 'denied', 'in_finalization']);

    view = await moveOk('sales-market', id, 'in_finalization', 'Додайте сертифікат HACCP.');
    expect(view.application.status).toBe('in_finalization');
    // Resubmitting is the exporter's move, not the manager's.
    expect(view.allowed_moves).toEqual(['closed']);
    expect((await move('sales-market', id, { status: 'accepted' })).status).toBe(409);

    const resubmit = await call(
      app,
      endpoints.updateSalesMarketApplication,
      { params: { id }, body: validProductStep({ certificates: 'HACCP (2025), organic (EU 2018/848)' }) },
      { as: exporter },
    );
    expect(resubmit.status, resubmit.response.body).toBe(200);
    expect(resubmit.data.status).toBe('accepted');

    for (const status of ['in_process', 'approved', 'in_work'] as const) {
      view = await moveOk('sales-market', id, status);
      expect(view.application.status).toBe(status);
    }
    expect(view.allowed_moves.sort()).toEqual(['closed', 'contract', 'future']);
    view = await moveOk('sales-market', id, 'contract', 'Контракт № 17 підписано.');
    expect(view.application.status).toBe('contract');
    expect(view.allowed_moves).toEqual([]);

    expect(view.history.map((change) => `${change.from_status}→${change.to_status}:${change.actor}`)).toEqual(
      [
        'null→created:exporter',
        'created→accepted:exporter',
        'accepted→in_process:manager',
        'in_process→in_finalization:manager',
        'in_finalization→accepted:exporter',
        'accepted→in_process:manager',
        'in_process→approved:manager',
        'approved→in_work:manager',
        'in_work→contract:manager',
      ],
    );
  });

  it("history entries carry the manager's comment and name", async () => {
    const exporter = await createApprovedExporter(app);
    const { id } = await createSubmittedApplication(app, exporter);
    await moveOk('sales-market', id, 'in_process', 'Беру в роботу.');
    const view = await moveOk('sales-market', id, 'denied', 'Товар не підлягає експорту.');
    expect(view.history.slice(-2)).toEqual([
      expect.objectContaining({
        to_status: 'in_process',
        comment: 'Беру в роботу.',
        actor: 'manager',
        actor_name: 'Марія Шевченко',
      }),
      expect.objectContaining({
        to_status: 'denied',
        comment: 'Товар не підлягає експорту.',
        actor: 'manager',
      }),
    ]);
  });

  it.each(['in_finalization', 'denied'] as const)(
    'a move to %s without a comment answers 422 naming comment',
    async (status) => {
      const exporter = await createApprovedExporter(app);
      const { id } = await createSubmittedApplication(app, exporter);
      await moveOk('sales-market', id, 'in_process');
      for (const payload of [{ status }, { status, comment: '  ' }]) {
        const response = await move('sales-market', id, payload);
        expect(response.status).toBe(422);
        expect(errorOf(response).errors).toEqual({
          comment: ['Напишіть коментар: експортер має знати причину.'],
        });
      }
      expect((await readView('sales-market', id)).application.status).toBe('in_process');
    },
  );

  it('moves the graph has not answer 409 request.status_move_forbidden: accepted → approved, contract → anything', async () => {
    const exporter = await createApprovedExporter(app);
    const { id } = await createSubmittedApplication(app, exporter);
    const skip = await move('sales-market', id, { status: 'approved' });
    expect(skip.status).toBe(409);
    expect(skip.body).toEqual({ code: 'conflict', message: 'Такий перехід статусу недопустимий.' });
    expect((await move('sales-market', id, { status: 'accepted' })).status).toBe(409);

    await moveSubmittedTo(app, manager, 'sales_market', id, 'contract');
    for (const status of ['closed', 'in_work', 'future', 'in_process', 'accepted'] as const) {
      expect((await move('sales-market', id, { status })).status, status).toBe(409);
    }
  });

  it("submitting a draft (created → accepted) is the exporter's move: a manager gets 409", async () => {
    const exporter = await createApprovedExporter(app);
    const draft = await createDraftApplication(app, exporter);
    const response = await move('sales-market', draft.id, { status: 'accepted' });
    expect(response.status).toBe(409);
    expect(errorOf(response).code).toBe('conflict');
    expect((await readView('sales-market', draft.id)).application.status).toBe('created');
  });

  it('two managers taking the same application at once: one move wins, the stale one answers 409', async () => {
    const exporter = await createApprovedExporter(app);
    const { id } = await createSubmittedApplication(app, exporter);
    const other = await createManager(app);
    const answers = await Promise.all([
      move('sales-market', id, { status: 'in_process' }),
      move('sales-market', id, { status: 'in_process' }, other),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const view = await readView('sales-market', id);
    expect(view.history.filter((change) => change.to_status === 'in_process')).toHaveLength(1);
  });

  it('a move decided on an old screen (from = the status the manager saw) answers 409 request.status_changed', async () => {
    const exporter = await createApprovedExporter(app);
    const { id } = await createSubmittedApplication(app, exporter);
    await moveOk('sales-market', id, 'in_process');
    // Closing is allowed from in_process too, but this manager saw the request as accepted.
    const stale = await move('sales-market', id, { status: 'closed', from: 'accepted' });
    expect(stale.status).toBe(409);
    expect(errorOf(stale).message).toBe('Статус заявки вже змінився. Оновіть сторінку.');
    expect((await readView('sales-market', id)).application.status).toBe('in_process');
    const current = await move('sales-market', id, { status: 'closed', from: 'in_process' });
    expect(current.status).toBe(200);
  });

  it('each manager move writes one audit entry with the status before and after and the comment', async () => {
    const exporter = await createApprovedExporter(app);
    const { id } = await createSubmittedApplication(app, exporter);
    await moveOk('sales-market', id, 'in_process');
    await moveOk('sales-market', id, 'in_finalization', 'Уточніть ціну.');
    const entries = await readAudit('sales_market', id);
    expect(entries).toHaveLength(2);
    expect(entries[0]).toMatchObject({
      actor_email: manager.email,
      action: 'status_change',
      entity_type: 'sales_market',
      entity_id: id,
      before: { status: 'in_process' },
      after: { status: 'in_finalization', comment: 'Уточніть ціну.' },
    });
    expect(entries[1]).toMatchObject({ before: { status: 'accepted' }, after: { status: 'in_process' } });
  });

  it('the exporter is notified in the portal and by e-mail, with the comment', async () => {
    const exporter = await createApprovedExporter(app, { locale: 'en' });
    const { id } = await createSubmittedApplication(app, exporter);
    await moveOk('sales-market', id, 'in_process');
    await moveOk('sales-market', id, 'denied', 'No export licence.');
    const notice = await latestNotification(exporter.user.id);
    expect(notice).toMatchObject({ type: 'error', link: `/profile/market/${id}` });
    expect(notice!.text.en).toContain('No export licence.');
    await app.jobs.drain();
    const mails = await readOutbox(app, exporter.email);
    expect(mails.some((mail) => mail.text.includes('Comment: No export licence.'))).toBe(true);
  });
});

describe('GET /admin/sales-market: the queue', () => {
  it('holds every company’s applications but drafts by default, each naming its company', async () => {
    const exporter = await createApprovedExporter(app);
    const draft = await createDraftApplication(app, exporter);
    const submitted = await createSubmittedApplication(app, exporter);
    const response = await queue('sales-market', { per_page: '100' });
    expect(response.status).toBe(200);
    const items = response.data.items;
    const ids = items.map((item) => item.id);
    expect(ids).toContain(submitted.id);
    expect(ids).not.toContain(draft.id);
    expect(items.every((item) => item.status !== 'created')).toBe(true);
    expect(items.find((item) => item.id === submitted.id)?.company_name).toEqual(expect.any(String));
  });

  it('filters by status (drafts on request) and finds an application by its number', async () => {
    const exporter = await createApprovedExporter(app);
    const draft = await createDraftApplication(app, exporter);
    const taken = await createSubmittedApplication(app, exporter);
    await moveOk('sales-market', taken.id, 'in_process');

    const drafts = (await queue('sales-market', { status: 'created', per_page: '100' })).data.items;
    expect(drafts.map((item: SalesMarketListItem) => item.id)).toContain(draft.id);
    const inProcess = (await queue('sales-market', { status: 'in_process', per_page: '100' })).data.items;
    expect(inProcess.every((item: SalesMarketListItem) => item.status === 'in_process')).toBe(true);
    expect(inProcess.map((item: SalesMarketListItem) => item.id)).toContain(taken.id);

    const byNumber = (await queue('sales-market', { search: String(taken.number) })).data.items;
    expect(byNumber.map((item: SalesMarketListItem) => item.id)).toEqual([taken.id]);
  });

  it('a queue of one status lists whoever has waited longest first', async () => {
    const exporter = await createApprovedExporter(app);
    const first = await createSubmittedApplication(app, exporter);
    const second = await createSubmittedApplication(app, exporter);
    await moveOk('sales-market', second.id, 'in_process');
    await moveOk('sales-market', first.id, 'in_process');
    const items = (await queue('sales-market', { status: 'in_process', per_page: '100' })).data.items;
    const ids = items.map((item) => item.id);
    expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id));
    const times = items.map((item) => item.status_changed_at);
    expect(times).toEqual([...times].sort());
  });

  it('the queue search also finds an application by its company name', async () => {
    const name = `ТОВ «Бджілка ${randomUUID().slice(0, 6)}»`;
    const exporter = await createApprovedExporter(app, { company: { ...COMPANY_BODY, name_ru: name } });
    const submitted = await createSubmittedApplication(app, exporter);
    const response = await queue('sales-market', { search: name.slice(5, -1) });
    expect(response.status).toBe(200);
    expect(response.data.items.map((item: SalesMarketListItem) => item.id)).toEqual([submitted.id]);
    expect(response.data.meta.total).toBe(1);
  });

  it('a queue search that fills its page counts every match, company names included', async () => {
    const name = `ТОВ «Вулик ${randomUUID().slice(0, 6)}»`;
    const exporter = await createApprovedExporter(app, { company: { ...COMPANY_BODY, name_ru: name } });
    await createSubmittedApplication(app, exporter);
    await createSubmittedApplication(app, exporter);
    const page = (await queue('sales-market', { search: name.slice(5, -1), per_page: '1' })).data;
    expect(page.items).toHaveLength(1);
    expect(page.meta).toMatchObject({ total: 2, last_page: 2 });
  });

  it('counts every status, drafts included, whatever the filters', async () => {
    const read = async (query: Record<string, string> = {}) =>
      (await queue('sales-market', query)).data.counts as Record<string, number>;
    const before = await read();
    expect(Object.keys(before)).toHaveLength(10);
    const exporter = await createApprovedExporter(app);
    await createDraftApplication(app, exporter);
    const submitted = await createSubmittedApplication(app, exporter);
    await moveOk('sales-market', submitted.id, 'in_process');
    const after = await read({ status: 'denied' });
    expect(after.created).toBe(before.created! + 1);
    expect(after.in_process).toBe(before.in_process! + 1);
    expect(after.accepted).toBe(before.accepted);
  });

  it('decision 016: the kept counts are the requests counted by status, through creation, moves and deletion', async () => {
    const exporter = await createApprovedExporter(app);
    const kept = await createDraftApplication(app, exporter);
    const removed = await createDraftApplication(app, exporter);
    const deleted = await call(
      app,
      endpoints.deleteSalesMarketApplication,
      { params: { id: removed.id } },
      { as: exporter },
    );
    expect(deleted.status, deleted.response.body).toBe(200);
    for (const to of ['in_finalization', 'denied', 'closed'] as const) {
      const submitted = await createSubmittedApplication(app, exporter);
      await moveSubmittedTo(app, manager, 'sales_market', submitted.id, to);
    }
    const request = await createCheckListRequest(app, exporter);
    await moveSubmittedTo(app, manager, 'check_list', request.id, 'approved');
    expect(kept.status).toBe('created');

    const counted = async (table: typeof salesMarketApplications | typeof checkListRequests) =>
      Object.fromEntries(
        (await app.db.select({ status: table.status, n: count() }).from(table).groupBy(table.status)).map(
          (row) => [row.status, row.n],
        ),
      );
    const nonZero = (counts: Record<string, number>) =>
      Object.fromEntries(Object.entries(counts).filter(([, n]) => n > 0));
    expect(nonZero((await queue('sales-market')).data.counts)).toEqual(
      await counted(salesMarketApplications),
    );
    expect(nonZero((await queue('check-list')).data.counts)).toEqual(await counted(checkListRequests));
  });

  it('pages with per_page and page; an unknown status or parameter answers 422', async () => {
    const exporter = await createApprovedExporter(app);
    await createSubmittedApplication(app, exporter);
    await createSubmittedApplication(app, exporter);
    const page = (await queue('sales-market', { per_page: '1', page: '2' })).data;
    expect(page.items).toHaveLength(1);
    expect(page.meta).toMatchObject({ current_page: 2, per_page: 1 });
    expect(page.meta.total).toBeGreaterThanOrEqual(2);
    expect((await queue('sales-market', { status: 'lost' })).status).toBe(422);
    const unknownParameter = injectOptionsOf(
      endpoints.listAdminSalesMarket,
      {},
      { as: manager, rawQuery: `company_id=${randomUUID()}` },
    );
    expect((await app.inject(unknownParameter)).statusCode).toBe(422);
  });
});

describe('POST /admin/sales-market/{id}/shared-contacts', () => {
  it('only on an approved or in-work application: before that 409 request.contacts_not_allowed', async () => {
    const exporter = await createApprovedExporter(app);
    const { id } = await createSubmittedApplication(app, exporter);
    const share = () =>
      call(app, endpoints.createAdminSharedContact, { params: { id }, body: CONTACT }, { as: manager });
    const early = await share();
    expect(early.status).toBe(409);
    expect(errorOf(early).message).toBe('Контакти можна надати лише по прийнятій заявці.');
    await moveSubmittedTo(app, manager, 'sales_market', id, 'approved');
    expect((await share()).status).toBe(200);
    await moveOk('sales-market', id, 'in_work');
    const second = await share();
    expect(second.status).toBe(200);
    expect(second.data.shared_contacts).toHaveLength(2);
    await moveOk('sales-market', id, 'future');
    expect((await share()).status).toBe(409);
  });

  it('answers the view with the contact; the exporter sees it and is notified; the audit log has it', async () => {
    const exporter = await createApprovedExporter(app);
    const { id, number } = await createSubmittedApplication(app, exporter);
    await moveSubmittedTo(app, manager, 'sales_market', id, 'approved');
    const response = await call(
      app,
      endpoints.createAdminSharedContact,
      { params: { id }, body: CONTACT },
      { as: manager, locale: 'en' },
    );
    expect(response.status, response.response.body).toBe(200);
    const [contact] = response.data.shared_contacts;
    expect(contact).toMatchObject({
      company_name: 'Honig Handel GmbH',
      country: { code: 'DE', name: 'Germany' },
      contact_name: 'Jonas Becker',
      email: 'jonas.becker@honig.example',
      note: 'Buys 40 t a year.',
    });

    const own = await call(
      app,
      endpoints.listSalesMarketSharedContacts,
      { params: { id } },
      { as: exporter },
    );
    expect(own.status).toBe(200);
    expect(own.data).toEqual([{ ...contact, country: { code: 'DE', name: 'Німеччина' } }]);

    const notice = await latestNotification(exporter.user.id);
    expect(notice).toMatchObject({ type: 'info', link: `/profile/market/${id}` });
    expect(notice!.text.uk).toContain(`№ ${number}`);
    expect(notice!.text.uk).toContain('Honig Handel GmbH');

    const [entry] = await readAudit('sales_market', id);
    expect(entry).toMatchObject({
      action: 'shared_contact.create',
      before: null,
      after: { shared_contact_id: contact!.id, company_name: 'Honig Handel GmbH', country_code: 'DE' },
    });
  });

  it('a contact without company or country, or with unknown fields, answers 422', async () => {
    const exporter = await createApprovedExporter(app);
    const { id } = await createSubmittedApplication(app, exporter);
    await moveSubmittedTo(app, manager, 'sales_market', id, 'approved');
    const post = (body: object) =>
      call(app, endpoints.createAdminSharedContact, { params: { id }, body }, { as: manager });
    const missing = await post({ contact_name: 'Jonas' });
    expect(missing.status).toBe(422);
    expect(Object.keys(errorOf(missing).errors!).sort()).toEqual(['company_name', 'country_code']);
    expect((await post({ ...CONTACT, country_code: 'XX' })).status).toBe(422);
    expect((await post({ ...CONTACT, email: 'not-an-email' })).status).toBe(422);
    expect((await post({ ...CONTACT, shared_by: manager.user.id })).status).toBe(422);
  });
});

describe('market-analysis requests: the shorter status set', () => {
  it('walks accepted → in_process → in_finalization → (exporter resubmits) → accepted → in_process → approved → closed', async () => {
    const exporter = await createApprovedExporter(app);
    const { id } = await createCheckListRequest(app, exporter);
    let view = await readView('check-list', id);
    expect(view.request.status).toBe('accepted');
    expect(view.company.user_id).toBe(exporter.user.id);

    view = await moveOk('check-list', id, 'in_process');
    expect(view.allowed_moves.sort()).toEqual(['approved', 'closed', 'denied', 'in_finalization']);
    view = await moveOk('check-list', id, 'in_finalization', 'Назвіть цільові ринки точніше.');
    const resubmit = await call(
      app,
      endpoints.updateCheckListRequest,
      { params: { id }, body: { ...VALID_CHECK_LIST, target_countries: ['DE'] } },
      { as: exporter },
    );
    expect(resubmit.status, resubmit.response.body).toBe(200);
    expect(resubmit.data.status).toBe('accepted');
    await moveOk('check-list', id, 'in_process');
    view = await moveOk('check-list', id, 'approved');
    // in_work, contract and future are not in the shorter set: a manager can only close it.
    expect(view.allowed_moves).toEqual(['closed']);
    view = await moveOk('check-list', id, 'closed', 'Аналіз надіслано на пошту.');
    expect(view.request.status).toBe('closed');
    expect(view.allowed_moves).toEqual([]);
    expect(view.history.map((change) => change.to_status)).toEqual([
      'created',
      'accepted',
      'in_process',
      'in_finalization',
      'accepted',
      'in_process',
      'approved',
      'closed',
    ]);
    expect(view.history.at(-1)).toMatchObject({ actor: 'manager', comment: 'Аналіз надіслано на пошту.' });
    const entries = await readAudit('check_list', id);
    expect(entries.map((entry) => entry.after?.status)).toEqual([
      'closed',
      'approved',
      'in_process',
      'in_finalization',
      'in_process',
    ]);
  });

  it.each(['in_work', 'contract', 'future'] as const)(
    'a status outside the shorter set (%s) answers 409 request.status_move_forbidden',
    async (status) => {
      const exporter = await createApprovedExporter(app);
      const { id } = await createCheckListRequest(app, exporter);
      await moveSubmittedTo(app, manager, 'check_list', id, 'approved');
      const response = await move('check-list', id, { status });
      expect(response.status).toBe(409);
      expect(errorOf(response).message).toBe('Такий перехід статусу недопустимий.');
    },
  );

  it('a denial needs a comment (422) and is final', async () => {
    const exporter = await createApprovedExporter(app);
    const { id } = await createCheckListRequest(app, exporter);
    await moveOk('check-list', id, 'in_process');
    expect((await move('check-list', id, { status: 'denied' })).status).toBe(422);
    const view = await moveOk('check-list', id, 'denied', 'Країни під санкціями.');
    expect(view.allowed_moves).toEqual([]);
    expect((await move('check-list', id, { status: 'closed' })).status).toBe(409);
  });

  it('the queue filters by status and category, leaves drafts out and counts the shorter set', async () => {
    const exporter = await createApprovedExporter(app);
    const draft = await createCheckListRequest(app, exporter, { ...VALID_CHECK_LIST, submit: false });
    const submitted = await createCheckListRequest(app, exporter);
    const response = await queue('check-list', { per_page: '100' });
    expect(response.status).toBe(200);
    const { data } = response;
    const ids = data.items.map((item) => item.id);
    expect(ids).toContain(submitted.id);
    expect(ids).not.toContain(draft.id);
    expect(Object.keys(data.counts).sort()).toEqual([
      'accepted',
      'approved',
      'closed',
      'created',
      'denied',
      'in_finalization',
      'in_process',
    ]);
    const byCategory = (await queue('check-list', { category: VALID_CHECK_LIST.category, per_page: '100' }))
      .data.items;
    expect(byCategory.every((item) => item.category.code === VALID_CHECK_LIST.category)).toBe(true);
    expect(byCategory.map((item) => item.id)).toContain(submitted.id);
    expect((await queue('check-list', { status: 'in_work' })).status).toBe(422);
    const drafts = (await queue('check-list', { status: 'created', per_page: '100' })).data.items;
    expect(drafts.map((item: CheckListListItem) => item.id)).toContain(draft.id);
  });
});

describe('GET /admin/summary counts requests by status', () => {
  it('a submitted request of every registered kind shows up under accepted (issues 15 and 27: all five kinds)', async () => {
    const read = async () => (await call(app, endpoints.getAdminSummary, {}, { as: manager })).data.requests;
    const { service, form } = await publishService(app, manager, { tag: 'summary' });
    const before = await read();
    expect(Object.keys(before)).toEqual([...REQUEST_KINDS]);
    const exporter = await createApprovedExporter(app);
    await subscribe(app, exporter);
    await createSubmittedApplication(app, exporter);
    await createCheckListRequest(app, exporter);
    await createCountryAnalysis(app, exporter);
    await createAssistant(app, exporter);
    await orderService(app, exporter, { id: service.id, formId: form.id });
    const after = await read();
    for (const kind of REQUEST_KINDS) {
      expect({ kind, accepted: after[kind].accepted }).toEqual({
        kind,
        accepted: before[kind].accepted! + 1,
      });
    }
  });

  it('a draft counts as created, and a move leaves its old status (country analysis)', async () => {
    const read = async () =>
      (await call(app, endpoints.getAdminSummary, {}, { as: manager })).data.requests.country_analysis;
    const exporter = await createApprovedExporter(app);
    await subscribe(app, exporter);
    const before = await read();
    await createCountryAnalysis(app, exporter, { ...VALID_COUNTRY_ANALYSIS, submit: false });
    const submitted = await createCountryAnalysis(app, exporter);
    await moveSubmittedTo(app, manager, 'country_analysis', submitted.id, 'in_process');
    const after = await read();
    expect(after.created).toBe(before.created! + 1);
    expect(after.accepted).toBe(before.accepted);
    expect(after.in_process).toBe(before.in_process! + 1);
  });
});
