/**
 * A local stand-in for LiqPay that speaks its protocol (API v3) on loopback, so the real
 * checkout form, callback parser and status client are exercised in development and tests.
 *
 * What it imitates, from LiqPay's documentation:
 * - `POST /api/3/checkout` with form fields `data` and `signature` (the payer's browser):
 *   https://www.liqpay.ua/documentation/uk/api/aquiring/checkout/doc
 * - the callback POSTed to `server_url` after a status change, form fields `data` and
 *   `signature`, with the fields of the callback table (payment_id, action, status, version,
 *   type, paytype, public_key, acq_id, order_id, liqpay_order_id, description, amount,
 *   currency, sender_card_mask2, create_date, end_date, ...):
 *   https://www.liqpay.ua/documentation/en/api/callback
 * - `POST /api/request` with action `status` (plain JSON answer):
 *   https://www.liqpay.ua/documentation/en/api/information/status/doc
 * - `POST /api/request` with action `refund` (order_id, amount): a paid order becomes `reversed`:
 *   https://www.liqpay.ua/documentation/en/api/aquiring/refund/doc
 * The checkout page itself is ours: two buttons, pay or decline, no card form.
 */
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  amountToKopiykas,
  decodeData,
  encodeData,
  formatKopiykas,
  sign,
  verifySignature,
  type LiqPayLanguage,
} from './liqpay-protocol';

const BODY_LIMIT = 64 * 1024;
/** After this much, an oversized body is no longer drained but the connection dropped. */
const DRAIN_LIMIT = 1024 * 1024;

export type FakeLiqPayOrder = {
  orderId: string;
  /** The unguessable part of the checkout page's pay/decline addresses. */
  token: string;
  /** The decoded checkout parameters as the merchant signed them. */
  params: Record<string, unknown>;
  amountKopiykas: number;
  currency: string;
  description: string;
  language: LiqPayLanguage;
  resultUrl: string | null;
  serverUrl: string | null;
  sandbox: boolean;
  /** 'created' until the payer answers the checkout page; then a LiqPay status. */
  status: string;
  paymentId: number | null;
  liqpayOrderId: string;
  createDate: number;
  endDate: number | null;
  /** Set by setPending: the next pay produces `processing`. */
  pendingNext: boolean;
};

export type FakeLiqPayCallback = {
  orderId: string;
  url: string;
  /** The decoded payload that was sent (after overrides). */
  payload: Record<string, unknown>;
  data: string;
  signature: string;
  /** The HTTP status the merchant answered, or null when the request failed. */
  httpStatus: number | null;
  error: string | null;
};

export type CallbackOverrides = {
  /** Fields replacing those of the payload; a field set to undefined is removed. */
  fields?: Record<string, unknown>;
  /** A signature to send instead of the right one (a forgery). */
  signature?: string;
  /** Sign with this key instead of the fake's own. */
  privateKey?: string;
  /** A `data` value to send verbatim instead of the encoded payload. */
  data?: string;
  /** Send to this address instead of the order's server_url. */
  url?: string;
};

export type FakeLiqPay = {
  /** The base URL to configure as LIQPAY_URL (checkout and API), without a trailing slash. */
  url: string;
  orders: ReadonlyMap<string, Readonly<FakeLiqPayOrder>>;
  callbacks: readonly Readonly<FakeLiqPayCallback>[];
  /**
   * The next pay of this order produces `processing` (a job must confirm it later); may be
   * called before the order's checkout is opened.
   */
  setPending: (orderId: string) => void;
  /** Changes the stored status afterwards (no callback is sent; see sendCallback). */
  complete: (orderId: string, status: string) => void;
  /**
   * The next refund of this order is refused with this `err_code` (LiqPay's answer when, say,
   * the shop's balance cannot cover it): how tests see a refund fail.
   */
  refuseRefund: (orderId: string, errCode?: string) => void;
  /** (Re)sends the order's callback as it stands, optionally tampered with. */
  sendCallback: (orderId: string, overrides?: CallbackOverrides) => Promise<FakeLiqPayCallback>;
  close: () => Promise<void>;
};

class BadRequest extends Error {}
class TooLarge extends Error {}

async function readForm(request: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > DRAIN_LIMIT) {
      request.destroy();
      throw new TooLarge();
    }
    if (size <= BODY_LIMIT) chunks.push(chunk as Buffer);
  }
  if (size > BODY_LIMIT) throw new TooLarge();
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

const STYLE = `
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1a1a1a;background:#f4f5f7}
main{max-width:28rem;margin:3rem auto;padding:2rem;background:#fff;border:1px solid #c9ccd1;border-radius:8px}
h1{font-size:1.5rem;margin:0 0 1rem}
.note{color:#4a4f57;font-size:.9rem}
dl{margin:1.5rem 0}dt{font-weight:600}dd{margin:0 0 .75rem}
.amount{font-size:1.5rem;font-weight:700}
.actions{display:flex;gap:1rem;flex-wrap:wrap}
form{margin:0}
button{font:inherit;padding:.75rem 1.5rem;border-radius:6px;cursor:pointer;border:2px solid #0b4f94}
.pay{background:#0b4f94;color:#fff}
.decline{background:#fff;color:#0b4f94}
button:focus-visible{outline:3px solid #1a1a1a;outline-offset:2px}
`;

const TEXT = {
  uk: {
    title: 'Оплата замовлення',
    note: 'Тестова сторінка оплати: локальна імітація LiqPay, гроші не списуються.',
    description: 'Призначення платежу',
    amount: 'Сума',
    pay: 'Сплатити',
    decline: 'Відхилити оплату',
  },
  en: {
    title: 'Order payment',
    note: 'Test payment page: a local LiqPay stand-in, no money is taken.',
    description: 'Payment description',
    amount: 'Amount',
    pay: 'Pay',
    decline: 'Decline',
  },
} as const;

function page(language: LiqPayLanguage, title: string, body: string) {
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`;
}

function checkoutPage(order: FakeLiqPayOrder) {
  const t = TEXT[order.language];
  const base = `/checkout/${order.token}`;
  return page(
    order.language,
    `${t.title} — LiqPay`,
    `<h1>${t.title}</h1>
<p class="note">${t.note}</p>
<dl>
<dt>${t.description}</dt>
<dd>${escapeHtml(order.description)}</dd>
<dt>${t.amount}</dt>
<dd class="amount">${formatKopiykas(order.amountKopiykas)} ${escapeHtml(order.currency)}</dd>
</dl>
<div class="actions">
<form method="post" action="${base}/pay"><button type="submit" class="pay">${t.pay}</button></form>
<form method="post" action="${base}/decline"><button type="submit" class="decline">${t.decline}</button></form>
</div>`,
  );
}

function errorPage(uk: string, en: string) {
  return page(
    'uk',
    'Помилка оплати / Payment error',
    `<h1>Помилка оплати</h1>
<p>${escapeHtml(uk)}</p>
<div lang="en">
<h2>Payment error</h2>
<p>${escapeHtml(en)}</p>
</div>`,
  );
}

function httpUrl(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Starts the fake on loopback (a random port unless given). It checks signatures and the public
 * key like LiqPay, keeps orders in memory, and POSTs callbacks to the orders' server_url.
 */
export async function startFakeLiqPay(options: {
  publicKey: string;
  privateKey: string;
  host?: string;
  port?: number;
}): Promise<FakeLiqPay> {
  const orders = new Map<string, FakeLiqPayOrder>();
  const byToken = new Map<string, FakeLiqPayOrder>();
  const callbacks: FakeLiqPayCallback[] = [];
  /** Orders marked pending before their checkout was opened. */
  const pendingBeforeCheckout = new Set<string>();
  /** Orders whose next refund is refused, with the err_code to answer. */
  const refusedRefunds = new Map<string, string>();
  let nextPaymentId = 1_000_001;

  /** The data/signature pair a request carries, checked; throws BadRequest with the reason. */
  function readSigned(form: URLSearchParams): Record<string, unknown> {
    const data = form.get('data');
    const signature = form.get('signature');
    if (data === null || signature === null) throw new BadRequest('missing data or signature');
    if (!verifySignature(options.privateKey, data, signature)) throw new BadRequest('invalid_signature');
    const params = decodeData(data);
    if (!isRecord(params)) throw new BadRequest('bad data');
    if (params.public_key !== options.publicKey) throw new BadRequest('public_key_not_found');
    return params;
  }

  function callbackPayload(order: FakeLiqPayOrder): Record<string, unknown> {
    const amount = Number(formatKopiykas(order.amountKopiykas));
    return {
      payment_id: order.paymentId,
      action: 'pay',
      status: order.status,
      version: 3,
      type: 'buy',
      paytype: 'card',
      public_key: options.publicKey,
      acq_id: 414963,
      order_id: order.orderId,
      liqpay_order_id: order.liqpayOrderId,
      description: order.description,
      sender_card_mask2: '424242*42',
      sender_card_bank: 'Test Bank',
      sender_card_type: 'visa',
      sender_card_country: 804,
      ip: '127.0.0.1',
      amount,
      currency: order.currency,
      sender_commission: 0,
      receiver_commission: 0,
      agent_commission: 0,
      amount_debit: amount,
      amount_credit: amount,
      commission_debit: 0,
      commission_credit: 0,
      currency_debit: order.currency,
      currency_credit: order.currency,
      sender_bonus: 0,
      amount_bonus: 0,
      mpi_eci: '7',
      is_3ds: false,
      language: order.language,
      create_date: order.createDate,
      end_date: order.endDate,
      transaction_id: order.paymentId,
    };
  }

  async function sendCallback(
    orderId: string,
    overrides: CallbackOverrides = {},
  ): Promise<FakeLiqPayCallback> {
    const order = orders.get(orderId);
    if (!order) throw new Error(`No such order in the fake LiqPay: ${orderId}`);
    const url = overrides.url ?? order.serverUrl;
    if (!url) throw new Error(`Order ${orderId} has no server_url`);
    const payload = callbackPayload(order);
    for (const [key, value] of Object.entries(overrides.fields ?? {})) {
      if (value === undefined) delete payload[key];
      else payload[key] = value;
    }
    const data = overrides.data ?? encodeData(payload);
    const signature = overrides.signature ?? sign(overrides.privateKey ?? options.privateKey, data);
    const record: FakeLiqPayCallback = {
      orderId,
      url,
      payload,
      data,
      signature,
      httpStatus: null,
      error: null,
    };
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ data, signature }).toString(),
        redirect: 'manual',
        signal: AbortSignal.timeout(10_000),
      });
      await response.arrayBuffer().catch(() => undefined);
      record.httpStatus = response.status;
    } catch (error) {
      record.error = (error as Error).message;
    }
    callbacks.push(record);
    return record;
  }

  function checkout(form: URLSearchParams, response: ServerResponse) {
    const params = readSigned(form);
    const amountKopiykas = amountToKopiykas(params.amount);
    const orderId = typeof params.order_id === 'string' ? params.order_id : null;
    if (params.version !== 3 && params.version !== '3') throw new BadRequest('version must be 3');
    if (params.action !== 'pay') throw new BadRequest('only action "pay" is imitated');
    if (amountKopiykas === null || amountKopiykas <= 0) throw new BadRequest('bad amount');
    if (typeof params.currency !== 'string' || !/^[A-Z]{3}$/.test(params.currency)) {
      throw new BadRequest('bad currency');
    }
    if (typeof params.description !== 'string' || params.description === '')
      throw new BadRequest('no description');
    if (!orderId || orderId.length > 255) throw new BadRequest('bad order_id');
    for (const key of ['result_url', 'server_url'] as const) {
      if (params[key] !== undefined && !httpUrl(params[key])) throw new BadRequest(`bad ${key}`);
    }
    const existing = orders.get(orderId);
    if (existing && existing.status !== 'created') throw new BadRequest('order_id_duplicate');
    const order: FakeLiqPayOrder = {
      orderId,
      token: existing?.token ?? randomUUID(),
      params,
      amountKopiykas,
      currency: params.currency,
      description: params.description,
      language: params.language === 'en' ? 'en' : 'uk',
      resultUrl: httpUrl(params.result_url),
      serverUrl: httpUrl(params.server_url),
      sandbox: params.sandbox === 1 || params.sandbox === '1',
      status: 'created',
      paymentId: null,
      liqpayOrderId:
        existing?.liqpayOrderId ?? `FAKE${Date.now().toString(36).toUpperCase()}${orders.size + 1}`,
      createDate: existing?.createDate ?? Date.now(),
      endDate: null,
      pendingNext: (existing?.pendingNext ?? false) || pendingBeforeCheckout.delete(orderId),
    };
    orders.set(orderId, order);
    byToken.set(order.token, order);
    sendHtml(response, 200, checkoutPage(order), order.resultUrl);
  }

  async function answerCheckout(token: string, choice: 'pay' | 'decline', response: ServerResponse) {
    const order = byToken.get(token);
    if (!order) {
      sendHtml(response, 404, errorPage('Замовлення не знайдено.', 'Order not found.'));
      return;
    }
    // A second click (or a reload) changes nothing: the payer just goes back to the merchant.
    if (order.status === 'created') {
      order.status =
        choice === 'decline'
          ? 'failure'
          : order.pendingNext
            ? 'processing'
            : order.sandbox
              ? 'sandbox'
              : 'success';
      order.pendingNext = false;
      order.paymentId = nextPaymentId++;
      order.endDate = Date.now();
      if (order.serverUrl) await sendCallback(order.orderId);
    }
    if (order.resultUrl) {
      response.writeHead(303, { location: order.resultUrl, 'cache-control': 'no-store' });
      response.end();
      return;
    }
    const t = order.language === 'en' ? 'Payment processed.' : 'Оплату оброблено.';
    sendHtml(response, 200, page(order.language, t, `<h1>${t}</h1>`));
  }

  /** A refund: only of a paid order, at most its amount; the order becomes `reversed`. */
  function refund(params: Record<string, unknown>, reply: (status: number, body: unknown) => void) {
    const error = (code: string) =>
      reply(200, { result: 'error', status: 'error', err_code: code, err_description: code });
    const order = typeof params.order_id === 'string' ? orders.get(params.order_id) : undefined;
    if (!order || order.paymentId === null) return error('payment_not_found');
    const refused = refusedRefunds.get(order.orderId);
    if (refused !== undefined) {
      refusedRefunds.delete(order.orderId);
      return error(refused);
    }
    if (order.status !== 'success' && order.status !== 'sandbox') return error('payment_not_refundable');
    const amountKopiykas = amountToKopiykas(params.amount);
    if (amountKopiykas === null || amountKopiykas <= 0 || amountKopiykas > order.amountKopiykas) {
      return error('invalid_amount');
    }
    order.status = 'reversed';
    order.endDate = Date.now();
    reply(200, {
      result: 'ok',
      ...callbackPayload(order),
      action: 'refund',
      amount: Number(formatKopiykas(amountKopiykas)),
    });
  }

  function apiRequest(form: URLSearchParams, reply: (status: number, body: unknown) => void) {
    let params: Record<string, unknown>;
    try {
      params = readSigned(form);
    } catch (error) {
      const code = error instanceof BadRequest ? error.message : 'err_data';
      reply(200, { result: 'error', status: 'error', err_code: code, err_description: code });
      return;
    }
    if (params.action === 'refund') {
      refund(params, reply);
      return;
    }
    if (params.action !== 'status') {
      reply(200, { result: 'error', status: 'error', err_code: 'err_api_action' });
      return;
    }
    const order = typeof params.order_id === 'string' ? orders.get(params.order_id) : undefined;
    if (!order || order.paymentId === null) {
      reply(200, {
        result: 'error',
        status: 'error',
        err_code: 'payment_not_found',
        err_description: 'payment_not_found',
      });
      return;
    }
    reply(200, { result: 'ok', ...callbackPayload(order) });
  }

  function sendHtml(response: ServerResponse, status: number, html: string, resultUrl: string | null = null) {
    const formAction = ["'self'", resultUrl ? new URL(resultUrl).origin : null].filter(Boolean).join(' ');
    response.writeHead(status, {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'content-security-policy': `default-src 'none'; style-src 'unsafe-inline'; form-action ${formAction}; frame-ancestors 'none'; base-uri 'none'`,
      'x-content-type-options': 'nosniff',
    });
    response.end(html);
  }

  const server = createServer((request, response) => {
    const reply = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
      response.end(JSON.stringify(body));
    };
    const path = (request.url ?? '/').split('?')[0] ?? '/';
    const route =
      path === '/api/3/checkout'
        ? ('checkout' as const)
        : path === '/api/request'
          ? ('request' as const)
          : /^\/checkout\/[0-9a-f-]{36}\/(pay|decline)$/.test(path)
            ? ('answer' as const)
            : null;
    if (route === null) {
      sendHtml(response, 404, errorPage('Сторінку не знайдено.', 'Page not found.'));
      return;
    }
    if (request.method !== 'POST') {
      response.writeHead(405, { allow: 'POST', 'content-type': 'text/plain; charset=utf-8' });
      response.end('Method Not Allowed');
      return;
    }
    readForm(request)
      .then(async (form) => {
        if (route === 'checkout') checkout(form, response);
        else if (route === 'request') apiRequest(form, reply);
        else {
          const [, , token, choice] = path.split('/');
          await answerCheckout(token!, choice as 'pay' | 'decline', response);
        }
      })
      .catch((error: unknown) => {
        if (response.headersSent || response.destroyed) return;
        if (error instanceof TooLarge) {
          response.writeHead(413, { 'content-type': 'text/plain; charset=utf-8', connection: 'close' });
          response.end('Payload Too Large');
        } else if (route === 'request') {
          reply(400, { result: 'error', status: 'error', err_code: 'err_data' });
        } else {
          const reason = error instanceof BadRequest ? error.message : 'bad request';
          sendHtml(
            response,
            400,
            errorPage(
              `Запит на оплату відхилено (${reason}).`,
              `The payment request was refused (${reason}).`,
            ),
          );
        }
      });
  });
  await new Promise<void>((resolve) =>
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve),
  );
  const { address, port } = server.address() as AddressInfo;
  const host = address.includes(':') ? `[${address}]` : address;

  return {
    url: `http://${host}:${port}`,
    orders,
    callbacks,
    setPending(orderId) {
      const order = orders.get(orderId);
      if (order) order.pendingNext = true;
      else pendingBeforeCheckout.add(orderId);
    },
    complete(orderId, status) {
      const order = orders.get(orderId);
      if (!order) throw new Error(`No such order in the fake LiqPay: ${orderId}`);
      order.status = status;
      order.paymentId ??= nextPaymentId++;
      order.endDate = Date.now();
    },
    refuseRefund(orderId, errCode = 'err_refund') {
      refusedRefunds.set(orderId, errCode);
    },
    sendCallback,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
