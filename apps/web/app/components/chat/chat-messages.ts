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

export type SizeUnit = 'B' | 'KB' | 'MB';

/** A file's size in the unit that reads best: `512 B`, `14 KB`, `2.4 MB` (the number and its unit). */
export function toFileSize(bytes: number): { value: number; unit: SizeUnit } {
  if (bytes < 1024) return { value: bytes, unit: 'B' };
  if (bytes < 1024 * 1024) return { value: Math.round(bytes / 1024), unit: 'KB' };
  return { value: Math.round((bytes / (1024 * 1024)) * 10) / 10, unit: 'MB' };
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

/** The name a file is uploaded under: its last path part, without control characters, ≤ 200 characters. */
export function toAttachmentName(name: string): string {
  const base = name.split(/[/\\]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim() || 'file';
  if (clean.length <= 200) return clean;
  const dot = clean.lastIndexOf('.');
  const ending = dot > 0 && clean.length - dot <= 10 ? clean.slice(dot) : '';
  return `${clean.slice(0, 200 - ending.length)}${ending}`;
}

/** A key for a message the page sends, so a resent form is kept once (`client_id`). */
export function createClientId(): string {
  return globalThis.crypto.randomUUID();
}
