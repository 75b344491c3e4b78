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
 */
import { encodeData, readPayment, sign, trimBase } from './liqpay-protocol';

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

/** Asks LiqPay for the current status of an order (the job that confirms pending payments). */
export async function fetchPaymentStatus(options: {
  /** Base URL: https://www.liqpay.ua, or the fake's URL. */
  apiUrl: string;
  publicKey: string;
  privateKey: string;
  orderId: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}): Promise<PaymentStatusResult> {
  const doFetch = options.fetch ?? fetch;
  const data = encodeData({
    action: 'status',
    version: 3,
    public_key: options.publicKey,
    order_id: options.orderId,
  });
  const body = new URLSearchParams({ data, signature: sign(options.privateKey, data) });

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
    throw new LiqPayUnavailableError(`LiqPay status request failed: ${(error as Error).message}`, {
      cause: error,
    });
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
  const errCode = typeof raw.err_code === 'string' ? raw.err_code : null;
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
