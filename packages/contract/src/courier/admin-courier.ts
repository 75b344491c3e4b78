import { z } from 'zod';
import { envelope, PaginationMetaSchema, PaginationQuerySchema } from '../envelope';
import { AdminDateSchema, AdminInvoiceCompanySchema } from '../api/admin-money';
import { SearchTermSchema } from '../validators';
import { COURIER_STATES, CourierRequestSchema, type CourierState } from './courier';

/**
 * The back office's courier requests (issue 28 §5): every company's, by state, company and period,
 * with each delivery's attempts and last error, for the managers to follow up what failed.
 */

export const AdminCourierRequestsQuerySchema = z.strictObject({
  ...PaginationQuerySchema.shape,
  state: z.enum([...COURIER_STATES, 'all'], { message: 'validation.invalid_value' }).default('all'),
  /** Sent on or after this day (Kyiv). */
  from: AdminDateSchema.optional(),
  /** Sent on or before this day (Kyiv), inclusive. */
  to: AdminDateSchema.optional(),
  /** One company's requests: its user id. */
  company: z.uuid({ message: 'validation.invalid_value' }).optional(),
  search: SearchTermSchema().optional().describe('Company name, EDRPOU, city or contact name'),
});
export type AdminCourierRequestsQuery = z.infer<typeof AdminCourierRequestsQuerySchema>;

export const AdminCourierRequestSchema = CourierRequestSchema.extend({
  /** The company that sent it, as the back office names it. */
  company: AdminInvoiceCompanySchema,
  /** The last attempt's error as the courier's endpoint (or the network) gave it; null when none failed. */
  last_error: z.string().nullable(),
});
export type AdminCourierRequest = z.infer<typeof AdminCourierRequestSchema>;
export const AdminCourierRequestResponseSchema = envelope(AdminCourierRequestSchema);

export const AdminCourierRequestsResponseSchema = envelope(
  z.object({
    items: z.array(AdminCourierRequestSchema),
    meta: PaginationMetaSchema,
    /** Requests in each state within the other filters, whatever the state filter. */
    counts: z.object(
      Object.fromEntries(COURIER_STATES.map((state) => [state, z.number().int()])) as Record<
        CourierState,
        z.ZodNumber
      >,
    ),
  }),
);
