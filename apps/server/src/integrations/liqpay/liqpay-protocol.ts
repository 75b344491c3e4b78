/**
 * LiqPay protocol, API version 3: pure functions, no I/O.
 *
 * What LiqPay documents, and where:
 * - Every call carries two form fields, `data` = base64(JSON of the parameters) and
 *   `signature` = base64(sha1(private_key + data + private_key)), sha1 as the raw 20-byte
 *   digest; the checkout endpoint is `https://www.liqpay.ua/api/3/checkout` (client-server,
 *   a browser form POST) and the API endpoint `https://www.liqpay.ua/api/request`
 *   (server-server). https://www.liqpay.ua/documentation/en/data_signature
 * - Checkout parameters (version, public_key, action 'pay', amount as a number such as 5 or
 *   7.34, currency, description, order_id up to 255 characters, language, result_url,
 *   server_url), with a worked example of data and signature:
 *   https://www.liqpay.ua/documentation/uk/api/aquiring/checkout/doc
 * - The callback POSTed to server_url: the same data/signature pair, checked with the same
 *   formula, and the list of payment statuses (final, needing confirmation, other):
 *   https://www.liqpay.ua/documentation/en/api/callback and https://www.liqpay.ua/en/doc/callback
 */
import { createHash, timingSafeEqual } from 'node:crypto';

export type LiqPayLanguage = 'uk' | 'en';

/** base64 of the UTF-8 JSON of the parameters (LiqPay's `data`). */
export function encodeData(params: object): string {
  return Buffer.from(JSON.stringify(params), 'utf8').toString('base64');
}

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
const utf8 = new TextDecoder('utf-8', { fatal: true });

/** The JSON inside a `data` value; null for anything that is not base64 of UTF-8 JSON. Never throws. */
export function decodeData(data: string): unknown {
  if (typeof data !== 'string') return null;
  // LiqPay's own examples print base64 wrapped at 76 columns: line breaks are not data.
  const compact = data.replace(/[\r\n]/g, '');
  if (compact === '' || !BASE64.test(compact) || compact.length % 4 === 1) return null;
  try {
    return JSON.parse(utf8.decode(Buffer.from(compact, 'base64'))) as unknown;
  } catch {
    return null;
  }
}

/** base64(sha1(privateKey + data + privateKey)), the digest in binary. */
export function sign(privateKey: string, data: string): string {
  return createHash('sha1')
    .update(privateKey + data + privateKey, 'utf8')
    .digest('base64');
}

/** Whether `signature` is the signature of `data`, compared in constant time. */
export function verifySignature(privateKey: string, data: string, signature: string): boolean {
  if (typeof data !== 'string' || typeof signature !== 'string') return false;
  const expected = Buffer.from(sign(privateKey, data), 'utf8');
  const given = Buffer.from(signature, 'utf8');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

// --- Amounts -------------------------------------------------------------------------------

/**
 * Kopiykas (integer) to the decimal amount LiqPay expects, built from integer arithmetic and
 * a decimal string so the number is the one closest to the exact decimal: 12345 → 123.45.
 */
export function kopiykasToAmount(kopiykas: number): number {
  return Number(formatKopiykas(kopiykas));
}

/** Kopiykas as a decimal string with two digits after the point: 199000 → "1990.00". */
export function formatKopiykas(kopiykas: number): string {
  if (!Number.isSafeInteger(kopiykas)) throw new RangeError(`Not a whole number of kopiykas: ${kopiykas}`);
  const sign = kopiykas < 0 ? '-' : '';
  const abs = Math.abs(kopiykas);
  const whole = Math.trunc(abs / 100);
  const cents = abs % 100;
  return `${sign}${whole}.${String(cents).padStart(2, '0')}`;
}

const DECIMAL_AMOUNT = /^(\d{1,13})(?:\.(\d{1,2})0*)?$/;

/**
 * A decimal amount (a JSON number such as 1990 or 123.45, or the same as a string) to exact
 * kopiykas; null when it is not a non-negative amount with at most two significant decimals.
 * The number's shortest decimal form is read as text, so no float arithmetic touches it.
 */
export function amountToKopiykas(amount: unknown): number | null {
  let text: string;
  if (typeof amount === 'number') {
    if (!Number.isFinite(amount) || amount < 0) return null;
    text = String(amount); // shortest round-trip form, e.g. 0.3 → "0.3"; 1e21 and 1e-7 fail below
  } else if (typeof amount === 'string') {
    text = amount.trim();
  } else {
    return null;
  }
  const match = DECIMAL_AMOUNT.exec(text);
  if (!match) return null;
  const whole = Number(match[1]);
  const cents = Number((match[2] ?? '').padEnd(2, '0'));
  const kopiykas = whole * 100 + cents;
  return Number.isSafeInteger(kopiykas) ? kopiykas : null;
}

// --- Statuses ------------------------------------------------------------------------------

/** Final statuses (LiqPay callback documentation, "Final payment statuses"). */
export const FINAL_STATUSES = [
  'success',
  'failure',
  'error',
  'subscribed',
  'unsubscribed',
  'reversed',
  'sandbox',
] as const;
/** Statuses that wait for the payer to confirm (the "…_verify" family and the like). */
export const CONFIRMATION_STATUSES = [
  '3ds_verify',
  'captcha_verify',
  'cvv_verify',
  'ivr_verify',
  'otp_verify',
  'password_verify',
  'phone_verify',
  'pin_verify',
  'receiver_verify',
  'sender_verify',
  'senderapp_verify',
  'wait_qr',
  'wait_sender',
  'p24_verify',
  'mp_verify',
] as const;
/** "Other payment statuses" of the same page: the payment is not settled yet. */
export const OTHER_STATUSES = [
  'cash_wait',
  'hold_wait',
  'invoice_wait',
  'prepared',
  'processing',
  'wait_accept',
  'wait_card',
  'wait_compensation',
  'wait_lc',
  'wait_reserve',
  'wait_secure',
  'try_again',
] as const;

export type LiqPayStatus =
  (typeof FINAL_STATUSES)[number] | (typeof CONFIRMATION_STATUSES)[number] | (typeof OTHER_STATUSES)[number];

export type StatusOptions = {
  /** Whether `sandbox` (a test payment, no money moved) counts as paid: never in production. */
  acceptSandbox: boolean;
};

/**
 * The money is taken: `success`, and `wait_compensation` ("payment is successful, will be
 * credited in the daily posting"); `sandbox` only when sandbox payments are accepted.
 */
export function isPaidStatus(status: string, options: StatusOptions): boolean {
  return (
    status === 'success' || status === 'wait_compensation' || (status === 'sandbox' && options.acceptSandbox)
  );
}

const PENDING = new Set<string>([...CONFIRMATION_STATUSES, ...OTHER_STATUSES]);
PENDING.delete('wait_compensation');

/**
 * Not settled yet, may still become paid or failed: ask again later with the status API.
 * Includes `wait_accept` (money taken, but the merchant not yet verified by LiqPay; cancelled
 * after 60 days) and `try_again` (the payer may retry on the same checkout).
 */
export function isPendingStatus(status: string): boolean {
  return PENDING.has(status);
}

/** The provider returned a payment it had taken (a refund, ours or its own). */
export function isReversedStatus(status: string): boolean {
  return status === 'reversed';
}

/** Definitely not paid: `failure`, `error`, `reversed` (refunded), and an unaccepted `sandbox`. */
export function isFailedStatus(status: string, options: StatusOptions): boolean {
  return (
    status === 'failure' ||
    status === 'error' ||
    status === 'reversed' ||
    (status === 'sandbox' && !options.acceptSandbox)
  );
}

// --- Checkout ------------------------------------------------------------------------------

export type CheckoutInput = {
  publicKey: string;
  privateKey: string;
  /** Base URL: https://www.liqpay.ua, or the fake's URL. */
  checkoutUrl: string;
  orderId: string;
  amountKopiykas: number;
  currency: string;
  description: string;
  language: LiqPayLanguage;
  /** Where the payer's browser returns after paying. */
  resultUrl: string;
  /** Where LiqPay POSTs the callback. */
  serverUrl: string;
};

export type Checkout = {
  /** Where a form POSTs `data` and `signature` (LiqPay's checkout page). */
  url: string;
  data: string;
  signature: string;
};

export const trimBase = (url: string) => url.replace(/\/+$/, '');

/** The signed form that sends the payer to LiqPay's checkout page. */
export function buildCheckout(input: CheckoutInput): Checkout {
  if (!Number.isSafeInteger(input.amountKopiykas) || input.amountKopiykas <= 0) {
    throw new RangeError(`amountKopiykas must be a positive whole number: ${input.amountKopiykas}`);
  }
  if (input.orderId.length === 0 || input.orderId.length > 255) {
    throw new RangeError('orderId must be 1 to 255 characters (LiqPay limit)');
  }
  const params = {
    version: 3,
    public_key: input.publicKey,
    action: 'pay',
    amount: kopiykasToAmount(input.amountKopiykas),
    currency: input.currency,
    description: input.description,
    order_id: input.orderId,
    language: input.language,
    result_url: input.resultUrl,
    server_url: input.serverUrl,
  };
  const data = encodeData(params);
  return {
    url: `${trimBase(input.checkoutUrl)}/api/3/checkout`,
    data,
    signature: sign(input.privateKey, data),
  };
}

// --- Callback ------------------------------------------------------------------------------

export type LiqPayPayment = {
  /** LiqPay's payment_id as a string; null only when LiqPay sent none (never for a paid status). */
  paymentId: string | null;
  orderId: string;
  status: string;
  amountKopiykas: number;
  currency: string;
  publicKey: string;
  /** The whole decoded JSON, for the record. */
  raw: Record<string, unknown>;
};

export type CallbackResult =
  | { ok: true; payment: LiqPayPayment }
  | { ok: false; reason: 'bad_signature' | 'bad_data' | 'wrong_public_key' };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A numeric or string identifier as a string; null when absent or unusable. */
function idString(value: unknown): string | null {
  if (typeof value === 'string' && value.length > 0 && value.length <= 255) return value;
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return String(value);
  return null;
}

/**
 * The fields a payment answer carries (callback or status API), checked; null when one is
 * missing or malformed. Shared by the callback parser and the status client.
 */
export function readPayment(raw: Record<string, unknown>): Omit<LiqPayPayment, 'publicKey'> | null {
  const orderId = idString(raw.order_id);
  const status = typeof raw.status === 'string' && raw.status.length > 0 ? raw.status : null;
  const amountKopiykas = amountToKopiykas(raw.amount);
  const currency = typeof raw.currency === 'string' && /^[A-Z]{3}$/.test(raw.currency) ? raw.currency : null;
  const paymentId = idString(raw.payment_id);
  if (orderId === null || status === null || amountKopiykas === null || currency === null) return null;
  if (paymentId === null && isPaidStatus(status, { acceptSandbox: true })) return null;
  return { paymentId, orderId, status, amountKopiykas, currency, raw };
}

/**
 * Checks and reads a callback POSTed to server_url. The signature is checked first, on the
 * data exactly as received, so nothing unauthenticated is ever decoded into a payment.
 */
export function parseCallback(
  form: { data: unknown; signature: unknown },
  keys: { publicKey: string; privateKey: string },
): CallbackResult {
  const { data, signature } = form;
  if (typeof data !== 'string' || typeof signature !== 'string')
    return { ok: false, reason: 'bad_signature' };
  if (!verifySignature(keys.privateKey, data, signature)) return { ok: false, reason: 'bad_signature' };
  const raw = decodeData(data);
  if (!isRecord(raw)) return { ok: false, reason: 'bad_data' };
  if (raw.public_key !== keys.publicKey) return { ok: false, reason: 'wrong_public_key' };
  const payment = readPayment(raw);
  if (!payment) return { ok: false, reason: 'bad_data' };
  return { ok: true, payment: { ...payment, publicKey: keys.publicKey } };
}
