import {
  VKURSI_USERS_PATH,
  VkursiUserResponseSchema,
  type VkursiUserRequest,
  type VkursiUserResponse,
} from './vkursi-protocol';

export type VkursiSettings = { url: string; token: string; timeoutMs?: number };

/** Why Vkursi did not open the account: down or slow, refused the portal's token, or answered nonsense. */
export class VkursiError extends Error {
  override name = 'VkursiError';
  constructor(
    readonly reason: 'unavailable' | 'unauthorized' | 'bad_answer',
    message: string,
  ) {
    super(message);
  }
}

/**
 * Opens (or, for an e-mail Vkursi already knows, links) the user's account at Vkursi over its
 * HTTP API. Never throws anything but VkursiError.
 */
export async function registerVkursiUser(
  settings: VkursiSettings,
  user: VkursiUserRequest,
): Promise<VkursiUserResponse & { existed: boolean }> {
  let response: Response;
  try {
    response = await fetch(new URL(VKURSI_USERS_PATH, settings.url), {
      method: 'POST',
      headers: {
        authorization: `Bearer ${settings.token}`,
        'content-type': 'application/json',
        accept: 'application/json',
      },
      body: JSON.stringify(user),
      signal: AbortSignal.timeout(settings.timeoutMs ?? 10_000),
    });
  } catch (error) {
    throw new VkursiError('unavailable', `Vkursi did not answer: ${(error as Error).message}`);
  }
  if (response.status === 401 || response.status === 403) {
    throw new VkursiError('unauthorized', `Vkursi refused the token (${response.status})`);
  }
  if (response.status !== 201 && response.status !== 409) {
    throw new VkursiError('unavailable', `Vkursi answered ${response.status}`);
  }
  const parsed = VkursiUserResponseSchema.safeParse(await response.json().catch(() => null));
  if (!parsed.success) throw new VkursiError('bad_answer', 'Vkursi answered without an account');
  return { ...parsed.data, existed: response.status === 409 };
}
