import { PROGRESS_BAR_QUESTION_TYPES, QUESTIONS_OF_KINDS } from './kinds/registry';
import type { ApiLocale } from './locale';

/**
 * What the request kinds' options share (decision 014): the answers to a question, an option's
 * label and the forms' limits. Each kind's own options (questions, categories, units) live in its
 * folder (`kinds/<kind>/options.ts`, decision 044); committed there like the Incoterms.
 */

type Bilingual = Record<ApiLocale, string>;

/** The kinds whose form asks questions (`…/get-progress-bar-questions?type=`). */
export { PROGRESS_BAR_QUESTION_TYPES };
export type ProgressBarQuestionType = (typeof PROGRESS_BAR_QUESTION_TYPES)[number];

/** Answers to a question: yes, partly, no. */
export const QUESTION_ANSWERS = ['yes', 'partly', 'no'] as const;
export type QuestionAnswer = (typeof QUESTION_ANSWERS)[number];

export type ProgressBarQuestion = { slug: string; type: ProgressBarQuestionType; text: Bilingual };

/** Every kind's questions (export readiness, market-analysis check list), in order. */
export const PROGRESS_BAR_QUESTIONS: readonly ProgressBarQuestion[] = QUESTIONS_OF_KINDS;

export function getProgressBarQuestions(type: ProgressBarQuestionType): ProgressBarQuestion[] {
  return PROGRESS_BAR_QUESTIONS.filter((question) => question.type === type);
}

/** The label of an option in the API's language. */
export function optionLabel<T extends { code: string; uk: string; en: string }>(
  options: readonly T[],
  code: string | null | undefined,
  locale: ApiLocale,
): string {
  return options.find((option) => option.code === code)?.[locale] ?? code ?? '';
}

/** Limits of the request forms, shared by forms and server. */
export const REQUEST_LIMITS = {
  descriptionMin: 20,
  descriptionMax: 5000,
  commentMax: 3000,
  certificatesMax: 2000,
  targetCountriesMax: 10,
  exportedCountriesMax: 60,
  servicesMax: 20,
  ratingCommentMax: 2000,
  managerCommentMax: 3000,
  denyReasonMin: 5,
  denyReasonMax: 1000,
} as const;
