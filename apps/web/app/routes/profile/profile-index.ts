import { redirect } from 'react-router';
import type { Route } from './+types/profile-index';
import { getLocaleFromPath, localizePath } from '../../i18n/locale';
import { CABINET_HOME_PATH } from '../../lib/session/guard';

/** /profile has no page of its own: it opens the company page (spec §2). */
export function loader({ request }: Route.LoaderArgs) {
  throw redirect(localizePath(CABINET_HOME_PATH, getLocaleFromPath(new URL(request.url).pathname)));
}
