import type { Route } from './+types/support';
import { buildSupportHandlers, loadSupportPage } from '../../features/support/support-data.server';
import { SupportPage } from '../../features/support/support-page';
import { buildPageMeta } from '../../i18n/meta';
import { supportPageMeta } from '../../i18n/support';
import { readPostedForm } from '../../lib/forms/posted-file.server';
import { handleFormAction } from '../../lib/forms/submit-form.server';

export const meta: Route.MetaFunction = (args) => buildPageMeta(args, supportPageMeta(args));

export function loader(args: Route.LoaderArgs) {
  return loadSupportPage(args);
}

/** 'Send the message' (`POST /feedback/send`, its file uploaded first), then the page again with the message confirmed. */
export async function action(args: Route.ActionArgs) {
  const posted = await readPostedForm(args.request);
  return handleFormAction(args, buildSupportHandlers(posted));
}

/** /profile/support (issue 29 §4): the support form and the user's messages with their answers. */
export default function SupportRoute({ loaderData }: Route.ComponentProps) {
  return <SupportPage {...loaderData} />;
}
