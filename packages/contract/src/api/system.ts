import { z } from 'zod';
import { envelope } from '../envelope';

export const HealthSchema = z.object({ status: z.literal('ok') });
export const ReadinessSchema = z.object({
  /** `draining`: the instance is shutting down and still finishing what it was sent (issue 30 §1). */
  status: z.enum(['ready', 'unavailable', 'draining']),
  database: z.enum(['up', 'down']),
});

export const OutboxQuerySchema = z.strictObject({
  to: z.string().max(320).optional(),
  channel: z.enum(['email', 'sms']).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});
export type OutboxQuery = z.infer<typeof OutboxQuerySchema>;

export const OutboxMessageSchema = z.object({
  id: z.string(),
  channel: z.enum(['email', 'sms']),
  recipient: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string().nullable(),
  time: z.string(),
});
export type OutboxMessage = z.infer<typeof OutboxMessageSchema>;
export const OutboxResponseSchema = envelope(z.array(OutboxMessageSchema));
