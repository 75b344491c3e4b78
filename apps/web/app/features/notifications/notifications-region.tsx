import { useLayoutEffect, useMemo, useState } from 'react';
import { unstable_useRoute, useMatches } from 'react-router';
import { useTranslation } from 'react-i18next';
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

/**
 * Notifications in the top right corner, 400 px wide (spec §9), narrower on phones; below the
 * sticky header (64 px, 72 px from `lg` on the site; 64 px in the back office), so a toast never
 * covers the language switch or "sign out" (issue 25 §5).
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
  return (
    <section
      aria-label={t('notifications.region')}
      data-testid="notifications"
      className="pointer-events-none fixed top-[calc(4rem+1px+0.75rem)] right-4 z-[70] flex flex-col gap-3 lg:top-[calc(4.5rem+1px+0.75rem)]"
      style={{ width: `min(${UI.notificationWidthPx}px, calc(100vw - 2rem))` }}
    >
      {notifications.map((notification) => (
        <NotificationItem key={notification.id} notification={notification} />
      ))}
    </section>
  );
}
