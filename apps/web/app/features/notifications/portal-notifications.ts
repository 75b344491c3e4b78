import type { PortalNotification, UiLocale } from '@portal/contract';
import en from '../../i18n/locales/checklist/en.json';
import ua from '../../i18n/locales/checklist/ua.json';
import type { NotifyInput } from '../../lib/notifications-store';

/** A signed-in exporter's unread notifications are read again on navigation at most this often. */
export const PORTAL_NOTIFICATIONS_INTERVAL_MS = 30_000;
/** At most this many toasts at once; the rest wait for the next read (the store keeps 5). */
export const PORTAL_NOTIFICATIONS_SHOWN_MAX = 3;

// The catalogue texts come in with this module, which only signed-in exporters' pages load.
const TEXTS = { ua: ua.notifications, en: en.notifications } as const;

/** Whether a read is due: never read before, or the last one began at least the interval ago. */
export function isReadDue(lastReadAt: number | null, now: number): boolean {
  return lastReadAt === null || now - lastReadAt >= PORTAL_NOTIFICATIONS_INTERVAL_MS;
}

/**
 * The unread notifications to show as toasts, oldest first (so the newest ends up at the
 * bottom, like the rest of the corner), leaving out those already shown on this page.
 */
export function pickToShow(
  items: readonly PortalNotification[],
  alreadyShown: ReadonlySet<string>,
): PortalNotification[] {
  return items
    .filter((item) => item.read_at === null && !alreadyShown.has(item.id))
    .toSorted((a, b) => a.created_at.localeCompare(b.created_at))
    .slice(-PORTAL_NOTIFICATIONS_SHOWN_MAX);
}

const REQUEST_PAGE = /^\/profile\/(market|check-list)\//;

/**
 * A toast for one portal notification. The title is the server's (a status change to
 * `in_process` reads 'В розробці', spec §4); the link leads to the request (or, for a company
 * decision, the company page) in the page's language.
 */
export function toToast(item: PortalNotification, locale: UiLocale): NotifyInput {
  return {
    type: item.type,
    title: item.title,
    text: item.text,
    ...(item.link
      ? {
          link: {
            to: item.link,
            label: REQUEST_PAGE.test(item.link) ? TEXTS[locale].open : TEXTS[locale].openPage,
          },
        }
      : {}),
  };
}
