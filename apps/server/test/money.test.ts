import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { endpoints, INVOICE_NUMBER_PATTERN, type Invoice } from '@portal/contract';
import { invoices, subscriptions } from '@portal/db';
import { applyInvoicePayment } from '../src/domain/money/apply-invoice-payment';
import { issueInvoice } from '../src/domain/money/issue-invoice';
import { decodeData, verifySignature } from '../src/integrations/liqpay';
import { takeInvoiceNumber } from '../src/domain/money/invoice-number';
import { DEMO_OFFICE_SETTINGS, vatWithin } from '../src/domain/money/office-settings';
import { findActiveSubscription, startTrial } from '../src/domain/money/start-trial';
import { exporterScope } from '../src/domain/access/scope';
import { AppError } from '../src/lib/app-error';
import { buildTestApp, type TestApp } from './helpers';
import { createSignedInUser, errorOf } from './accounts';
import { call, callOk, injectOptionsOf } from './call';
import { createInvoice } from './money';
import { createApprovedExporter, createManager } from './requests';

/**
 * Issue 14 §2 and §4, the money underneath the calls: gapless invoice numbers per year under
 * concurrent purchases, what an invoice holds, the trial once per company, activation by payment
 * (idempotent) and renewals that stack.
 */
let testApp: TestApp;
let app: FastifyInstance;

beforeAll(async () => {
  testApp = await buildTestApp();
  app = testApp.app;
});
afterAll(() => testApp.close());

async function scopeOfNewExporter() {
  const exporter = await createApprovedExporter(app);
  return exporterScope(app.db, exporter.user);
}

const errorCode = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) =>
      error instanceof AppError ? `${error.statusCode} ${error.messageKey}` : String(error),
  );

describe('invoices (issue 14 §2)', () => {
  it('numbers EXP-YYYY-NNNNNN, gapless within the year even when 12 companies buy at once', async () => {
    const scopes = await Promise.all(Array.from({ length: 12 }, () => scopeOfNewExporter()));
    const at = new Date('2031-03-10T10:00:00Z');
    const issued = await Promise.all(
      scopes.map((scope) =>
        issueInvoice({ db: app.db, scope, tariff: 'start', paymentMethod: 'bank_transfer', at }),
      ),
    );
    const numbers = issued.map(({ invoice }) => invoice.number).sort();
    for (const number of numbers) expect(number).toMatch(INVOICE_NUMBER_PATTERN);
    expect(numbers).toEqual(
      Array.from({ length: 12 }, (_, i) => `EXP-2031-${String(i + 1).padStart(6, '0')}`),
    );
  });

  it('a purchase that fails after taking its number gives the number back', async () => {
    const at = new Date('2034-06-01T10:00:00Z');
    await app.db
      .transaction(async (tx) => {
        expect((await takeInvoiceNumber(tx, at)).number).toBe('EXP-2034-000001');
        throw new Error('the purchase fails after its number was taken');
      })
      .catch(() => undefined);
    const scope = await scopeOfNewExporter();
    const { invoice } = await issueInvoice({ db: app.db, scope, tariff: 'start', paymentMethod: 'card', at });
    expect(invoice.number).toBe('EXP-2034-000001');
  });

  it('takes the year in Kyiv: 1 January 00:30 in Kyiv is already the new year', async () => {
    const scope = await scopeOfNewExporter();
    const { invoice } = await issueInvoice({
      db: app.db,
      scope,
      tariff: 'start',
      paymentMethod: 'card',
      at: new Date('2032-12-31T22:30:00Z'),
    });
    expect(invoice.number).toBe('EXP-2033-000001');
  });

  it('holds the plan’s price in kopiykas, the VAT within it, the office’s and the company’s requisites', async () => {
    const scope = await scopeOfNewExporter();
    const { invoice, tariff } = await issueInvoice({
      db: app.db,
      scope,
      tariff: 'business',
      paymentMethod: 'card',
    });
    expect(invoice.amountMinor).toBe(tariff.priceMinor);
    expect(invoice.vatRateBasisPoints).toBe(DEMO_OFFICE_SETTINGS.vatRateBasisPoints);
    expect(invoice.vatMinor).toBe(vatWithin(tariff.priceMinor, 2000));
    expect(invoice.status).toBe('awaiting_payment');
    expect(invoice.seller.iban).toBe(DEMO_OFFICE_SETTINGS.seller.iban);
    expect(invoice.buyer.code).toMatch(/^\d{8,10}$/);
    expect(invoice.item.uk).toContain(tariff.nameUk);
    expect(invoice.item.en).toContain(tariff.nameEn);
  });

  it('sells only a paid public plan: the trial and the basic services are 422, an unknown plan 404', async () => {
    const scope = await scopeOfNewExporter();
    const buy = (tariff: string | number) =>
      issueInvoice({ db: app.db, scope, tariff, paymentMethod: 'card' });
    expect(await errorCode(buy('trial'))).toBe('422 money.tariff_not_for_sale');
    expect(await errorCode(buy('basic'))).toBe('422 money.tariff_not_for_sale');
    expect(await errorCode(buy('no-such-plan'))).toBe('404 error.not_found');
    expect(await errorCode(buy(999_999))).toBe('404 error.not_found');
  });

  it('computes VAT within a total, half up, and none at rate 0', () => {
    expect(vatWithin(199_000, 2000)).toBe(33_167);
    expect(vatWithin(120, 2000)).toBe(20);
    expect(vatWithin(199_000, 0)).toBe(0);
  });
});

describe('subscriptions (issue 14 §4)', () => {
  it('a payment activates the plan for its period; applied twice it changes nothing more', async () => {
    const scope = await scopeOfNewExporter();
    const at = new Date('2030-01-31T12:00:00Z');
    const { invoice } = await issueInvoice({ db: app.db, scope, tariff: 'start', paymentMethod: 'card', at });
    const first = await app.db.transaction((tx) => applyInvoicePayment(tx, { invoiceId: invoice.id, at }));
    const again = await app.db.transaction((tx) => applyInvoicePayment(tx, { invoiceId: invoice.id, at }));
    expect(first.applied).toBe(true);
    expect(again).toEqual({ applied: false, subscriptionId: null, statusChange: null });
    const rows = await app.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.companyId, scope.companyId));
    expect(rows).toHaveLength(1);
    // One calendar month from the 31st of January is the last day of February.
    expect(rows[0]!.endsAt.toISOString()).toBe('2030-02-28T12:00:00.000Z');
    const [paid] = await app.db.select().from(invoices).where(eq(invoices.id, invoice.id));
    expect(paid!.status).toBe('paid');
    expect(paid!.paidAt?.toISOString()).toBe(at.toISOString());
  });

  it('renewals stack: a plan bought while one runs starts at its end', async () => {
    const scope = await scopeOfNewExporter();
    const t0 = new Date('2030-05-01T09:00:00Z');
    const t1 = new Date('2030-05-10T09:00:00Z');
    for (const at of [t0, t1]) {
      const { invoice } = await issueInvoice({
        db: app.db,
        scope,
        tariff: 'start',
        paymentMethod: 'card',
        at,
      });
      await app.db.transaction((tx) => applyInvoicePayment(tx, { invoiceId: invoice.id, at }));
    }
    const active = await findActiveSubscription(app.db, scope.companyId, new Date('2030-05-20T00:00:00Z'));
    expect(active?.tariff.slug).toBe('start');
    expect(active?.subscription.endsAt.toISOString()).toBe('2030-06-01T09:00:00.000Z');
    expect(active?.paidUntil.toISOString()).toBe('2030-07-01T09:00:00.000Z');
    // After both periods: basic services again.
    expect(
      await findActiveSubscription(app.db, scope.companyId, new Date('2030-07-01T09:00:01Z')),
    ).toBeNull();
  });

  it('the trial: 14 days, once per company ever, even when asked twice at once', async () => {
    const scope = await scopeOfNewExporter();
    const at = new Date('2030-03-01T08:00:00Z');
    const results = await Promise.allSettled([
      startTrial({ db: app.db, scope, at }),
      startTrial({ db: app.db, scope, at }),
    ]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    const refused = results.find((result) => result.status === 'rejected') as PromiseRejectedResult;
    expect((refused.reason as AppError).messageKey).toBe('money.trial_used');
    const active = await findActiveSubscription(app.db, scope.companyId, at);
    expect(active?.tariff.slug).toBe('trial');
    expect(active?.subscription.endsAt.toISOString()).toBe('2030-03-15T08:00:00.000Z');
    // Long after it ended, still once.
    expect(await errorCode(startTrial({ db: app.db, scope, at: new Date('2031-01-01T00:00:00Z') }))).toBe(
      '409 money.trial_used',
    );
  });

  it('no trial while a paid subscription runs', async () => {
    const scope = await scopeOfNewExporter();
    const at = new Date('2030-08-01T08:00:00Z');
    const { invoice } = await issueInvoice({ db: app.db, scope, tariff: 'start', paymentMethod: 'card', at });
    await app.db.transaction((tx) => applyInvoicePayment(tx, { invoiceId: invoice.id, at }));
    expect(await errorCode(startTrial({ db: app.db, scope, at }))).toBe('409 money.subscription_active');
  });
});

describe('the calls (issue 14 §1)', () => {
  it('POST /subscriptions/trial: 201 once, then 409; the profile names the plan in the request’s language', async () => {
    const exporter = await createApprovedExporter(app);
    const started = await call(app, endpoints.startTrial, { body: {} }, { as: exporter });
    expect(started.status).toBe(201);
    const trial = started.body as { data: { is_trial: boolean; tariff: { slug: string } } };
    expect(trial.data).toMatchObject({ is_trial: true, tariff: { slug: 'trial' } });
    const again = await call(app, endpoints.startTrial, { body: {} }, { as: exporter });
    expect(again.status).toBe(409);
    expect(errorOf(again).code).toBe('conflict');

    const uk = await callOk(app, endpoints.getProfile, {}, { as: exporter });
    expect(uk.user.active_tariff).toMatchObject({ is_active: true, is_trial: true });
    expect(Date.now() - new Date(uk.user.active_tariff!.started_at!).getTime()).toBeLessThan(60_000);
    const en = await callOk(app, endpoints.getProfile, {}, { as: exporter, locale: 'en' });
    expect(en.user.active_tariff?.name).not.toBe(uk.user.active_tariff?.name);
    expect(new Date(en.user.active_tariff!.expiry_date!).getTime()).toBeGreaterThan(
      Date.now() + 13 * 86_400_000,
    );
  });

  it('POST /subscriptions/trial: only a verified company (403), not a manager (404: no company)', async () => {
    const pending = await createSignedInUser(app, { isApproved: false });
    const refused = await call(app, endpoints.startTrial, { body: {} }, { as: pending });
    expect(refused.status).toBe(403);
    const manager = await createManager(app);
    expect((await call(app, endpoints.startTrial, { body: {} }, { as: manager })).status).toBe(403);
  });

  it('GET /invoices and /invoices/{id}: the company’s own, newest first, by status; another company’s is 404', async () => {
    const exporter = await createApprovedExporter(app);
    const other = await createApprovedExporter(app);
    const first = await createInvoice(app, exporter, { tariff: 'start' });
    const second = await createInvoice(app, exporter, { tariff: 'business', paymentMethod: 'card' });
    const foreign = await createInvoice(app, other);

    const list = await callOk(app, endpoints.listInvoices, { query: {} }, { as: exporter });
    expect(list.items.map((item) => item.number)).toEqual([second.number, first.number]);
    expect(list.meta.total).toBe(2);
    const awaiting = await callOk(
      app,
      endpoints.listInvoices,
      { query: { status: 'paid' } },
      { as: exporter },
    );
    expect(awaiting.items).toEqual([]);

    const one = await callOk(app, endpoints.getInvoice, { params: { id: second.id } }, { as: exporter });
    expect(one).toMatchObject({
      number: second.number,
      status: 'awaiting_payment',
      can_pay: true,
      currency: 'UAH',
    });
    expect(one.amount).toBe(second.amountMinor);
    expect(one.vat_rate).toBe(20);
    expect(one.seller.iban).toMatch(/^UA\d{27}$/);

    const notMine = await call(app, endpoints.getInvoice, { params: { id: foreign.id } }, { as: exporter });
    expect(notMine.status).toBe(404);
    expect(JSON.stringify(notMine.body)).not.toContain(foreign.number);
  });

  it('GET /subscriptions/download-invoice/{id}: the company’s invoice as a PDF in the language asked; another’s 404', async () => {
    const exporter = await createApprovedExporter(app);
    const other = await createApprovedExporter(app);
    const invoice = await createInvoice(app, exporter);
    const foreign = await createInvoice(app, other);
    for (const locale of ['uk', 'en'] as const) {
      const response = await app.inject(
        injectOptionsOf(endpoints.downloadInvoice, { params: { id: invoice.id } }, { as: exporter, locale }),
      );
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="invoice-${invoice.number}.pdf"`,
      );
      expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      // The document names its language (render-invoice-pdf's tests read the text itself).
      expect(response.rawPayload.toString('latin1')).toContain(locale === 'uk' ? 'uk-UA' : 'en-GB');
    }
    const notMine = await app.inject(
      injectOptionsOf(endpoints.downloadInvoice, { params: { id: foreign.id } }, { as: exporter }),
    );
    expect(notMine.statusCode).toBe(404);
    expect(notMine.headers['content-type']).toMatch(/^application\/json/);
  });
});

describe('POST /subscriptions/purchase (issue 14 §1, §3)', () => {
  it('by bank transfer: 201 with the invoice awaiting payment and no checkout', async () => {
    const exporter = await createApprovedExporter(app);
    const result = await call(
      app,
      endpoints.purchaseSubscription,
      { body: { tariff: 'business', payment_method: 'bank_transfer' } },
      { as: exporter },
    );
    expect(result.status).toBe(201);
    const { invoice, checkout } = (result.body as { data: { invoice: Invoice; checkout: null } }).data;
    expect(checkout).toBeNull();
    expect(invoice).toMatchObject({
      status: 'awaiting_payment',
      payment_method: 'bank_transfer',
      can_pay: false,
    });
    expect(invoice.number).toMatch(INVOICE_NUMBER_PATTERN);
  });

  it('by card: LiqPay’s checkout, signed base64(sha1(private + data + private)), for the invoice’s amount', async () => {
    const exporter = await createApprovedExporter(app);
    const { invoice, checkout } = await callOk(
      app,
      endpoints.purchaseSubscription,
      { body: { tariff: 'start', payment_method: 'card' } },
      { as: exporter, locale: 'en' },
    );
    const { url, publicKey, privateKey } = app.payments.liqpay;
    expect(checkout!.url).toBe(`${url}/api/3/checkout`);
    expect(verifySignature(privateKey, checkout!.data, checkout!.signature)).toBe(true);
    const expected = createHash('sha1')
      .update(`${privateKey}${checkout!.data}${privateKey}`)
      .digest('base64');
    expect(checkout!.signature).toBe(expected);
    const data = decodeData(checkout!.data) as Record<string, unknown>;
    expect(data).toMatchObject({
      version: 3,
      action: 'pay',
      public_key: publicKey,
      order_id: invoice.id,
      currency: 'UAH',
      language: 'en',
      server_url: `${app.config.publicUrl}/api/payments/liqpay/callback`,
      result_url: `${app.config.publicUrl}/en/profile/invoices/${invoice.id}`,
    });
    expect(Math.round(Number(data.amount) * 100)).toBe(invoice.amount);
  });

  it('POST /invoices/{id}/checkout: a checkout again, for the same invoice, while a card invoice awaits payment; 409 otherwise; another’s 404', async () => {
    const exporter = await createApprovedExporter(app);
    const { invoice } = await callOk(
      app,
      endpoints.purchaseSubscription,
      { body: { tariff: 'start', payment_method: 'card' } },
      { as: exporter },
    );
    const again = await callOk(
      app,
      endpoints.checkoutInvoice,
      { params: { id: invoice.id } },
      { as: exporter },
    );
    expect(verifySignature(app.payments.liqpay.privateKey, again.data, again.signature)).toBe(true);
    const data = decodeData(again.data) as { order_id: string; language: string };
    expect(data.language).toBe('uk');
    expect(data.order_id.startsWith(`${invoice.id}.`)).toBe(true);

    const other = await createApprovedExporter(app);
    const notMine = await call(app, endpoints.checkoutInvoice, { params: { id: invoice.id } }, { as: other });
    expect(notMine.status).toBe(404);

    const transfer = await callOk(
      app,
      endpoints.purchaseSubscription,
      { body: { tariff: 'start', payment_method: 'bank_transfer' } },
      { as: exporter },
    );
    const byTransfer = await call(
      app,
      endpoints.checkoutInvoice,
      { params: { id: transfer.invoice.id } },
      { as: exporter },
    );
    expect(byTransfer.status).toBe(409);
    expect(errorOf(byTransfer).message).toMatch(/карткою/);

    await app.db.transaction((tx) => applyInvoicePayment(tx, { invoiceId: invoice.id, at: new Date() }));
    const paid = await call(app, endpoints.checkoutInvoice, { params: { id: invoice.id } }, { as: exporter });
    expect(paid.status).toBe(409);
  });

  it('refuses what is not for sale (422), an unknown plan (404), a bad method (422), an unverified company (403)', async () => {
    const exporter = await createApprovedExporter(app);
    const buy = (body: unknown, as = exporter) =>
      call(app, endpoints.purchaseSubscription, { body } as never, { as });
    const trial = await buy({ tariff: 'trial', payment_method: 'card' });
    expect(trial.status).toBe(422);
    expect(errorOf(trial).errors).toHaveProperty('tariff');
    expect((await buy({ tariff: 'nope', payment_method: 'card' })).status).toBe(404);
    expect((await buy({ tariff: 'start', payment_method: 'cash' })).status).toBe(422);
    const pending = await createSignedInUser(app, { isApproved: false });
    expect((await buy({ tariff: 'start', payment_method: 'card' }, pending)).status).toBe(403);
    const list = await callOk(app, endpoints.listInvoices, { query: {} }, { as: exporter });
    expect(list.items).toEqual([]);
  });

  it('issue 24: a plan id past int4 (the column’s type) or below 1 answers 422 on `tariff`, in words that fit 0 too', async () => {
    const exporter = await createApprovedExporter(app);
    const texts = {
      uk: 'Має бути ідентифікатором — цілим числом від 1 до 2147483647.',
      en: 'Must be an id: a whole number from 1 to 2147483647.',
    };
    for (const tariff of [2_147_483_648, 0, -1]) {
      for (const locale of ['uk', 'en'] as const) {
        const result = await call(
          app,
          endpoints.purchaseSubscription,
          { body: { tariff, payment_method: 'card' } },
          { as: exporter, locale },
        );
        expect(result.status, `tariff ${tariff}`).toBe(422);
        expect(errorOf(result).errors, `tariff ${tariff}`).toEqual({ tariff: [texts[locale]] });
      }
    }
    // The largest id the column holds is sound and names no plan.
    const largest = await call(
      app,
      endpoints.purchaseSubscription,
      { body: { tariff: 2_147_483_647, payment_method: 'card' } },
      { as: exporter },
    );
    expect(largest.status).toBe(404);
  });
});
