import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints, type Checkout, type Invoice } from '@portal/contract';
import {
  invoices,
  jobs,
  notifications,
  paymentCallbackRefusals,
  paymentEvents,
  subscriptions,
  tariffs,
} from '@portal/db';
import { kyivDay } from '../src/domain/admin/money/kyiv-days';
import { applyInvoicePayment } from '../src/domain/money/apply-invoice-payment';
import { issueInvoice } from '../src/domain/money/issue-invoice';
import { findActiveSubscription, startTrial } from '../src/domain/money/start-trial';
import { SUBSCRIPTION_NOTICE_JOB } from '../src/domain/money/subscription-notices';
import { addMonths } from '../src/domain/money/subscription-rules';
import { exporterScope } from '../src/domain/access/scope';
import { encodeData } from '../src/integrations/liqpay';
import { buildTestApp, readOutbox, type TestApp } from './helpers';
import { createSignedInUser, type SignedInUser } from './accounts';
import { call, callOk } from './call';
import { postLiqPayCallback, signLiqPayCallback } from './money';
import { createApprovedExporter } from './requests';

/**
 * Issue 24 §1–§3 and §6, money that never drifts: a company's periods move under one lock (two
 * payments at once stack, a trial and a payment at once never both run from now), an invoice pays
 * for the period it states, a refund or LiqPay's reversal moves later periods up, a payment for a
 * cancelled invoice is kept for a refund, and forged callbacks are counted, not stored one by one,
 * and limited per address. The races are real on PostgreSQL (the API suite's Node 24 run); on
 * PGlite transactions run one at a time, and the same assertions hold.
 */
let testApp: TestApp;
let app: FastifyInstance;
let manager: SignedInUser;
let admin: SignedInUser;

beforeAll(async () => {
  testApp = await buildTestApp();
  app = testApp.app;
  manager = await createSignedInUser(app, { role: 'manager' });
  admin = await createSignedInUser(app, { role: 'admin' });
});
afterAll(() => testApp.close());

async function newCompany() {
  const exporter = await createApprovedExporter(app);
  const scope = await exporterScope(app.db, exporter.user);
  return { exporter, scope };
}

/** A paid callback as LiqPay signs it for the invoice's order (its own amount unless told). */
function paidForm(invoice: { id: string; amountMinor: number }, fields: Record<string, unknown> = {}) {
  return signLiqPayCallback(app, {
    order_id: invoice.id,
    amount: (invoice.amountMinor / 100).toFixed(2),
    ...fields,
  });
}

const postCallback = (form: { data: string; signature: string }, remoteAddress?: string) =>
  postLiqPayCallback(app, form, remoteAddress);

function markPaid(id: string) {
  return call(
    app,
    endpoints.markAdminInvoicePaid,
    { params: { id }, body: { paid_on: kyivDay(new Date()), reference: 'Виписка № 1' } },
    { as: manager },
  );
}

/** The company's live periods, earliest first. */
async function periodsOf(companyId: string) {
  return app.db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.companyId, companyId))
    .orderBy(asc(subscriptions.startsAt), asc(subscriptions.createdAt));
}

/** No two of the periods share a moment: each begins at or after the previous one's end. */
function expectNoOverlap(periods: { startsAt: Date; endsAt: Date; endedAt: Date | null }[]) {
  for (let i = 1; i < periods.length; i += 1) {
    const previousEnd = periods[i - 1]!.endedAt ?? periods[i - 1]!.endsAt;
    expect(periods[i]!.startsAt.getTime()).toBeGreaterThanOrEqual(previousEnd.getTime());
  }
}

const invoiceRow = async (id: string) =>
  (await app.db.select().from(invoices).where(eq(invoices.id, id)))[0]!;

describe('issue 24 §1: one lock of the company for everything that creates or moves its periods', () => {
  it('two invoices of one company paid at the same moment stack: two months paid, two months given', async () => {
    for (let round = 0; round < 4; round += 1) {
      const { scope } = await newCompany();
      const at = new Date();
      const [a, b] = await Promise.all(
        [0, 1].map(async () => {
          const { invoice } = await issueInvoice({
            db: app.db,
            scope,
            tariff: 'start',
            paymentMethod: 'card',
          });
          return invoice;
        }),
      );
      await Promise.all(
        [a!, b!].map((invoice) =>
          app.db.transaction((tx) => applyInvoicePayment(tx, { invoiceId: invoice.id, at })),
        ),
      );
      const periods = await periodsOf(scope.companyId);
      expect(periods).toHaveLength(2);
      expectNoOverlap(periods);
      expect(periods[1]!.startsAt.toISOString()).toBe(periods[0]!.endsAt.toISOString());
    }
  });

  it('a card callback and a manager’s mark-paid at once (two invoices) give two stacked periods', async () => {
    for (let round = 0; round < 3; round += 1) {
      const { scope } = await newCompany();
      const { invoice: card } = await issueInvoice({
        db: app.db,
        scope,
        tariff: 'start',
        paymentMethod: 'card',
      });
      const { invoice: transfer } = await issueInvoice({
        db: app.db,
        scope,
        tariff: 'start',
        paymentMethod: 'bank_transfer',
      });
      const [callback, marked] = await Promise.all([postCallback(paidForm(card)), markPaid(transfer.id)]);
      expect(callback.statusCode).toBe(200);
      expect(marked.status).toBe(200);
      const periods = await periodsOf(scope.companyId);
      expect(periods).toHaveLength(2);
      expectNoOverlap(periods);
    }
  });

  it('a trial asked while a payment is applied: refused, or the payment stacks after it — never both from now', async () => {
    for (let round = 0; round < 4; round += 1) {
      const { scope } = await newCompany();
      const { invoice } = await issueInvoice({ db: app.db, scope, tariff: 'start', paymentMethod: 'card' });
      const at = new Date();
      const [trial] = await Promise.allSettled([
        startTrial({ db: app.db, scope, at }),
        app.db.transaction((tx) => applyInvoicePayment(tx, { invoiceId: invoice.id, at })),
      ]);
      const periods = await periodsOf(scope.companyId);
      expectNoOverlap(periods);
      if (trial.status === 'rejected') {
        expect((trial.reason as { messageKey: string }).messageKey).toBe('money.subscription_active');
        expect(periods).toHaveLength(1);
      } else {
        expect(periods).toHaveLength(2);
        expect(periods[0]!.isTrial).toBe(true);
      }
    }
  });
});

describe('issue 24 §2: an invoice pays for what it says', () => {
  it('the period stated on the invoice is applied, whatever the tariff says by the time it is paid', async () => {
    const [start] = await app.db.select().from(tariffs).where(eq(tariffs.slug, 'start'));
    const months = start!.periodMonths;
    const { scope } = await newCompany();
    const { invoice } = await issueInvoice({ db: app.db, scope, tariff: 'start', paymentMethod: 'card' });
    expect(invoice.periodMonths).toBe(months);
    // A manager changes the plan's period meanwhile (both ways).
    for (const edited of [months + 2, 1]) {
      await app.db.update(tariffs).set({ periodMonths: edited }).where(eq(tariffs.id, start!.id));
    }
    try {
      const at = new Date('2031-01-15T10:00:00Z');
      await app.db.transaction((tx) => applyInvoicePayment(tx, { invoiceId: invoice.id, at }));
      const [period] = await periodsOf(scope.companyId);
      expect(period!.endsAt.toISOString()).toBe(addMonths(at, months).toISOString());
    } finally {
      await app.db.update(tariffs).set({ periodMonths: months }).where(eq(tariffs.id, start!.id));
    }
  });
});

describe('issue 24 §3: refunds and reversals leave a consistent plan', () => {
  it('refunding the first of two stacked periods moves the second up: it runs from now, with its notices anew', async () => {
    const { exporter, scope } = await newCompany();
    const first = (await issueInvoice({ db: app.db, scope, tariff: 'start', paymentMethod: 'bank_transfer' }))
      .invoice;
    const second = (
      await issueInvoice({ db: app.db, scope, tariff: 'start', paymentMethod: 'bank_transfer' })
    ).invoice;
    expect((await markPaid(first.id)).status).toBe(200);
    expect((await markPaid(second.id)).status).toBe(200);
    const [p1, p2] = await periodsOf(scope.companyId);
    const length = p2!.endsAt.getTime() - p2!.startsAt.getTime();

    const refunded = await call(
      app,
      endpoints.refundAdminInvoice,
      { params: { id: first.id }, body: { reason: 'Помилкова оплата.' } },
      { as: admin },
    );
    expect(refunded.status).toBe(200);
    const [r1, r2] = await periodsOf(scope.companyId);
    expect(r1!.id).toBe(p1!.id);
    expect(r1!.endedAt).not.toBeNull();
    // The second period starts when the first ended and keeps its length.
    expect(r2!.id).toBe(p2!.id);
    expect(r2!.startsAt.toISOString()).toBe(r1!.endedAt!.toISOString());
    expect(r2!.endsAt.getTime() - r2!.startsAt.getTime()).toBe(length);
    const active = await findActiveSubscription(app.db, scope.companyId);
    expect(active?.subscription.id).toBe(p2!.id);
    const profile = await callOk(app, endpoints.getProfile, {}, { as: exporter });
    expect(profile.user.active_tariff).not.toBeNull();
    // The moved period's expiry notice is queued at its new end.
    const queued = await app.db
      .select({ runAt: jobs.runAt })
      .from(jobs)
      .where(
        and(
          eq(jobs.kind, SUBSCRIPTION_NOTICE_JOB),
          sql`${jobs.payload}->>'subscriptionId' = ${p2!.id}`,
          sql`${jobs.payload}->>'notice' = 'expired'`,
        ),
      );
    expect(queued.map((job) => job.runAt.toISOString())).toContain(r2!.endsAt.toISOString());
  });

  it('LiqPay’s `reversed` for a paid invoice is a refund: invoice refunded, period ended, exporter and office told; again, a replay', async () => {
    const { exporter, scope } = await newCompany();
    const { invoice } = await issueInvoice({ db: app.db, scope, tariff: 'start', paymentMethod: 'card' });
    const paymentId = 700_000_000 + Math.floor(Math.random() * 1e6);
    expect((await postCallback(paidForm(invoice, { payment_id: paymentId }))).statusCode).toBe(200);
    expect((await invoiceRow(invoice.id)).status).toBe('paid');

    const reversed = paidForm(invoice, { payment_id: paymentId, status: 'reversed', action: 'refund' });
    expect((await postCallback(reversed)).statusCode).toBe(200);
    const row = await invoiceRow(invoice.id);
    expect(row.status).toBe('refunded');
    expect(row.refundedAt).not.toBeNull();
    const [period] = await periodsOf(scope.companyId);
    expect(period!.endedAt).not.toBeNull();
    expect(await findActiveSubscription(app.db, scope.companyId)).toBeNull();
    const told = await app.db.select().from(notifications).where(eq(notifications.userId, exporter.user.id));
    expect(told.some((n) => n.text.uk.includes('повернено'))).toBe(true);
    await app.jobs.drain();
    expect((await readOutbox(app, exporter.user.email)).some((m) => /повернено/i.test(m.subject))).toBe(true);
    const office = await readOutbox(app, app.config.SUPPORT_EMAIL);
    expect(office.some((m) => m.subject.includes(invoice.number))).toBe(true);

    // The same reversal again changes nothing more.
    expect((await postCallback(reversed)).statusCode).toBe(200);
    const verdicts = await app.db
      .select({ verdict: paymentEvents.verdict })
      .from(paymentEvents)
      .where(eq(paymentEvents.invoiceId, invoice.id))
      .orderBy(asc(paymentEvents.receivedAt));
    expect(verdicts.map((v) => v.verdict)).toEqual(['applied', 'reversed', 'replay']);
  });

  it('a card payment for an invoice cancelled meanwhile is kept for a refund (refund_due), and an admin returns it through LiqPay', async () => {
    const { exporter, scope } = await newCompany();
    const bought = (await callOk(
      app,
      endpoints.purchaseSubscription,
      { body: { tariff: 'start', payment_method: 'card' } },
      { as: exporter },
    )) as { invoice: Invoice; checkout: Checkout | null };
    const invoice = await invoiceRow(bought.invoice.id);
    expect(
      (
        await call(
          app,
          endpoints.cancelAdminInvoice,
          { params: { id: invoice.id }, body: {} },
          { as: manager },
        )
      ).status,
    ).toBe(200);
    // The exporter had the checkout open and pays on the fake LiqPay's page.
    const page = await fetch(bought.checkout!.url, {
      method: 'POST',
      body: new URLSearchParams({ data: bought.checkout!.data, signature: bought.checkout!.signature }),
    });
    const payAction = /action="([^"]*\/pay)"/.exec(await page.text())?.[1];
    await fetch(new URL(payAction!, bought.checkout!.url), { method: 'POST', redirect: 'manual' });
    const order = app.payments.fake!.orders.get(invoice.id);
    expect(order?.status).toBe('success');
    const form = paidForm(invoice, { payment_id: order!.paymentId });
    expect((await postCallback(form)).statusCode).toBe(200);

    const kept = await invoiceRow(invoice.id);
    expect(kept.status).toBe('refund_due');
    expect(await periodsOf(scope.companyId)).toEqual([]);
    const adminView = await callOk(
      app,
      endpoints.getAdminInvoice,
      { params: { id: invoice.id } },
      { as: admin },
    );
    expect(adminView.status).toBe('refund_due');
    expect(adminView.can_refund).toBe(true);
    await app.jobs.drain();
    expect(
      (await readOutbox(app, app.config.SUPPORT_EMAIL)).some((m) => m.subject.includes(invoice.number)),
    ).toBe(true);
    // A replay of that callback keeps nothing twice.
    expect((await postCallback(form)).statusCode).toBe(200);

    const refunded = await call(
      app,
      endpoints.refundAdminInvoice,
      { params: { id: invoice.id }, body: { reason: 'Оплата за скасованим рахунком.' } },
      { as: admin },
    );
    expect(refunded.status).toBe(200);
    expect((await invoiceRow(invoice.id)).status).toBe('refunded');
    expect(app.payments.fake!.orders.get(invoice.id)?.status).toBe('reversed');
    const verdicts = await app.db
      .select({ verdict: paymentEvents.verdict })
      .from(paymentEvents)
      .where(eq(paymentEvents.invoiceId, invoice.id))
      .orderBy(asc(paymentEvents.receivedAt));
    expect(verdicts.map((v) => v.verdict)).toEqual(['refund_due', 'replay']);
  });
});

describe('issue 24 §6: forged callbacks cannot flood the office', () => {
  it('a burst of forgeries from one address: counted per hour with a sample, no row each, then 429; a verified callback from elsewhere still lands', async () => {
    const before = await app.db.select({ n: sql<number>`count(*)::int` }).from(paymentEvents);
    const forger = '203.0.113.77';
    const forged = { data: encodeData({ version: 3, status: 'success' }), signature: 'forged-signature' };
    const answers = [];
    for (let i = 0; i < 60; i += 5) {
      answers.push(...(await Promise.all(Array.from({ length: 5 }, () => postCallback(forged, forger)))));
    }
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(20);
    expect(codes.filter((code) => code === 429)).toHaveLength(40);
    expect(
      Number(answers.find((answer) => answer.statusCode === 429)!.headers['retry-after']),
    ).toBeGreaterThan(0);
    const after = await app.db.select({ n: sql<number>`count(*)::int` }).from(paymentEvents);
    expect(after[0]!.n).toBe(before[0]!.n);
    const counted = await app.db.select().from(paymentCallbackRefusals);
    const byVerdict = Object.fromEntries(counted.map((row) => [row.verdict, row]));
    expect(byVerdict.forged?.count).toBe(20);
    expect(byVerdict.forged?.sample).toMatchObject({ ip: forger, signature: 'forged-signature' });
    expect(byVerdict.rate_limited?.count).toBe(40);

    // LiqPay's own callback, from its address, is not limited.
    const { scope } = await newCompany();
    const { invoice } = await issueInvoice({ db: app.db, scope, tariff: 'start', paymentMethod: 'card' });
    expect((await postCallback(paidForm(invoice), '198.51.100.10')).statusCode).toBe(200);
    expect((await invoiceRow(invoice.id)).status).toBe('paid');
  });
});
