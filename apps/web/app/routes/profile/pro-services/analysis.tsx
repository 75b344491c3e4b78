import type { Route } from './+types/analysis';
import { ProServicePage } from '../../../features/pro-services/pro-service-page';
import { buildProServicesMeta } from '../../../features/pro-services/pro-services-meta';
import { useSignedInProfile } from '../../../lib/session/use-profile';

export const meta: Route.MetaFunction = (args) => buildProServicesMeta(args, 'analysis');

/** /profile/pro-services/analysis (spec §2, §6): the service's base page, open to every company. */
export default function ProServiceRoute() {
  return <ProServicePage service="analysis" profile={useSignedInProfile()} />;
}
