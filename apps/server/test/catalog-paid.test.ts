import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints, translateMessage, type ServiceOrder } from '@portal/contract';
import { invoices, notifications, requestStatusChanges, serviceOrders } from '@portal/db';
import { readPdf } from '../src/lib/pdf-text-test-support';
import { buildTestApp, readOutbox, type TestApp } from './helpers';
import { createSignedInUser, type SignedInUser } from './accounts';
import { call, callOk, errorOf } from './call';
import { checkoutOrderId, payOnFakeLiqPay } from './money';
import { createApprovedExporter, createManager } from './requests';
import { publishService } from './catalog';
import { kyivDay } from '../src/domain/admin/money/kyiv-days';

/**
 * Priced services of the catalogue (issue 27 §1, decision 048): the order gets an invoice through
 * the money module, paid by card (LiqPay) or by bank transfer as subscriptions are; it waits
 * unsent until paid, then goes to the managers. A cancelled invoice closes the order; a refund
 * ends nothing but the payment.
 */
let testApp: TestApp;
let app: FastifyInstance;
let listening: string;
let manager: SignedInUser;
let admin: SignedInUser;
let priced: Awaited<ReturnType<typeof publishService>>;
let free: Awaited<ReturnType<typeof publishService>>;

/** 1,500.00 UAH. */
const PRICE = 150_000;

beforeAll(async () => {
  testApp = await buildTestApp();
  app = testApp.app;
  listening = await app.listen({ host: '127.0.0.1', port: 0 });
  manager = await createManager(app);
  admin = await createSignedInUser(app, { role: 'admin' });
  priced = await publishService(app, manager, { tag: 'priced', body: { price_minor: PRICE } });
  free = await publishService(app, manager, { tag: 'free' });
});
afterAll(() => testApp.close());

function order(
  exporter: SignedInUser,
  service: typeof priced,
  extra: { payment_method?: 'card' | 'bank_transfer' } = {},
  locale: 'uk' | 'en' = 'uk',
) {
  return call(
    app,
    endpoints.createServiceOrder,
    { params: { id: String(service.service.id) }, body: { form_id: service.form.id, answers: {}, ...extra } },
    { as: exporter, locale },
  );
}

async function readOrder(exporter: SignedInUser, id: string): Promise<ServiceOrder> {
  return callOk(
    app,
    endpoints.getServiceOrder,
    { params: { id: String(priced.service.id), itemId: id } },
    { as: exporter },
  );
}

async function historyOf(id: string) {
  return app.db
    .select({ from: requestStatusChanges.fromStatus, to: requestStatusChanges.toStatus })
    .from(requestStatusChanges)
    .where(eq(requestStatusChanges.requestId, id))
    .orderBy(requestStatusChanges.createdAt, requestStatusChanges.id);
}

describe('a priced service is billed through the money module', () => {
  it('an order of a priced service names how it is paid (422 on payment_method, in both languages)', async () => {
    const exporter = await createApprovedExporter(app);
    for (const locale of ['uk', 'en'] as const) {
      const answer = await order(exporter, priced, {}, locale);
      expect(answer.status).toBe(422);
      expect(errorOf(answer).errors).toEqual({
        payment_method: [translateMessage('catalog.payment_method_required', locale)],
      });
    }
    expect(
      await app.db.select().from(serviceOrders).where(eq(serviceOrders.createdBy, exporter.user.id)),
    ).toEqual([]);
  });

  it('paid by card through the fake LiqPay: the order waits unsent, then the payment sends it to the managers, once', async () => {
    const exporter = await createApprovedExporter(app);
    const answer = await order(exporter, priced, { payment_method: 'card' });
    expect(answer.status).toBe(201);
    const placed = answer.data;
    expect(placed.status).toBe('created');
    expect(placed.can_edit).toBe(true);
    expect(placed.permissions).toMatchObject({ can_delete: false, can_submit: false });
    expect(placed.invoice).toMatchObject({
      status: 'awaiting_payment',
      payment_method: 'card',
      amount: PRICE,
      currency: 'UAH',
      can_pay: true,
    });
    const invoiceId = placed.invoice!.id;

    // The invoice names what it sells, in both languages, and leads to the order.
    const uk = await callOk(app, endpoints.getInvoice, { params: { id: invoiceId } }, { as: exporter });
    expect(uk.item).toBe(`Послуга «${priced.service.title.uk}», замовлення № ${placed.number}`);
    expect(uk.subject).toEqual({
      kind: 'catalog_order',
      id: placed.id,
      name: `${priced.service.title.uk}, замовлення № ${placed.number}`,
      path: `/profile/services/${placed.id}`,
      back_office_path: `/admin/service-orders/${placed.id}`,
    });
    expect(uk.tariff).toBeNull();
    const en = await callOk(
      app,
      endpoints.getInvoice,
      { params: { id: invoiceId } },
      { as: exporter, locale: 'en' },
    );
    expect(en.item).toBe(`Service “${priced.service.title.en}”, order No. ${placed.number}`);

    // Not in the managers' queue while unpaid.
    const queue = await callOk(
      app,
      endpoints.listAdminServiceOrder,
      { query: { search: String(placed.number) } },
      { as: manager },
    );
    expect(queue.items.map((item) => item.id)).not.toContain(placed.id);

    const checkout = await callOk(
      app,
      endpoints.checkoutInvoice,
      { params: { id: invoiceId }, body: {} },
      { as: exporter },
    );
    await payOnFakeLiqPay(app, listening, checkout);

    const paid = await readOrder(exporter, placed.id);
    expect(paid.status).toBe('accepted');
    expect(paid.submitted_at).not.toBeNull();
    expect(paid.invoice).toMatchObject({ status: 'paid', can_pay: false });
    expect(await historyOf(placed.id)).toEqual([
      { from: null, to: 'created' },
      { from: 'created', to: 'accepted' },
    ]);
    await app.jobs.drain();
    const mail = await readOutbox(app, exporter.user.email);
    expect(mail.some((message) => message.text.includes(String(placed.number)))).toBe(true);

    // The fake's callback again: a replay sends nothing more.
    const replay = await app.payments.fake!.sendCallback(checkoutOrderId(checkout), {
      url: `${listening}/api/payments/liqpay/callback`,
    });
    expect(replay.httpStatus).toBe(200);
    expect(await historyOf(placed.id)).toHaveLength(2);

    const queued = await callOk(
      app,
      endpoints.listAdminServiceOrder,
      { query: { search: String(placed.number) } },
      { as: manager },
    );
    expect(queued.items.map((item) => item.id)).toContain(placed.id);
  });

  it('paid by bank transfer: a manager marks the invoice paid and the order is sent; the PDF invoice names the service', async () => {
    const exporter = await createApprovedExporter(app);
    const placed = (await order(exporter, priced, { payment_method: 'bank_transfer' })).data;
    const invoiceId = placed.invoice!.id;
    expect(placed.invoice?.can_pay).toBe(false);

    const pdf = await call(
      app,
      endpoints.downloadInvoice,
      { params: { id: invoiceId } },
      { as: exporter, locale: 'en' },
    );
    expect(pdf.status).toBe(200);
    expect(readPdf(pdf.response.rawPayload).flat).toContain(`order No. ${placed.number}`);

    const marked = await callOk(
      app,
      endpoints.markAdminInvoicePaid,
      {
        params: { id: invoiceId },
        body: { paid_on: kyivDay(new Date()), reference: 'Виписка 7' },
      },
      { as: manager },
    );
    expect(marked.status).toBe('paid');
    expect(marked.subject.kind).toBe('catalog_order');
    expect(marked.subscription).toBeNull();
    expect((await readOrder(exporter, placed.id)).status).toBe('accepted');

    // The office's list names the service, not a plan.
    const listed = await callOk(
      app,
      endpoints.listAdminInvoices,
      { query: { search: placed.invoice!.number } },
      { as: manager },
    );
    expect(listed.items.find((item) => item.id === invoiceId)?.subject.name).toBe(
      `${priced.service.title.uk}, замовлення № ${placed.number}`,
    );
  });

  it('a cancelled invoice closes the unpaid order with the reason; the exporter is told', async () => {
    const exporter = await createApprovedExporter(app);
    const placed = (await order(exporter, priced, { payment_method: 'bank_transfer' })).data;
    const cancelled = await callOk(
      app,
      endpoints.cancelAdminInvoice,
      { params: { id: placed.invoice!.id }, body: { reason: 'Замовлено двічі' } },
      { as: manager },
    );
    expect(cancelled.status).toBe('cancelled');
    const closed = await readOrder(exporter, placed.id);
    expect(closed.status).toBe('closed');
    expect(closed.can_edit).toBe(false);
    expect(closed.history.at(-1)).toMatchObject({
      to_status: 'closed',
      actor: 'manager',
      comment: 'Замовлено двічі',
    });
    const told = await app.db.select().from(notifications).where(eq(notifications.userId, exporter.user.id));
    expect(told.some((row) => row.text.uk.includes('Замовлено двічі'))).toBe(true);
  });

  it('a refund returns the money and moves no order; the notice names the order', async () => {
    const exporter = await createApprovedExporter(app);
    const placed = (await order(exporter, priced, { payment_method: 'bank_transfer' })).data;
    const invoiceId = placed.invoice!.id;
    await callOk(
      app,
      endpoints.markAdminInvoicePaid,
      { params: { id: invoiceId }, body: { paid_on: kyivDay(new Date()), reference: 'x' } },
      { as: manager },
    );
    const refunded = await callOk(
      app,
      endpoints.refundAdminInvoice,
      { params: { id: invoiceId }, body: { reason: 'Послугу не надано вчасно.' } },
      { as: admin },
    );
    expect(refunded.status).toBe('refunded');
    expect((await readOrder(exporter, placed.id)).status).toBe('accepted');
    const told = await app.db.select().from(notifications).where(eq(notifications.userId, exporter.user.id));
    expect(told.some((row) => row.text.uk.includes(`замовлення № ${placed.number}`))).toBe(true);
  });

  it('a free service is sent at once and has no invoice; a method named for it is ignored', async () => {
    const exporter = await createApprovedExporter(app);
    const placed = (await order(exporter, free, { payment_method: 'card' })).data;
    expect(placed.status).toBe('accepted');
    expect(placed.invoice).toBeNull();
    expect(await app.db.select().from(invoices).where(eq(invoices.serviceOrderId, placed.id))).toEqual([]);
  });

  it('the database keeps each invoice to one subject: an order invoice naming a plan is refused', async () => {
    const exporter = await createApprovedExporter(app);
    const placed = (await order(exporter, priced, { payment_method: 'card' })).data;
    await expect(
      app.db.update(invoices).set({ tariffId: 1 }).where(eq(invoices.id, placed.invoice!.id)),
    ).rejects.toThrow();
    // And one invoice per order.
    const [row] = await app.db.select().from(invoices).where(eq(invoices.id, placed.invoice!.id));
    const { id: _id, number: _number, sequence, ...rest } = row!;
    await expect(
      app.db.insert(invoices).values({ ...rest, number: 'EXP-1999-000001', year: 1999, sequence }),
    ).rejects.toThrow();
  });
});
