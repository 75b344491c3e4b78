import type { Route } from './+types/assistant-request';
import { loadAssistantRequest } from '../../features/admin/admin-data.server';
import { createAssistantHandlers } from '../../features/admin/admin-handlers.server';
import { buildAdminMeta } from '../../features/admin/admin-meta';
import { AssistantRequestPage } from '../../request-kinds/assistant/back-office/assistant-request-page';
import { handleFormAction } from '../../lib/forms/submit-form.server';

export const meta: Route.MetaFunction = (args) =>
  buildAdminMeta(
    args,
    'assistantRequest',
    args.loaderData ? `№ ${args.loaderData.view.request.number}` : undefined,
  );

/** /admin/assistant/{id} (issue 15): one assistance request for a manager. */
export function loader(args: Route.LoaderArgs) {
  return loadAssistantRequest(args, args.params.id);
}

/** A status move; its comment is the answer the exporter reads. */
export function action(args: Route.ActionArgs) {
  return handleFormAction(args, createAssistantHandlers(args.params.id));
}

export default function AdminAssistantRequestRoute({ loaderData }: Route.ComponentProps) {
  return <AssistantRequestPage view={loaderData.view} />;
}
