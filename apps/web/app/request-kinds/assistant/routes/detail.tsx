import type { Route } from './+types/detail';
import { loadAssistantDetail } from '../assistant-data.server';
import { AssistantDetailPage } from '../assistant-detail-page';
import { buildAssistantResubmitHandlers } from '../assistant-handlers.server';
import { advisoryPageMeta } from '../../../i18n/advisory';
import { buildPageMeta } from '../../../i18n/meta';
import { handleFormAction } from '../../../lib/forms/submit-form.server';

export const meta: Route.MetaFunction = (args) =>
  buildPageMeta(
    args,
    advisoryPageMeta(
      args,
      'assistantDetailTitle',
      args.loaderData ? `№ ${args.loaderData.assistantRequest.number}` : undefined,
    ),
  );

export function loader({ params, ...args }: Route.LoaderArgs) {
  return loadAssistantDetail({ ...args, id: params.id });
}

export function action({ params, ...args }: Route.ActionArgs) {
  return handleFormAction(args, buildAssistantResubmitHandlers(params.id));
}

/** /profile/assistant-applications/{id} (spec §2): one assistance request and the managers' answers. */
export default function AssistantDetailRoute({ loaderData }: Route.ComponentProps) {
  // The resubmit form keeps what was typed: another request remounts it.
  return <AssistantDetailPage key={loaderData.assistantRequest.id} {...loaderData} />;
}
