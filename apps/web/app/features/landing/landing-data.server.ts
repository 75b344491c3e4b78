import { endpoints, toApiLocale } from '@portal/contract';
import { getLocaleFromPath } from '../../i18n/locale';
import { createApiClient } from '../../lib/api-client';
import type { LandingQuestion } from './landing-content';
import { getLandingContent } from './landing-content.server';
import { getAppContext, type RouteContext } from '../../lib/app-context';

/** At most this many questions on the landing; the rest are on /faq. */
const LANDING_QUESTIONS_MAX = 8;

/**
 * The landing's data: its texts in the page's language and the FAQ questions marked for the
 * landing. A failing FAQ call never breaks the landing: the section shows without questions.
 */
export async function loadLanding({ request, context }: { request: Request; context: RouteContext }) {
  const locale = getLocaleFromPath(new URL(request.url).pathname);
  const api = createApiClient({ request, apiFetch: getAppContext(context).apiFetch });
  let questions: LandingQuestion[] = [];
  try {
    const categories = await api.call(
      endpoints.getFaqAll,
      { query: { locale: toApiLocale(locale) } },
      { handleErrors: false },
    );
    questions = categories
      .flatMap((category) => category.questions)
      .filter((question) => question.on_landing)
      .slice(0, LANDING_QUESTIONS_MAX)
      .map(({ id, question, answer }) => ({ id, question, answer }));
  } catch (error) {
    console.warn('The landing shows no questions: the FAQ call failed.', error);
  }
  return { locale, content: getLandingContent(locale), questions };
}
