import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { NOTIFICATION_TITLES, type NotificationType } from '@portal/contract';
import { CloseIcon } from '../../components/ui/icons';
import { LocalizedLink } from '../../i18n/localized-link';
import { useLocale } from '../../i18n/use-locale';
import { cx } from '../../lib/cx';
import {
  dismissNotification,
  NOTIFICATION_AUTO_DISMISS_MS,
  type Notification,
} from '../../lib/notifications-store';

const ACCENTS: Record<NotificationType, string> = {
  error: 'border-l-red-600',
  warn: 'border-l-amber-500',
  success: 'border-l-green-600',
  info: 'border-l-brand-600',
  in_process: 'border-l-violet-600',
};

const DOTS: Record<NotificationType, string> = {
  error: 'bg-red-600',
  warn: 'bg-amber-500',
  success: 'bg-green-600',
  info: 'bg-brand-600',
  in_process: 'bg-violet-600',
};

/**
 * One notification, announced as it appears (errors assertively) unless it is silent. Errors stay
 * until closed; the others leave after ~6 s, and the timer waits while the pointer or focus is on
 * the card so it can be read (WCAG 2.2.1).
 */
export function NotificationItem({ notification }: { notification: Notification }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { id, type, text, link } = notification;
  const title = notification.title ?? NOTIFICATION_TITLES[locale][type];
  const [isHovered, setHovered] = useState(false);
  const [isFocused, setFocused] = useState(false);
  const isPaused = isHovered || isFocused;

  useEffect(() => {
    if (type === 'error' || isPaused) return;
    const timer = window.setTimeout(() => dismissNotification(id), NOTIFICATION_AUTO_DISMISS_MS);
    return () => window.clearTimeout(timer);
  }, [id, type, isPaused]);

  return (
    <div
      // Announced as it appears, unless the form's own alert region says the same text.
      role={notification.silent ? undefined : type === 'error' ? 'alert' : 'status'}
      aria-atomic={notification.silent ? undefined : true}
      data-type={type}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
      className={cx(
        'pointer-events-auto flex animate-drop-in items-start gap-3 rounded-xl border border-l-4 border-slate-200 bg-white p-4 shadow-xl',
        ACCENTS[type],
      )}
    >
      <span className={cx('mt-1.5 size-2.5 shrink-0 rounded-full', DOTS[type])} aria-hidden="true" />
      <div className="min-w-0 flex-1">
        <p className="font-bold text-ink">{title}</p>
        <p className="mt-1 text-[15px] break-words text-muted">{text}</p>
        {link && (
          <LocalizedLink
            to={link.to}
            onClick={() => dismissNotification(id)}
            className="mt-2 inline-flex min-h-6 items-center text-[15px] font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900"
          >
            {link.label}
          </LocalizedLink>
        )}
      </div>
      <button
        type="button"
        aria-label={t('notifications.close')}
        onClick={() => dismissNotification(id)}
        className="-mt-1 -mr-1 inline-flex size-9 shrink-0 items-center justify-center rounded-lg text-muted transition-colors duration-200 hover:bg-slate-100 hover:text-ink"
      >
        <CloseIcon width={18} height={18} />
      </button>
    </div>
  );
}
