import type { Route } from './+types/overview';
import { loadProServiceStates } from '../../../features/pro-services/pro-services-data.server';
import { ProServicesPage } from '../../../features/pro-services/pro-services-page';
import { buildProServicesMeta } from '../../../features/pro-services/pro-services-meta';
import { useSignedInProfile } from '../../../lib/session/use-profile';

export const meta: Route.MetaFunction = (args) => buildProServicesMeta(args);

export function loader(args: Route.LoaderArgs) {
  return loadProServiceStates(args);
}

/**
 * /profile/pro-services (spec §2, issue 16 §1): every professional service with its state and
 * its page, and the company's subscription.
 */
export default function ProServicesRoute({ loaderData }: Route.ComponentProps) {
  return <ProServicesPage profile={useSignedInProfile()} states={loaderData.states} />;
}
