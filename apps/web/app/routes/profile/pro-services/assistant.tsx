import type { Route } from './+types/assistant';
import { AssistantServicePage } from '../../../features/pro-services/assistant-service-page';
import { buildProServicesMeta } from '../../../features/pro-services/pro-services-meta';
import { useSignedInProfile } from '../../../lib/session/use-profile';

export const meta: Route.MetaFunction = (args) => buildProServicesMeta(args, 'assistant');

/** /profile/pro-services/assistant (spec §2): the exporter's assistant, open without a subscription. */
export default function AssistantServiceRoute() {
  return <AssistantServicePage profile={useSignedInProfile()} />;
}
