import { and, desc, eq, type SQL } from 'drizzle-orm';
import { devOutbox, type Database } from '@portal/db';
import type { OutboxMessage, OutboxQuery } from '@portal/contract';

export async function createOutboxMessage(
  db: Database,
  message: {
    channel: 'email' | 'sms';
    recipient: string;
    subject?: string;
    text: string;
    html?: string | null;
  },
): Promise<void> {
  await db.insert(devOutbox).values({
    channel: message.channel,
    recipient: message.recipient.toLowerCase(),
    subject: message.subject ?? '',
    text: message.text,
    html: message.html ?? null,
  });
}

/** Newest first; `to` matches the recipient exactly (case-insensitive for e-mail). */
export async function findOutboxMessages(db: Database, query: OutboxQuery): Promise<OutboxMessage[]> {
  const filters: SQL[] = [];
  if (query.to) filters.push(eq(devOutbox.recipient, query.to.trim().toLowerCase()));
  if (query.channel) filters.push(eq(devOutbox.channel, query.channel));
  const rows = await db
    .select()
    .from(devOutbox)
    .where(filters.length ? and(...filters) : undefined)
    .orderBy(desc(devOutbox.createdAt))
    .limit(query.limit);
  return rows.map((row) => ({
    id: row.id,
    channel: row.channel,
    recipient: row.recipient,
    subject: row.subject,
    text: row.text,
    html: row.html,
    time: row.createdAt.toISOString(),
  }));
}
