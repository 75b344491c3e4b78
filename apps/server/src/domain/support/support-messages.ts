import { and, asc, count, desc, eq, ilike, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import {
  buildPaginationMeta,
  NOTIFICATION_TITLES,
  type AdminSupportListQuery,
  type AdminSupportMessage,
  type PaginationMeta,
  type PaginationQuery,
  type SupportMessage,
} from '@portal/contract';
import {
  companies,
  feedbackAnswers,
  feedbackMessages,
  notifications,
  storedFiles,
  users,
  type Database,
} from '@portal/db';
import { alias } from 'drizzle-orm/pg-core';
import { MAIL_JOB } from '../../integrations/messaging';
import { renderSupportAnswerEmail } from '../../integrations/mail/templates/chat-mail';
import { AppError } from '../../lib/app-error';
import { insertJob } from '../../jobs/queue';
import { assertBackOfficeScope, type BackOfficeScope } from '../access/scope';
import { personName, toAttachment } from '../chat/chat-messages';
import { toContainsPattern } from '../classification/hs-search';

/**
 * Support (issue 29 §4): the messages of the feedback form with the office's answers — the
 * sender's own at `/profile/support`, everyone's in the back office, where a manager answers once;
 * the answer is e-mailed in the message's language and shows in the cabinet.
 */

export const SUPPORT_PATH = '/profile/support';

const f = feedbackMessages;
const answerer = alias(users, 'answerer');
const sender = alias(users, 'sender');

const columns = {
  id: f.id,
  topic: f.topic,
  subject: f.subject,
  message: f.message,
  createdAt: f.createdAt,
  name: f.name,
  email: f.email,
  phone: f.phone,
  locale: f.locale,
  userId: f.userId,
  fileId: storedFiles.id,
  fileName: storedFiles.fileName,
  fileContentType: storedFiles.contentType,
  fileSize: storedFiles.size,
  answerText: feedbackAnswers.text,
  answeredAt: feedbackAnswers.createdAt,
  answererName: answerer.name,
  answererSurname: answerer.surname,
  answererEmail: answerer.email,
  companyNameUk: companies.nameUk,
  companyNameEn: companies.nameEn,
};

function selectSupport(db: Pick<Database, 'select'>) {
  return db
    .select(columns)
    .from(f)
    .leftJoin(storedFiles, eq(storedFiles.id, f.fileId))
    .leftJoin(feedbackAnswers, eq(feedbackAnswers.feedbackId, f.id))
    .leftJoin(answerer, eq(answerer.id, feedbackAnswers.answeredBy))
    .leftJoin(sender, eq(sender.id, f.userId))
    .leftJoin(companies, eq(companies.userId, f.userId));
}

type Row = Awaited<ReturnType<ReturnType<typeof selectSupport>['where']>>[number];

function toSupportMessage(row: Row): SupportMessage {
  return {
    id: row.id,
    topic: row.topic,
    subject: row.subject,
    message: row.message,
    attachment: toAttachment({
      id: row.fileId,
      fileName: row.fileName,
      contentType: row.fileContentType,
      size: row.fileSize,
    }),
    created_at: row.createdAt.toISOString(),
    answer:
      row.answerText === null || row.answeredAt === null
        ? null
        : {
            text: row.answerText,
            answered_at: row.answeredAt.toISOString(),
            by:
              row.answererEmail === null
                ? null
                : personName({
                    name: row.answererName,
                    surname: row.answererSurname,
                    email: row.answererEmail,
                  }),
          },
  };
}

function toAdminSupportMessage(row: Row): AdminSupportMessage {
  return {
    ...toSupportMessage(row),
    name: row.name,
    email: row.email,
    phone: row.phone,
    locale: row.locale,
    user: row.userId
      ? { id: row.userId, company_name: (row.companyNameUk || row.companyNameEn) ?? null }
      : null,
  };
}

/** `GET /profile/support`: the caller's messages, newest first. */
export async function listOwnSupportMessages(
  db: Database,
  userId: string,
  query: PaginationQuery,
): Promise<{ items: SupportMessage[]; meta: PaginationMeta }> {
  const [rows, [total]] = await Promise.all([
    selectSupport(db)
      .where(eq(f.userId, userId))
      .orderBy(desc(f.createdAt), desc(f.id))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    db.select({ n: count() }).from(f).where(eq(f.userId, userId)),
  ]);
  return { items: rows.map(toSupportMessage), meta: buildPaginationMeta(total?.n ?? 0, query) };
}

/** The back office's list: unanswered (oldest first, as a queue), answered, or all (newest first). */
export async function listAdminSupportMessages(
  db: Database,
  scope: BackOfficeScope,
  query: AdminSupportListQuery,
): Promise<{
  items: AdminSupportMessage[];
  meta: PaginationMeta;
  counts: { unanswered: number; answered: number; all: number };
}> {
  assertBackOfficeScope(scope);
  const base: SQL[] = [];
  if (query.topic) base.push(eq(f.topic, query.topic));
  if (query.search) {
    const pattern = toContainsPattern(query.search);
    base.push(
      or(
        ilike(f.name, pattern),
        ilike(f.email, pattern),
        ilike(f.subject, pattern),
        ilike(f.message, pattern),
      )!,
    );
  }
  const views = {
    unanswered: isNull(feedbackAnswers.feedbackId),
    answered: isNotNull(feedbackAnswers.feedbackId),
    all: undefined,
  };
  const [rows, [counted]] = await Promise.all([
    selectSupport(db)
      .where(and(...base, views[query.view]))
      .orderBy(query.view === 'unanswered' ? asc(f.createdAt) : desc(f.createdAt), asc(f.id))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    db
      .select({
        all: count(),
        answered: sql<number>`count(${feedbackAnswers.feedbackId})`.mapWith(Number),
      })
      .from(f)
      .leftJoin(feedbackAnswers, eq(feedbackAnswers.feedbackId, f.id))
      .where(and(...base)),
  ]);
  const all = counted?.all ?? 0;
  const answered = counted?.answered ?? 0;
  const counts = { unanswered: all - answered, answered, all };
  return {
    items: rows.map(toAdminSupportMessage),
    meta: buildPaginationMeta(counts[query.view], query),
    counts,
  };
}

export async function getAdminSupportMessage(
  db: Pick<Database, 'select'>,
  scope: BackOfficeScope,
  id: string,
): Promise<AdminSupportMessage> {
  assertBackOfficeScope(scope);
  const [row] = await selectSupport(db).where(eq(f.id, id)).limit(1);
  if (!row) throw new AppError('not_found', 'error.not_found');
  return toAdminSupportMessage(row);
}

/**
 * `POST /admin/support/{id}/answer`: the one answer, kept with its e-mail to the sender (in the
 * message's language) and, for a signed-in sender, a notice in the cabinet; all in one transaction.
 * A second answer, also at the same moment, is 409.
 */
export async function answerSupportMessage(options: {
  db: Database;
  scope: BackOfficeScope;
  id: string;
  text: string;
  publicUrl: string;
}): Promise<AdminSupportMessage> {
  const { db, scope, id, text } = options;
  assertBackOfficeScope(scope);
  await db.transaction(async (tx) => {
    const message = await getAdminSupportMessage(tx, scope, id);
    const [kept] = await tx
      .insert(feedbackAnswers)
      .values({ feedbackId: id, text, answeredBy: scope.user.id })
      .onConflictDoNothing()
      .returning({ id: feedbackAnswers.feedbackId });
    if (!kept) throw new AppError('conflict', 'support.already_answered');
    const prefix = message.locale === 'en' ? '/en' : '';
    await insertJob(
      tx,
      MAIL_JOB,
      renderSupportAnswerEmail({
        to: message.email,
        locale: message.locale,
        subject: message.subject,
        question: message.message,
        answer: text,
        url: `${options.publicUrl}${prefix}${SUPPORT_PATH}`,
      }),
    );
    if (message.user) {
      await tx.insert(notifications).values({
        userId: message.user.id,
        type: 'info',
        title: { uk: NOTIFICATION_TITLES.ua.info, en: NOTIFICATION_TITLES.en.info },
        text: {
          uk: 'Служба підтримки відповіла на ваше звернення.',
          en: 'The support team has answered your message.',
        },
        link: SUPPORT_PATH,
      });
    }
  });
  return getAdminSupportMessage(db, scope, id);
}
