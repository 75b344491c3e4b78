import type { Route } from './+types/pro-partner';
import { readPostedImage } from '../../components/back-office/image-upload.server';
import { ProPartnerPage } from '../../features/admin/pro-partners/pro-partner-page';
import {
  createProPartnerHandlers,
  loadProPartner,
} from '../../features/admin/pro-partners/pro-partners-data.server';
import { buildPartnersAdminMeta } from '../../features/admin/pro-partners/pro-partners-meta';
import { getLocaleFromPath } from '../../i18n/locale';
import { pickName } from '../../lib/localized-name';
import { handleFormAction } from '../../lib/forms/submit-form.server';

export const meta: Route.MetaFunction = (args) =>
  buildPartnersAdminMeta(
    args,
    'partner',
    args.loaderData
      ? pickName(args.loaderData.partner.name, getLocaleFromPath(args.location.pathname))
      : undefined,
  );

/** /admin/pro-partners/{id} (issue 16 §6): one partner's editor, publication, preview and requests. */
export function loader(args: Route.LoaderArgs) {
  return loadProPartner(args, args.params.id);
}

/** Saved (its logo read from the posted multipart form), published or taken back to a draft. */
export async function action(args: Route.ActionArgs) {
  const image = await readPostedImage(args.request);
  return handleFormAction(args, createProPartnerHandlers(args.params.id, image));
}

export default function AdminProPartnerRoute({ loaderData }: Route.ComponentProps) {
  return <ProPartnerPage {...loaderData} />;
}
