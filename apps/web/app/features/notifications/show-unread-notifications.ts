import { LOCALIZATION_HEADER, toApiLocale, type PortalNotification, type UiLocale } from '@portal/contract';
import { notify } from '../../lib/notifications-store';
import { isReadDue, pickToShow, toToast } from './portal-notifications';

type NotificationsAnswer = { data?: { items?: PortalNotification[] } };

/** Per page session: when and for whom the last read began, and what was already shown. */
let lastRead: { userId: string; at: number } | null = null;
let isReading = false;
const shown = new Set<string>();

/**
 * Reads the signed-in exporter's unread portal notifications (issue 5), shows them as toasts
 * and marks them read. Browser only; a read is skipped while one is under way and within 30 s
 * of the last one for the same user. Failures are quiet: the next navigation tries again.
 */
export async function showUnreadNotifications(userId: string, locale: UiLocale): Promise<void> {
  const now = Date.now();
  const since = lastRead?.userId === userId ? lastRead.at : null;
  if (isReading || !isReadDue(since, now)) return;
  isReading = true;
  lastRead = { userId, at: now };
  const headers = { accept: 'application/json', [LOCALIZATION_HEADER]: toApiLocale(locale) };
  try {
    const response = await fetch('/api/profile/notifications?unread=1', {
      credentials: 'same-origin',
      headers,
    });
    if (!response.ok) return;
    const answer = (await response.json()) as NotificationsAnswer;
    const items = pickToShow(answer.data?.items ?? [], shown);
    if (items.length === 0) return;
    for (const item of items) {
      shown.add(item.id);
      notify(toToast(item, locale));
    }
    await fetch('/api/profile/notifications/read', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ ids: items.map((item) => item.id) }),
    });
  } catch {
    // Offline, or signed out meanwhile: nothing to show; a later navigation reads again.
  } finally {
    isReading = false;
  }
}
