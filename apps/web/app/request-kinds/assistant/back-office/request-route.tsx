import type { Route } from './+types/request-route';
import { buildAdminMeta } from '../../../components/back-office/admin-meta';
import { AssistantRequestPage } from './assistant-request-page';
import { loadBackOfficeRequest, statusMoveHandlers } from '../../shared/back-office/request-data.server';
import { handleFormAction } from '../../../lib/forms/submit-form.server';

export const meta: Route.MetaFunction = (args) =>
  buildAdminMeta(
    args,
    'assistantRequest',
    args.loaderData ? `№ ${args.loaderData.view.request.number}` : undefined,
  );

/** /admin/assistant/{id} (issue 15): one assistance request for a manager. */
export function loader(args: Route.LoaderArgs) {
  return loadBackOfficeRequest(args, 'assistant', args.params.id).then((view) => ({ view }));
}

/** A status move; its comment is the answer the exporter reads. */
export function action(args: Route.ActionArgs) {
  return handleFormAction(args, statusMoveHandlers('assistant', args.params.id));
}

export default function AdminAssistantRequestRoute({ loaderData }: Route.ComponentProps) {
  return <AssistantRequestPage view={loaderData.view} />;
}
