import { z } from 'zod';
import { COURIER_CONTENTS } from '@portal/contract';

/**
 * The courier company's lead endpoint as the portal speaks to it (decision 049). The courier's
 * form takes leads over HTTP: `POST {COURIER_LEAD_URL}` with a JSON lead and the header
 * `Idempotency-Key` (the same key as the body's `idempotency_key`: the portal's id of the request).
 * A new lead answers 201 `{ lead_id }`; a key already received answers 200 with the same lead, so
 * a lead sent again after a lost answer is taken once. 4xx refuses the lead for good (a retry
 * would get the same), except 408, 425 and 429, which like 5xx mean "try again later". When the
 * courier's real protocol differs, this file, the client and the fake change together.
 */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';

/** Statuses of 4xx that say "not now" rather than "never". */
export const RETRYABLE_CLIENT_STATUSES: ReadonlySet<number> = new Set([408, 425, 429]);

export const CourierLeadSchema = z.object({
  idempotency_key: z.uuid(),
  /** Who sends the lead: the portal. */
  source: z.literal('exporters-portal'),
  sender: z.object({
    company: z.string().min(1),
    edrpou: z.string(),
    contact_name: z.string().min(1),
    phone: z.string().min(1),
    email: z.string().min(1),
  }),
  pickup: z.object({
    city: z.string().min(1),
    /** An address, or a Nova Poshta branch's number: one of them. */
    address: z.string().nullable(),
    branch_number: z.string().nullable(),
    /** The preferred day, `YYYY-MM-DD`. */
    date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  }),
  parcel: z.object({
    contents: z.enum(COURIER_CONTENTS),
    weight_kg: z.number().positive(),
    length_cm: z.number().int().positive(),
    width_cm: z.number().int().positive(),
    height_cm: z.number().int().positive(),
  }),
  /** ISO 3166-1 alpha-2. */
  destination_country: z.string().length(2),
  comment: z.string(),
});
export type CourierLead = z.infer<typeof CourierLeadSchema>;

export const CourierLeadAnswerSchema = z.object({ lead_id: z.string().min(1).max(200) });
export type CourierLeadAnswer = z.infer<typeof CourierLeadAnswerSchema>;
