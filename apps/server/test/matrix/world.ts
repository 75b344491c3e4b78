import { randomUUID } from 'node:crypto';
import { asc, count, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { endpoints, type ApplicationStatus, type CompanyRecordKind } from '@portal/contract';
import {
  assistantRequests,
  serviceOrders,
  auditLog,
  checkListRequests,
  countryAnalysisRequests,
  companies,
  countryActionParticipants,
  courierRequests,
  devOutbox,
  importerSaleShares,
  importingProgressRecords,
  chatCannedAnswers,
  chatMessages,
  feedbackAnswers,
  feedbackMessages,
  jobs,
  invoices,
  notifications,
  subscriptions,
  requestStatusChanges,
  requestStatusDeltas,
  salesMarketApplications,
  sessions,
  sharedContacts,
  storedFiles,
  users,
} from '@portal/db';
import { call, callOk } from '../call';
import { PDF_BYTES } from '../uploads';
import {
  createAssistant,
  createCountryAnalysis,
  moveCountryAnalysisTo,
  subscribe,
  VALID_ASSISTANT,
  VALID_COUNTRY_ANALYSIS,
} from '../pro-services';
import { createInvoice } from '../money';
import { orderService, publishService } from '../catalog';
import { createShare } from '../matchmaking';
import { createCourierRequest } from '../courier';
import { COMPANY_BODY, createSignedInUser, type SignedInUser } from '../accounts';
import {
  createApprovedExporter,
  createCheckListRequest,
  createDraftApplication,
  createManager,
  moveSubmittedTo,
  VALID_CHECK_LIST,
  VALID_PERSONAL_STEP,
  validProductStep,
} from '../requests';
import { quoteReportOrder, readyReportOrder } from '../reports';

/**
 * The people and records of the access matrix (issue 12, issue 13 §5): company A's exporter and
 * A's records of every kind in several states, the others who must be refused (B, another
 * approved company; C, not yet verified; an unfinished registration; the back office), the
 * strings only A's data holds, and the snapshot of everything a refusal must leave alone.
 */

/** The states of A's records the matrix keeps (a record of each is tried by every caller). */
export const RECORD_STATES = {
  sales_market: ['created', 'accepted', 'in_finalization', 'approved', 'closed', 'denied'],
  check_list: ['created', 'accepted', 'in_finalization', 'closed'],
  // `approved` and `closed` hold the manager's finished analysis.
  country_analysis: ['created', 'accepted', 'in_finalization', 'approved', 'closed'],
  // An assistance request is never a draft.
  assistant: ['accepted', 'in_finalization', 'closed'],
  // An order is sent at once, never a draft.
  service_order: ['accepted', 'in_finalization', 'closed'],
} as const satisfies Partial<Record<CompanyRecordKind, readonly ApplicationStatus[]>>;

export type RequestRecordKind = keyof typeof RECORD_STATES;
export type RecordState = ApplicationStatus;

/** The state of the company a back-office call acts on. */
export type CompanyState = 'pending' | 'approved' | 'banned';

export type World = {
  /** A's exporter (the owner of every record below), B's, C's (not verified). */
  exporterA: SignedInUser;
  exporterB: SignedInUser;
  exporterC: SignedInUser;
  /** An account that stopped at registration step 3: no company yet. */
  halfRegistered: SignedInUser;
  manager: SignedInUser;
  admin: SignedInUser;
  /** A's records by kind, each kind's ids in the order of RECORD_STATES (notifications: newest and oldest). */
  records: Record<CompanyRecordKind, string[]>;
  /** A's record of a kind in a state. */
  recordIn: (kind: RequestRecordKind, state: RecordState) => string;
  /** A word of A's product names, company name and comments (searching for it finds only A's). */
  tagOfA: string;
  /** Strings only A's data holds: none may appear in anything anyone else is answered. */
  markersOfA: string[];
};

/** A's record of a kind in a state, made through the API and the managers' moves. */
export async function createRecord(
  app: FastifyInstance,
  owner: SignedInUser,
  manager: SignedInUser,
  kind: RequestRecordKind,
  state: RecordState,
  tag = 'matrix',
): Promise<string> {
  if (kind === 'sales_market') {
    const personal = { ...VALID_PERSONAL_STEP, contact_email: `alpha-contact-${tag}@example.test` };
    const draft = await createDraftApplication(app, owner, personal);
    if (state === 'created') return draft.id;
    const product = validProductStep({
      product_name_en: `Alpha honey ${tag}`,
      certificates: `Alpha-cert-${tag}`,
    });
    await callOk(
      app,
      endpoints.updateSalesMarketApplication,
      { params: { id: draft.id }, body: product },
      { as: owner },
    );
    if (state !== 'accepted') await moveSubmittedTo(app, manager, 'sales_market', draft.id, state);
    return draft.id;
  }
  if (kind === 'country_analysis') {
    const body = {
      ...VALID_COUNTRY_ANALYSIS,
      product_name: `Alpha honey ${tag}`,
      comment: `Alpha country analysis ${tag}`,
    };
    const request = await createCountryAnalysis(app, owner, { ...body, submit: state !== 'created' });
    if (state !== 'created' && state !== 'accepted') {
      await moveCountryAnalysisTo(
        app,
        manager,
        request.id,
        state as Parameters<typeof moveCountryAnalysisTo>[3],
      );
    }
    return request.id;
  }
  if (kind === 'service_order') {
    const { service, form } = await matrixService(app, manager);
    // The subject carries A's tag: the lists' search finds A's orders by it.
    const order = await orderService(
      app,
      owner,
      { id: service.id, formId: form.id },
      {
        product_name: `Alpha service order ${tag}`,
      },
    );
    if (state !== 'accepted') await moveSubmittedTo(app, manager, 'service_order', order.id, state);
    return order.id;
  }
  if (kind === 'assistant') {
    const request = await createAssistant(app, owner, {
      ...VALID_ASSISTANT,
      description: `Alpha assistance ${tag}: which certificates does our honey need?`,
    });
    if (state !== 'accepted') await moveSubmittedTo(app, manager, 'assistant', request.id, state);
    return request.id;
  }
  const body = {
    ...VALID_CHECK_LIST,
    product_name: `Alpha honey ${tag}`,
    comment: `Alpha check-list ${tag}`,
  };
  const request = await createCheckListRequest(app, owner, { ...body, submit: state !== 'created' });
  if (state !== 'created' && state !== 'accepted')
    await moveSubmittedTo(app, manager, 'check_list', request.id, state);
  return request.id;
}

const matrixServices = new WeakMap<FastifyInstance, ReturnType<typeof publishService>>();

/** The catalogue's service the matrix orders (one per app: its form is the first, id 1, as the examples say). */
function matrixService(app: FastifyInstance, manager: SignedInUser) {
  let service = matrixServices.get(app);
  if (!service) {
    service = publishService(app, manager, { tag: `matrix-${randomUUID().slice(0, 8)}` });
    matrixServices.set(app, service);
  }
  return service;
}

/** A company (its user's id) in a state, for the back office to act on. */
export async function createCompany(app: FastifyInstance, state: CompanyState): Promise<string> {
  const options = {
    pending: {},
    approved: { isApproved: true },
    banned: { isApproved: true, isBanned: true },
  };
  return (await createSignedInUser(app, options[state])).user.id;
}

export async function createWorld(app: FastifyInstance): Promise<World> {
  const tag = randomUUID().slice(0, 8);
  const exporterA = await createApprovedExporter(app, {
    name: 'Alpha',
    surname: `Owner${tag}`,
    company: {
      ...COMPANY_BODY,
      name_ru: `ТОВ «Альфа ${tag}»`,
      name_en: `Alpha ${tag} LLC`,
      website_url: `https://alpha-${tag}.example`,
    },
  });
  const exporterB = await createApprovedExporter(app, {
    company: {
      ...COMPANY_BODY,
      name_ru: 'ТОВ «Бета»',
      name_en: 'Beta LLC',
      website_url: 'https://beta.example',
    },
  });
  const exporterC = await createSignedInUser(app, {
    company: {
      ...COMPANY_BODY,
      name_ru: 'ТОВ «Гамма»',
      name_en: 'Gamma LLC',
      website_url: 'https://gamma.example',
    },
  });
  const halfRegistered = await createSignedInUser(app, { step: 3 });
  const manager = await createManager(app);
  const admin = await createSignedInUser(app, { role: 'admin', isApproved: true, company: undefined });

  // A subscribes: country-analysis requests need a running subscription.
  await subscribe(app, exporterA);

  // A's records: requests of every kind in several statuses, their
  // history, shared contacts and the notifications the managers' moves wrote.
  const byState = {} as Record<RequestRecordKind, Partial<Record<RecordState, string>>>;
  for (const kind of Object.keys(RECORD_STATES) as RequestRecordKind[]) {
    byState[kind] = {};
    for (const state of RECORD_STATES[kind]) {
      byState[kind][state] = await createRecord(app, exporterA, manager, kind, state, tag);
    }
  }
  const contact = {
    company_name: `Alpha importer ${tag}`,
    country_code: 'DE',
    contact_name: 'Jonas Becker',
    email: 'jonas.becker@honig.example',
  };
  await callOk(
    app,
    endpoints.createAdminSharedContact,
    { params: { id: byState.sales_market.approved! }, body: contact },
    { as: manager },
  );

  const ownNotifications = await app.db
    .select({ id: notifications.id })
    .from(notifications)
    .where(sql`${notifications.userId} = ${exporterA.user.id}`)
    .orderBy(asc(notifications.createdAt));
  expect(ownNotifications.length).toBeGreaterThan(3);
  const contacts = await app.db.select({ id: sharedContacts.id }).from(sharedContacts);
  const [companyA] = await app.db
    .select({ id: companies.id })
    .from(companies)
    .where(sql`${companies.userId} = ${exporterA.user.id}`);
  const numbers = [
    ...(await app.db
      .select({ number: salesMarketApplications.number })
      .from(salesMarketApplications)
      .where(sql`${salesMarketApplications.companyId} = ${companyA!.id}`)),
    ...(await app.db
      .select({ number: checkListRequests.number })
      .from(checkListRequests)
      .where(sql`${checkListRequests.companyId} = ${companyA!.id}`)),
    ...(await app.db
      .select({ number: countryAnalysisRequests.number })
      .from(countryAnalysisRequests)
      .where(sql`${countryAnalysisRequests.companyId} = ${companyA!.id}`)),
    ...(await app.db
      .select({ number: assistantRequests.number })
      .from(assistantRequests)
      .where(sql`${assistantRequests.companyId} = ${companyA!.id}`)),
    ...(await app.db
      .select({ number: serviceOrders.number })
      .from(serviceOrders)
      .where(sql`${serviceOrders.companyId} = ${companyA!.id}`)),
  ];

  // A's invoices: one for a bank transfer, then one for a card (checkoutInvoice needs the card's).
  const ownInvoices = [
    await createInvoice(app, exporterA, { paymentMethod: 'bank_transfer' }),
    await createInvoice(app, exporterA, { paymentMethod: 'card' }),
  ];

  // A's report orders (issue 28): awaiting confirmation, confirmed (awaiting payment), ready, and
  // one more awaiting confirmation (to cancel).
  const ownReports = [
    await quoteReportOrder(app, exporterA),
    await quoteReportOrder(app, exporterA, { company: 'PL-0002', confirm: true }),
    await readyReportOrder(app, exporterA, manager),
    await quoteReportOrder(app, exporterA, { company: 'CZ-0003' }),
  ];

  // Import applications shared with A (issue 15 §4): one to accept, one to decline.
  const ownShares = [
    await createShare(app, manager, exporterA, { product_name: `Alpha buyer ${tag} honey` }),
    await createShare(app, manager, exporterA, { product_name: `Alpha buyer ${tag} oil` }),
  ];

  // Courier pickup requests of A (issue 28 §5), A's tag in the comment and the city.
  const ownCourierRequests = [
    await createCourierRequest(app, exporterA, {
      city: `Alpha city ${tag}`,
      comment: `Alpha courier ${tag}`,
    }),
    await createCourierRequest(app, exporterA, {
      pickup_place: 'branch',
      address: undefined,
      branch_number: '12',
      comment: `Alpha courier ${tag} samples`,
    }),
  ];

  // A's conversation with the office and a message to support (issue 29), with an attachment
  // each and A's tag in the text: B's chat, stream and support list must hold none of it.
  const chatFile = await uploadAttachment(app, exporterA);
  await callOk(
    app,
    endpoints.sendChatMessage,
    { body: { text: `Alpha chat ${tag}`, file: { file_id: chatFile } } },
    { as: exporterA },
  );
  await callOk(
    app,
    endpoints.sendFeedback,
    {
      body: {
        name: 'Alpha',
        email: exporterA.email,
        message: `Alpha support ${tag} question`,
        topic: 'technical',
        file: { file_id: await uploadAttachment(app, exporterA) },
      },
    },
    { as: exporterA },
  );

  const records: Record<CompanyRecordKind, string[]> = {
    sales_market: Object.values(byState.sales_market),
    check_list: Object.values(byState.check_list),
    country_analysis: Object.values(byState.country_analysis),
    assistant: Object.values(byState.assistant),
    service_order: Object.values(byState.service_order),
    notification: [ownNotifications.at(-1)!.id, ownNotifications[0]!.id],
    invoice: ownInvoices.map((invoice) => invoice.id),
    importer_sale_share: ownShares,
    report_order: ownReports.map((order) => order.id),
    courier_request: ownCourierRequests.map((request) => request.id),
  };
  return {
    exporterA,
    exporterB,
    exporterC,
    halfRegistered,
    manager,
    admin,
    records,
    recordIn: (kind, state) => {
      const id = byState[kind][state];
      if (!id) throw new Error(`the matrix keeps no ${kind} of A in ${state}: add it to RECORD_STATES`);
      return id;
    },
    tagOfA: tag,
    markersOfA: [
      ...records.sales_market,
      ...records.check_list,
      ...records.country_analysis,
      ...records.assistant,
      ...records.service_order,
      ...records.invoice,
      ...records.importer_sale_share,
      ...records.courier_request,
      ...ownInvoices.map((invoice) => invoice.number),
      ...ownNotifications.map((row) => row.id),
      ...contacts.map((row) => row.id),
      chatFile,
      // A record's number as the API answers it (the JSON of a request).
      ...numbers.map((row) => `"number":${row.number}`),
      exporterA.user.id,
      companyA!.id,
      exporterA.email,
      tag,
    ],
  };
}

/** Every row that an access refusal must leave alone, as one comparable string. */
export async function snapshotDatabase(app: FastifyInstance): Promise<string> {
  await app.jobs.drain();
  const db = app.db;
  const all = await Promise.all([
    db.select().from(users).orderBy(asc(users.id)),
    db.select().from(companies).orderBy(asc(companies.id)),
    db.select().from(salesMarketApplications).orderBy(asc(salesMarketApplications.id)),
    db.select().from(checkListRequests).orderBy(asc(checkListRequests.id)),
    db.select().from(countryAnalysisRequests).orderBy(asc(countryAnalysisRequests.id)),
    db.select().from(assistantRequests).orderBy(asc(assistantRequests.id)),
    db.select().from(serviceOrders).orderBy(asc(serviceOrders.id)),
    db
      .select({ id: storedFiles.id, sha256: storedFiles.sha256 })
      .from(storedFiles)
      .orderBy(asc(storedFiles.id)),
    db.select().from(requestStatusChanges).orderBy(asc(requestStatusChanges.id)),
    db
      .select({
        kind: requestStatusDeltas.kind,
        status: requestStatusDeltas.status,
        n: sql<number>`sum(${requestStatusDeltas.delta})::int`,
      })
      .from(requestStatusDeltas)
      .groupBy(requestStatusDeltas.kind, requestStatusDeltas.status)
      .orderBy(asc(requestStatusDeltas.kind), asc(requestStatusDeltas.status)),
    db.select().from(sharedContacts).orderBy(asc(sharedContacts.id)),
    db.select().from(notifications).orderBy(asc(notifications.id)),
    db.select().from(auditLog).orderBy(asc(auditLog.id)),
    db.select().from(invoices).orderBy(asc(invoices.id)),
    db.select().from(subscriptions).orderBy(asc(subscriptions.id)),
    db.select().from(importerSaleShares).orderBy(asc(importerSaleShares.id)),
    db.select().from(countryActionParticipants).orderBy(asc(countryActionParticipants.id)),
    db.select().from(courierRequests).orderBy(asc(courierRequests.id)),
    // The chat's messages and the support messages with their answers (issue 29); a conversation
    // itself is made by its company's first read.
    db.select().from(chatMessages).orderBy(asc(chatMessages.id)),
    db.select().from(chatCannedAnswers).orderBy(asc(chatCannedAnswers.id)),
    db.select().from(feedbackMessages).orderBy(asc(feedbackMessages.id)),
    db.select().from(feedbackAnswers).orderBy(asc(feedbackAnswers.feedbackId)),
    db
      .select()
      .from(importingProgressRecords)
      .orderBy(
        asc(importingProgressRecords.companyId),
        asc(importingProgressRecords.geoCountryId),
        asc(importingProgressRecords.fieldId),
      ),
    // Last use is written as sessions are used; a revocation or a new session is a change.
    db
      .select({ id: sessions.id, revokedAt: sessions.revokedAt, expiresAt: sessions.expiresAt })
      .from(sessions)
      .orderBy(asc(sessions.id)),
    db.select({ id: jobs.id }).from(jobs).orderBy(asc(jobs.id)),
    db.select({ n: count() }).from(devOutbox),
  ]);
  const names =
    'users companies sales_market check_list country_analysis assistant service_orders stored_files status_changes status_counts shared_contacts notifications audit_log invoices subscriptions importer_sale_shares country_action_participants courier_requests chat_messages chat_canned_answers feedback_messages feedback_answers importing_progress_records sessions jobs outbox'.split(
      ' ',
    );
  return JSON.stringify(Object.fromEntries(all.map((rows, index) => [names[index], rows])), null, 1);
}

/** A PDF uploaded for a chat or support message (`POST /attachments`): its id. */
async function uploadAttachment(app: FastifyInstance, as: SignedInUser): Promise<string> {
  const answer = await call(
    app,
    endpoints.uploadAttachment,
    { query: { file_name: 'alpha.pdf' } },
    { as, headers: { 'content-type': 'application/pdf' }, payload: PDF_BYTES },
  );
  return (answer.body as { data: { id: string } }).data.id;
}
