import { z } from 'zod';
import { envelope } from '../envelope';
import { TimestampSchema } from './requests';

/**
 * Vkursi (issue 16 §5, spec §7 `POST /vkursi/register-user`, DOMAIN.md 'Professional services'):
 * the portal opens the user's account at the Ukrainian company-data service once. Decision 032.
 */
export const VkursiAccountSchema = z.object({
  /** The account exists (opened through the portal, or linked when Vkursi already knew the e-mail). */
  registered: z.boolean(),
  /** Where the user signs in at Vkursi; null before registering. */
  login_url: z.string().nullable(),
  registered_at: TimestampSchema.nullable(),
});
export type VkursiAccount = z.infer<typeof VkursiAccountSchema>;
export const VkursiAccountResponseSchema = envelope(VkursiAccountSchema);
export const VkursiRegisterBodySchema = z.strictObject({});
