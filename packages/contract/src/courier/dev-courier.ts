import { z } from 'zod';
import { envelope } from '../envelope';
import { TimestampSchema } from '../api/requests';

/**
 * The local fake courier outside production (decision 049): how it answers leads, and the leads
 * it kept. The browser suite sets it down and up again; a person trying the portal can too.
 * - `up`: keeps each new lead (201) and answers a repeated idempotency key with the same lead (200);
 * - `down`: drops every connection unanswered;
 * - `slow`: keeps the lead but answers only after the portal has stopped waiting (a lost answer);
 * - `failing`: answers 500;
 * - `refusing`: answers 422 (a lead the courier will never take).
 */
export const FAKE_COURIER_MODES = ['up', 'down', 'slow', 'failing', 'refusing'] as const;
export type FakeCourierMode = (typeof FAKE_COURIER_MODES)[number];

export const DevCourierBodySchema = z.strictObject({ mode: z.enum(FAKE_COURIER_MODES) });
export type DevCourierBody = z.input<typeof DevCourierBodySchema>;

export const DevCourierSchema = z.object({
  mode: z.enum(FAKE_COURIER_MODES),
  /** Every POST the fake received, leads repeated by a retry included. */
  posts: z.number().int(),
  /** The leads it kept, one per idempotency key, oldest first. */
  leads: z.array(
    z.object({ idempotency_key: z.string(), lead_id: z.string(), received_at: TimestampSchema }),
  ),
});
export type DevCourier = z.infer<typeof DevCourierSchema>;
export const DevCourierResponseSchema = envelope(DevCourierSchema);
