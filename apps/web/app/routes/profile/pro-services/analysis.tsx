import type { Route } from './+types/analysis';
import { loadAnalysisService } from '../../../features/pro-services/analyses/analyses-data.server';
import { AnalysisServicePage } from '../../../features/pro-services/analyses/analysis-service-page';
import { buildProServicesMeta } from '../../../features/pro-services/pro-services-meta';
import { useSignedInProfile } from '../../../lib/session/use-profile';

export const meta: Route.MetaFunction = (args) => buildProServicesMeta(args, 'analysis');

export function loader(args: Route.LoaderArgs) {
  return loadAnalysisService(args);
}

/**
 * /profile/pro-services/analysis (spec §2, §6): the service's base page, open to every company:
 * the published analyses, readable with a subscription, and the way to order one.
 */
export default function AnalysisServiceRoute({ loaderData }: Route.ComponentProps) {
  return <AnalysisServicePage profile={useSignedInProfile()} {...loaderData} />;
}
