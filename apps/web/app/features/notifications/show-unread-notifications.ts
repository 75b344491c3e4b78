import { endpoints, type UiLocale } from '@portal/contract';
import { createApiClient } from '../../lib/api-client';
import { notify } from '../../lib/notifications-store';
import { isReadDue, pickToShow, toToast } from './portal-notifications';

/** Per page session: when and for whom the last read began, and what was already shown. */
let lastRead: { userId: string; at: number } | null = null;
let isReading = false;
const shown = new Set<string>();

/**
 * Reads the signed-in exporter's unread portal notifications (issue 5), shows them as toasts
 * and marks them read. Browser only; a read is skipped while one is under way and within 30 s
 * of the last one for the same user. Failures are quiet (no error toast, no sign-out): the next
 * navigation tries again.
 */
export async function showUnreadNotifications(userId: string, locale: UiLocale): Promise<void> {
  const now = Date.now();
  const since = lastRead?.userId === userId ? lastRead.at : null;
  if (isReading || !isReadDue(since, now)) return;
  isReading = true;
  lastRead = { userId, at: now };
  const api = createApiClient({ locale });
  try {
    const answer = await api.call(
      endpoints.listNotifications,
      { query: { unread: '1' } },
      { handleErrors: false },
    );
    const items = pickToShow(answer.items, shown);
    if (items.length === 0) return;
    for (const item of items) {
      shown.add(item.id);
      notify(toToast(item, locale));
    }
    await api.call(
      endpoints.markNotificationsRead,
      { body: { ids: items.map((item) => item.id) } },
      { handleErrors: false },
    );
  } catch {
    // Offline, signed out meanwhile or a failed answer: nothing to show; a later navigation reads again.
  } finally {
    isReading = false;
  }
}
