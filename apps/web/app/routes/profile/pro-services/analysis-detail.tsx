import type { Route } from './+types/analysis-detail';
import { loadPublishedAnalysis } from '../../../features/pro-services/analyses/analyses-data.server';
import { PublishedAnalysisPage } from '../../../features/pro-services/analyses/published-analysis-page';
import { advisoryPageMeta } from '../../../i18n/advisory';
import { buildPageMeta } from '../../../i18n/meta';

export const meta: Route.MetaFunction = (args) =>
  buildPageMeta(args, {
    ...advisoryPageMeta(args, 'publishedTitle'),
    ...(args.loaderData ? { title: args.loaderData.analysis.title } : {}),
  });

export function loader({ params, ...args }: Route.LoaderArgs) {
  return loadPublishedAnalysis({ ...args, id: params.id });
}

/** /profile/pro-services/analysis/{id} (spec §2, behind the subscription gate): a published analysis. */
export default function PublishedAnalysisRoute({ loaderData }: Route.ComponentProps) {
  return <PublishedAnalysisPage {...loaderData} />;
}
