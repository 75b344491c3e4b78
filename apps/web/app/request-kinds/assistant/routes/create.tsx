import type { Route } from './+types/create';
import { loadAssistance } from '../assistant-data.server';
import { AssistancePage } from '../assistance-page';
import { buildAssistantCreateHandlers } from '../assistant-handlers.server';
import { advisoryPageMeta } from '../../../i18n/advisory';
import { buildPageMeta } from '../../../i18n/meta';
import { handleFormAction } from '../../../lib/forms/submit-form.server';

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
