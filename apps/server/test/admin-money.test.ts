import { randomUUID } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  endpointRoute,
  endpoints,
  translateMessage,
  type AnyEndpoint,
  type AuditEntry,
  type Checkout,
  type Invoice,
  type MessageKey,
} from '@portal/contract';
import { auditLog, invoices, notifications, paymentEvents, subscriptions, tariffs } from '@portal/db';
import { kyivDay, nextDay } from '../src/domain/admin/money/kyiv-days';
import { vatWithin } from '../src/domain/money/office-settings';
import { addDays } from '../src/domain/money/subscription-rules';
import { buildTestApp, readOutbox, type TestApp } from './helpers';
import { COMPANY_BODY, createSignedInUser, type SignedInUser } from './accounts';
import { call, callOk, errorOf, type CallOptions } from './call';
import { createInvoice, payOnFakeLiqPay } from './money';
import { createApprovedExporter } from './requests';

/**
 * Issue 14 §5, the back office's money: invoices and payments (filtered by status, period,
 * company), a bank transfer marked paid, a cancel, a refund within 30 days (admin only; the
 * subscription ends; LiqPay returns a card payment), a company's subscriptions, the tariffs
 * edited live, the office's requisites. Every change in the audit log (decision 015).
 */
let testApp: TestApp;
let app: FastifyInstance;
let listening: string;
let manager: SignedInUser;
let admin: SignedInUser;

beforeAll(async () => {
  testApp = await buildTestApp();
  app = testApp.app;
  listening = await app.listen({ host: '127.0.0.1', port: 0 });
  manager = await createSignedInUser(app, { role: 'manager', name: 'Олена', surname: 'Коваль' });
  admin = await createSignedInUser(app, { role: 'admin', name: 'Ігор', surname: 'Бондар' });
});
afterAll(() => testApp.close());

/** A back-office call, as the manager unless told who calls. */
function staff<E extends AnyEndpoint>(
  entry: E,
  input: Parameters<typeof call<E>>[2] = {},
  options: CallOptions = { as: manager },
) {
  return call(app, entry, input, options);
}

/** A fresh approved exporter whose company name nobody else has (the tag), for the list filters. */
async function createCompany() {
  const tag = `Tag${randomUUID().slice(0, 8)}`;
  const exporter = await createApprovedExporter(app, {
    company: { ...COMPANY_BODY, name_ru: `ТОВ «${tag}»`, name_en: `${tag} LLC` },
  });
  return { exporter, tag };
}

const today = () => kyivDay(new Date());
const message = (key: MessageKey) => translateMessage(key, 'uk');

function markPaid(id: string, body: { paid_on?: string; reference?: string } = {}, as = manager) {
  return staff(
    endpoints.markAdminInvoicePaid,
    { params: { id }, body: { paid_on: today(), reference: 'Виписка банку № 318', ...body } },
    { as },
  );
}

function refund(id: string, as = admin, reason = 'Компанія сплатила двічі за той самий період.') {
  return staff(endpoints.refundAdminInvoice, { params: { id }, body: { reason } }, { as });
}

async function readInvoice(id: string) {
  return (await callOk(app, endpoints.getAdminInvoice, { params: { id } }, { as: manager }))!;
}

async function readAudit(
  entityType: 'invoice' | 'tariff' | 'settings',
  entityId: string,
): Promise<AuditEntry[]> {
  const answer = await callOk(
    app,
    endpoints.listAdminAuditLog,
    { query: { entity_type: entityType, entity_id: entityId } },
    { as: manager },
  );
  return answer.items;
}

async function readSubscription(invoiceId: string) {
  const [row] = await app.db.select().from(subscriptions).where(eq(subscriptions.invoiceId, invoiceId));
  return row;
}

/** Buys a plan by card and pays on the fake LiqPay's page; its callback reaches the portal. */
async function payByCard(exporter: SignedInUser, tariff = 'start'): Promise<Invoice> {
  const { invoice, checkout } = (await callOk(
    app,
    endpoints.purchaseSubscription,
    { body: { tariff, payment_method: 'card' } },
    { as: exporter },
  )) as { invoice: Invoice; checkout: Checkout | null };
  await payOnFakeLiqPay(app, listening, checkout!);
  return invoice;
}

const SOME_ID = '7f1c1a52-3a63-4d6f-9f55-3f3d2c6b1a10';

/** Every money call of the back office with a well-formed input. */
const CALLS: { entry: AnyEndpoint; input: { params?: Record<string, unknown>; body?: unknown } }[] = [
  { entry: endpoints.listAdminInvoices, input: {} },
  { entry: endpoints.getAdminInvoice, input: { params: { id: SOME_ID } } },
  {
    entry: endpoints.markAdminInvoicePaid,
    input: { params: { id: SOME_ID }, body: { paid_on: '2026-01-15', reference: 'x' } },
  },
  { entry: endpoints.cancelAdminInvoice, input: { params: { id: SOME_ID }, body: {} } },
  {
    entry: endpoints.refundAdminInvoice,
    input: { params: { id: SOME_ID }, body: { reason: 'Двічі сплачено.' } },
  },
  { entry: endpoints.listAdminPayments, input: {} },
  { entry: endpoints.listAdminCompanySubscriptions, input: { params: { userId: SOME_ID } } },
  { entry: endpoints.listAdminTariffs, input: {} },
  {
    entry: endpoints.updateAdminTariff,
    input: { params: { id: 1 }, body: endpoints.updateAdminTariff['~orpc'].meta.example },
  },
  { entry: endpoints.getAdminOfficeSettings, input: {} },
  {
    entry: endpoints.updateAdminOfficeSettings,
    input: { body: endpoints.updateAdminOfficeSettings['~orpc'].meta.example },
  },
];

describe('decision 015: the money of the back office is for staff only', () => {
  it.each(CALLS.map((item) => ({ ...item, name: endpointRoute(item.entry).operationId })))(
    '$name answers a guest 401 and an exporter 403',
    async ({ entry, input }) => {
      expect((await call(app, entry, input)).status).toBe(401);
      const exporter = await createApprovedExporter(app);
      const refused = await call(app, entry, input, { as: exporter });
      expect(refused.status).toBe(403);
      expect(errorOf(refused).code).toBe('forbidden');
    },
  );

  it('a refund and the office settings are the admin’s: a manager gets 403 money.admin_only', async () => {
    const { exporter } = await createCompany();
    const invoice = await createInvoice(app, exporter);
    expect((await markPaid(invoice.id)).status).toBe(200);
    const refused = await refund(invoice.id, manager);
    expect(refused.status).toBe(403);
    expect(errorOf(refused).message).toBe(message('money.admin_only'));
    expect((await readInvoice(invoice.id)).status).toBe('paid');
    const settings = await staff(endpoints.updateAdminOfficeSettings, {
      body: endpoints.updateAdminOfficeSettings['~orpc'].meta.example,
    });
    expect(settings.status).toBe(403);
    expect(errorOf(settings).message).toBe(message('money.admin_only'));
  });
});

describe('POST /admin/invoices/{id}/mark-paid: a bank transfer has come', () => {
  it('activates the plan as a card payment does, notes who did it with the reference, audits it', async () => {
    const { exporter } = await createCompany();
    const invoice = await createInvoice(app, exporter, { tariff: 'business' });
    expect((await readInvoice(invoice.id)).can_mark_paid).toBe(true);

    const answer = await markPaid(invoice.id, { reference: 'Платіжне доручення 42' });
    expect(answer.status).toBe(200);
    const paid = answer.data;
    expect(paid.status).toBe('paid');
    expect(paid.paid_at).not.toBeNull();
    expect(paid).toMatchObject({ can_mark_paid: false, can_cancel: false, can_refund: true });
    expect(paid.subscription).toMatchObject({ tariff: { slug: 'business' }, ended_at: null });
    expect(paid.notes).toEqual([
      { action: 'marked_paid', by: 'Олена Коваль', at: expect.any(String), text: 'Платіжне доручення 42' },
    ]);
    expect(new Date(paid.refund_until!).getTime()).toBe(addDays(new Date(paid.paid_at!), 30).getTime());

    const profile = await callOk(app, endpoints.getProfile, {}, { as: exporter });
    expect(profile.user.active_tariff).toMatchObject({ name: 'Бізнес', is_active: true });
    const [entry] = await readAudit('invoice', invoice.id);
    expect(entry).toMatchObject({
      action: 'invoice.mark_paid',
      actor_email: manager.email,
      before: { status: 'awaiting_payment' },
      after: { status: 'paid', paid_on: today(), reference: 'Платіжне доручення 42' },
    });
  });

  it('stacks on a running subscription: the new period starts when the current one ends', async () => {
    const { exporter } = await createCompany();
    const first = await createInvoice(app, exporter);
    const second = await createInvoice(app, exporter);
    await markPaid(first.id);
    await markPaid(second.id);
    const running = (await readSubscription(first.id))!;
    const stacked = (await readSubscription(second.id))!;
    expect(stacked.startsAt.getTime()).toBe(running.endsAt.getTime());
    const profile = await callOk(app, endpoints.getProfile, {}, { as: exporter });
    expect(profile.user.active_tariff?.expiry_date).toBe(stacked.endsAt.toISOString());
  });

  it('a period that has not begun is not running: the profile shows the basic services until it starts', async () => {
    const { exporter } = await createCompany();
    const invoice = await createInvoice(app, exporter);
    await markPaid(invoice.id);
    const period = (await readSubscription(invoice.id))!;
    const tomorrow = addDays(new Date(), 1);
    await app.db
      .update(subscriptions)
      .set({ startsAt: tomorrow, endsAt: addDays(tomorrow, 30) })
      .where(eq(subscriptions.id, period.id));
    expect((await callOk(app, endpoints.getProfile, {}, { as: exporter })).user.active_tariff).toBeNull();
    await app.db
      .update(subscriptions)
      .set({ startsAt: addDays(new Date(), -1) })
      .where(eq(subscriptions.id, period.id));
    expect((await callOk(app, endpoints.getProfile, {}, { as: exporter })).user.active_tariff).toMatchObject({
      is_active: true,
      expiry_date: addDays(tomorrow, 30).toISOString(),
    });
  });

  it('a second mark answers 409 money.invoice_not_awaiting; a card invoice 409 money.not_bank_transfer', async () => {
    const { exporter } = await createCompany();
    const invoice = await createInvoice(app, exporter);
    await markPaid(invoice.id);
    const again = await markPaid(invoice.id);
    expect(again.status).toBe(409);
    expect(errorOf(again).message).toBe(message('money.invoice_not_awaiting'));
    const periods = await app.db.select().from(subscriptions).where(eq(subscriptions.invoiceId, invoice.id));
    expect(periods).toHaveLength(1);

    const card = await createInvoice(app, exporter, { paymentMethod: 'card' });
    const byCard = await markPaid(card.id);
    expect(byCard.status).toBe(409);
    expect(errorOf(byCard).message).toBe(message('money.not_bank_transfer'));
    expect((await readInvoice(card.id)).status).toBe('awaiting_payment');
  });

  it('paid_on in the future or before the issue day is 422 on paid_on; an earlier day is when the period starts', async () => {
    const { exporter } = await createCompany();
    const invoice = await createInvoice(app, exporter);
    const future = await markPaid(invoice.id, { paid_on: nextDay(today()) });
    expect(future.status).toBe(422);
    expect(errorOf(future).errors?.paid_on).toEqual([message('money.paid_on_future')]);

    // Issued five days ago, paid three days ago.
    const issuedAt = addDays(new Date(), -5);
    await app.db.update(invoices).set({ issuedAt }).where(eq(invoices.id, invoice.id));
    const before = await markPaid(invoice.id, { paid_on: kyivDay(addDays(issuedAt, -1)) });
    expect(before.status).toBe(422);
    expect(errorOf(before).errors?.paid_on).toEqual([message('money.paid_on_before_issue')]);
    expect((await readInvoice(invoice.id)).status).toBe('awaiting_payment');

    const paidOn = kyivDay(addDays(new Date(), -3));
    const paid = await markPaid(invoice.id, { paid_on: paidOn });
    expect(paid.status).toBe(200);
    expect(kyivDay(new Date(paid.data.paid_at!))).toBe(paidOn);
    expect(paid.data.subscription?.starts_at).toBe(paid.data.paid_at);
  });

  it('an unknown invoice is 404; a malformed body 422', async () => {
    expect((await markPaid(randomUUID())).status).toBe(404);
    const { exporter } = await createCompany();
    const invoice = await createInvoice(app, exporter);
    expect((await markPaid(invoice.id, { paid_on: '2026-02-30' })).status).toBe(422);
    expect((await markPaid(invoice.id, { reference: '' })).status).toBe(422);
  });
});

describe('POST /admin/invoices/{id}/cancel', () => {
  it('cancels an invoice awaiting payment, with the reason noted; then neither cancel nor mark-paid', async () => {
    const { exporter } = await createCompany();
    const invoice = await createInvoice(app, exporter);
    const answer = await staff(endpoints.cancelAdminInvoice, {
      params: { id: invoice.id },
      body: { reason: 'Компанія обрала інший тариф.' },
    });
    expect(answer.status).toBe(200);
    expect(answer.data).toMatchObject({ status: 'cancelled', can_cancel: false, can_mark_paid: false });
    expect(answer.data.cancelled_at).not.toBeNull();
    expect(answer.data.notes).toEqual([
      expect.objectContaining({ action: 'cancelled', text: 'Компанія обрала інший тариф.' }),
    ]);
    const [entry] = await readAudit('invoice', invoice.id);
    expect(entry).toMatchObject({ action: 'invoice.cancel', after: { status: 'cancelled' } });
    // The exporter sees it cancelled too.
    const own = await callOk(app, endpoints.getInvoice, { params: { id: invoice.id } }, { as: exporter });
    expect(own.status).toBe('cancelled');

    const again = await staff(endpoints.cancelAdminInvoice, { params: { id: invoice.id } });
    expect(again.status).toBe(409);
    expect(errorOf(again).message).toBe(message('money.invoice_not_awaiting'));
    expect((await markPaid(invoice.id)).status).toBe(409);
  });
});

describe('POST /admin/invoices/{id}/refund (decision 011: an admin, within 30 days)', () => {
  it('refunds a paid bank transfer: the subscription ends now, the header shows the basic services, the exporter is told', async () => {
    const { exporter } = await createCompany();
    const invoice = await createInvoice(app, exporter);
    await markPaid(invoice.id);
    expect((await callOk(app, endpoints.getProfile, {}, { as: exporter })).user.active_tariff).not.toBeNull();

    const answer = await refund(invoice.id);
    expect(answer.status).toBe(200);
    const refunded = answer.data;
    expect(refunded).toMatchObject({ status: 'refunded', can_refund: false, refund_until: null });
    expect(refunded.refunded_at).not.toBeNull();
    expect(refunded.subscription?.ended_at).not.toBeNull();
    expect(refunded.notes.map((note) => note.action)).toEqual(['marked_paid', 'refunded']);
    expect(refunded.notes[1]).toMatchObject({ by: 'Ігор Бондар' });

    const profile = await callOk(app, endpoints.getProfile, {}, { as: exporter });
    expect(profile.user.active_tariff).toBeNull();
    const company = await callOk(
      app,
      endpoints.listAdminCompanySubscriptions,
      { params: { userId: exporter.user.id } },
      { as: manager },
    );
    expect(company.items.map((item) => item.state)).toEqual(['ended_early']);

    const [notice] = await app.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, exporter.user.id))
      .orderBy(desc(notifications.createdAt));
    expect(notice?.text.uk).toContain(invoice.number);
    expect(notice?.text.uk).toContain('Компанія сплатила двічі');
    expect(notice?.text.en).toContain('has been refunded');
    expect(notice?.link).toBe(`/profile/invoices/${invoice.id}`);
    await app.jobs.drain();
    const mail = (await readOutbox(app, exporter.email)).find((item) => item.subject.includes('повернено'));
    expect(mail?.text).toContain(invoice.number);
    expect(mail?.text).toContain(`/profile/invoices/${invoice.id}`);

    const [entry] = await readAudit('invoice', invoice.id);
    expect(entry).toMatchObject({
      action: 'invoice.refund',
      actor_email: admin.email,
      before: { status: 'paid' },
      after: { status: 'refunded', reason: 'Компанія сплатила двічі за той самий період.' },
    });
  });

  it('a stacked period that had not begun ends at its start', async () => {
    const { exporter } = await createCompany();
    const first = await createInvoice(app, exporter);
    const second = await createInvoice(app, exporter);
    await markPaid(first.id);
    await markPaid(second.id);
    expect((await refund(second.id)).status).toBe(200);
    const stacked = (await readSubscription(second.id))!;
    expect(stacked.endedAt?.getTime()).toBe(stacked.startsAt.getTime());
    const states = await callOk(
      app,
      endpoints.listAdminCompanySubscriptions,
      { params: { userId: exporter.user.id } },
      { as: manager },
    );
    expect(states.items.map((item) => [item.invoice_number, item.state])).toEqual([
      [second.number, 'ended_early'],
      [first.number, 'running'],
    ]);
  });

  it('only a paid invoice (409 money.not_refundable), and only within 30 days (409 money.refund_window_passed)', async () => {
    const { exporter } = await createCompany();
    const invoice = await createInvoice(app, exporter);
    const awaiting = await refund(invoice.id);
    expect(awaiting.status).toBe(409);
    expect(errorOf(awaiting).message).toBe(message('money.not_refundable'));

    await markPaid(invoice.id);
    await app.db
      .update(invoices)
      .set({ paidAt: addDays(new Date(), -31) })
      .where(eq(invoices.id, invoice.id));
    const view = await readInvoice(invoice.id);
    expect(view.can_refund).toBe(false);
    expect(new Date(view.refund_until!).getTime()).toBeLessThan(Date.now());
    const late = await refund(invoice.id);
    expect(late.status).toBe(409);
    expect(errorOf(late).message).toBe(message('money.refund_window_passed'));
    expect((await readInvoice(invoice.id)).status).toBe('paid');
    expect((await readSubscription(invoice.id))?.endedAt).toBeNull();

    expect((await refund(randomUUID())).status).toBe(404);
    expect((await refund(invoice.id, admin, 'коротко')).status).toBe(422);
  });

  it('a card payment is returned through LiqPay (the fake’s order becomes reversed); its callbacks are shown', async () => {
    const exporter = await createApprovedExporter(app);
    const invoice = await payByCard(exporter);
    const paid = await readInvoice(invoice.id);
    expect(paid.status).toBe('paid');
    expect(paid.payments).toEqual([
      expect.objectContaining({
        verdict: 'applied',
        status: 'success',
        amount: invoice.amount,
        invoice: { id: invoice.id, number: invoice.number },
      }),
    ]);

    const answer = await refund(invoice.id);
    expect(answer.status).toBe(200);
    expect(answer.data.status).toBe('refunded');
    expect(app.payments.fake!.orders.get(invoice.id)?.status).toBe('reversed');
    const [entry] = await readAudit('invoice', invoice.id);
    expect(entry?.after).toMatchObject({ provider_status: 'reversed' });
  });

  it('when LiqPay refuses the refund: 502 money.refund_failed and nothing changed', async () => {
    const exporter = await createApprovedExporter(app);
    const invoice = await payByCard(exporter);
    app.payments.fake!.refuseRefund(invoice.id);
    const answer = await refund(invoice.id);
    expect(answer.status).toBe(502);
    expect(errorOf(answer)).toMatchObject({ code: 'bad_gateway', message: message('money.refund_failed') });
    expect((await readInvoice(invoice.id)).status).toBe('paid');
    expect((await readSubscription(invoice.id))?.endedAt).toBeNull();
    expect(await readAudit('invoice', invoice.id)).toEqual([]);
    expect(app.payments.fake!.orders.get(invoice.id)?.status).toBe('success');
    expect((await callOk(app, endpoints.getProfile, {}, { as: exporter })).user.active_tariff).not.toBeNull();
  });
});

describe('GET /admin/invoices: filters, counts and the paid total', () => {
  it('by company, status, payment method, period and search; counts within the other filters', async () => {
    const { exporter, tag } = await createCompany();
    const awaiting = await createInvoice(app, exporter);
    const paid = await createInvoice(app, exporter, { tariff: 'business' });
    const cancelled = await createInvoice(app, exporter);
    const card = await createInvoice(app, exporter, { paymentMethod: 'card' });
    await markPaid(paid.id);
    await staff(endpoints.cancelAdminInvoice, { params: { id: cancelled.id } });
    const list = (query: Record<string, string>) =>
      callOk(app, endpoints.listAdminInvoices, { query }, { as: manager });

    const all = await list({ company: exporter.user.id });
    expect(all.items.map((item) => item.id).sort()).toEqual(
      [awaiting.id, paid.id, cancelled.id, card.id].sort(),
    );
    expect(all.counts).toEqual({ awaiting_payment: 2, paid: 1, cancelled: 1, refund_due: 0, refunded: 0 });
    expect(all.paid_total).toBe(paid.amountMinor);
    expect(all.items[0]?.company).toEqual({
      user_id: exporter.user.id,
      name: `ТОВ «${tag}»`,
      edrpou_code: COMPANY_BODY.edrpou_code,
    });

    const onlyPaid = await list({ company: exporter.user.id, status: 'paid' });
    expect(onlyPaid.items.map((item) => item.id)).toEqual([paid.id]);
    expect(onlyPaid.counts).toEqual(all.counts);
    expect(onlyPaid.meta.total).toBe(1);

    const byCard = await list({ company: exporter.user.id, payment_method: 'card' });
    expect(byCard.items.map((item) => item.id)).toEqual([card.id]);
    expect(byCard.counts).toEqual({ awaiting_payment: 1, paid: 0, cancelled: 0, refund_due: 0, refunded: 0 });
    expect(byCard.paid_total).toBe(0);

    const searched = await list({ search: tag.toLowerCase() });
    expect(searched.items).toHaveLength(4);
    expect((await list({ search: paid.number })).items.map((item) => item.id)).toEqual([paid.id]);
    const byCode = await list({ search: COMPANY_BODY.edrpou_code, company: exporter.user.id });
    expect(byCode.meta.total).toBe(4);

    const thisPeriod = await list({ company: exporter.user.id, from: today(), to: today() });
    expect(thisPeriod.meta.total).toBe(4);
    expect(thisPeriod.paid_total).toBe(paid.amountMinor);
    const tomorrow = nextDay(today());
    const later = await list({ company: exporter.user.id, from: tomorrow });
    expect(later.meta.total).toBe(0);
    expect(later.counts).toEqual({ awaiting_payment: 0, paid: 0, cancelled: 0, refund_due: 0, refunded: 0 });
    expect(later.paid_total).toBe(0);
    expect((await list({ company: exporter.user.id, to: '2020-01-01' })).meta.total).toBe(0);

    const english = await callOk(
      app,
      endpoints.listAdminInvoices,
      { query: { company: exporter.user.id, status: 'paid' } },
      { as: manager, locale: 'en' },
    );
    expect(english.items[0]).toMatchObject({ company: { name: `${tag} LLC` }, tariff: { name: 'Business' } });
  });

  it('a malformed filter is 422', async () => {
    expect((await staff(endpoints.listAdminInvoices, { query: { from: '2026-13-01' } })).status).toBe(422);
    expect((await staff(endpoints.listAdminInvoices, { query: { status: 'lost' } })).status).toBe(422);
    expect((await staff(endpoints.listAdminInvoices, { query: { company: 'x' } })).status).toBe(422);
  });
});

describe('GET /admin/payments: the provider’s callbacks by verdict and period', () => {
  it('filters by verdict and by the day received', async () => {
    const exporter = await createApprovedExporter(app);
    const invoice = await payByCard(exporter);
    const oldDay = '2021-06-15';
    const [forged] = await app.db
      .insert(paymentEvents)
      .values({
        verdict: 'forged',
        orderId: 'forged-order',
        status: 'success',
        receivedAt: new Date(`${oldDay}T09:00:00Z`),
      })
      .returning();
    const list = (query: Record<string, string>) =>
      callOk(app, endpoints.listAdminPayments, { query }, { as: manager });

    const applied = await list({ verdict: 'applied' });
    expect(applied.items.every((item) => item.verdict === 'applied')).toBe(true);
    expect(applied.items.find((item) => item.invoice?.id === invoice.id)).toMatchObject({
      provider: 'liqpay',
      status: 'success',
      amount: invoice.amount,
      currency: 'UAH',
      invoice: { number: invoice.number },
    });
    const forgedOnes = await list({ verdict: 'forged', from: oldDay, to: oldDay });
    expect(forgedOnes.items).toEqual([
      expect.objectContaining({
        id: forged!.id,
        verdict: 'forged',
        invoice: null,
        provider_payment_id: null,
      }),
    ]);
    expect((await list({ from: nextDay(oldDay), to: nextDay(oldDay) })).meta.total).toBe(0);
    expect(
      (await list({ verdict: 'applied', from: today() })).items.some(
        (item) => item.invoice?.id === invoice.id,
      ),
    ).toBe(true);
  });
});

describe('GET /admin/companies/{userId}/subscriptions and the company’s active tariff', () => {
  it('lists running, upcoming and ended periods, newest first; getAdminCompany names the running plan', async () => {
    const exporter = await createApprovedExporter(app);
    const companyId = (await createInvoice(app, exporter)).companyId;
    const [trial] = await app.db.select().from(tariffs).where(eq(tariffs.slug, 'trial'));
    await app.db.insert(subscriptions).values({
      companyId,
      tariffId: trial!.id,
      isTrial: true,
      startsAt: addDays(new Date(), -60),
      endsAt: addDays(new Date(), -46),
    });
    const running = await createInvoice(app, exporter);
    const upcoming = await createInvoice(app, exporter, { tariff: 'business' });
    await markPaid(running.id);
    await markPaid(upcoming.id);

    const answer = await callOk(
      app,
      endpoints.listAdminCompanySubscriptions,
      { params: { userId: exporter.user.id } },
      { as: manager, locale: 'en' },
    );
    expect(answer.items.map((item) => [item.tariff.name, item.state, item.invoice_number])).toEqual([
      ['Business', 'upcoming', upcoming.number],
      ['Start', 'running', running.number],
      ['Trial access', 'ended', null],
    ]);

    const company = await callOk(
      app,
      endpoints.getAdminCompany,
      { params: { userId: exporter.user.id } },
      { as: manager, locale: 'en' },
    );
    expect(company.profile.active_tariff).toMatchObject({ name: 'Start', is_active: true });
    const own = await callOk(app, endpoints.getProfile, {}, { as: exporter });
    expect(company.profile.active_tariff?.expiry_date).toBe(own.user.active_tariff?.expiry_date);
  });

  it('a user who is not a company is 404', async () => {
    const answer = await staff(endpoints.listAdminCompanySubscriptions, {
      params: { userId: manager.user.id },
    });
    expect(answer.status).toBe(404);
    expect(
      (await staff(endpoints.listAdminCompanySubscriptions, { params: { userId: randomUUID() } })).status,
    ).toBe(404);
  });
});

describe('the tariffs, edited without a restart', () => {
  it('GET /admin/tariffs lists every tariff, public or not, with every comparison row', async () => {
    const { items } = await callOk(app, endpoints.listAdminTariffs, {}, { as: manager });
    expect(items.map((item) => item.slug)).toEqual(['basic', 'trial', 'start', 'business', 'pro']);
    const basic = items[0]!;
    expect(basic).toMatchObject({
      is_public: false,
      price: 0,
      name: { uk: 'Базові послуги', en: 'Basic services' },
    });
    const rows = new Set(items.map((item) => item.features.length));
    expect(rows.size).toBe(1);
    expect(basic.features.length).toBeGreaterThan(0);
  });

  it('an edit shows at once in GET /tariffs, the comparison and the plan, in both languages; it is audited; issued invoices keep their price', async () => {
    const { exporter } = await createCompany();
    const before = await createInvoice(app, exporter, { tariff: 'pro' });
    // The public answers are read before the edit, as a running portal would have.
    await callOk(app, endpoints.listTariffs, {});
    await callOk(app, endpoints.getTariffComparison, {});
    const { items } = await callOk(app, endpoints.listAdminTariffs, {}, { as: manager });
    const pro = items.find((item) => item.slug === 'pro')!;
    const feature = pro.features[0]!;
    const body = {
      name: { uk: 'Професійний+', en: 'Professional+' },
      description: { uk: 'Новий опис.', en: 'A new description.' },
      price: 1_234_500,
      period_months: 12,
      trial_days: null,
      is_recommended: true,
      is_public: true,
      features: [
        { feature_id: feature.feature_id, included: true, note: { uk: '10 на місяць', en: '10 a month' } },
      ],
    };
    const answer = await staff(endpoints.updateAdminTariff, { params: { id: pro.id }, body });
    expect(answer.status).toBe(200);
    expect(answer.data).toMatchObject({ name: body.name, price: 1_234_500, period_months: 12 });
    expect(answer.data.features[0]).toMatchObject({ included: true, note: body.features[0]!.note });

    const uk = await callOk(app, endpoints.listTariffs, {}, { locale: 'uk' });
    expect(uk.find((plan) => plan.slug === 'pro')).toMatchObject({ name: 'Професійний+', price: 1_234_500 });
    const en = await callOk(app, endpoints.listTariffs, {}, { locale: 'en' });
    expect(en.find((plan) => plan.slug === 'pro')).toMatchObject({
      name: 'Professional+',
      description: 'A new description.',
      period_months: 12,
      is_recommended: true,
    });
    const comparison = await callOk(app, endpoints.getTariffComparison, {}, { locale: 'en' });
    const row = comparison.features.find((item) => item.id === feature.feature_id)!;
    expect(row.values[String(pro.id)]).toEqual({ included: true, note: '10 a month' });
    expect(
      (await callOk(app, endpoints.getTariff, { params: { idOrSlug: 'pro' } }, { locale: 'en' })).name,
    ).toBe('Professional+');

    const [entry] = await readAudit('tariff', String(pro.id));
    expect(entry).toMatchObject({
      action: 'tariff.update',
      actor_email: manager.email,
      before: { price: pro.price },
      after: { price: 1_234_500 },
    });
    expect((await readInvoice(before.id)).amount).toBe(before.amountMinor);
    const after = await createInvoice(app, exporter, { tariff: 'pro' });
    expect(after.amountMinor).toBe(1_234_500);
  });

  it('what a tariff’s kind forbids is 422 on the field; an unknown tariff 404, an unknown feature 422', async () => {
    const { items } = await callOk(app, endpoints.listAdminTariffs, {}, { as: manager });
    const start = items.find((item) => item.slug === 'start')!;
    const trial = items.find((item) => item.slug === 'trial')!;
    const bodyOf = (tariff: typeof start) => ({
      name: tariff.name,
      description: tariff.description,
      price: tariff.price,
      period_months: tariff.period_months,
      trial_days: tariff.trial_days,
      is_recommended: tariff.is_recommended,
      is_public: tariff.is_public,
      features: [],
    });
    const update = (id: number, body: object) => staff(endpoints.updateAdminTariff, { params: { id }, body });

    const free = await update(start.id, { ...bodyOf(start), price: 0 });
    expect(free.status).toBe(422);
    expect(errorOf(free).errors?.price).toEqual([message('money.price_required')]);
    const noMonths = await update(start.id, { ...bodyOf(start), period_months: 0, trial_days: 14 });
    expect(Object.keys(errorOf(noMonths).errors ?? {}).sort()).toEqual(['period_months', 'trial_days']);
    const paidTrial = await update(trial.id, { ...bodyOf(trial), price: 100, trial_days: null });
    expect(Object.keys(errorOf(paidTrial).errors ?? {}).sort()).toEqual(['price', 'trial_days']);
    const feature = await update(start.id, {
      ...bodyOf(start),
      features: [{ feature_id: 999_999, included: true, note: { uk: '', en: '' } }],
    });
    expect(errorOf(feature).errors?.['features.0.feature_id']).toEqual([message('money.feature_unknown')]);
    expect((await update(999_999, bodyOf(start))).status).toBe(404);
    expect((await update(start.id, { ...bodyOf(start), name: { uk: '', en: 'x' } })).status).toBe(422);
    const unchanged = await callOk(app, endpoints.listAdminTariffs, {}, { as: manager });
    expect(unchanged.items.find((item) => item.slug === 'start')).toEqual(start);

    expect((await update(trial.id, { ...bodyOf(trial), trial_days: 30 })).status).toBe(200);
    const trials = await callOk(app, endpoints.listTariffs, {});
    expect(trials.find((plan) => plan.slug === 'trial')?.trial_days).toBe(30);
  });
});

describe('the office’s requisites (admin only)', () => {
  it('an admin’s edit goes on the next invoice; an older invoice keeps its own; audited', async () => {
    const initial = await callOk(app, endpoints.getAdminOfficeSettings, {}, { as: manager });
    expect(initial).toMatchObject({ is_demo: true, vat_rate: 20 });
    const { exporter } = await createCompany();
    const older = await createInvoice(app, exporter);

    const seller = {
      name: { uk: 'ТОВ «Експортний офіс»', en: 'Export Office LLC' },
      code: '12345678',
      address: { uk: 'вул. Хрещатик, 1, м. Київ, 01001', en: '1 Khreshchatyk St., Kyiv, 01001' },
      iban: 'UA21 3223 1300 0002 6007 2335 6600 1',
      bank: { uk: 'АТ «Банк»', en: 'Bank JSC' },
    };
    const answer = await staff(
      endpoints.updateAdminOfficeSettings,
      { body: { seller, vat_rate: 7.5 } },
      { as: admin },
    );
    expect(answer.status).toBe(200);
    expect(answer.data).toEqual({
      seller: { ...seller, iban: 'UA213223130000026007233566001' },
      vat_rate: 7.5,
      is_demo: false,
    });
    expect(await callOk(app, endpoints.getAdminOfficeSettings, {}, { as: manager })).toEqual(answer.data);

    const newer = await createInvoice(app, exporter);
    const printed = await readInvoice(newer.id);
    expect(printed.seller).toMatchObject({
      name: 'ТОВ «Експортний офіс»',
      code: '12345678',
      iban: 'UA213223130000026007233566001',
    });
    expect(printed.vat_rate).toBe(7.5);
    expect(printed.vat).toBe(vatWithin(printed.amount, 750));
    const old = await readInvoice(older.id);
    expect(old.vat_rate).toBe(20);
    expect(old.seller.name).toBe(initial.seller.name.uk);

    const [entry] = await readAudit('settings', 'office');
    expect(entry).toMatchObject({
      action: 'settings.update',
      actor_email: admin.email,
      before: { is_demo: true, vat_rate: 20 },
      after: { vat_rate: 7.5, seller: { code: '12345678' } },
    });
    const logged = await app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'settings'), eq(auditLog.entityId, 'office')));
    expect(logged).toHaveLength(1);
  });

  it('a malformed IBAN, code or VAT rate is 422, nothing saved', async () => {
    const view = await callOk(app, endpoints.getAdminOfficeSettings, {}, { as: admin });
    const put = (body: object) => staff(endpoints.updateAdminOfficeSettings, { body }, { as: admin });
    const valid = { seller: view.seller, vat_rate: view.vat_rate };
    expect((await put({ ...valid, seller: { ...view.seller, iban: 'UA12' } })).status).toBe(422);
    expect((await put({ ...valid, seller: { ...view.seller, code: '1234567' } })).status).toBe(422);
    expect((await put({ ...valid, vat_rate: 20.555 })).status).toBe(422);
    expect((await put({ ...valid, vat_rate: 51 })).status).toBe(422);
    expect(await callOk(app, endpoints.getAdminOfficeSettings, {}, { as: admin })).toEqual(view);
  });
});
