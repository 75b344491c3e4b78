import { CHECK_LIST_CATEGORY_CODES } from './options';
import { requiredText } from '../../api/public-forms';
import {
  ClassificationRefSchema,
  NamedCodeSchema,
  OptionSchema,
  QuestionAnswersSchema,
  RequestPermissionsSchema,
  ShortApplicationStatusSchema,
  TargetCountriesSchema,
  TimestampSchema,
  classificationShape,
  listFilterShape,
  refineClassification,
} from '../../api/requests';
import { FIELD_OF_ACTIVITY_CODES } from '../../company-options';
import { envelope, paginated } from '../../envelope';
import { QUESTION_ANSWERS, REQUEST_LIMITS } from '../../request-options';
import { z } from 'zod';

export const CheckListChangesQuerySchema = z.strictObject({
  check_list_request_id: z.uuid({ message: 'validation.invalid_value' }),
});
// ─── Market-analysis requests (check-list) ───────────────────────────────────────────────

/** `POST /profile/check-list/manage` (create) and `/manage/{id}` (update). */
export const CheckListBodySchema = z
  .strictObject({
    category: z.enum(CHECK_LIST_CATEGORY_CODES),
    area_of_activity: z.enum(FIELD_OF_ACTIVITY_CODES),
    product_name: requiredText(2, 300),
    hs_section: classificationShape.hs_section,
    hs_group: classificationShape.hs_group.optional(),
    hs_product_item: classificationShape.hs_product_item.optional(),
    target_countries: TargetCountriesSchema,
    answers: QuestionAnswersSchema.optional(),
    comment: z.string().trim().max(REQUEST_LIMITS.commentMax).optional(),
    /** true (default): send it to the managers; false: keep it as a draft. */
    submit: z.boolean().optional(),
  })
  .superRefine((body, ctx) => {
    refineClassification(body, ctx);
    if (body.hs_product_item && !body.hs_group) {
      ctx.addIssue({ code: 'custom', path: ['hs_group'], message: 'validation.required' });
    }
  });
export type CheckListBody = z.input<typeof CheckListBodySchema>;
export type CheckListData = z.output<typeof CheckListBodySchema>;

export const CheckListListQuerySchema = z.strictObject({
  ...listFilterShape,
  status: ShortApplicationStatusSchema.optional(),
  category: z.enum(CHECK_LIST_CATEGORY_CODES).optional(),
});
export type CheckListListQuery = z.infer<typeof CheckListListQuerySchema>;

export const CheckListListItemSchema = z.object({
  id: z.uuid(),
  number: z.number().int(),
  status: ShortApplicationStatusSchema,
  category: OptionSchema,
  product_name: z.string(),
  target_countries: z.array(z.string()),
  created_at: TimestampSchema,
  status_changed_at: TimestampSchema,
  company_name: z.string().optional(),
});
export type CheckListListItem = z.infer<typeof CheckListListItemSchema>;
export const CheckListListResponseSchema = paginated(CheckListListItemSchema);

export const CheckListRequestSchema = z.object({
  id: z.uuid(),
  number: z.number().int(),
  status: ShortApplicationStatusSchema,
  category: OptionSchema,
  area_of_activity: OptionSchema,
  product_name: z.string(),
  classification: ClassificationRefSchema,
  target_countries: z.array(NamedCodeSchema),
  answers: z.record(z.string(), z.enum(QUESTION_ANSWERS)),
  comment: z.string(),
  permissions: RequestPermissionsSchema,
  submitted_at: TimestampSchema.nullable(),
  status_changed_at: TimestampSchema,
  created_at: TimestampSchema,
  updated_at: TimestampSchema,
});
export type CheckListRequest = z.infer<typeof CheckListRequestSchema>;
export const CheckListRequestResponseSchema = envelope(CheckListRequestSchema);
