import { and, count, desc, eq, isNull } from 'drizzle-orm';
import { notifications, type Database } from '@portal/db';
import type { ApiLocale, PortalNotification } from '@portal/contract';

/**
 * The user's portal notifications, newest first (`GET /profile/notifications`), the title and
 * text in the request's language, with how many are unread.
 */
export async function findNotifications(options: {
  db: Database;
  userId: string;
  locale: ApiLocale;
  unreadOnly: boolean;
  limit: number;
}): Promise<{ items: PortalNotification[]; unread_count: number }> {
  const { db, userId, locale } = options;
  const rows = await db
    .select()
    .from(notifications)
    .where(
      and(eq(notifications.userId, userId), options.unreadOnly ? isNull(notifications.readAt) : undefined),
    )
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(options.limit);
  return {
    items: rows.map((row) => ({
      id: row.id,
      type: row.type,
      title: row.title[locale] || row.title.uk,
      text: row.text[locale] || row.text.uk,
      link: row.link,
      created_at: row.createdAt.toISOString(),
      read_at: row.readAt?.toISOString() ?? null,
    })),
    unread_count: await countUnreadNotifications(db, userId),
  };
}

/** How many of the user's notifications are unread (the header's badge). */
export async function countUnreadNotifications(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ unread: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.unread ?? 0;
}
