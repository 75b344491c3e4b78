import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints, type Checkout, type Invoice } from '@portal/contract';
import { invoices, jobs, paymentCallbackRefusals, paymentEvents, subscriptions } from '@portal/db';
import { createLiqPayJobHandlers, LIQPAY_CONFIRM_JOB } from '../src/domain/money/liqpay-callback';
import { decodeData } from '../src/integrations/liqpay';
import { buildTestApp, silentLogger, type TestApp } from './helpers';
import { createSignedInUser, type SignedInUser } from './accounts';
import { callOk } from './call';
import { LIQPAY_CALLBACK, postLiqPayCallback, signLiqPayCallback } from './money';
import { createApprovedExporter } from './requests';

/**
 * Issue 14 §3: LiqPay's callback is verified (signature, public key, order, amount, currency)
 * and idempotent by the provider's payment id; a replay, a forgery, a wrong amount or an unknown
 * order changes nothing (forgeries are counted, the rest kept); a status LiqPay has not settled is
 * confirmed by a job.
 */
let testApp: TestApp;
let app: FastifyInstance;
let listening: string;
const CALLBACK = LIQPAY_CALLBACK;

beforeAll(async () => {
  testApp = await buildTestApp();
  app = testApp.app;
  listening = await app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(() => testApp.close());

async function buyByCard(exporter: SignedInUser, tariff = 'start') {
  return callOk(
    app,
    endpoints.purchaseSubscription,
    { body: { tariff, payment_method: 'card' } },
    { as: exporter },
  ) as Promise<{ invoice: Invoice; checkout: Checkout | null }>;
}

const signedForm = (fields: Record<string, unknown>, privateKey?: string) =>
  signLiqPayCallback(app, fields, privateKey);
const postCallback = (form: { data: string; signature: string }) => postLiqPayCallback(app, form);

const statusOf = async (id: string) =>
  (await app.db.select({ status: invoices.status }).from(invoices).where(eq(invoices.id, id)))[0]!.status;
/** The refused callbacks counted so far, by verdict (every hour together). */
async function refusalCounts(): Promise<Record<string, number>> {
  const rows = await app.db
    .select({ verdict: paymentCallbackRefusals.verdict, count: paymentCallbackRefusals.count })
    .from(paymentCallbackRefusals);
  const counts: Record<string, number> = {};
  for (const row of rows) counts[row.verdict] = (counts[row.verdict] ?? 0) + row.count;
  return counts;
}
const verdictsOf = async (orderId: string) =>
  (
    await app.db
      .select({ verdict: paymentEvents.verdict })
      .from(paymentEvents)
      .where(eq(paymentEvents.orderId, orderId))
      .orderBy(paymentEvents.receivedAt)
  ).map((row) => row.verdict);

describe('LiqPay callbacks (issue 14 §3)', () => {
  it('a person pays on the fake checkout page; its callback activates the plan once, a replay changes nothing', async () => {
    const exporter = await createApprovedExporter(app);
    const { invoice, checkout } = await buyByCard(exporter);
    // The browser's form post to LiqPay's checkout, and the 'Pay' button on its page.
    const page = await fetch(checkout!.url, {
      method: 'POST',
      body: new URLSearchParams({ data: checkout!.data, signature: checkout!.signature }),
    });
    expect(page.status).toBe(200);
    const html = await page.text();
    const payAction = /action="([^"]*\/pay)"/.exec(html)?.[1];
    expect(payAction).toBeTruthy();
    const paid = await fetch(new URL(payAction!, checkout!.url), { method: 'POST', redirect: 'manual' });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toContain(`/profile/invoices/${invoice.id}`);

    // The test portal listens elsewhere than its PUBLIC_URL: the fake's callback is sent there.
    const fake = app.payments.fake!;
    const sent = await fake.sendCallback(invoice.id, { url: `${listening}${CALLBACK}` });
    expect(sent.httpStatus).toBe(200);
    expect(await statusOf(invoice.id)).toBe('paid');
    const profile = await callOk(app, endpoints.getProfile, {}, { as: exporter });
    expect(profile.user.active_tariff?.is_active).toBe(true);

    const replay = await fake.sendCallback(invoice.id, { url: `${listening}${CALLBACK}` });
    expect(replay.httpStatus).toBe(200);
    expect(await verdictsOf(invoice.id)).toEqual(['applied', 'replay']);
    const periods = await app.db.select().from(subscriptions).where(eq(subscriptions.invoiceId, invoice.id));
    expect(periods).toHaveLength(1);
  });

  it('a declined card is paid again under an order id of its own (LiqPay takes an order id once); the refund returns that order', async () => {
    const exporter = await createApprovedExporter(app);
    const { invoice, checkout } = await buyByCard(exporter);
    const fake = app.payments.fake!;
    const openAndPress = async (form: Checkout, button: 'pay' | 'decline') => {
      const page = await fetch(form.url, {
        method: 'POST',
        body: new URLSearchParams({ data: form.data, signature: form.signature }),
      });
      expect(page.status).toBe(200);
      const action = new RegExp(`action="([^"]*/${button})"`).exec(await page.text())?.[1];
      await fetch(new URL(action!, form.url), { method: 'POST', redirect: 'manual' });
    };
    const read = () => callOk(app, endpoints.getInvoice, { params: { id: invoice.id } }, { as: exporter });
    expect((await read()).payment_attempt).toBeNull();
    await openAndPress(checkout!, 'decline');
    await fake.sendCallback(invoice.id, { url: `${listening}${CALLBACK}` });
    expect(await statusOf(invoice.id)).toBe('awaiting_payment');
    expect(await verdictsOf(invoice.id)).toEqual(['failed']);
    // Issue 25 §2: the invoice says the card was declined (the page shows it instead of waiting).
    expect((await read()).payment_attempt).toMatchObject({ outcome: 'declined' });

    const again = await callOk(
      app,
      endpoints.checkoutInvoice,
      { params: { id: invoice.id } },
      { as: exporter },
    );
    const orderId = String((decodeData(again.data) as { order_id: string }).order_id);
    expect(orderId).toMatch(new RegExp(`^${invoice.id}\\.[a-f\\d]+$`));
    await openAndPress(again, 'pay');
    await fake.sendCallback(orderId, { url: `${listening}${CALLBACK}` });
    expect(await statusOf(invoice.id)).toBe('paid');
    expect(await verdictsOf(orderId)).toEqual(['applied']);
    expect((await read()).payment_attempt).toBeNull();

    const admin = await createSignedInUser(app, { role: 'admin' });
    await callOk(
      app,
      endpoints.refundAdminInvoice,
      { params: { id: invoice.id }, body: { reason: 'The company paid twice for one period.' } },
      { as: admin },
    );
    expect(await statusOf(invoice.id)).toBe('refunded');
    expect(fake.orders.get(orderId)?.status).toBe('reversed');
  });

  it('a forged signature, a wrong public key, a wrong amount or currency, an unknown order: 200, nothing changes; forgeries counted, the rest kept', async () => {
    const exporter = await createApprovedExporter(app);
    const { invoice } = await buyByCard(exporter);
    const amount = (invoice.amount / 100).toFixed(2);
    const forged = signedForm({ order_id: invoice.id, amount }, 'not-the-shop-key');
    const wrongKey = signedForm({ order_id: invoice.id, amount, public_key: 'i99999999' });
    const wrongAmount = signedForm({ order_id: invoice.id, amount: '1.00' });
    const wrongCurrency = signedForm({ order_id: invoice.id, amount, currency: 'USD' });
    const unknown = signedForm({ order_id: '00000000-0000-4000-8000-000000000000', amount });
    const refusalsBefore = await refusalCounts();
    for (const form of [forged, wrongKey, wrongAmount, wrongCurrency, unknown]) {
      const answer = await postCallback(form);
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({ data: { received: true } });
    }
    expect(await statusOf(invoice.id)).toBe('awaiting_payment');
    // Only the verified callbacks name the order and are kept one by one (issue 24 §6): a forgery
    // or another shop's key is counted in its hour.
    expect(await verdictsOf(invoice.id)).toEqual(['wrong_amount', 'wrong_amount']);
    const recent = await app.db
      .select({ verdict: paymentEvents.verdict })
      .from(paymentEvents)
      .orderBy(desc(paymentEvents.receivedAt))
      .limit(3);
    expect(recent.map((row) => row.verdict).sort()).toEqual([
      'unknown_order',
      'wrong_amount',
      'wrong_amount',
    ]);
    const refusalsAfter = await refusalCounts();
    expect((refusalsAfter.forged ?? 0) - (refusalsBefore.forged ?? 0)).toBe(1);
    expect((refusalsAfter.wrong_public_key ?? 0) - (refusalsBefore.wrong_public_key ?? 0)).toBe(1);
  });

  it('a status LiqPay has not settled is confirmed by the job with LiqPay’s status call', async () => {
    const exporter = await createApprovedExporter(app);
    const { invoice, checkout } = await buyByCard(exporter);
    const fake = app.payments.fake!;
    fake.setPending(invoice.id);
    const page = await fetch(checkout!.url, {
      method: 'POST',
      body: new URLSearchParams({ data: checkout!.data, signature: checkout!.signature }),
    });
    const payAction = /action="([^"]*\/pay)"/.exec(await page.text())![1]!;
    await fetch(new URL(payAction, checkout!.url), { method: 'POST', redirect: 'manual' });
    await fake.sendCallback(invoice.id, { url: `${listening}${CALLBACK}` });
    expect(await statusOf(invoice.id)).toBe('awaiting_payment');
    expect(await verdictsOf(invoice.id)).toEqual(['pending']);
    // Issue 25 §2: the invoice says the bank is still processing it.
    const read = await callOk(app, endpoints.getInvoice, { params: { id: invoice.id } }, { as: exporter });
    expect(read.payment_attempt).toMatchObject({ outcome: 'pending' });
    const [job] = await app.db
      .select()
      .from(jobs)
      .where(eq(jobs.kind, LIQPAY_CONFIRM_JOB))
      .orderBy(desc(jobs.createdAt));
    expect(job?.payload).toEqual({ orderId: invoice.id });

    const handlers = createLiqPayJobHandlers({
      db: app.db,
      liqpay: app.payments.liqpay,
      logger: silentLogger,
      publicUrl: app.config.publicUrl,
      supportEmail: app.config.SUPPORT_EMAIL,
      getJobs: () => app.jobs,
    });
    // Still processing at LiqPay: the job fails, so the queue asks again later.
    await expect(handlers[LIQPAY_CONFIRM_JOB]!({ orderId: invoice.id })).rejects.toThrow(/still/);
    fake.complete(invoice.id, 'success');
    await handlers[LIQPAY_CONFIRM_JOB]!({ orderId: invoice.id });
    expect(await statusOf(invoice.id)).toBe('paid');
    expect(await verdictsOf(invoice.id)).toEqual(['pending', 'applied']);
  });

  it('a body that is not the form LiqPay sends is 422 (or 415 for another media type), never 500', async () => {
    const missing = await app.inject({
      method: 'POST',
      url: CALLBACK,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'data=abc',
    });
    expect(missing.statusCode).toBe(422);
    const text = await app.inject({
      method: 'POST',
      url: CALLBACK,
      headers: { 'content-type': 'text/plain' },
      payload: 'data=abc&signature=x',
    });
    expect(text.statusCode).toBe(415);
  });
});
