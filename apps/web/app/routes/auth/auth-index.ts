import { redirect } from 'react-router';
import type { Route } from './+types/auth-index';
import { getLocaleFromPath, localizePath } from '../../i18n/locale';
import { guardedBy } from '../../lib/session/guard-middleware.server';

/** The guard (spec §4): a finished registration opens the cabinet, not the sign-in page. */
export const middleware: Route.MiddlewareFunction[] = [guardedBy('guest-only')];

/** /auth has no page of its own: it opens the sign-in page (spec §2). */
export function loader({ request }: Route.LoaderArgs) {
  const { pathname, search } = new URL(request.url);
  throw redirect(`${localizePath('/auth/login', getLocaleFromPath(pathname))}${search}`, 302);
}
