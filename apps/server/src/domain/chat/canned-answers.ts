import { asc, eq, sql } from 'drizzle-orm';
import type { CannedAnswer, CannedAnswerBody } from '@portal/contract';
import { chatCannedAnswers, type Database } from '@portal/db';
import { AppError } from '../../lib/app-error';
import { assertBackOfficeScope, type BackOfficeScope } from '../access/scope';

/** Canned answers of the inbox (issue 29 §3): a title and a text in both languages. */

type Row = typeof chatCannedAnswers.$inferSelect;
type Body = { title: { uk: string; en: string }; text: { uk: string; en: string } };

function toCannedAnswer(row: Row): CannedAnswer {
  return {
    id: row.id,
    title: { uk: row.titleUk, en: row.titleEn },
    text: { uk: row.textUk, en: row.textEn },
    updated_at: row.updatedAt.toISOString(),
  };
}

const columnsOf = (body: Body) => ({
  titleUk: body.title.uk,
  titleEn: body.title.en,
  textUk: body.text.uk,
  textEn: body.text.en,
});

export async function listCannedAnswers(db: Database, scope: BackOfficeScope): Promise<CannedAnswer[]> {
  assertBackOfficeScope(scope);
  const rows = await db.select().from(chatCannedAnswers).orderBy(asc(chatCannedAnswers.titleUk));
  return rows.map(toCannedAnswer);
}

export async function createCannedAnswer(
  db: Database,
  scope: BackOfficeScope,
  body: CannedAnswerBody & Body,
): Promise<CannedAnswer> {
  assertBackOfficeScope(scope);
  const [row] = await db
    .insert(chatCannedAnswers)
    .values({ ...columnsOf(body), createdBy: scope.user.id })
    .returning();
  return toCannedAnswer(row!);
}

export async function updateCannedAnswer(
  db: Database,
  scope: BackOfficeScope,
  id: string,
  body: Body,
): Promise<CannedAnswer> {
  assertBackOfficeScope(scope);
  const [row] = await db
    .update(chatCannedAnswers)
    .set({ ...columnsOf(body), updatedAt: sql`now()` })
    .where(eq(chatCannedAnswers.id, id))
    .returning();
  if (!row) throw new AppError('not_found', 'error.not_found');
  return toCannedAnswer(row);
}

export async function deleteCannedAnswer(db: Database, scope: BackOfficeScope, id: string): Promise<void> {
  assertBackOfficeScope(scope);
  const [row] = await db
    .delete(chatCannedAnswers)
    .where(eq(chatCannedAnswers.id, id))
    .returning({ id: chatCannedAnswers.id });
  if (!row) throw new AppError('not_found', 'error.not_found');
}
