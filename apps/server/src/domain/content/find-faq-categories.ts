import { asc, inArray } from 'drizzle-orm';
import { faqCategories, faqQuestions, type Database } from '@portal/db';
import type { ApiLocale, FaqCategory } from '@portal/contract';
import { mapFaqCategoryRef, mapFaqQuestion } from './map-faq';

/** GET /common/faq/get-all: every category in order, each with its questions in order. */
export async function findFaqCategories(options: {
  db: Database;
  locale: ApiLocale;
}): Promise<FaqCategory[]> {
  const { db, locale } = options;
  const categories = await db
    .select()
    .from(faqCategories)
    .orderBy(asc(faqCategories.position), asc(faqCategories.id));
  const questions = categories.length
    ? await db
        .select()
        .from(faqQuestions)
        .where(
          inArray(
            faqQuestions.categoryId,
            categories.map((category) => category.id),
          ),
        )
        .orderBy(asc(faqQuestions.position), asc(faqQuestions.id))
    : [];
  return categories.map((category) => ({
    ...mapFaqCategoryRef(category, locale),
    questions: questions
      .filter((question) => question.categoryId === category.id)
      .map((question) => mapFaqQuestion(question, locale)),
  }));
}
