import { z } from 'zod';
import { envelope, PaginationMetaSchema, PaginationQuerySchema } from '../envelope';
import { TimestampSchema } from '../api/requests';
import { SearchTermSchema } from '../validators';
import { SUPPORT_TOPICS } from '../api/public-forms';
import { ChatAttachmentSchema } from './chat';

/**
 * Support (issue 29 §4, DOMAIN.md 'Support'): the feedback form (`POST /feedback/send`), the
 * user's earlier messages with the office's answers at `/profile/support`, and the back office's
 * list where managers answer; an answer goes out by e-mail and shows in the cabinet.
 */

export const SUPPORT_LIMITS = { answerMin: 2, answerMax: 5000 } as const;

export const SupportAnswerSchema = z.object({
  text: z.string(),
  answered_at: TimestampSchema,
  /** The manager who answered; null when their account is gone. */
  by: z.string().nullable(),
});

export const SupportMessageSchema = z.object({
  id: z.uuid(),
  topic: z.enum(SUPPORT_TOPICS).nullable(),
  subject: z.string(),
  message: z.string(),
  attachment: ChatAttachmentSchema.nullable(),
  created_at: TimestampSchema,
  answer: SupportAnswerSchema.nullable(),
});
export type SupportMessage = z.infer<typeof SupportMessageSchema>;

export const SupportListQuerySchema = z.strictObject({ ...PaginationQuerySchema.shape });
export const SupportListResponseSchema = envelope(
  z.object({ items: z.array(SupportMessageSchema), meta: PaginationMetaSchema }),
);

export const ADMIN_SUPPORT_VIEWS = ['unanswered', 'answered', 'all'] as const;
export type AdminSupportView = (typeof ADMIN_SUPPORT_VIEWS)[number];

export const AdminSupportListQuerySchema = z.strictObject({
  ...PaginationQuerySchema.shape,
  view: z.enum(ADMIN_SUPPORT_VIEWS, { message: 'validation.invalid_value' }).default('unanswered'),
  topic: z.enum(SUPPORT_TOPICS, { message: 'validation.invalid_value' }).optional(),
  search: SearchTermSchema().optional().describe('Name, e-mail, subject or words of the message'),
});
export type AdminSupportListQuery = z.infer<typeof AdminSupportListQuerySchema>;

export const AdminSupportMessageSchema = SupportMessageSchema.extend({
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  /** The language the message was written in: the answer's e-mail goes in it. */
  locale: z.enum(['uk', 'en']),
  /** The account it was sent from; null for a guest. */
  user: z.object({ id: z.uuid(), company_name: z.string().nullable() }).nullable(),
});
export type AdminSupportMessage = z.infer<typeof AdminSupportMessageSchema>;
export const AdminSupportMessageResponseSchema = envelope(AdminSupportMessageSchema);

export const AdminSupportListResponseSchema = envelope(
  z.object({
    items: z.array(AdminSupportMessageSchema),
    meta: PaginationMetaSchema,
    counts: z.object({ unanswered: z.number().int(), answered: z.number().int(), all: z.number().int() }),
  }),
);

export const SupportParamsSchema = z.strictObject({ id: z.uuid({ message: 'validation.invalid_value' }) });

/** `POST /admin/support/{id}/answer`: the office's answer, e-mailed to the sender and shown in the cabinet. */
export const SupportAnswerBodySchema = z.strictObject({
  text: z.string().trim().min(SUPPORT_LIMITS.answerMin).max(SUPPORT_LIMITS.answerMax),
});
