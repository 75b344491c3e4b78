import { endpoints, toApiLocale } from '@portal/contract';
import { getLocaleFromPath } from '../../i18n/locale';
import type { LandingQuestion } from './landing-content';
import { getLandingContent } from './landing-content.server';
import { type RouteContext } from '../../lib/app-context';
import { serverApi } from '../../lib/server-api.server';

/** At most this many questions on the landing; the rest are on /faq. */
const LANDING_QUESTIONS_MAX = 8;

/**
 * The landing's data: its texts in the page's language and the FAQ questions marked for the
 * landing. A failing FAQ call never breaks the landing: the section shows without questions.
 */
export async function loadLanding({ request, context }: { request: Request; context: RouteContext }) {
  const locale = getLocaleFromPath(new URL(request.url).pathname);
  const api = serverApi({ request, context });
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
