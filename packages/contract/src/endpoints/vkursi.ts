import { VkursiAccountResponseSchema, VkursiRegisterBodySchema } from '../api/vkursi';
import { endpoint } from '../endpoint';

/** Vkursi, the company-data service (spec §7 'Company-data providers', issue 16 §5, decision 032). */

const tags = ['vkursi'] as const;
const SUBSCRIBERS =
  'Needs an approved company (403 `request.not_approved`) with an active subscription (403 `subscription.required`).';

export const registerVkursiUser = endpoint({
  operationId: 'registerVkursiUser',
  method: 'POST',
  path: '/vkursi/register-user',
  access: 'session',
  scope: 'filing',
  tags,
  summary: 'Open the user’s account at Vkursi, once',
  description:
    'The first call opens (or links, when Vkursi already knows the e-mail) the account; a later call ' +
    'answers the same account without calling Vkursi. When Vkursi is down or refuses, ' +
    `502 \`vkursi.unavailable\` and nothing is kept: the call may be repeated. ${SUBSCRIBERS}`,
  body: VkursiRegisterBodySchema,
  example: {},
  response: VkursiAccountResponseSchema,
});

export const getVkursiAccount = endpoint({
  operationId: 'getVkursiAccount',
  method: 'GET',
  path: '/vkursi/account',
  access: 'session',
  tags,
  summary: 'The user’s Vkursi account, when opened',
  description: 'Reading needs no subscription.',
  response: VkursiAccountResponseSchema,
});
