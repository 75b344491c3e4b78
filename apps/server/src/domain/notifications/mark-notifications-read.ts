import { and, eq, inArray, isNull } from 'drizzle-orm';
import { notifications, type Database } from '@portal/db';
import { countUnreadNotifications } from './find-notifications';

/**
 * `POST /profile/notifications/read`: marks the given notifications (or, without ids, all) of the
 * caller as read; ids of other users' notifications change nothing. Answers the unread count.
 */
export async function markNotificationsRead(options: {
  db: Database;
  userId: string;
  ids?: string[] | undefined;
}): Promise<{ unread_count: number }> {
  const { db, userId, ids } = options;
  if (!ids || ids.length > 0) {
    await db
      .update(notifications)
      .set({ readAt: new Date() })
      .where(
        and(
          eq(notifications.userId, userId),
          isNull(notifications.readAt),
          ids ? inArray(notifications.id, ids) : undefined,
        ),
      );
  }
  return { unread_count: await countUnreadNotifications(db, userId) };
}
