import type { faqCategories, faqQuestions } from '@portal/db';
import type { ApiLocale, FaqCategoryRef, FaqQuestion } from '@portal/contract';

type CategoryRow = typeof faqCategories.$inferSelect;
type QuestionRow = typeof faqQuestions.$inferSelect;

export function mapFaqCategoryRef(row: CategoryRow, locale: ApiLocale): FaqCategoryRef {
  return { id: row.id, slug: row.slug, name: locale === 'en' ? row.nameEn : row.nameUk };
}

export function mapFaqQuestion(row: QuestionRow, locale: ApiLocale): FaqQuestion {
  return {
    id: row.id,
    slug: row.slug,
    question: locale === 'en' ? row.questionEn : row.questionUk,
    answer: locale === 'en' ? row.answerEn : row.answerUk,
    on_landing: row.onLanding,
  };
}
