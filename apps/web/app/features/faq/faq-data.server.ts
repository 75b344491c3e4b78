import { getLocaleFromPath } from '../../i18n/locale';
import { isApiError } from '../../lib/api-error';
import { endpoints, toApiLocale, type FaqQuestionWithCategory } from '@portal/contract';
import { parseQuestionId, selectFaqCategories, summarize } from './faq-text';
import { type RouteContext } from '../../lib/app-context';
import { notFound } from '../../lib/read-record.server';
import { serverApi } from '../../lib/server-api.server';

type LoaderInput = { request: Request; context: RouteContext };

function readApiLocale(request: Request) {
  return toApiLocale(getLocaleFromPath(new URL(request.url).pathname));
}

/** /faq: every category with its questions, filtered by `?category=slug`. */
export async function loadFaq({ request, context }: LoaderInput) {
  const api = serverApi({ request, context });
  const categories = await api.call(endpoints.getFaqAll, { query: { locale: readApiLocale(request) } });
  const slug = new URL(request.url).searchParams.get('category');
  return { allCategories: categories, ...selectFaqCategories(categories, slug) };
}

/**
 * /faq/{id}: the question, its category and the category's other questions. An id that is not a
 * number or names no question is the 404 page (spec §8).
 */
export async function loadFaqQuestion({ request, context, id }: LoaderInput & { id: string | undefined }) {
  const questionId = parseQuestionId(id);
  if (questionId === null) notFound();
  const api = serverApi({ request, context });
  const locale = readApiLocale(request);
  let question: FaqQuestionWithCategory;
  try {
    question = await api.call(endpoints.getFaqQuestion, {
      params: { id: String(questionId) },
      query: { locale },
    });
  } catch (error) {
    if (isApiError(error) && error.status === 404) notFound();
    throw error;
  }
  const category = await api.call(endpoints.getFaqCategory, {
    params: { id: String(question.category.id) },
    query: { locale },
  });
  return {
    question,
    otherQuestions: category.questions.filter((other) => other.id !== question.id),
    // The page's own title and description for the root's meta (i18n/meta.ts).
    pageMeta: { title: question.question, description: summarize(question.answer) },
  };
}
