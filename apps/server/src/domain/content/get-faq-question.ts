import { eq } from 'drizzle-orm';
import { faqCategories, faqQuestions, type Database } from '@portal/db';
import type { ApiLocale, FaqQuestionWithCategory } from '@portal/contract';
import { AppError } from '../../lib/app-error';
import { mapFaqCategoryRef, mapFaqQuestion } from './map-faq';

/** GET /common/faq/question/{id}: one question with its category, or 404. */
export async function getFaqQuestion(options: {
  db: Database;
  locale: ApiLocale;
  id: number;
}): Promise<FaqQuestionWithCategory> {
  const [row] = await options.db
    .select({ question: faqQuestions, category: faqCategories })
    .from(faqQuestions)
    .innerJoin(faqCategories, eq(faqCategories.id, faqQuestions.categoryId))
    .where(eq(faqQuestions.id, options.id))
    .limit(1);
  if (!row) throw new AppError('not_found', 'error.not_found');
  return {
    ...mapFaqQuestion(row.question, options.locale),
    category: mapFaqCategoryRef(row.category, options.locale),
  };
}
