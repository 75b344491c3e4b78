import type { ShouldRevalidateFunctionArgs } from 'react-router';
import type { Route } from './+types/partner';
import {
  createProPartnerHandlers,
  loadProPartner,
} from '../../../features/pro-partners/pro-partners-data.server';
import { ProPartnerPage } from '../../../features/pro-partners/pro-partner-page';
import { buildPageMeta } from '../../../i18n/meta';
import { proPartnersPageMeta } from '../../../i18n/proPartners';
import { handleFormAction } from '../../../lib/forms/submit-form.server';

export const meta: Route.MetaFunction = (args) =>
  buildPageMeta(args, proPartnersPageMeta(args, 'partnerTitle', args.loaderData?.partner?.name));

export function loader({ params, ...args }: Route.LoaderArgs) {
  return loadProPartner({ ...args, id: params.id });
}

/** 'Send to the partner' (`sendProPartnerEmail`). */
export function action(args: Route.ActionArgs) {
  return handleFormAction(args, createProPartnerHandlers(args.params.id));
}

/** A refused request (422, 429) still reads the requests left today again. */
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod === 'POST' ? true : defaultShouldRevalidate;
}

/**
 * /profile/pro-services/partners/{id} (issue 16 §4, decision 031): one partner — by id or slug —
 * and the form to write to it; an unknown one is the cabinet's 404 page.
 */
export default function ProPartnerRoute({ loaderData }: Route.ComponentProps) {
  return <ProPartnerPage {...loaderData} />;
}
