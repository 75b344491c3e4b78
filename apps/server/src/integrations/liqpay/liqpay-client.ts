/**
 * LiqPay server-to-server status call.
 *
 * LiqPay documents the "Payment status" request: POST form fields `data` and `signature` to
 * `https://www.liqpay.ua/api/request`, with data = base64 JSON of
 * `{ action: 'status', version: 3, public_key, order_id }`; the answer is plain JSON with
 * `result` ('ok' or 'error'), `status`, `payment_id`, `amount`, `currency`, `order_id`, ...
 * https://www.liqpay.ua/documentation/en/api/information/status/doc
 * Signing rules: https://www.liqpay.ua/documentation/en/data_signature
 * An unknown order answers `{ result: 'error', status: 'error', err_code: 'payment_not_found' }`.
 *
 * And the refund: the same request with `{ action: 'refund', version: 3, public_key, order_id,
 * amount }` (the amount to return, in the payment's currency); LiqPay answers `result: 'ok'` with
 * the payment's `status` then `reversed`, or `result: 'error'` with `err_code`.
 * https://www.liqpay.ua/documentation/en/api/aquiring/refund/doc
 */
import { encodeData, kopiykasToAmount, readPayment, sign, trimBase } from './liqpay-protocol';

/** LiqPay could not be asked (network, timeout, 5xx, an answer that is not JSON): retry later. */
export class LiqPayUnavailableError extends Error {
  override name = 'LiqPayUnavailableError';
}

/** LiqPay answered, but refused the request or answered something unusable: retrying will not help. */
export class LiqPayApiError extends Error {
  override name = 'LiqPayApiError';
  constructor(
    message: string,
    readonly errCode: string | null = null,
  ) {
    super(message);
  }
}

export type PaymentStatusResult =
  | {
      found: true;
      status: string;
      /** null only when LiqPay sent none (never for a paid status). */
      paymentId: string | null;
      amountKopiykas: number;
      currency: string;
      raw: Record<string, unknown>;
    }
  | { found: false; status: 'not_found' };

type ApiOptions = {
  /** Base URL: https://www.liqpay.ua, or the fake's URL. */
  apiUrl: string;
  publicKey: string;
  privateKey: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
};

/**
 * One signed server-to-server request to LiqPay's `/api/request`: the JSON object it answers.
 * Throws LiqPayUnavailableError when it could not be asked, LiqPayApiError when the answer is
 * not an object; `result: 'error'` is left to the caller.
 */
async function requestApi(
  options: ApiOptions,
  params: Record<string, unknown>,
): Promise<{ raw: Record<string, unknown>; errCode: string | null }> {
  const doFetch = options.fetch ?? fetch;
  const data = encodeData({ ...params, version: 3, public_key: options.publicKey });
  const body = new URLSearchParams({ data, signature: sign(options.privateKey, data) });
  const what = `LiqPay ${String(params.action)} request`;

  let response: Response;
  let text: string;
  try {
    response = await doFetch(`${trimBase(options.apiUrl)}/api/request`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: body.toString(),
      signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
    });
    text = await response.text();
  } catch (error) {
    throw new LiqPayUnavailableError(`${what} failed: ${(error as Error).message}`, { cause: error });
  }
  if (response.status >= 500 || response.status === 429) {
    throw new LiqPayUnavailableError(`LiqPay answered HTTP ${response.status}`);
  }
  if (!response.ok) throw new LiqPayApiError(`LiqPay answered HTTP ${response.status}`);

  let answer: unknown;
  try {
    answer = JSON.parse(text);
  } catch {
    throw new LiqPayUnavailableError('LiqPay answered something that is not JSON');
  }
  if (typeof answer !== 'object' || answer === null || Array.isArray(answer)) {
    throw new LiqPayApiError('LiqPay answered JSON that is not an object');
  }
  const raw = answer as Record<string, unknown>;
  return { raw, errCode: typeof raw.err_code === 'string' ? raw.err_code : null };
}

/** Asks LiqPay for the current status of an order (the job that confirms pending payments). */
export async function fetchPaymentStatus(
  options: ApiOptions & { orderId: string },
): Promise<PaymentStatusResult> {
  const { raw, errCode } = await requestApi(options, { action: 'status', order_id: options.orderId });
  if (raw.result === 'error') {
    if (errCode === 'payment_not_found') return { found: false, status: 'not_found' };
    throw new LiqPayApiError(`LiqPay refused the status request: ${errCode ?? 'no err_code'}`, errCode);
  }
  const payment = readPayment(raw);
  if (!payment) throw new LiqPayApiError('LiqPay status answer lacks order_id, status, amount or currency');
  if (payment.orderId !== options.orderId) {
    throw new LiqPayApiError(`LiqPay answered about another order (${payment.orderId})`);
  }
  return {
    found: true,
    status: payment.status,
    paymentId: payment.paymentId,
    amountKopiykas: payment.amountKopiykas,
    currency: payment.currency,
    raw,
  };
}

export type RefundResult = {
  /** LiqPay's status of the payment after the refund: `reversed`. */
  status: string;
  paymentId: string | null;
  raw: Record<string, unknown>;
};

/**
 * Returns a paid order's money to the payer (the whole amount, or part of it). Anything but a
 * reversed payment throws: LiqPayApiError when LiqPay refused (the refund did not happen),
 * LiqPayUnavailableError when it could not be asked.
 */
export async function refundPayment(
  options: ApiOptions & { orderId: string; amountKopiykas: number },
): Promise<RefundResult> {
  const { raw, errCode } = await requestApi(options, {
    action: 'refund',
    order_id: options.orderId,
    amount: kopiykasToAmount(options.amountKopiykas),
  });
  if (raw.result !== 'ok') {
    throw new LiqPayApiError(`LiqPay refused the refund: ${errCode ?? 'no err_code'}`, errCode);
  }
  if (raw.status !== 'reversed') {
    throw new LiqPayApiError(`LiqPay answered the refund with the status ${String(raw.status)}`);
  }
  const paymentId = raw.payment_id;
  return {
    status: raw.status,
    paymentId: typeof paymentId === 'string' || typeof paymentId === 'number' ? String(paymentId) : null,
    raw,
  };
}
