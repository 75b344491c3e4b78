import { SalesMarketApplicationSchema, SalesMarketListItemSchema, SharedContactSchema } from './schemas';
import { QueueCountsSchema, managerView, queueShape } from '../../api/admin';
import { EmailSchema, WebsiteUrlSchema } from '../../api/auth';
import { CountryCodeSchema, requiredText } from '../../api/public-forms';
import { ApplicationStatusSchema } from '../../api/requests';
import { envelope, paginated } from '../../envelope';
import { z } from 'zod';

export const AdminSalesMarketQueueQuerySchema = z.strictObject({
  ...queueShape,
  status: ApplicationStatusSchema.optional().describe('Default: every status but created (drafts)'),
});
export type AdminSalesMarketQueueQuery = z.infer<typeof AdminSalesMarketQueueQuerySchema>;
export const AdminSalesMarketQueueResponseSchema = envelope(
  z.object({
    items: z.array(SalesMarketListItemSchema),
    meta: paginated(SalesMarketListItemSchema).shape.data.shape.meta,
    counts: QueueCountsSchema,
  }),
);
export const AdminSalesMarketSchema = z.object({
  application: SalesMarketApplicationSchema,
  shared_contacts: z.array(SharedContactSchema),
  ...managerView,
});
export type AdminSalesMarket = z.infer<typeof AdminSalesMarketSchema>;
export const AdminSalesMarketResponseSchema = envelope(AdminSalesMarketSchema);
/** `POST /admin/sales-market/{id}/shared-contacts`: an importer's contacts for the exporter. */
export const AdminSharedContactBodySchema = z.strictObject({
  company_name: requiredText(2, 200),
  country_code: CountryCodeSchema,
  contact_name: z.string().trim().max(150).optional(),
  position: z.string().trim().max(150).optional(),
  email: EmailSchema.optional(),
  phone: z.string().trim().max(40).optional(),
  website: WebsiteUrlSchema.optional(),
  note: z.string().trim().max(2000).optional(),
});
export type AdminSharedContactBody = z.input<typeof AdminSharedContactBodySchema>;
