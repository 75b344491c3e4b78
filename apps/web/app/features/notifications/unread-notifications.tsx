import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { REQUIRED_REGISTRATION_STEP } from '@portal/contract';
import { getLocaleFromPath } from '../../i18n/locale';
import { useProfile } from '../../lib/session/use-profile';

/**
 * Shows a signed-in exporter's unread portal notifications (issue 5) as toasts: read after
 * hydration and again on navigation (at most every 30 s). The reading code is loaded only for
 * such users, so a guest's page carries nothing but this component and makes no request.
 */
export function UnreadNotifications() {
  const profile = useProfile();
  const { pathname } = useLocation();
  const userId =
    profile !== null && profile.role === 'exporter' && profile.registration_step >= REQUIRED_REGISTRATION_STEP
      ? profile.id
      : null;

  useEffect(() => {
    if (userId === null) return;
    const locale = getLocaleFromPath(pathname);
    import('./show-unread-notifications')
      .then(({ showUnreadNotifications }) => showUnreadNotifications(userId, locale))
      .catch(() => {
        // A part of an old deployment: Vite reports it (vite:preloadError) and the root reloads.
      });
  }, [userId, pathname]);

  return null;
}
