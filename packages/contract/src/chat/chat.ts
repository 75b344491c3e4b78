import { z } from 'zod';
import { envelope, PaginationMetaSchema, PaginationQuerySchema } from '../envelope';
import { UploadRefSchema } from '../api/files';
import { TimestampSchema } from '../api/requests';
import { INT4_MAX, SearchTermSchema } from '../validators';

/**
 * The chat (issue 29, DOMAIN.md 'Chat and support', decision 051): one conversation per company
 * with the office, live in both directions over server-sent events (`GET /chat/events`), with
 * typing, read receipts, unread counts, attachments and history paged backwards. Shared by the
 * API, the cabinet's `/profile/chat` and the back office's inbox.
 */

/** Who wrote a message: the company's people or the office (a manager or an admin). */
export const CHAT_SIDES = ['company', 'office'] as const;
export type ChatSide = (typeof CHAT_SIDES)[number];

export const CHAT_LIMITS = {
  /** The longest message, in characters. */
  textMax: 4000,
  /** Messages a page of history holds unless asked otherwise, and at most. */
  pageSize: 30,
  pageMax: 100,
  /** A message unread this long is e-mailed to its reader, once per quiet spell. */
  unreadMailAfterMs: 15 * 60_000,
  /** How long a 'typing' shows without another. */
  typingShowsMs: 6000,
  /** A side's 'typing' is passed on at most this often. */
  typingEveryMs: 2000,
} as const;

/**
 * A message's id: the position of the message in the portal's one ordered stream of messages
 * (kept as `bigint`; taken as an id within int4 like every id of the API, issue 24 §4).
 */
export const ChatMessageIdSchema = z.number().int().positive().max(INT4_MAX);

/** A file a message carries: served as an attachment only, never shown in the portal's origin. */
export const ChatAttachmentSchema = z.object({
  id: z.uuid(),
  file_name: z.string(),
  content_type: z.string(),
  size: z.number().int().describe('Bytes'),
  url: z.string().describe('`/api/attachments/{id}`'),
});
export type ChatAttachment = z.infer<typeof ChatAttachmentSchema>;

/** A person as the chat names them. */
export const ChatPersonSchema = z.object({ id: z.uuid(), name: z.string() });
export type ChatPerson = z.infer<typeof ChatPersonSchema>;

export const ChatMessageSchema = z.object({
  id: ChatMessageIdSchema,
  conversation_id: z.uuid(),
  side: z.enum(CHAT_SIDES),
  /** Who wrote it; null when their account is gone. */
  author: ChatPersonSchema.nullable(),
  text: z.string(),
  attachment: ChatAttachmentSchema.nullable(),
  /** The sender's own key of the message, when it gave one: a repeat with the same key is the same message. */
  client_id: z.string().nullable(),
  created_at: TimestampSchema,
});
export type ChatMessage = z.infer<typeof ChatMessageSchema>;

/** Where a conversation stands for the one who reads it. */
export const ChatConversationStateSchema = z.object({
  id: z.uuid(),
  company_id: z.uuid(),
  /** The last message of the office the company has read (0: none). */
  company_read_id: z.number().int(),
  /** The last message of the company the office has read (0: none). */
  office_read_id: z.number().int(),
  /** Messages of the other side the caller's side has not read. */
  unread: z.number().int(),
  /** The manager the conversation is assigned to. */
  assignee: ChatPersonSchema.nullable(),
});
export type ChatConversationState = z.infer<typeof ChatConversationStateSchema>;

/** `GET /chat`, `GET /admin/chat/{id}`: a page of history, before a message or the latest. */
export const ChatHistoryQuerySchema = z.strictObject({
  /** Messages older than this one (the first message of the page already shown). */
  before: z.coerce.number({ message: 'validation.invalid_value' }).int().positive().max(INT4_MAX).optional(),
  limit: z.coerce.number().int().min(1).max(CHAT_LIMITS.pageMax).default(CHAT_LIMITS.pageSize),
});
export type ChatHistoryQuery = z.infer<typeof ChatHistoryQuerySchema>;

export const ChatHistorySchema = z.object({
  conversation: ChatConversationStateSchema,
  /** Oldest first. */
  messages: z.array(ChatMessageSchema),
  /** Whether older messages remain (ask with `before` = the first id here). */
  has_more: z.boolean(),
  /** The stream's last message when this was read: open `GET /chat/events?after=` it to miss nothing since. */
  stream_id: z.number().int(),
});
export type ChatHistory = z.infer<typeof ChatHistorySchema>;
export const ChatHistoryResponseSchema = envelope(ChatHistorySchema);

/** A client's key of a message, so a resent message (a lost answer, a retried form) is kept once. */
export const ChatClientIdSchema = z.string().regex(/^[\w-]{8,64}$/, { message: 'validation.invalid_value' });

/** `POST /chat/messages`, `POST /admin/chat/{id}/messages`: a text, a file, or both. */
export const ChatMessageBodySchema = z
  .strictObject({
    text: z
      .string({ message: 'validation.required' })
      .trim()
      .max(CHAT_LIMITS.textMax, { message: 'chat.text_too_long' })
      .default(''),
    file: UploadRefSchema.optional(),
    client_id: ChatClientIdSchema.optional(),
  })
  .superRefine((body, ctx) => {
    if (body.text === '' && !body.file) {
      ctx.addIssue({ code: 'custom', path: ['text'], message: 'chat.text_or_file' });
    }
  });
export type ChatMessageBody = z.input<typeof ChatMessageBodySchema>;
export type ChatMessageData = z.output<typeof ChatMessageBodySchema>;
export const ChatMessageResponseSchema = envelope(ChatMessageSchema);

/** `POST /chat/read`, `POST /admin/chat/{id}/read`: everything of the other side up to this message is read. */
export const ChatReadBodySchema = z.strictObject({ through: ChatMessageIdSchema });
export const ChatReadResponseSchema = envelope(ChatConversationStateSchema);

/** `GET /chat/unread`: messages of the office the company has not read; for staff, conversations with unread messages. */
export const ChatUnreadSchema = z.object({ unread: z.number().int() });
export const ChatUnreadResponseSchema = envelope(ChatUnreadSchema);

export const ChatConversationParamsSchema = z.strictObject({
  id: z.uuid({ message: 'validation.invalid_value' }),
});
export const ChatAttachmentParamsSchema = ChatConversationParamsSchema;

/**
 * `GET /chat/events`: where to resume when the client has no `Last-Event-ID` yet (its first
 * connection): the `stream_id` of the page it shows. `Last-Event-ID`, when sent, wins.
 */
export const ChatEventsQuerySchema = z.strictObject({
  after: z.coerce.number({ message: 'validation.invalid_value' }).int().min(0).max(INT4_MAX).optional(),
});

/** `POST /attachments`: the name the file was chosen under. */
export const UploadAttachmentQuerySchema = z.strictObject({
  file_name: z.string().trim().min(1).max(200),
});

// ─── The live stream (`GET /chat/events`) ─────────────────────────────────────────────────

export { CHAT_EVENTS_PATH, CHAT_STREAM_EVENTS, type ChatStreamEventName } from './stream';

/** A message as the stream sends it: with its company, for the office's inbox. */
export const ChatStreamMessageSchema = ChatMessageSchema.extend({
  company_id: z.uuid(),
  company_name: z.string(),
});
export type ChatStreamMessage = z.infer<typeof ChatStreamMessageSchema>;

/** The other side (or the same side on another tab) has read up to `through`. */
export const ChatStreamReadSchema = z.object({
  conversation_id: z.uuid(),
  side: z.enum(CHAT_SIDES),
  through: z.number().int(),
});
export type ChatStreamRead = z.infer<typeof ChatStreamReadSchema>;

/** Someone is typing in a conversation. */
export const ChatStreamTypingSchema = z.object({
  conversation_id: z.uuid(),
  side: z.enum(CHAT_SIDES),
  /** Who types (a page ignores its own user's). */
  user_id: z.uuid(),
  name: z.string(),
});
export type ChatStreamTyping = z.infer<typeof ChatStreamTypingSchema>;

/** The office's view of a conversation changed (assigned to someone). */
export const ChatStreamConversationSchema = z.object({
  conversation_id: z.uuid(),
  assignee: ChatPersonSchema.nullable(),
});
export type ChatStreamConversation = z.infer<typeof ChatStreamConversationSchema>;

/** Sent first on every connection: the caller's unread count now. */
export const ChatStreamReadySchema = z.object({
  unread: z.number().int(),
  /** The message the stream resumed after (`Last-Event-ID`), or null on a first connection. */
  resumed_after: z.number().int().nullable(),
});
export type ChatStreamReady = z.infer<typeof ChatStreamReadySchema>;

export type ChatStreamEvent =
  | { event: 'ready'; data: ChatStreamReady }
  | { event: 'message'; id: number; data: ChatStreamMessage }
  | { event: 'read'; data: ChatStreamRead }
  | { event: 'typing'; data: ChatStreamTyping }
  | { event: 'unread'; data: z.infer<typeof ChatUnreadSchema> }
  | { event: 'conversation'; data: ChatStreamConversation }
  | { event: 'reset'; data: Record<string, never> };

// ─── The back office's inbox ──────────────────────────────────────────────────────────────

/** The inbox's views: every conversation, those awaiting an answer, the caller's, nobody's. */
export const ADMIN_CHAT_VIEWS = ['all', 'unanswered', 'mine', 'unassigned'] as const;
export type AdminChatView = (typeof ADMIN_CHAT_VIEWS)[number];

export const AdminChatListQuerySchema = z.strictObject({
  ...PaginationQuerySchema.shape,
  view: z.enum(ADMIN_CHAT_VIEWS, { message: 'validation.invalid_value' }).default('all'),
  search: SearchTermSchema().optional().describe('Company name, EDRPOU, e-mail, or words of a message'),
});
export type AdminChatListQuery = z.infer<typeof AdminChatListQuerySchema>;

export const ChatCompanyRefSchema = z.object({
  company_id: z.uuid(),
  user_id: z.uuid(),
  name: z.string(),
  edrpou_code: z.string(),
});
export type ChatCompanyRef = z.infer<typeof ChatCompanyRefSchema>;

export const AdminChatListItemSchema = z.object({
  id: z.uuid(),
  company: ChatCompanyRefSchema,
  /** The last message, its text cut to 140 characters. */
  last_message: z
    .object({
      id: z.number().int(),
      side: z.enum(CHAT_SIDES),
      text: z.string(),
      has_attachment: z.boolean(),
      created_at: TimestampSchema,
    })
    .nullable(),
  /** The company wrote last: it waits for the office's answer (listed first). */
  unanswered: z.boolean(),
  /** Since when it waits: the first company message after the office's last. */
  waiting_since: TimestampSchema.nullable(),
  /** Messages of the company the office has not read. */
  unread: z.number().int(),
  assignee: ChatPersonSchema.nullable(),
});
export type AdminChatListItem = z.infer<typeof AdminChatListItemSchema>;

export const AdminChatListResponseSchema = envelope(
  z.object({
    items: z.array(AdminChatListItemSchema),
    meta: PaginationMetaSchema,
    /** The stream's last message when this was read (`GET /chat/events?after=`). */
    stream_id: z.number().int(),
    /** Conversations in each view, within the search. */
    counts: z.object({
      all: z.number().int(),
      unanswered: z.number().int(),
      mine: z.number().int(),
      unassigned: z.number().int(),
    }),
  }),
);

/** The company's card beside its conversation. */
export const ChatCompanyCardSchema = ChatCompanyRefSchema.extend({
  email: z.string(),
  phone: z.string().nullable(),
  contact_name: z.string(),
  /** The language the company's person reads the portal's mail in: canned answers are offered in it. */
  locale: z.enum(['uk', 'en']),
  approved: z.boolean(),
  /** The plan in force, when there is one. */
  tariff: z.string().nullable(),
  registered_at: TimestampSchema,
});
export type ChatCompanyCard = z.infer<typeof ChatCompanyCardSchema>;

export const AdminChatConversationSchema = ChatHistorySchema.extend({ company: ChatCompanyCardSchema });
export type AdminChatConversation = z.infer<typeof AdminChatConversationSchema>;
export const AdminChatConversationResponseSchema = envelope(AdminChatConversationSchema);

/** `PUT /admin/chat/{id}/assignee`: a manager or admin, or null for nobody. */
export const AdminChatAssignBodySchema = z.strictObject({
  user_id: z.uuid({ message: 'validation.invalid_value' }).nullable(),
});

/** `GET /admin/staff`: the office's people, whom a conversation can be assigned to. */
export const StaffMemberSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  role: z.enum(['manager', 'admin']),
});
export type StaffMember = z.infer<typeof StaffMemberSchema>;
export const StaffListResponseSchema = envelope(z.object({ items: z.array(StaffMemberSchema) }));

// ─── Canned answers ───────────────────────────────────────────────────────────────────────

const bilingual = (min: number, max: number) =>
  z.strictObject({
    uk: z.string().trim().min(min, { message: 'validation.required' }).max(max),
    en: z.string().trim().min(min, { message: 'validation.required' }).max(max),
  });

/** A ready answer managers insert into the composer, in the company's language. */
export const CannedAnswerBodySchema = z.strictObject({
  title: bilingual(1, 120),
  text: bilingual(1, CHAT_LIMITS.textMax),
});
export type CannedAnswerBody = z.input<typeof CannedAnswerBodySchema>;

export const CannedAnswerSchema = z.object({
  id: z.uuid(),
  title: z.object({ uk: z.string(), en: z.string() }),
  text: z.object({ uk: z.string(), en: z.string() }),
  updated_at: TimestampSchema,
});
export type CannedAnswer = z.infer<typeof CannedAnswerSchema>;
export const CannedAnswerResponseSchema = envelope(CannedAnswerSchema);
export const CannedAnswerListResponseSchema = envelope(z.object({ items: z.array(CannedAnswerSchema) }));
