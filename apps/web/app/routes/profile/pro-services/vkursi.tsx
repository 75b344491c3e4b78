import type { ShouldRevalidateFunctionArgs } from 'react-router';
import type { Route } from './+types/vkursi';
import { loadVkursiAccount, VKURSI_HANDLERS } from '../../../features/vkursi/vkursi-data.server';
import { VkursiPage } from '../../../features/vkursi/vkursi-page';
import { buildPageMeta } from '../../../i18n/meta';
import { vkursiPageMeta } from '../../../i18n/vkursi';
import { handleFormAction } from '../../../lib/forms/submit-form.server';
import { useSignedInProfile } from '../../../lib/session/use-profile';

export const meta: Route.MetaFunction = (args) => buildPageMeta(args, vkursiPageMeta(args));

export function loader(args: Route.LoaderArgs) {
  return loadVkursiAccount(args);
}

/** 'Open my Vkursi account' (`registerVkursiUser`). */
export function action(args: Route.ActionArgs) {
  return handleFormAction(args, VKURSI_HANDLERS);
}

/** A refused opening (403: the subscription ended meanwhile) still shows the page as it now is. */
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod === 'POST' ? true : defaultShouldRevalidate;
}

/** /profile/pro-services/vkursi (spec §2, issue 16 §5): the Vkursi account, and opening it. */
export default function VkursiRoute({ loaderData }: Route.ComponentProps) {
  return <VkursiPage account={loaderData.account} profile={useSignedInProfile()} />;
}
