import { useLayoutEffect, useMemo, useState } from 'react';
import { unstable_useRoute, useLocation, useMatches } from 'react-router';
import { useTranslation } from '../../i18n/use-translation';
import { UI } from '@portal/contract';
import { useLocale } from '../../i18n/use-locale';
import { toPageNotification } from '../../lib/forms/form-notification';
import { notifyOnce, useNotifications, type Notification } from '../../lib/notifications-store';
import { NotificationItem } from './notification-item';

type RouteId = NonNullable<Parameters<typeof unstable_useRoute>[0]>;
const NONE: readonly Notification[] = [];

/**
 * The notification of the page's own action data: a form posted without JavaScript (or before
 * the page was hydrated) is answered with a whole page, whose route action failed with a message
 * (spec §8). The forms post to their page's route, the last match.
 */
function usePageNotification(): { source: object; notification: Notification } | null {
  const locale = useLocale();
  const pageRouteId = useMatches().at(-1)?.id ?? 'root';
  const actionData: unknown = unstable_useRoute(pageRouteId as RouteId)?.actionData;
  return useMemo(() => {
    const notification = toPageNotification(actionData, locale);
    return notification && typeof actionData === 'object' && actionData !== null
      ? { source: actionData, notification }
      : null;
  }, [actionData, locale]);
}

/** The CSS variable holding the bottom of the page's sticky header, in pixels (0 without one). */
const HEADER_BOTTOM_VAR = '--sticky-header-bottom';

/**
 * Keeps HEADER_BOTTOM_VAR on the document equal to the sticky header's height (the site's or the
 * back office's `<header>`: its rows wrap and fold with the width), so toasts start below it.
 */
function useStickyHeaderBottom() {
  // Another layout (the site, the back office, the sign-in pages) brings another header.
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    const root = document.documentElement;
    const header = document.querySelector('header');
    if (!header) {
      root.style.setProperty(HEADER_BOTTOM_VAR, '0px');
      return;
    }
    const update = () => root.style.setProperty(HEADER_BOTTOM_VAR, `${header.offsetHeight}px`);
    update();
    const observer = new ResizeObserver(update);
    observer.observe(header);
    return () => observer.disconnect();
  }, [pathname]);
}

/**
 * Notifications in the top right corner, 400 px wide (spec §9), narrower on phones; below the
 * sticky header, so a toast never covers its language switch, menu or "sign out" (issue 25 §5).
 * Before the page's script measures the header (a page answering a form posted without
 * JavaScript), the site's tallest header is assumed.
 */
export function NotificationsRegion() {
  const { t } = useTranslation();
  // Rendered by the server with the page and again by hydration; then the store takes it over
  // under the same id (before the form hook would show it a second time), so it stays until closed.
  const pageNotification = usePageNotification();
  const [fromServer] = useState(pageNotification);
  const onServer = useMemo(() => (fromServer ? [fromServer.notification] : NONE), [fromServer]);
  useLayoutEffect(() => {
    if (fromServer) notifyOnce(fromServer.source, fromServer.notification);
  }, [fromServer]);
  const notifications = useNotifications(onServer);
  useStickyHeaderBottom();
  return (
    <section
      aria-label={t('notifications.region')}
      data-testid="notifications"
      className="pointer-events-none fixed top-[calc(var(--sticky-header-bottom,8.25rem)+0.75rem)] right-4 z-[70] flex flex-col gap-3"
      style={{ width: `min(${UI.notificationWidthPx}px, calc(100vw - 2rem))` }}
    >
      {notifications.map((notification) => (
        <NotificationItem key={notification.id} notification={notification} />
      ))}
    </section>
  );
}
