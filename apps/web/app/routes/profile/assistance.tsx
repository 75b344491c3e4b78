import type { Route } from './+types/assistance';
import { loadAssistance } from '../../request-kinds/assistant/assistant-data.server';
import { AssistancePage } from '../../request-kinds/assistant/assistance-page';
import { buildAssistantCreateHandlers } from '../../request-kinds/assistant/assistant-handlers.server';
import { advisoryPageMeta } from '../../i18n/advisory';
import { buildPageMeta } from '../../i18n/meta';
import { handleFormAction } from '../../lib/forms/submit-form.server';

export const meta: Route.MetaFunction = (args) =>
  buildPageMeta(args, advisoryPageMeta(args, 'assistanceTitle'));

export function loader(args: Route.LoaderArgs) {
  return loadAssistance(args);
}

export function action(args: Route.ActionArgs) {
  return handleFormAction(args, buildAssistantCreateHandlers());
}

/** /profile/assistance (spec §2): ask the assistant, and the company's assistance requests. */
export default function AssistanceRoute({ loaderData }: Route.ComponentProps) {
  return <AssistancePage {...loaderData} />;
}
