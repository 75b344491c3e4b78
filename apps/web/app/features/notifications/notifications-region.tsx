import { useTranslation } from 'react-i18next';
import { UI } from '@portal/contract';
import { useNotifications } from '../../lib/notifications-store';
import { NotificationItem } from './notification-item';

/** Notifications in the top right corner, 400 px wide (spec §9), narrower on phones. */
export function NotificationsRegion() {
  const { t } = useTranslation();
  const notifications = useNotifications();
  return (
    <section
      aria-label={t('notifications.region')}
      data-testid="notifications"
      className="pointer-events-none fixed top-4 right-4 z-[55] flex flex-col gap-3"
      style={{ width: `min(${UI.notificationWidthPx}px, calc(100vw - 2rem))` }}
    >
      {notifications.map((notification) => (
        <NotificationItem key={notification.id} notification={notification} />
      ))}
    </section>
  );
}
