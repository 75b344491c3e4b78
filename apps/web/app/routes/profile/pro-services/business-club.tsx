import type { Route } from './+types/business-club';
import { ProServicePage } from '../../../features/pro-services/pro-service-page';
import { buildProServicesMeta } from '../../../features/pro-services/pro-services-meta';
import { useSignedInProfile } from '../../../lib/session/use-profile';

export const meta: Route.MetaFunction = (args) => buildProServicesMeta(args, 'businessClub');

/** /profile/pro-services/business-club (spec §2, §6): the service's base page, open to every company. */
export default function ProServiceRoute() {
  return <ProServicePage service="businessClub" profile={useSignedInProfile()} />;
}
