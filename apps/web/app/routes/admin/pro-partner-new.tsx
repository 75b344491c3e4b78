import type { Route } from './+types/pro-partner-new';
import { readPostedImage } from '../../components/back-office/image-upload.server';
import { ProPartnerPage } from '../../features/admin/pro-partners/pro-partner-page';
import {
  createNewProPartnerHandlers,
  loadNewProPartner,
} from '../../features/admin/pro-partners/pro-partners-data.server';
import { buildPartnersAdminMeta } from '../../features/admin/pro-partners/pro-partners-meta';
import { handleFormAction } from '../../lib/forms/submit-form.server';

export const meta: Route.MetaFunction = (args) => buildPartnersAdminMeta(args, 'new');

/** /admin/pro-partners/new (issue 16 §6): a new professional partner, saved as a draft. */
export function loader(args: Route.LoaderArgs) {
  return loadNewProPartner(args);
}

/** The draft created (its logo read from the posted multipart form); its editor opens. */
export async function action(args: Route.ActionArgs) {
  const image = await readPostedImage(args.request);
  return handleFormAction(args, createNewProPartnerHandlers(image));
}

export default function AdminProPartnerNewRoute({ loaderData }: Route.ComponentProps) {
  return <ProPartnerPage {...loaderData} />;
}
