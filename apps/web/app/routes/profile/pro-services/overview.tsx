import type { Route } from './+types/overview';
import { ProServicesPage } from '../../../features/pro-services/pro-services-page';
import { buildProServicesMeta } from '../../../features/pro-services/pro-services-meta';
import { useSignedInProfile } from '../../../lib/session/use-profile';

export const meta: Route.MetaFunction = (args) => buildProServicesMeta(args);

/** /profile/pro-services (spec §2): the professional services and the company's subscription. */
export default function ProServicesRoute() {
  return <ProServicesPage profile={useSignedInProfile()} />;
}
