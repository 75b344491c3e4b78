import { z } from 'zod';
import { endpoint } from '../endpoint';
import { envelope } from '../envelope';
import { UploadedFileResponseSchema, UPLOAD_CONTENT_TYPES } from '../api/files';
import {
  AdminChatAssignBodySchema,
  AdminChatConversationResponseSchema,
  AdminChatListQuerySchema,
  AdminChatListResponseSchema,
  CannedAnswerBodySchema,
  CannedAnswerListResponseSchema,
  CannedAnswerResponseSchema,
  ChatAttachmentParamsSchema,
  ChatConversationParamsSchema,
  ChatEventsQuerySchema,
  ChatHistoryQuerySchema,
  ChatHistoryResponseSchema,
  ChatMessageBodySchema,
  ChatMessageResponseSchema,
  ChatReadBodySchema,
  ChatReadResponseSchema,
  ChatUnreadResponseSchema,
  StaffListResponseSchema,
  UploadAttachmentQuerySchema,
  CHAT_LIMITS,
} from './chat';
import {
  AdminSupportListQuerySchema,
  AdminSupportListResponseSchema,
  AdminSupportMessageResponseSchema,
  SupportAnswerBodySchema,
  SupportListQuerySchema,
  SupportListResponseSchema,
  SupportParamsSchema,
} from './support';
import { CANNED_ANSWER_EXAMPLE, CHAT_MESSAGE_EXAMPLE } from './examples';
import { CHAT_EVENTS_PATH } from './stream';

/**
 * The chat and support (issue 29, decision 051): the company's conversation with the office, its
 * live stream, the attachments of both sides, the back office's inbox and canned answers, and
 * the support messages with their answers.
 */

const tags = ['chat'] as const;

/** What a call that only does something answers. */
const DoneResponseSchema = envelope(z.object({ done: z.literal(true) }));
const adminTags = ['admin', 'chat'] as const;
const supportTags = ['support'] as const;

const LIVE =
  'Everyone connected to `GET /chat/events` for the conversation gets it at once, on whichever ' +
  'instance they are connected to.';

export const getChat = endpoint({
  operationId: 'getChat',
  method: 'GET',
  path: '/chat',
  access: 'session',
  scope: 'company',
  tags,
  summary: 'The company’s conversation with the office: its state and a page of messages, newest last',
  description:
    'The latest messages, or those before `before` (history paged backwards). The conversation exists ' +
    'from the first call; `unread` counts the office’s messages the company has not read.',
  query: ChatHistoryQuerySchema,
  response: ChatHistoryResponseSchema,
});

export const sendChatMessage = endpoint({
  operationId: 'sendChatMessage',
  method: 'POST',
  path: '/chat/messages',
  access: 'session',
  keepsPublicPages: true,
  scope: 'company',
  status: 201,
  tags,
  summary: 'Write to the office: a text, a file (`POST /attachments`), or both',
  description:
    `At most ${CHAT_LIMITS.textMax} characters. A repeat with the same \`client_id\` answers the message ` +
    `already kept (a resent form never doubles it). ${LIVE} A message the office leaves unread ` +
    `${CHAT_LIMITS.unreadMailAfterMs / 60_000} minutes is e-mailed to the assigned manager (or the support ` +
    'mailbox), once per quiet spell.',
  body: ChatMessageBodySchema,
  example: CHAT_MESSAGE_EXAMPLE,
  response: ChatMessageResponseSchema,
});

export const readChat = endpoint({
  operationId: 'readChat',
  method: 'POST',
  path: '/chat/read',
  access: 'session',
  keepsPublicPages: true,
  scope: 'company',
  tags,
  summary: 'Mark the office’s messages read up to one (a read receipt for the office)',
  description: 'Never moves backwards: an older `through` changes nothing.',
  body: ChatReadBodySchema,
  example: { through: 1 },
  response: ChatReadResponseSchema,
});

export const sendChatTyping = endpoint({
  operationId: 'sendChatTyping',
  method: 'POST',
  path: '/chat/typing',
  access: 'session',
  keepsPublicPages: true,
  scope: 'company',
  tags,
  summary: 'Tell the office the company is typing',
  description: `Passed on at most every ${CHAT_LIMITS.typingEveryMs / 1000} s per person; shown for ${CHAT_LIMITS.typingShowsMs / 1000} s.`,
  response: DoneResponseSchema,
});

export const getChatUnread = endpoint({
  operationId: 'getChatUnread',
  method: 'GET',
  path: '/chat/unread',
  access: 'session',
  scope: 'caller',
  tags,
  summary: 'The unread count of the header and the menu',
  description:
    'For an exporter, the office’s messages the company has not read; for staff, the conversations with ' +
    'company messages the office has not read.',
  response: ChatUnreadResponseSchema,
});

export const streamChatEvents = endpoint({
  operationId: 'streamChatEvents',
  method: 'GET',
  path: CHAT_EVENTS_PATH,
  access: 'session',
  scope: 'caller',
  produces: 'text/event-stream',
  query: ChatEventsQuerySchema,
  tags,
  summary: 'The live stream of the chat (server-sent events)',
  description:
    'For an exporter, the company’s conversation; for staff, every conversation. Events: `ready` ' +
    '(the unread count), `message` (with `id:`, the message’s), `read`, `typing`, `unread` and ' +
    '`conversation` (staff: an assignment). A reconnection with `Last-Event-ID` first gets every ' +
    'message after that id, in order, from the database, then the live ones; none twice. A comment ' +
    'every 20 s keeps the connection through proxies; a client that does not keep up is dropped, and ' +
    'every connection is closed after about 10 minutes (the client reconnects and is checked again). ' +
    'A first connection resumes after `after` (the `stream_id` of the page shown). When more was missed ' +
    'than a stream replays (1,000 messages), `reset` tells the client to load the page again.',
  response: z.string(),
});

export const uploadAttachment = endpoint({
  operationId: 'uploadAttachment',
  method: 'POST',
  path: '/attachments',
  access: 'session',
  keepsPublicPages: true,
  scope: 'caller',
  status: 201,
  errors: [413],
  tags,
  summary: 'Upload a file for a chat or support message: PDF, a picture or an office document, ≤ 10 MB',
  description:
    'The body is the file itself (streamed; its first bytes decide what it is: 422 `validation.document_only` ' +
    'otherwise, 413 past 10 MB). A message then names it as `file: { file_id }`; an upload no message names ' +
    'is deleted after a day.',
  query: UploadAttachmentQuerySchema,
  consumes: UPLOAD_CONTENT_TYPES,
  response: UploadedFileResponseSchema,
});

export const downloadAttachment = endpoint({
  operationId: 'downloadAttachment',
  method: 'GET',
  path: '/attachments/{id}',
  access: 'session',
  scope: 'caller',
  produces: 'application/octet-stream',
  tags,
  summary: 'A file of a chat or support message, as an attachment',
  description:
    'For the company whose conversation (or the person whose support message) holds it, and for staff; ' +
    'anyone else gets 404. Sent as an attachment with `nosniff` and a sandboxing policy: it never runs in ' +
    'the portal’s origin.',
  params: ChatAttachmentParamsSchema,
  response: z.file(),
});

// ─── The back office's inbox ──────────────────────────────────────────────────────────────

export const listAdminChats = endpoint({
  operationId: 'listAdminChats',
  method: 'GET',
  path: '/admin/chat',
  access: 'staff',
  tags: adminTags,
  summary: 'The inbox: conversations awaiting an answer first (longest waiting first), then by last message',
  description:
    'Views `all`, `unanswered`, `mine` (assigned to the caller) and `unassigned`, with their counts; `search`.',
  query: AdminChatListQuerySchema,
  response: AdminChatListResponseSchema,
});

export const getAdminChat = endpoint({
  operationId: 'getAdminChat',
  method: 'GET',
  path: '/admin/chat/{id}',
  access: 'staff',
  tags: adminTags,
  summary: 'One conversation with the company’s card and a page of messages',
  params: ChatConversationParamsSchema,
  query: ChatHistoryQuerySchema,
  response: AdminChatConversationResponseSchema,
});

export const sendAdminChatMessage = endpoint({
  operationId: 'sendAdminChatMessage',
  method: 'POST',
  path: '/admin/chat/{id}/messages',
  access: 'staff',
  keepsPublicPages: true,
  status: 201,
  tags: adminTags,
  summary: 'Answer a company',
  description:
    `${LIVE} Other managers see it live. An unassigned conversation is assigned to the one who answers. ` +
    `A message the company leaves unread ${CHAT_LIMITS.unreadMailAfterMs / 60_000} minutes is e-mailed to it, once per quiet spell.`,
  params: ChatConversationParamsSchema,
  body: ChatMessageBodySchema,
  example: CHAT_MESSAGE_EXAMPLE,
  response: ChatMessageResponseSchema,
});

export const readAdminChat = endpoint({
  operationId: 'readAdminChat',
  method: 'POST',
  path: '/admin/chat/{id}/read',
  access: 'staff',
  keepsPublicPages: true,
  tags: adminTags,
  summary: 'Mark the company’s messages read up to one (a read receipt for the company)',
  params: ChatConversationParamsSchema,
  body: ChatReadBodySchema,
  example: { through: 1 },
  response: ChatReadResponseSchema,
});

export const sendAdminChatTyping = endpoint({
  operationId: 'sendAdminChatTyping',
  method: 'POST',
  path: '/admin/chat/{id}/typing',
  access: 'staff',
  keepsPublicPages: true,
  tags: adminTags,
  summary: 'Tell the company (and the other managers) a manager is typing',
  params: ChatConversationParamsSchema,
  response: DoneResponseSchema,
});

export const assignAdminChat = endpoint({
  operationId: 'assignAdminChat',
  method: 'PUT',
  path: '/admin/chat/{id}/assignee',
  access: 'staff',
  keepsPublicPages: true,
  tags: adminTags,
  summary: 'Assign the conversation to a manager or an admin, or to nobody',
  description: 'Someone who is not staff is 422 on `user_id`. The other managers see it live.',
  params: ChatConversationParamsSchema,
  body: AdminChatAssignBodySchema,
  example: { user_id: null },
  response: AdminChatConversationResponseSchema,
});

export const listStaff = endpoint({
  operationId: 'listStaff',
  method: 'GET',
  path: '/admin/staff',
  access: 'staff',
  tags: adminTags,
  summary: 'The office’s managers and admins, by name',
  response: StaffListResponseSchema,
});

export const listCannedAnswers = endpoint({
  operationId: 'listCannedAnswers',
  method: 'GET',
  path: '/admin/chat-canned-answers',
  access: 'staff',
  tags: adminTags,
  summary: 'The canned answers, by title',
  response: CannedAnswerListResponseSchema,
});

export const createCannedAnswer = endpoint({
  operationId: 'createCannedAnswer',
  method: 'POST',
  path: '/admin/chat-canned-answers',
  access: 'staff',
  keepsPublicPages: true,
  status: 201,
  tags: adminTags,
  summary: 'Add a canned answer, in both languages',
  body: CannedAnswerBodySchema,
  example: CANNED_ANSWER_EXAMPLE,
  response: CannedAnswerResponseSchema,
});

export const updateCannedAnswer = endpoint({
  operationId: 'updateCannedAnswer',
  method: 'PUT',
  path: '/admin/chat-canned-answers/{id}',
  access: 'staff',
  keepsPublicPages: true,
  tags: adminTags,
  summary: 'Change a canned answer',
  params: ChatConversationParamsSchema,
  body: CannedAnswerBodySchema,
  example: CANNED_ANSWER_EXAMPLE,
  response: CannedAnswerResponseSchema,
});

export const deleteCannedAnswer = endpoint({
  operationId: 'deleteCannedAnswer',
  method: 'DELETE',
  path: '/admin/chat-canned-answers/{id}',
  access: 'staff',
  keepsPublicPages: true,
  tags: adminTags,
  summary: 'Remove a canned answer',
  params: ChatConversationParamsSchema,
  response: DoneResponseSchema,
});

// ─── Support ──────────────────────────────────────────────────────────────────────────────

export const listSupportMessages = endpoint({
  operationId: 'listSupportMessages',
  method: 'GET',
  path: '/profile/support',
  access: 'session',
  tags: supportTags,
  summary: 'The caller’s messages to support with the office’s answers, newest first',
  query: SupportListQuerySchema,
  response: SupportListResponseSchema,
});

export const listAdminSupportMessages = endpoint({
  operationId: 'listAdminSupportMessages',
  method: 'GET',
  path: '/admin/support',
  access: 'staff',
  tags: ['admin', 'support'],
  summary: 'Messages to support: unanswered first by default (oldest first), answered, or all',
  query: AdminSupportListQuerySchema,
  response: AdminSupportListResponseSchema,
});

export const getAdminSupportMessage = endpoint({
  operationId: 'getAdminSupportMessage',
  method: 'GET',
  path: '/admin/support/{id}',
  access: 'staff',
  tags: ['admin', 'support'],
  summary: 'One message to support, with its answer',
  params: SupportParamsSchema,
  response: AdminSupportMessageResponseSchema,
});

export const answerSupportMessage = endpoint({
  operationId: 'answerSupportMessage',
  method: 'POST',
  path: '/admin/support/{id}/answer',
  access: 'staff',
  keepsPublicPages: true,
  errors: [409],
  tags: ['admin', 'support'],
  summary: 'Answer a message to support: e-mailed to the sender, shown in their cabinet',
  description: 'A message is answered once: a second answer is 409 `support.already_answered`.',
  params: SupportParamsSchema,
  body: SupportAnswerBodySchema,
  example: { text: 'Доброго дня! Доступ до аналітики відкривається з тарифом «Стандарт».' },
  response: AdminSupportMessageResponseSchema,
});
