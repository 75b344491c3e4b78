import { z } from 'zod';
import { envelope, paginated } from '../../envelope';
import { RowIdParamSchema, RowIdSchema } from '../../validators';
import { managerView, queueShape, QueueCountsSchema } from '../../api/admin';
import {
  listFilterShape,
  RequestPermissionsSchema,
  ShortApplicationStatusSchema,
  StatusChangeSchema,
  TimestampSchema,
} from '../../api/requests';
import { CatalogRefSchema, CatalogServiceSchema, ServiceFormSchema } from '../../catalog/catalog';
import { UploadFileNameSchema } from '../../api/files';
import { InvoiceSummarySchema } from '../../api/money';
import { PAYMENT_METHODS } from '../../constants';

/**
 * Orders of the catalogue's services (issue 27, DOMAIN.md 'Catalogue of services with forms'):
 * an approved company answers the form of a published service; the order keeps the form's
 * version it was filled with, so a form changed later leaves it readable and editable. The
 * shorter status set: sent at once (`accepted`), changed by the exporter while not taken
 * (`accepted`, or `in_finalization` when a manager asked for more, which sends it again).
 */

/** The answers' size: a form has at most 20 sections of 50 fields. */
export const SERVICE_ORDER_LIMITS = { answersMax: 1000 } as const;

/**
 * `POST /catalog/data/{id}` and `POST /catalog/data/{id}/{itemId}`: the answers, keyed by the
 * form's field keys (a file field's answer is `{ file_id }` of an upload of the same user,
 * `POST /catalog/files`), and the form version they answer (`form_id`): a new order answers the
 * service's current version (409 `catalog.form_changed` when a manager published another
 * meanwhile), a change answers the order's own.
 */
export const ServiceOrderBodySchema = z.strictObject({
  form_id: RowIdSchema,
  /**
   * How a priced service's order is paid (issue 27 §1): its invoice is paid by card (LiqPay's
   * checkout, `POST /invoices/{id}/checkout`) or by bank transfer. Required when the service has
   * a price (422 `catalog.payment_method_required`); ignored for a free one and on a change.
   */
  payment_method: z.enum(PAYMENT_METHODS).optional(),
  answers: z
    .record(z.string().max(40), z.unknown())
    .refine((answers) => Object.keys(answers).length <= SERVICE_ORDER_LIMITS.answersMax, {
      message: 'validation.invalid_value',
    }),
});
export type ServiceOrderBody = z.input<typeof ServiceOrderBodySchema>;
export type ServiceOrderData = z.output<typeof ServiceOrderBodySchema>;

export const ServiceOrderParamsSchema = z.strictObject({
  id: CatalogRefSchema,
  itemId: z.uuid({ message: 'validation.invalid_value' }),
});

const { hs: _classification, ...orderFilterShape } = listFilterShape;
/** `GET /catalog/orders` (ours): the company's orders, the lists' filters but the classification. */
export const ServiceOrderListQuerySchema = z.strictObject({
  ...orderFilterShape,
  status: ShortApplicationStatusSchema.optional(),
});
export type ServiceOrderListQuery = z.infer<typeof ServiceOrderListQuerySchema>;

export const ServiceOrderServiceRefSchema = z.object({
  /** The service's id: its orders are read at `/catalog/data/{id}/{itemId}`. */
  id: z.number().int(),
  /** The service's title when it was ordered, in the request's language. */
  title: z.string(),
});

/** What an order is about in the exporter's words: its first text answer (a product's name), or empty. */
const SubjectSchema = z.string();

export const ServiceOrderListItemSchema = z.object({
  id: z.uuid(),
  number: z.number().int(),
  status: ShortApplicationStatusSchema,
  service: ServiceOrderServiceRefSchema,
  subject: SubjectSchema,
  created_at: TimestampSchema,
  status_changed_at: TimestampSchema,
  /** Only in the managers' queue. */
  company_name: z.string().optional(),
});
export type ServiceOrderListItem = z.infer<typeof ServiceOrderListItemSchema>;
export const ServiceOrderListResponseSchema = paginated(ServiceOrderListItemSchema);

/** A kept file of an order: an answer's file or one of the office's results. */
export const ServiceOrderFileSchema = z.object({
  id: z.uuid(),
  file_name: z.string(),
  content_type: z.string(),
  size: z.number().int(),
  /** Where it is downloaded (`/api/catalog/files/{id}`), by the company and the managers only. */
  url: z.string(),
});
export type ServiceOrderFile = z.infer<typeof ServiceOrderFileSchema>;

export const ServiceOrderSchema = z.object({
  id: z.uuid(),
  number: z.number().int(),
  status: ShortApplicationStatusSchema,
  service: ServiceOrderServiceRefSchema,
  subject: SubjectSchema,
  /** The form's version the order was filled with (never the later ones). */
  form: ServiceFormSchema,
  answers: z.record(z.string(), z.unknown()),
  /** The files the answers name, by field key. */
  files: z.record(z.string(), ServiceOrderFileSchema),
  /** The office's results (a report, a certificate), oldest first. */
  results: z.array(
    ServiceOrderFileSchema.extend({
      /** What `DELETE /admin/service-orders/{id}/results/{resultId}` names. */
      result_id: z.number().int(),
      created_at: TimestampSchema,
    }),
  ),
  /** Every status change, oldest first: the managers' comments are their answers. */
  history: z.array(StatusChangeSchema),
  permissions: RequestPermissionsSchema,
  /** Whether the exporter may still change it: sent and not taken yet, or sent back for more. */
  can_edit: z.boolean(),
  /**
   * A priced service's invoice (null for a free one): the order waits unsent (`created`) until
   * it is paid, then goes to the managers.
   */
  invoice: InvoiceSummarySchema.nullable(),
  submitted_at: TimestampSchema.nullable(),
  status_changed_at: TimestampSchema,
  created_at: TimestampSchema,
  updated_at: TimestampSchema,
});
export type ServiceOrder = z.infer<typeof ServiceOrderSchema>;
export const ServiceOrderResponseSchema = envelope(ServiceOrderSchema);

/** `GET /catalog/data/{id}`: a service with its current form and the company's orders of it, newest first. */
export const CatalogServiceDataSchema = z.object({
  service: CatalogServiceSchema,
  orders: z.array(ServiceOrderListItemSchema),
});
export type CatalogServiceData = z.infer<typeof CatalogServiceDataSchema>;
export const CatalogServiceDataResponseSchema = envelope(CatalogServiceDataSchema);

export const AdminServiceOrderQueueQuerySchema = z.strictObject({
  ...queueShape,
  status: ShortApplicationStatusSchema.optional().describe('Default: every status but created (drafts)'),
});
export type AdminServiceOrderQueueQuery = z.infer<typeof AdminServiceOrderQueueQuerySchema>;
export const AdminServiceOrderQueueResponseSchema = envelope(
  z.object({
    items: z.array(ServiceOrderListItemSchema),
    meta: paginated(ServiceOrderListItemSchema).shape.data.shape.meta,
    counts: QueueCountsSchema,
  }),
);
export const AdminServiceOrderSchema = z.object({ request: ServiceOrderSchema, ...managerView });
export type AdminServiceOrder = z.infer<typeof AdminServiceOrderSchema>;
export const AdminServiceOrderResponseSchema = envelope(AdminServiceOrderSchema);

/** `POST /admin/service-orders/{id}/results`: a result file uploaded first (`POST /admin/files?kind=document`). */
export const AdminServiceOrderResultBodySchema = z.strictObject({
  file: z.strictObject({ file_id: z.uuid({ message: 'validation.invalid_value' }) }),
});
export const AdminServiceOrderResultParamsSchema = z.strictObject({
  id: z.uuid({ message: 'validation.invalid_value' }),
  resultId: RowIdParamSchema,
});

/** `POST /catalog/files`: the name the file was chosen under (the body is the file). */
export const UploadCatalogFileQuerySchema = z.strictObject({ file_name: UploadFileNameSchema });

/** `GET /catalog/files/{id}`: a file an order names. */
export const CatalogFileParamsSchema = z.strictObject({
  id: z.uuid({ message: 'validation.invalid_value' }),
});
