import { z } from 'zod';
import { envelope, paginated } from '../../envelope';
import type { ApiLocale } from '../../locale';
import { requiredText } from '../../api/public-forms';
import { managerView, queueShape, QueueCountsSchema } from '../../api/admin';
import {
  listFilterShape,
  OptionSchema,
  RequestPermissionsSchema,
  ShortApplicationStatusSchema,
  StatusChangeSchema,
  TimestampSchema,
} from '../../api/requests';

/**
 * Assistance requests (issue 15 §3, DOMAIN.md 'Assistance'): an approved company asks the
 * office's assistant for help on a topic, saying how and when it wants to be contacted; the
 * shorter status set; the managers answer with the comments of their moves, which the exporter
 * reads in the history. No subscription is needed (DOMAIN.md 'Professional services').
 */

type Named<Code extends string> = { readonly code: Code } & Record<ApiLocale, string>;

/** What an exporter may ask the assistant about. */
export const ASSISTANT_TOPICS = [
  { code: 'export_documents', uk: 'Експортні документи', en: 'Export documents' },
  { code: 'certification', uk: 'Сертифікація продукції', en: 'Product certification' },
  { code: 'logistics', uk: 'Логістика', en: 'Logistics' },
  { code: 'finding_buyers', uk: 'Пошук покупців', en: 'Finding buyers' },
  { code: 'customs', uk: 'Митне оформлення', en: 'Customs clearance' },
  { code: 'payments', uk: 'Розрахунки з іноземними покупцями', en: 'Payments with foreign buyers' },
  { code: 'other', uk: 'Інше питання', en: 'Another question' },
] as const satisfies readonly Named<string>[];
export type AssistantTopic = (typeof ASSISTANT_TOPICS)[number]['code'];
export const ASSISTANT_TOPIC_CODES = ASSISTANT_TOPICS.map((topic) => topic.code) as [
  AssistantTopic,
  ...AssistantTopic[],
];

/** How the exporter wants to be contacted. */
export const ASSISTANT_CHANNELS = [
  { code: 'phone', uk: 'Телефон', en: 'Phone' },
  { code: 'email', uk: 'Електронна пошта', en: 'E-mail' },
  { code: 'video_call', uk: 'Відеодзвінок', en: 'Video call' },
] as const satisfies readonly Named<string>[];
export type AssistantChannel = (typeof ASSISTANT_CHANNELS)[number]['code'];
export const ASSISTANT_CHANNEL_CODES = ASSISTANT_CHANNELS.map((channel) => channel.code) as [
  AssistantChannel,
  ...AssistantChannel[],
];

export const ASSISTANT_LIMITS = {
  descriptionMin: 20,
  descriptionMax: 3000,
  preferredTimeMax: 200,
} as const;

/**
 * `POST /assistant/store` (a new request, sent to the managers at once) and `store/{id}` (the
 * request changed and sent again after a manager asked for more, `in_finalization`).
 */
export const AssistantBodySchema = z.strictObject({
  topic: z.enum(ASSISTANT_TOPIC_CODES),
  description: requiredText(ASSISTANT_LIMITS.descriptionMin, ASSISTANT_LIMITS.descriptionMax),
  preferred_channel: z.enum(ASSISTANT_CHANNEL_CODES),
  /** When the exporter can talk, in their words ("weekdays after 14:00"); free text. */
  preferred_time: z.string().trim().max(ASSISTANT_LIMITS.preferredTimeMax).optional(),
});
export type AssistantBody = z.input<typeof AssistantBodySchema>;
export type AssistantData = z.output<typeof AssistantBodySchema>;

/** The lists' filters but the classification, which an assistance request has not. */
const { hs: _classification, ...assistantFilterShape } = listFilterShape;
export const AssistantListQuerySchema = z.strictObject({
  ...assistantFilterShape,
  status: ShortApplicationStatusSchema.optional(),
});
export type AssistantListQuery = z.infer<typeof AssistantListQuerySchema>;

export const AssistantListItemSchema = z.object({
  id: z.uuid(),
  number: z.number().int(),
  status: ShortApplicationStatusSchema,
  topic: OptionSchema,
  preferred_channel: OptionSchema,
  /** The start of the description. */
  excerpt: z.string(),
  created_at: TimestampSchema,
  status_changed_at: TimestampSchema,
  /** Only in the managers' queue. */
  company_name: z.string().optional(),
});
export type AssistantListItem = z.infer<typeof AssistantListItemSchema>;
export const AssistantListResponseSchema = paginated(AssistantListItemSchema);

export const AssistantRequestSchema = z.object({
  id: z.uuid(),
  number: z.number().int(),
  status: ShortApplicationStatusSchema,
  topic: OptionSchema,
  description: z.string(),
  preferred_channel: OptionSchema,
  preferred_time: z.string(),
  /** Every status change, oldest first: the managers' answers are their comments. */
  history: z.array(StatusChangeSchema),
  permissions: RequestPermissionsSchema,
  submitted_at: TimestampSchema.nullable(),
  status_changed_at: TimestampSchema,
  created_at: TimestampSchema,
  updated_at: TimestampSchema,
});
export type AssistantRequest = z.infer<typeof AssistantRequestSchema>;
export const AssistantRequestResponseSchema = envelope(AssistantRequestSchema);

export const AdminAssistantQueueQuerySchema = z.strictObject({
  ...queueShape,
  status: ShortApplicationStatusSchema.optional().describe('Default: every status but created (drafts)'),
});
export type AdminAssistantQueueQuery = z.infer<typeof AdminAssistantQueueQuerySchema>;
export const AdminAssistantQueueResponseSchema = envelope(
  z.object({
    items: z.array(AssistantListItemSchema),
    meta: paginated(AssistantListItemSchema).shape.data.shape.meta,
    counts: QueueCountsSchema,
  }),
);
export const AdminAssistantSchema = z.object({ request: AssistantRequestSchema, ...managerView });
export type AdminAssistant = z.infer<typeof AdminAssistantSchema>;
export const AdminAssistantResponseSchema = envelope(AdminAssistantSchema);
