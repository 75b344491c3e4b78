import { z } from 'zod';

/**
 * The part of Vkursi's partner API the portal uses (decision 032): opening an account for a
 * user of a partner. `POST /api/1.0/partner/users`, bearer token, JSON in and out. A new account
 * answers 201; an e-mail that already has one answers 409 with the same fields (the account is
 * then linked, not made twice); a wrong token 401.
 */
export const VKURSI_USERS_PATH = '/api/1.0/partner/users';

export const VkursiUserRequestSchema = z.object({
  email: z.email(),
  phone: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  company_name: z.string(),
  edrpou: z.string(),
  /** The portal's id of the user: Vkursi keeps it to link the account back. */
  external_id: z.string(),
});
export type VkursiUserRequest = z.infer<typeof VkursiUserRequestSchema>;

export const VkursiUserResponseSchema = z.object({
  user_id: z.string().min(1),
  login_url: z.url({ protocol: /^https?$/ }),
});
export type VkursiUserResponse = z.infer<typeof VkursiUserResponseSchema>;
