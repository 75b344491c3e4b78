import type { Route } from './+types/country-analysis-queue';
import { loadCountryAnalysisQueue } from '../../features/admin/admin-data.server';
import { buildAdminMeta } from '../../features/admin/admin-meta';
import { QueuePage } from '../../request-kinds/shared/back-office/queue-page';

export const meta: Route.MetaFunction = (args) => buildAdminMeta(args, 'countryAnalysis');

/** /admin/country-analysis?status=&search=&page= (issue 15): the country-analysis requests' queue. */
export function loader(args: Route.LoaderArgs) {
  return loadCountryAnalysisQueue(args);
}

export default function AdminCountryAnalysisQueueRoute({ loaderData }: Route.ComponentProps) {
  return <QueuePage kind="country_analysis" {...loaderData} />;
}
