import { and, eq, gt, isNull, lte, ne, notExists, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { NOTIFICATION_TITLES, type ApiLocale } from '@portal/contract';
import {
  companies,
  notifications,
  subscriptions,
  tariffs,
  users,
  type BilingualText,
  type Database,
} from '@portal/db';
import { MAIL_JOB } from '../../integrations/messaging';
import { renderSubscriptionNoticeEmail } from '../../integrations/mail/templates/subscription-notice-email';
import { insertJob, type JobHandlers } from '../../jobs/queue';
import { pluralUk } from './invoice-pdf/amount-in-words';
import { formatKyivDate } from './invoice-pdf/invoice-format';
import { lockCompanyPeriods } from './lock-company-periods';
import { addDays } from './subscription-rules';

/**
 * The job of one notice about one subscription (issue 14 §4), payload `{ subscriptionId, notice }`:
 * `days7` and `days1` remind before the end, `expired` tells the exporter it has ended.
 */
export const SUBSCRIPTION_NOTICE_JOB = 'money.subscription.notice';

export const SUBSCRIPTION_NOTICES = ['days7', 'days1', 'expired'] as const;
export type SubscriptionNotice = (typeof SUBSCRIPTION_NOTICES)[number];

/**
 * When each notice is due, in days before the end, and until when it still makes sense: a 7-day
 * reminder that runs late, when a day or less is left, gives way to the 1-day one; a reminder
 * after the end is not sent.
 */
const TIMING: Record<SubscriptionNotice, { daysBefore: number; sentWhileMoreThanDays: number | null }> = {
  days7: { daysBefore: 7, sentWhileMoreThanDays: 1 },
  days1: { daysBefore: 1, sentWhileMoreThanDays: 0 },
  expired: { daysBefore: 0, sentWhileMoreThanDays: null },
};

/** The cabinet's block about the subscription, and the tariffs page (paths without the language prefix). */
const SUBSCRIPTION_PAGE_PATH = '/profile/my-company#subscription-info';
const TARIFFS_PATH = '/tariffs';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A subscription has started (the trial, or a paid period): its notices are queued inside the
 * caller's transaction, so a rolled-back payment schedules nothing. A reminder that would fall
 * at or before `at` (a period shorter than its offset) is left out.
 */
export async function scheduleSubscriptionNotices(
  db: Pick<Database, 'insert'>,
  subscription: { id: string; endsAt: Date },
  at: Date,
): Promise<void> {
  for (const notice of SUBSCRIPTION_NOTICES) {
    const runAt = addDays(subscription.endsAt, -TIMING[notice].daysBefore);
    if (notice !== 'expired' && runAt <= at) continue;
    await insertJob(db, SUBSCRIPTION_NOTICE_JOB, { subscriptionId: subscription.id, notice }, { runAt });
  }
}

/** What the exporter is told, in both languages: the e-mail and (on expiry) the portal notification. */
export function describeSubscriptionNotice(
  notice: SubscriptionNotice,
  facts: { isTrial: boolean; plan: BilingualText; endsAt: Date; daysLeft: number },
): { heading: BilingualText; text: BilingualText } {
  const { isTrial, plan, daysLeft } = facts;
  const date = formatKyivDate(facts.endsAt);
  const daysUk = `${daysLeft} ${pluralUk(daysLeft, ['день', 'дні', 'днів'])}`;
  const daysEn = `${daysLeft} ${daysLeft === 1 ? 'day' : 'days'}`;
  if (notice === 'expired') {
    return isTrial
      ? {
          heading: { uk: 'Пробний період завершився', en: 'Your trial has ended' },
          text: {
            uk: `Ваш пробний період («${plan.uk}») завершився ${date}. Тепер вам доступні базові послуги; щоб повернути розширені, оберіть тариф.`,
            en: `Your trial (“${plan.en}”) ended on ${date}. You now have the basic services; choose a plan to get the extended ones back.`,
          },
        }
      : {
          heading: { uk: 'Підписка завершилася', en: 'Your subscription has ended' },
          text: {
            uk: `Ваша підписка на тариф «${plan.uk}» завершилася ${date}. Тепер вам доступні базові послуги; щоб повернути розширені, продовжте підписку.`,
            en: `Your “${plan.en}” subscription ended on ${date}. You now have the basic services; renew it to get the extended ones back.`,
          },
        };
  }
  return isTrial
    ? {
        heading: { uk: `Пробний період закінчується через ${daysUk}`, en: `Your trial ends in ${daysEn}` },
        text: {
          uk: `Ваш пробний період («${plan.uk}») закінчується ${date}. Щоб і далі користуватися розширеними послугами порталу, оберіть тариф.`,
          en: `Your trial (“${plan.en}”) ends on ${date}. Choose a plan to keep the portal’s extended services.`,
        },
      }
    : {
        heading: { uk: `Підписка закінчується через ${daysUk}`, en: `Your subscription ends in ${daysEn}` },
        text: {
          uk: `Ваша підписка на тариф «${plan.uk}» діє до ${date}. Продовжте її, щоб не втратити розширені послуги порталу.`,
          en: `Your “${plan.en}” subscription runs until ${date}. Renew it to keep the portal’s extended services.`,
        },
      };
}

const later = alias(subscriptions, 'later');

/**
 * Takes the notice for sending, atomically (a second instance or a retried job finds it taken),
 * only while it is still true: the subscription was not ended early (a refund ends it), no live
 * subscription of the company continues it (renewals stack: the company's end is the last
 * period's, whose own notices speak), and it is the notice's time (see TIMING).
 */
async function takeNotice(
  tx: Pick<Database, 'update' | 'select'>,
  subscriptionId: string,
  notice: SubscriptionNotice,
) {
  const { sentWhileMoreThanDays } = TIMING[notice];
  const timing: SQL =
    sentWhileMoreThanDays === null
      ? lte(subscriptions.endsAt, sql`now()`)
      : gt(subscriptions.endsAt, sql`now() + (${sentWhileMoreThanDays} * interval '1 day')`);
  const [taken] = await tx
    .update(subscriptions)
    .set({ remindedAt: sql`${subscriptions.remindedAt} || jsonb_build_object(${notice}::text, now())` })
    .where(
      and(
        eq(subscriptions.id, subscriptionId),
        isNull(subscriptions.endedAt),
        sql`not (${subscriptions.remindedAt} ? ${notice})`,
        timing,
        notExists(
          tx
            .select({ id: later.id })
            .from(later)
            .where(
              and(
                eq(later.companyId, subscriptions.companyId),
                ne(later.id, subscriptions.id),
                isNull(later.endedAt),
                lte(later.startsAt, subscriptions.endsAt),
                gt(later.endsAt, subscriptions.endsAt),
              ),
            ),
        ),
      ),
    )
    .returning({
      companyId: subscriptions.companyId,
      tariffId: subscriptions.tariffId,
      isTrial: subscriptions.isTrial,
      endsAt: subscriptions.endsAt,
    });
  return taken ?? null;
}

async function isRunning(tx: Pick<Database, 'select'>, subscriptionId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.id, subscriptionId),
        isNull(subscriptions.endedAt),
        gt(subscriptions.endsAt, sql`now()`),
      ),
    );
  return row !== undefined;
}

const NoticePayloadSchema = z.object({
  subscriptionId: z.uuid(),
  notice: z.enum(SUBSCRIPTION_NOTICES),
});

/**
 * The job of SUBSCRIPTION_NOTICE_JOB: re-reads the subscription when it runs and, if the notice
 * still holds, in one transaction marks it sent (`subscriptions.reminded_at`), queues the e-mail
 * in the exporter's language and, on expiry, adds the portal notification (the header's plan
 * comes back to 'Базові послуги' by itself: the profile reads the period running now).
 */
export function createSubscriptionNoticeJobHandlers(options: {
  db: Database;
  publicUrl: string;
}): JobHandlers {
  const { db, publicUrl } = options;
  return {
    [SUBSCRIPTION_NOTICE_JOB]: async (payload) => {
      const { subscriptionId, notice } = NoticePayloadSchema.parse(payload);
      await db.transaction(async (tx) => {
        // Under the company's lock (issue 24 §1): a renewal being paid at this moment is either
        // seen (no expiry notice) or waits for this one.
        const [period] = await tx
          .select({ companyId: subscriptions.companyId })
          .from(subscriptions)
          .where(eq(subscriptions.id, subscriptionId));
        if (!period) return;
        await lockCompanyPeriods(tx, period.companyId);
        const taken = await takeNotice(tx, subscriptionId, notice);
        if (!taken) {
          // The expiry job runs at the end by the database's clock; should it ever run earlier,
          // it fails so that the queue tries again rather than losing the notice.
          if (notice === 'expired' && (await isRunning(tx, subscriptionId))) {
            throw new Error(`Subscription ${subscriptionId} has not ended yet`);
          }
          return;
        }
        const [owner] = await tx
          .select({
            userId: users.id,
            email: users.email,
            locale: users.locale,
            nameUk: tariffs.nameUk,
            nameEn: tariffs.nameEn,
          })
          .from(companies)
          .innerJoin(users, eq(users.id, companies.userId))
          .innerJoin(tariffs, eq(tariffs.id, taken.tariffId))
          .where(eq(companies.id, taken.companyId))
          .limit(1);
        if (!owner) return;
        const daysLeft = Math.max(1, Math.ceil((taken.endsAt.getTime() - Date.now()) / DAY_MS));
        const message = describeSubscriptionNotice(notice, {
          isTrial: taken.isTrial,
          plan: { uk: owner.nameUk, en: owner.nameEn },
          endsAt: taken.endsAt,
          daysLeft,
        });
        if (notice === 'expired') {
          await tx.insert(notifications).values({
            userId: owner.userId,
            type: 'warn',
            title: { uk: NOTIFICATION_TITLES.ua.warn, en: NOTIFICATION_TITLES.en.warn },
            text: message.text,
            link: TARIFFS_PATH,
          });
        }
        const locale: ApiLocale = owner.locale;
        const prefix = locale === 'en' ? '/en' : '';
        await insertJob(
          tx,
          MAIL_JOB,
          renderSubscriptionNoticeEmail({
            to: owner.email,
            locale,
            heading: message.heading[locale],
            text: message.text[locale],
            renewUrl: `${publicUrl}${prefix}${TARIFFS_PATH}`,
            subscriptionUrl: `${publicUrl}${prefix}${SUBSCRIPTION_PAGE_PATH}`,
          }),
        );
      });
    },
  };
}
