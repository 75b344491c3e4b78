import { redirect } from 'react-router';
import type { Route } from './+types/list';
import { getLocaleFromPath, localizePath } from '../../../i18n/locale';

/**
 * /profile/assistant-applications (spec §2 names `{id?}`): the company's assistance requests are
 * listed on /profile/assistance, under the form, so the bare address opens that page.
 */
export function loader({ request }: Route.LoaderArgs) {
  throw redirect(localizePath('/profile/assistance', getLocaleFromPath(new URL(request.url).pathname)));
}

export default function AssistantApplicationsIndex() {
  return null;
}
