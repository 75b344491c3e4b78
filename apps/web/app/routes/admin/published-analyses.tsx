import type { Route } from './+types/published-analyses';
import { buildAdminMeta } from '../../components/back-office/admin-meta';
import { loadPublishedAnalyses } from '../../features/admin/published-analyses/published-analyses-data.server';
import { PublishedAnalysesPage } from '../../features/admin/published-analyses/published-analyses-page';

export const meta: Route.MetaFunction = (args) => buildAdminMeta(args, 'publishedAnalyses');

/** /admin/country-analyses?state=&page= (issue 15 §2): the office's country analyses. */
export function loader(args: Route.LoaderArgs) {
  return loadPublishedAnalyses(args);
}

export default function AdminPublishedAnalysesRoute({ loaderData }: Route.ComponentProps) {
  return <PublishedAnalysesPage {...loaderData} />;
}
