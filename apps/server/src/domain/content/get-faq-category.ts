import { asc, eq } from 'drizzle-orm';
import { faqCategories, faqQuestions, type Database } from '@portal/db';
import type { ApiLocale, FaqCategory } from '@portal/contract';
import { AppError } from '../../lib/app-error';
import { mapFaqCategoryRef, mapFaqQuestion } from './map-faq';

/** GET /common/faq/category/{id}: one category with its questions in order, or 404. */
export async function getFaqCategory(options: {
  db: Database;
  locale: ApiLocale;
  id: number;
}): Promise<FaqCategory> {
  const { db, locale, id } = options;
  const [category] = await db.select().from(faqCategories).where(eq(faqCategories.id, id)).limit(1);
  if (!category) throw new AppError('not_found', 'error.not_found');
  const questions = await db
    .select()
    .from(faqQuestions)
    .where(eq(faqQuestions.categoryId, id))
    .orderBy(asc(faqQuestions.position), asc(faqQuestions.id));
  return {
    ...mapFaqCategoryRef(category, locale),
    questions: questions.map((question) => mapFaqQuestion(question, locale)),
  };
}
