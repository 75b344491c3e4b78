import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { endpoints, translateMessage, type Checkout, type Invoice } from '@portal/contract';
import { invoices, jobs, notifications, reportOrders } from '@portal/db';
import { searchReportCompanies } from '../src/domain/reports/provider-calls';
import {
  confirmReportOrder,
  expireReportOrder,
  REPORT_EXPIRE_JOB,
} from '../src/domain/reports/report-orders';
import { createReportJobHandlers, REPORT_PLACE_JOB } from '../src/domain/reports/report-production';
import { exporterScope } from '../src/domain/access/scope';
import { buildTestApp, readOutbox, silentLogger, type TestApp } from './helpers';
import { createSignedInUser, type SignedInUser } from './accounts';
import { call, callOk, errorOf } from './call';
import { payOnFakeLiqPay } from './money';
import { createApprovedExporter, createManager } from './requests';
import { quoteReportOrder } from './reports';
import { kyivDay } from '../src/domain/admin/money/kyiv-days';

/**
 * Foreign company reports (issue 28 §1, §2, §6; decision 050): the provider's protocol against
 * its fake, a quote at the provider's price plus the margin, the hour to confirm, the invoice
 * paid by card, production, the download; the provider down, slow or failing; another company's
 * order; double confirm and double pay; the refresh limit.
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
  manager = await createManager(app);
  admin = await createSignedInUser(app, { role: 'admin' });
});
afterAll(() => testApp.close());

const fake = () => app.companyData.fakeInfoproff!;
beforeEach(() => {
  fake().setMode('ok');
  fake().setReportDelayMs(0);
});

/** The job handlers as the app registers them, to run one job at a moment the test chooses. */
function jobHandlers() {
  return createReportJobHandlers({
    db: app.db,
    settings: app.companyData.infoproff,
    publicUrl: app.config.publicUrl,
    supportEmail: app.config.SUPPORT_EMAIL,
    logger: silentLogger,
    getJobs: () => app.jobs,
  });
}

async function orderRow(id: string) {
  const [row] = await app.db.select().from(reportOrders).where(eq(reportOrders.id, id));
  return row!;
}

/** Quotes, confirms and pays a report by card on the fake LiqPay; the paid order is in production. */
async function paidReport(exporter: SignedInUser, company = 'DE-0003') {
  const order = await quoteReportOrder(app, exporter, { company, confirm: true });
  const { invoice, checkout } = (await callOk(
    app,
    endpoints.createReportInvoice,
    { body: { order_id: order.id, payment_method: 'card' } },
    { as: exporter },
  )) as { invoice: Invoice; checkout: Checkout | null };
  await payOnFakeLiqPay(app, listening, checkout!);
  return { order, invoice };
}

describe('the provider’s protocol, against its fake', () => {
  it('names its countries in the request’s language, sorted; finds companies by name or by registration code', async () => {
    const exporter = await createApprovedExporter(app);
    const uk = await callOk(app, endpoints.listReportCountries, {}, { as: exporter });
    const en = await callOk(app, endpoints.listReportCountries, {}, { as: exporter, locale: 'en' });
    expect(uk.length).toBeGreaterThanOrEqual(10);
    expect(uk.find((country) => country.code === 'DE')?.name).toBe('Німеччина');
    expect(en.find((country) => country.code === 'DE')?.name).toBe('Germany');
    expect(en.map((country) => country.name)).toEqual([...en.map((country) => country.name)].sort());

    const byName = await callOk(
      app,
      endpoints.searchReportCompanies,
      { body: { country: 'PL', query: 'honey' } },
      { as: exporter },
    );
    expect(byName.items.length).toBeGreaterThan(0);
    expect(byName.items.every((company) => company.country === 'PL' && /honey/i.test(company.name))).toBe(
      true,
    );
    const one = byName.items[0]!;
    const byCode = await callOk(
      app,
      endpoints.searchReportCompanies,
      { body: { country: 'PL', query: one.code } },
      { as: exporter },
    );
    expect(byCode.items).toEqual([one]);
  });

  it('refuses a short query, a country it does not cover and a blocked one (422, both languages)', async () => {
    const exporter = await createApprovedExporter(app);
    for (const locale of ['uk', 'en'] as const) {
      const short = await call(
        app,
        endpoints.searchReportCompanies,
        { body: { country: 'DE', query: 'N' } },
        { as: exporter, locale },
      );
      expect(short.status).toBe(422);
      expect(errorOf(short).errors?.query).toEqual([translateMessage('infoproff.query_too_short', locale)]);
      const uncovered = await call(
        app,
        endpoints.searchReportCompanies,
        { body: { country: 'JP', query: 'Nord' } },
        { as: exporter, locale },
      );
      expect(uncovered.status).toBe(422);
      expect(errorOf(uncovered).errors?.country).toEqual([
        translateMessage('infoproff.country_not_covered', locale),
      ]);
    }
    const blocked = await call(
      app,
      endpoints.searchReportCompanies,
      { body: { country: 'RU', query: 'Nord' } },
      { as: exporter },
    );
    expect(blocked.status).toBe(422);
  });

  it('the provider down or slow is a clear 502 and nothing is kept; an unknown company is 404', async () => {
    const exporter = await createApprovedExporter(app);
    const before = await app.db.select().from(reportOrders);
    fake().setMode('down');
    for (const locale of ['uk', 'en'] as const) {
      const answer = await call(
        app,
        endpoints.quoteReport,
        { body: { country: 'DE', company_id: 'DE-0001' } },
        { as: exporter, locale },
      );
      expect(answer.status).toBe(502);
      expect(errorOf(answer).message).toBe(translateMessage('infoproff.unavailable', locale));
    }
    expect(await app.db.select().from(reportOrders)).toHaveLength(before.length);

    // Slow: each attempt times out; after the bounded attempts, 502.
    fake().setMode('slow');
    const started = Date.now();
    await expect(
      searchReportCompanies(
        { ...app.companyData.infoproff, timeoutMs: 150, attempts: 2 },
        { country: 'DE', query: 'Nord' },
      ),
    ).rejects.toMatchObject({ code: 'bad_gateway', message: 'infoproff.unavailable' });
    expect(Date.now() - started).toBeLessThan(5_000);

    fake().setMode('ok');
    const unknown = await call(
      app,
      endpoints.quoteReport,
      { body: { country: 'DE', company_id: 'DE-9999' } },
      { as: exporter },
    );
    expect(unknown.status).toBe(404);
    expect(errorOf(unknown).message).toBe(translateMessage('infoproff.company_unknown', 'uk'));
  });
});

describe('an order: the quote, the hour to confirm, the invoice, production, the download', () => {
  it('the price is the provider’s quote plus the office’s margin; an admin’s new margin prices new quotes only', async () => {
    const exporter = await createApprovedExporter(app);
    const first = await quoteReportOrder(app, exporter, { company: 'DE-0002' });
    expect(first.status).toBe('awaiting_confirmation');
    expect(first.price).toBe(Math.round(180_000 * 1.15));
    expect(new Date(first.confirm_until).getTime() - new Date(first.now).getTime()).toBe(60 * 60_000);

    const refused = await call(
      app,
      endpoints.saveAdminReportSettings,
      { body: { margin_percent: 20 } },
      { as: manager },
    );
    expect(refused.status).toBe(403);
    await callOk(app, endpoints.saveAdminReportSettings, { body: { margin_percent: 20 } }, { as: admin });
    try {
      const second = await quoteReportOrder(app, exporter, { company: 'DE-0002' });
      expect(second.price).toBe(Math.round(180_000 * 1.2));
      expect(
        (await callOk(app, endpoints.getReportOrder, { params: { id: first.id } }, { as: exporter })).price,
      ).toBe(first.price);
      const admins = await callOk(
        app,
        endpoints.getAdminReportOrder,
        { params: { id: second.id } },
        { as: manager },
      );
      expect(admins).toMatchObject({ provider_price: 180_000, margin_percent: 20 });
    } finally {
      await callOk(app, endpoints.saveAdminReportSettings, { body: { margin_percent: 15 } }, { as: admin });
    }
  });

  it('not confirmed within the hour, the job cancels it; confirming late is 409 and cancels it too (the clock moved)', async () => {
    const exporter = await createApprovedExporter(app);
    const order = await quoteReportOrder(app, exporter);
    const expireJobs = await app.db.select().from(jobs).where(eq(jobs.kind, REPORT_EXPIRE_JOB));
    expect(
      expireJobs.some(
        (row) => row.payload.orderId === order.id && row.runAt.toISOString() === order.confirm_until,
      ),
    ).toBe(true);
    const later = new Date(new Date(order.confirm_until).getTime() + 1_000);
    expect(await expireReportOrder(app.db, order.id, new Date(order.now))).toBe(false);
    expect(await expireReportOrder(app.db, order.id, later)).toBe(true);
    expect(await orderRow(order.id)).toMatchObject({ status: 'cancelled', cancelReason: 'expired' });
    const late = await call(
      app,
      endpoints.confirmReportOrder,
      { body: { order_id: order.id } },
      { as: exporter },
    );
    expect(late.status).toBe(409);

    const other = await quoteReportOrder(app, exporter);
    const scope = await exporterScope(app.db, exporter.user);
    await expect(confirmReportOrder({ db: app.db, scope, id: other.id, now: later })).rejects.toMatchObject({
      message: 'infoproff.confirm_expired',
    });
    expect((await orderRow(other.id)).status).toBe('cancelled');
  });

  it('paid by card, the report is ordered once, produced, kept and downloaded by the company that paid; the exporter is told', async () => {
    const exporter = await createApprovedExporter(app);
    const { order, invoice } = await paidReport(exporter);
    expect(invoice.subject).toMatchObject({
      kind: 'report_order',
      id: order.id,
      path: `/profile/infoproff-orders/${order.id}`,
    });
    expect(invoice.amount).toBe(order.price);
    expect((await orderRow(order.id)).status).toBe('in_production');

    // The job orders it from the provider; run twice (a retry after a lost answer), one order there.
    await jobHandlers()[REPORT_PLACE_JOB]({ orderId: order.id });
    await app.db.update(reportOrders).set({ providerOrderId: null }).where(eq(reportOrders.id, order.id));
    await jobHandlers()[REPORT_PLACE_JOB]({ orderId: order.id });
    expect([...fake().ordersByReference.keys()].filter((reference) => reference === order.id)).toHaveLength(
      1,
    );

    const before = await call(app, endpoints.downloadReport, { params: { id: order.id } }, { as: exporter });
    expect(before.status).toBe(409);
    const refreshed = await callOk(app, endpoints.refreshReportOrders, { body: {} }, { as: exporter });
    expect(refreshed.checked).toBe(1);
    expect(refreshed.orders[0]?.status).toBe('ready');

    const read = await callOk(app, endpoints.getReportOrder, { params: { id: order.id } }, { as: exporter });
    expect(read.report_url).toBe(`/api/infoproff/orders/${order.id}/report`);
    const pdf = await call(app, endpoints.downloadReport, { params: { id: order.id } }, { as: exporter });
    expect(pdf.status).toBe(200);
    expect(pdf.response.headers['content-type']).toBe('application/pdf');
    expect(pdf.response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.response.rawPayload.toString('latin1')).toContain(order.company.name);

    const invoicePdf = await call(
      app,
      endpoints.downloadReportInvoice,
      { params: { id: order.id } },
      { as: exporter },
    );
    expect(invoicePdf.status).toBe(200);
    expect(invoicePdf.response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    const told = await app.db.select().from(notifications).where(eq(notifications.userId, exporter.user.id));
    expect(
      told.some((row) => row.type === 'success' && row.link === `/profile/infoproff-orders/${order.id}`),
    ).toBe(true);

    // Another company sees none of it.
    const stranger = await createApprovedExporter(app);
    for (const entry of [
      endpoints.getReportOrder,
      endpoints.downloadReport,
      endpoints.downloadReportInvoice,
    ]) {
      expect((await call(app, entry, { params: { id: order.id } }, { as: stranger })).status).toBe(404);
    }
    expect(
      (await call(app, endpoints.cancelReportOrder, { body: { order_id: order.id } }, { as: stranger }))
        .status,
    ).toBe(404);
  });

  it('double confirm, double invoice and a replayed payment change nothing more; a paid order is not cancelled', async () => {
    const exporter = await createApprovedExporter(app);
    const order = await quoteReportOrder(app, exporter, { confirm: true });
    const again = await call(
      app,
      endpoints.confirmReportOrder,
      { body: { order_id: order.id } },
      { as: exporter },
    );
    expect(again.status).toBe(409);
    expect(errorOf(again).message).toBe(translateMessage('infoproff.not_confirmable', 'uk'));
    const body = { order_id: order.id, payment_method: 'bank_transfer' as const };
    const first = await callOk(app, endpoints.createReportInvoice, { body }, { as: exporter });
    const second = await call(app, endpoints.createReportInvoice, { body }, { as: exporter });
    expect(second.status).toBe(409);
    expect(errorOf(second).message).toBe(translateMessage('infoproff.already_invoiced', 'uk'));

    const paidOn = kyivDay(new Date());
    await callOk(
      app,
      endpoints.markAdminInvoicePaid,
      { params: { id: first.invoice.id }, body: { paid_on: paidOn, reference: 'Виписка 9' } },
      { as: manager },
    );
    const twice = await call(
      app,
      endpoints.markAdminInvoicePaid,
      { params: { id: first.invoice.id }, body: { paid_on: paidOn, reference: 'Виписка 9' } },
      { as: manager },
    );
    expect(twice.status).toBe(409);
    const placeJobs = (await app.db.select().from(jobs).where(eq(jobs.kind, REPORT_PLACE_JOB))).filter(
      (job) => job.payload.orderId === order.id,
    );
    expect(placeJobs).toHaveLength(1);
    const cancel = await call(
      app,
      endpoints.cancelReportOrder,
      { body: { order_id: order.id } },
      { as: exporter },
    );
    expect(cancel.status).toBe(409);
  });

  it('cancelled before payment, its invoice is cancelled too', async () => {
    const exporter = await createApprovedExporter(app);
    const order = await quoteReportOrder(app, exporter, { confirm: true });
    const { invoice } = await callOk(
      app,
      endpoints.createReportInvoice,
      { body: { order_id: order.id, payment_method: 'card' } },
      { as: exporter },
    );
    const cancelled = await callOk(
      app,
      endpoints.cancelReportOrder,
      { body: { order_id: order.id } },
      { as: exporter },
    );
    expect(cancelled).toMatchObject({ status: 'cancelled', cancel_reason: 'by_exporter' });
    const [row] = await app.db.select().from(invoices).where(eq(invoices.id, invoice.id));
    expect(row!.status).toBe('cancelled');
  });

  it('the provider down while ordering: the job retries and orders it once it is back', async () => {
    const exporter = await createApprovedExporter(app);
    const { order } = await paidReport(exporter, 'FR-0004');
    fake().setMode('down');
    await expect(jobHandlers()[REPORT_PLACE_JOB]({ orderId: order.id })).rejects.toThrow();
    expect((await orderRow(order.id)).providerOrderId).toBeNull();
    fake().setMode('ok');
    await jobHandlers()[REPORT_PLACE_JOB]({ orderId: order.id });
    expect((await orderRow(order.id)).providerOrderId).not.toBeNull();
  });

  it('a report the provider fails is failed, its invoice to be refunded, the exporter and the office told; an admin refunds it', async () => {
    const exporter = await createApprovedExporter(app);
    fake().setMode('failing');
    const { order, invoice } = await paidReport(exporter, 'IT-0005');
    await jobHandlers()[REPORT_PLACE_JOB]({ orderId: order.id });
    fake().setMode('ok');
    await callOk(app, endpoints.refreshReportOrders, { body: {} }, { as: exporter });
    expect(await orderRow(order.id)).toMatchObject({ status: 'failed' });
    const [row] = await app.db.select().from(invoices).where(eq(invoices.id, invoice.id));
    expect(row!.status).toBe('refund_due');
    const told = await app.db.select().from(notifications).where(eq(notifications.userId, exporter.user.id));
    expect(
      told.some((notice) => notice.type === 'error' && notice.text.uk.includes(`№ ${order.number}`)),
    ).toBe(true);
    await app.jobs.drain();
    expect(
      (await readOutbox(app, app.config.SUPPORT_EMAIL)).some((mail) =>
        mail.subject.includes(`№ ${order.number}`),
      ),
    ).toBe(true);
    const admins = await callOk(
      app,
      endpoints.getAdminReportOrder,
      { params: { id: order.id } },
      { as: manager },
    );
    expect(admins.invoice_path).toBe(`/admin/invoices/${invoice.id}`);
    const refunded = await callOk(
      app,
      endpoints.refundAdminInvoice,
      { params: { id: invoice.id }, body: { reason: 'Звіт не підготовлено.' } },
      { as: admin },
    );
    expect(refunded.status).toBe('refunded');
  });

  it('the refresh is at most once a minute per company (429)', async () => {
    const exporter = await createApprovedExporter(app);
    await callOk(app, endpoints.refreshReportOrders, { body: {} }, { as: exporter });
    const again = await call(app, endpoints.refreshReportOrders, { body: {} }, { as: exporter });
    expect(again.status).toBe(429);
    expect(errorOf(again).message).toBe(translateMessage('infoproff.refresh_too_soon', 'uk'));
    // Another company is not limited by it.
    const other = await createApprovedExporter(app);
    expect((await call(app, endpoints.refreshReportOrders, { body: {} }, { as: other })).status).toBe(200);
  });

  it('the back office lists the orders by status with counts and finds one by its number', async () => {
    const exporter = await createApprovedExporter(app);
    const order = await quoteReportOrder(app, exporter, { company: 'NL-0006' });
    const listed = await callOk(
      app,
      endpoints.listAdminReportOrders,
      { query: { status: 'awaiting_confirmation', search: String(order.number) } },
      { as: manager },
    );
    expect(listed.items.map((item) => item.id)).toEqual([order.id]);
    expect(listed.items[0]?.buyer?.name).toBeTruthy();
    expect(listed.counts.awaiting_confirmation).toBeGreaterThanOrEqual(1);
    expect((await call(app, endpoints.listAdminReportOrders, {}, { as: exporter })).status).toBe(403);
  });
});
