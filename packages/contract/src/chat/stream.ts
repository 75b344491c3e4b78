/**
 * The live stream's names, without a schema (issue 29, decision 051): what every page of a
 * signed-in person imports to open the stream, so it brings no zod into the pages' first load.
 */

/** `GET /api/chat/events` (the endpoint table's `streamChatEvents` is at this path). */
export const CHAT_EVENTS_PATH = '/chat/events';

/**
 * The events of `GET /chat/events`, each `event:` name with its `data:` (JSON). Only `message`
 * carries an `id:` (the message's), so `Last-Event-ID` on a reconnection names the last message
 * received and the stream first sends every later one, in order, from the database.
 */
export const CHAT_STREAM_EVENTS = [
  'ready',
  'message',
  'read',
  'typing',
  'unread',
  'conversation',
  'reset',
] as const;
export type ChatStreamEventName = (typeof CHAT_STREAM_EVENTS)[number];
