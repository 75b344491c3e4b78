import type { ChatMessage, ChatSide, UiLocale } from '@portal/contract';
import { formatDate, TIME_ZONE } from '../../lib/format';

/**
 * The chat's messages as a page keeps them (decision 051): by id, since an event may arrive twice
 * (a reconnection racing a live delivery) and the history pages overlap what the stream brought;
 * shown in the id's order, which is the order the portal gave them.
 */
export type ChatMessageMap = ReadonlyMap<number, ChatMessage>;

/** The map with these messages added; a message already kept is replaced by the newer copy. */
export function mergeMessages(map: ChatMessageMap, messages: readonly ChatMessage[]): ChatMessageMap {
  if (messages.length === 0) return map;
  const next = new Map(map);
  for (const message of messages) next.set(message.id, message);
  return next;
}

/** Oldest first. */
export function sortMessages(map: ChatMessageMap): ChatMessage[] {
  return [...map.values()].sort((a, b) => a.id - b.id);
}

/** The newest message of a side (the one to mark read), or null. */
export function findNewestOf(messages: readonly ChatMessage[], side: ChatSide): ChatMessage | null {
  for (let index = messages.length - 1; index >= 0; index--) {
    const message = messages[index];
    if (message?.side === side) return message;
  }
  return null;
}

/** The other side of the conversation. */
export function otherSide(side: ChatSide): ChatSide {
  return side === 'company' ? 'office' : 'company';
}

export type ReadReceipt = 'sent' | 'read';

/**
 * A message's receipt as its writer's side sees it: read once the other side has read up to it
 * (`readThrough`, the other side's last read message; the stream's `read` event moves it).
 */
export function getReadReceipt(message: Pick<ChatMessage, 'id'>, readThrough: number): ReadReceipt {
  return message.id <= readThrough ? 'read' : 'sent';
}

/** A read mark never moves back: the higher of what is known and what arrived. */
export function advanceRead(known: number, through: number): number {
  return Math.max(known, through);
}

/**
 * Whether the reader should mark read now: the page is visible, the newest message of the other
 * side is on screen, and it is newer than what the reader's side has read.
 */
export function shouldMarkRead(input: {
  isVisible: boolean;
  isNewestOnScreen: boolean;
  newestOtherId: number | null;
  readThrough: number;
}): boolean {
  return (
    input.isVisible &&
    input.isNewestOnScreen &&
    input.newestOtherId !== null &&
    input.newestOtherId > input.readThrough
  );
}

const TIME_FORMAT = new Intl.DateTimeFormat('en-GB', {
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: TIME_ZONE,
});

/**
 * A message's moment, short, in Kyiv time (the portal's zone, so the server's render and the
 * browser's agree): `29.11.2026, 14:05` / `29 Nov 2026, 14:05`.
 */
export function formatMessageTime(iso: string, locale: UiLocale): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return `${formatDate(iso, locale)}, ${TIME_FORMAT.format(date)}`;
}

/** A key for a message the page sends, so a resent form is kept once (`client_id`). */
export function createClientId(): string {
  return globalThis.crypto.randomUUID();
}
