import { z } from 'zod';

export type SmsMessage = { to: string; text: string };
export type SmsClient = { send: (message: SmsMessage) => Promise<{ messageId: string }> };

/** The gateway's answer (TurboSMS HTTP API: `POST /message/send.json`). */
const SendResponseSchema = z.object({
  response_code: z.number(),
  response_status: z.string(),
  response_result: z
    .array(
      z.object({
        phone: z.string(),
        response_code: z.number(),
        message_id: z.string().nullable(),
        response_status: z.string(),
      }),
    )
    .nullable(),
});

export class SmsGatewayError extends Error {
  override name = 'SmsGatewayError';
}

/**
 * Client of a Ukrainian SMS gateway speaking the TurboSMS HTTP protocol: JSON over HTTPS,
 * bearer token, E.164 numbers without the plus.
 */
export function createSmsClient(options: {
  baseUrl: string;
  token: string;
  sender: string;
  timeoutMs?: number;
}): SmsClient {
  return {
    async send({ to, text }) {
      const response = await fetch(new URL('message/send.json', options.baseUrl.replace(/\/?$/, '/')), {
        method: 'POST',
        headers: { authorization: `Bearer ${options.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ recipients: [to.replace(/^\+/, '')], sms: { sender: options.sender, text } }),
        signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      });
      if (!response.ok) throw new SmsGatewayError(`SMS gateway answered HTTP ${response.status}`);
      const body = SendResponseSchema.parse(await response.json());
      const result = body.response_result?.[0];
      // Codes below 100 are successes in the protocol (0 OK, 1 accepted, ...).
      if (body.response_code >= 100 || !result || result.response_code >= 100 || !result.message_id) {
        throw new SmsGatewayError(`SMS gateway refused: ${result?.response_status ?? body.response_status}`);
      }
      return { messageId: result.message_id };
    },
  };
}
