import type { Route } from './+types/faq-question';
import { buildPageMeta } from '../../i18n/meta';
import { loadFaqQuestion } from '../../features/faq/faq-data.server';
import { FaqQuestionPage } from '../../features/faq/faq-question-page';
import { PUBLIC_PAGE_HANDLE } from '../../lib/public-page';

/** A guest sees the same page at this address and language: kept rendered (decision 053). */
export const handle = PUBLIC_PAGE_HANDLE;

/** /faq/{id} (spec §2); an unknown id is the 404 page. Its title is the question (`pageMeta`). */
export function loader(args: Route.LoaderArgs) {
  return loadFaqQuestion({ ...args, id: args.params.id });
}

/** React Router gives a route's `meta` only the matches down to that route: the page's own export reads its pageMeta. */
export const meta: Route.MetaFunction = (args) => buildPageMeta(args);

export default function FaqQuestionRoute({ loaderData }: Route.ComponentProps) {
  return <FaqQuestionPage question={loaderData.question} otherQuestions={loaderData.otherQuestions} />;
}
