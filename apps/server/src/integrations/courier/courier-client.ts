import {
  CourierLeadAnswerSchema,
  IDEMPOTENCY_KEY_HEADER,
  RETRYABLE_CLIENT_STATUSES,
  type CourierLead,
} from './courier-protocol';

/** Where leads go (COURIER_LEAD_URL) and how long one attempt may wait for the answer. */
export type CourierSettings = { url: string; timeoutMs: number };

/**
 * Why a lead was not delivered: the endpoint did not answer in time, could not be reached, or
 * answered 5xx, 408, 425, 429 or nonsense (`unavailable`: try again later), or refused the lead
 * with another 4xx (`refused`: a retry would be refused too).
 */
export class CourierLeadError extends Error {
  override name = 'CourierLeadError';
  constructor(
    readonly reason: 'unavailable' | 'refused',
    message: string,
  ) {
    super(message);
  }
}

const ERROR_TEXT_MAX = 300;

/** The start of an answer's text, on one line, for the managers. */
async function readExcerpt(response: Response): Promise<string> {
  const text = await response.text().catch(() => '');
  return text.replace(/\s+/g, ' ').trim().slice(0, ERROR_TEXT_MAX);
}

/**
 * Posts one lead to the courier's endpoint, once, within `timeoutMs` for the whole answer.
 * `replayed`: the courier already had this key (an earlier attempt's answer was lost). Throws
 * nothing but CourierLeadError.
 */
export async function postCourierLead(
  settings: CourierSettings,
  lead: CourierLead,
): Promise<{ leadId: string; replayed: boolean }> {
  const signal = AbortSignal.timeout(settings.timeoutMs);
  let response: Response;
  try {
    response = await fetch(settings.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        [IDEMPOTENCY_KEY_HEADER]: lead.idempotency_key,
      },
      body: JSON.stringify(lead),
      redirect: 'error',
      signal,
    });
  } catch (error) {
    throw new CourierLeadError('unavailable', describeFetchError(error, settings.timeoutMs));
  }
  const { status } = response;
  if (status >= 400 && status < 500 && !RETRYABLE_CLIENT_STATUSES.has(status)) {
    const excerpt = await readExcerpt(response);
    throw new CourierLeadError(
      'refused',
      `the courier refused the lead: ${status}${excerpt ? ` ${excerpt}` : ''}`,
    );
  }
  if (status !== 200 && status !== 201) {
    await response.body?.cancel().catch(() => {});
    throw new CourierLeadError('unavailable', `the courier's endpoint answered ${status}`);
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch (error) {
    throw new CourierLeadError(
      'unavailable',
      describeFetchError(error, settings.timeoutMs, 'an answer that is not JSON'),
    );
  }
  const parsed = CourierLeadAnswerSchema.safeParse(body);
  if (!parsed.success)
    throw new CourierLeadError('unavailable', 'the courier answered without a lead number');
  return { leadId: parsed.data.lead_id, replayed: status === 200 };
}

function describeFetchError(error: unknown, timeoutMs: number, otherwise?: string): string {
  const name = error instanceof Error ? error.name : '';
  if (name === 'TimeoutError' || name === 'AbortError') {
    return `the courier's endpoint did not answer within ${timeoutMs} ms`;
  }
  if (otherwise) return otherwise;
  const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : '';
  return `the courier's endpoint could not be reached${cause}`.slice(0, ERROR_TEXT_MAX);
}
