import { CHECK_LIST_CATEGORY_CODES } from './options';
import { CheckListListItemSchema, CheckListRequestSchema } from './schemas';
import { QueueCountsSchema, managerView, queueShape } from '../../api/admin';
import { ShortApplicationStatusSchema } from '../../api/requests';
import { envelope, paginated } from '../../envelope';

import { z } from 'zod';

export const AdminCheckListQueueQuerySchema = z.strictObject({
  ...queueShape,
  status: ShortApplicationStatusSchema.optional(),
  category: z.enum(CHECK_LIST_CATEGORY_CODES).optional(),
});
export type AdminCheckListQueueQuery = z.infer<typeof AdminCheckListQueueQuerySchema>;
export const AdminCheckListQueueResponseSchema = envelope(
  z.object({
    items: z.array(CheckListListItemSchema),
    meta: paginated(CheckListListItemSchema).shape.data.shape.meta,
    counts: QueueCountsSchema,
  }),
);

export const AdminCheckListSchema = z.object({ request: CheckListRequestSchema, ...managerView });
export type AdminCheckList = z.infer<typeof AdminCheckListSchema>;
export const AdminCheckListResponseSchema = envelope(AdminCheckListSchema);
