import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints, hasActiveSubscription } from '@portal/contract';
import { jobs, notifications, subscriptions } from '@portal/db';
import { applyInvoicePayment } from '../src/domain/money/apply-invoice-payment';
import { formatKyivDate } from '../src/domain/money/invoice-pdf/render-invoice-pdf';
import { issueInvoice } from '../src/domain/money/issue-invoice';
import { startTrial } from '../src/domain/money/start-trial';
import {
  createSubscriptionNoticeJobHandlers,
  scheduleSubscriptionNotices,
  SUBSCRIPTION_NOTICE_JOB,
} from '../src/domain/money/subscription-notices';
import { addDays } from '../src/domain/money/subscription-rules';
import { exporterScope } from '../src/domain/access/scope';
import { insertJob } from '../src/jobs/queue';
import type { SignedInUser } from './accounts';
import { callOk } from './call';
import { buildTestApp, readOutbox, type TestApp } from './helpers';
import { createApprovedExporter } from './requests';

/**
 * Issue 14 §4: e-mails 7 days and 1 day before a subscription's end and a notice at its end,
 * each once, only while still true (not refunded, not continued by a stacked renewal); after
 * the end the header's plan is 'Базові послуги' again.
 */
let testApp: TestApp;
let app: FastifyInstance;

beforeAll(async () => {
  testApp = await buildTestApp();
  app = testApp.app;
});
afterAll(() => testApp.close());

const MINUTE = 60_000;

async function newExporter(locale: 'uk' | 'en' = 'uk') {
  const exporter = await createApprovedExporter(app, { locale });
  return { exporter, scope: await exporterScope(app.db, exporter.user) };
}

/** A paid period of the plan, bought (and paid) at `at`. */
async function pay(scope: Awaited<ReturnType<typeof exporterScope>>, at = new Date(), tariff = 'start') {
  const { invoice } = await issueInvoice({ db: app.db, scope, tariff, paymentMethod: 'card', at });
  const { subscriptionId } = await app.db.transaction((tx) =>
    applyInvoicePayment(tx, { invoiceId: invoice.id, at }),
  );
  return subscriptionById(subscriptionId!);
}

async function subscriptionById(id: string) {
  const [row] = await app.db.select().from(subscriptions).where(eq(subscriptions.id, id));
  return row!;
}

async function noticeJobsOf(subscriptionId: string) {
  const rows = await app.db
    .select({ payload: jobs.payload, runAt: jobs.runAt })
    .from(jobs)
    .where(
      and(
        eq(jobs.kind, SUBSCRIPTION_NOTICE_JOB),
        sql`${jobs.payload}->>'subscriptionId' = ${subscriptionId}`,
      ),
    )
    .orderBy(jobs.runAt);
  return rows.map((row) => ({ notice: row.payload.notice, runAt: row.runAt.toISOString() }));
}

/**
 * Time passes for one company until `moment` is a minute ago: its periods and their pending
 * notice jobs move back by the same amount (the queue and the checks read the real clock).
 */
async function timePassesTo(companyId: string, moment: Date) {
  const shiftMs = moment.getTime() - Date.now() + MINUTE;
  const shift = sql`(${shiftMs} * interval '1 millisecond')`;
  const periods = await app.db
    .update(subscriptions)
    .set({
      startsAt: sql`${subscriptions.startsAt} - ${shift}`,
      endsAt: sql`${subscriptions.endsAt} - ${shift}`,
    })
    .where(eq(subscriptions.companyId, companyId))
    .returning({ id: subscriptions.id });
  await app.db
    .update(jobs)
    .set({ runAt: sql`${jobs.runAt} - ${shift}` })
    .where(
      and(
        eq(jobs.kind, SUBSCRIPTION_NOTICE_JOB),
        eq(jobs.status, 'pending'),
        inArray(
          sql`${jobs.payload}->>'subscriptionId'`,
          periods.map((period) => period.id),
        ),
      ),
    );
}

/** Runs every due job (the notices, then the mail they queue) and reads the exporter's mail, oldest first. */
async function deliver(exporter: SignedInUser) {
  await app.jobs.drain();
  return (await readOutbox(app, exporter.email)).reverse();
}

async function notificationsOf(exporter: SignedInUser) {
  return app.db.select().from(notifications).where(eq(notifications.userId, exporter.user.id));
}

describe('scheduling (issue 14 §4)', () => {
  it('a trial queues its reminders 7 days and 1 day before its end and the expiry notice at the end', async () => {
    const { scope } = await newExporter();
    const { subscription } = await startTrial({ db: app.db, scope });
    const end = subscription.endsAt;
    expect(await noticeJobsOf(subscription.id)).toEqual([
      { notice: 'days7', runAt: addDays(end, -7).toISOString() },
      { notice: 'days1', runAt: addDays(end, -1).toISOString() },
      { notice: 'expired', runAt: end.toISOString() },
    ]);
  });

  it('a payment queues its period’s notices; a rolled-back payment queues nothing', async () => {
    const { scope } = await newExporter();
    const paid = await pay(scope);
    expect((await noticeJobsOf(paid.id)).map((job) => job.notice)).toEqual(['days7', 'days1', 'expired']);

    const { invoice } = await issueInvoice({ db: app.db, scope, tariff: 'start', paymentMethod: 'card' });
    const rolledBack = { id: null as string | null };
    await app.db
      .transaction(async (tx) => {
        rolledBack.id = (
          await applyInvoicePayment(tx, { invoiceId: invoice.id, at: new Date() })
        ).subscriptionId;
        expect(
          await tx
            .select()
            .from(jobs)
            .where(sql`${jobs.payload}->>'subscriptionId' = ${rolledBack.id}`),
        ).toHaveLength(3);
        throw new Error('the payment fails after the activation');
      })
      .catch(() => undefined);
    expect(rolledBack.id).not.toBeNull();
    expect(await noticeJobsOf(rolledBack.id!)).toEqual([]);
  });

  it('never queues a reminder at or before the start: a 5-day period gets the 1-day one and the expiry', async () => {
    const at = new Date();
    const endsAt = addDays(at, 5);
    const id = crypto.randomUUID();
    // Inside a transaction that is then rolled back: nothing stays queued.
    const queued = await app.db
      .transaction(async (tx) => {
        await scheduleSubscriptionNotices(tx, { id, endsAt }, at);
        const rows = await tx
          .select({ payload: jobs.payload, runAt: jobs.runAt })
          .from(jobs)
          .where(sql`${jobs.payload}->>'subscriptionId' = ${id}`)
          .orderBy(jobs.runAt);
        throw Object.assign(new Error('roll back'), { rows });
      })
      .catch((error: { rows: { payload: Record<string, unknown>; runAt: Date }[] }) => error.rows);
    expect(queued.map((row) => [row.payload.notice, row.runAt.toISOString()])).toEqual([
      ['days1', addDays(endsAt, -1).toISOString()],
      ['expired', endsAt.toISOString()],
    ]);
  });
});

describe('sending (issue 14 §4)', () => {
  it('the trial: 7 days and 1 day before the end, once each, in Ukrainian; then the expiry notice and basic services', async () => {
    const { exporter, scope } = await newExporter('uk');
    const { subscription } = await startTrial({ db: app.db, scope });
    expect(await deliver(exporter)).toEqual([]);

    await timePassesTo(scope.companyId, addDays(subscription.endsAt, -7));
    const { endsAt } = await subscriptionById(subscription.id);
    const date = formatKyivDate(endsAt);
    const first = await deliver(exporter);
    expect(first).toHaveLength(1);
    expect(first[0]!.subject).toBe('Пробний період закінчується через 7 днів');
    expect(first[0]!.text).toContain(`(«Пробний доступ») закінчується ${date}`);
    expect(first[0]!.text).toContain(`${app.config.publicUrl}/tariffs`);
    expect(first[0]!.text).toContain(`${app.config.publicUrl}/profile/my-company#subscription-info`);
    expect(first[0]!.html).toContain('lang="uk"');
    // Draining again sends nothing more.
    expect(await deliver(exporter)).toHaveLength(1);

    await timePassesTo(scope.companyId, addDays(endsAt, -1));
    const second = await deliver(exporter);
    expect(second.map((mail) => mail.subject)).toEqual([
      'Пробний період закінчується через 7 днів',
      'Пробний період закінчується через 1 день',
    ]);
    expect((await callOk(app, endpoints.getProfile, {}, { as: exporter })).user.active_tariff).toMatchObject({
      name: 'Пробний доступ',
      is_active: true,
    });

    const { endsAt: shiftedEnd } = await subscriptionById(subscription.id);
    await timePassesTo(scope.companyId, shiftedEnd);
    const third = await deliver(exporter);
    expect(third).toHaveLength(3);
    expect(third[2]!.subject).toBe('Пробний період завершився');
    expect(third[2]!.text).toContain('Тепер вам доступні базові послуги');
    const portal = await callOk(app, endpoints.listNotifications, { query: {} }, { as: exporter });
    expect(portal.items).toHaveLength(1);
    expect(portal.items[0]).toMatchObject({ type: 'warn', link: '/tariffs' });
    expect(portal.items[0]!.text).toContain('пробний період («Пробний доступ») завершився');
    // The header's 'Базові послуги': no running subscription.
    const profile = await callOk(app, endpoints.getProfile, {}, { as: exporter });
    expect(profile.user.active_tariff).toBeNull();
    expect(hasActiveSubscription(profile.user)).toBe(false);

    const [row] = await app.db.select().from(subscriptions).where(eq(subscriptions.id, subscription.id));
    expect(Object.keys(row!.remindedAt).sort()).toEqual(['days1', 'days7', 'expired']);
  });

  it('a paid plan, in English: the plan’s name, the date in Kyiv and the /en links', async () => {
    const { exporter, scope } = await newExporter('en');
    const paid = await pay(scope);
    await timePassesTo(scope.companyId, addDays(paid.endsAt, -7));
    const { endsAt } = await subscriptionById(paid.id);
    const mail = await deliver(exporter);
    expect(mail).toHaveLength(1);
    expect(mail[0]!.subject).toBe('Your subscription ends in 7 days');
    expect(mail[0]!.text).toContain(`Your “Start” subscription runs until ${formatKyivDate(endsAt)}.`);
    expect(mail[0]!.text).toContain(`${app.config.publicUrl}/en/tariffs`);
    expect(mail[0]!.text).toContain(`${app.config.publicUrl}/en/profile/my-company#subscription-info`);
    expect(mail[0]!.html).toContain('lang="en"');

    await timePassesTo(scope.companyId, endsAt);
    const after = await deliver(exporter);
    expect(after.map((message) => message.subject)).toEqual([
      'Your subscription ends in 7 days',
      // The 1-day reminder ran late, after the end: the expiry notice says it all.
      'Your subscription has ended',
    ]);
    const [notice] = await notificationsOf(exporter);
    const ended = (await subscriptionById(paid.id)).endsAt;
    expect(notice!.text.en).toBe(
      `Your “Start” subscription ended on ${formatKyivDate(ended)}. You now have the basic services; renew it to get the extended ones back.`,
    );
  });

  it('a notice job run twice, even at once, sends one e-mail', async () => {
    const { exporter, scope } = await newExporter();
    const { subscription } = await startTrial({ db: app.db, scope });
    await timePassesTo(scope.companyId, addDays(subscription.endsAt, -7));
    const payload = { subscriptionId: subscription.id, notice: 'days7' };
    const handle = createSubscriptionNoticeJobHandlers({ db: app.db, publicUrl: app.config.publicUrl })[
      SUBSCRIPTION_NOTICE_JOB
    ]!;
    await Promise.all([handle(payload), handle(payload)]);
    // The queued job too, and a copy of it (a retry after a worker died).
    await insertJob(app.db, SUBSCRIPTION_NOTICE_JOB, payload);
    const mail = await deliver(exporter);
    expect(mail.map((message) => message.subject)).toEqual(['Пробний період закінчується через 7 днів']);
  });

  it('a subscription ended early (refunded) sends nothing, neither reminders nor the expiry notice', async () => {
    const { exporter, scope } = await newExporter();
    const paid = await pay(scope);
    await app.db.update(subscriptions).set({ endedAt: new Date() }).where(eq(subscriptions.id, paid.id));
    await timePassesTo(scope.companyId, addDays(paid.endsAt, -7));
    expect(await deliver(exporter)).toEqual([]);
    await timePassesTo(scope.companyId, (await subscriptionById(paid.id)).endsAt);
    expect(await deliver(exporter)).toEqual([]);
    expect(await notificationsOf(exporter)).toEqual([]);
  });

  it('a stacked renewal: the first period’s notices are not sent, the renewal’s are', async () => {
    const { exporter, scope } = await newExporter();
    const first = await pay(scope);
    const renewal = await pay(scope);
    expect(renewal.startsAt.toISOString()).toBe(first.endsAt.toISOString());

    for (const daysBefore of [7, 1, 0]) {
      const { endsAt } = await subscriptionById(first.id);
      await timePassesTo(scope.companyId, addDays(endsAt, -daysBefore));
      expect(await deliver(exporter)).toEqual([]);
    }
    expect((await subscriptionById(first.id)).remindedAt).toEqual({});
    const profile = await callOk(app, endpoints.getProfile, {}, { as: exporter });
    expect(profile.user.active_tariff).toMatchObject({ name: 'Старт', is_active: true });

    await timePassesTo(scope.companyId, addDays((await subscriptionById(renewal.id)).endsAt, -7));
    const { endsAt } = await subscriptionById(renewal.id);
    const mail = await deliver(exporter);
    expect(mail.map((message) => message.subject)).toEqual(['Підписка закінчується через 7 днів']);
    expect(mail[0]!.text).toContain(`тариф «Старт» діє до ${formatKyivDate(endsAt)}`);
    expect(await notificationsOf(exporter)).toEqual([]);
  });
});
