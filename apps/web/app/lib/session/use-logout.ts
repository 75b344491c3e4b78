import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { localizePath } from '../../i18n/locale';
import { useLocale } from '../../i18n/use-locale';
import { clearNotifications } from '../notifications-store';
import { SIGN_OUT_PATH } from '../session-cookie';
import { clearAccountState } from './local-state';

/**
 * Log out (spec §6): POST /api/auth/logout from the browser — the API revokes the session and
 * its answer expires the HttpOnly cookie right in the browser — then forget the account's local
 * state and go to the home page; that navigation reloads the root data, so the profile is gone.
 * If the call fails the portal's own sign-out route still expires the cookie.
 */
export function useLogout(): { logout: () => Promise<void>; isLoggingOut: boolean } {
  const locale = useLocale();
  const navigate = useNavigate();
  const [isLoggingOut, setIsLoggingOut] = useState(false);
  const logout = useCallback(async () => {
    setIsLoggingOut(true);
    try {
      // Loaded on demand: the API client stays out of the landing page's bundle.
      const { signOutOfApi } = await import('./sign-out-call');
      await signOutOfApi(locale);
    } catch {
      await fetch(SIGN_OUT_PATH, { method: 'POST', credentials: 'same-origin' }).catch(() => undefined);
    }
    clearAccountState();
    clearNotifications();
    setIsLoggingOut(false);
    await navigate(localizePath('/', locale), { replace: true });
  }, [locale, navigate]);
  return { logout, isLoggingOut };
}
