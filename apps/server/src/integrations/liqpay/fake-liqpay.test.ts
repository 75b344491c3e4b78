import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeLiqPay, type FakeLiqPay } from './fake-liqpay';
import { fetchPaymentStatus, LiqPayApiError, LiqPayUnavailableError, refundPayment } from './liqpay-client';
import { buildCheckout, encodeData, parseCallback, sign, type LiqPayLanguage } from './liqpay-protocol';

const keys = { publicKey: 'sandbox_i12345', privateKey: 'sandbox_private_key' };

/** The merchant's side: receives callbacks, answers a chosen status. */
type Received = { contentType: string | undefined; form: URLSearchParams };
let merchant: Server;
let merchantUrl: string;
let received: Received[] = [];
let merchantStatus = 200;

beforeAll(async () => {
  merchant = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        contentType: request.headers['content-type'],
        form: new URLSearchParams(Buffer.concat(chunks).toString('utf8')),
      });
      response.writeHead(merchantStatus);
      response.end('ok');
    });
  });
  await new Promise<void>((resolve) => merchant.listen(0, '127.0.0.1', resolve));
  merchantUrl = `http://127.0.0.1:${(merchant.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => merchant.close(() => resolve())));

let fake: FakeLiqPay;
beforeEach(async () => {
  received = [];
  merchantStatus = 200;
  fake = await startFakeLiqPay(keys);
});
afterEach(() => fake.close());

let orderCounter = 0;
function checkoutForm(
  overrides: { language?: LiqPayLanguage; amountKopiykas?: number; privateKey?: string } = {},
) {
  orderCounter += 1;
  const orderId = `order-${orderCounter}`;
  const checkout = buildCheckout({
    ...keys,
    privateKey: overrides.privateKey ?? keys.privateKey,
    checkoutUrl: fake.url,
    orderId,
    amountKopiykas: overrides.amountKopiykas ?? 199000,
    currency: 'UAH',
    description: 'Річна підписка <Експортер>',
    language: overrides.language ?? 'uk',
    resultUrl: `${merchantUrl}/uk/billing/result?order=${orderId}`,
    serverUrl: `${merchantUrl}/api/payments/liqpay/callback`,
  });
  return { orderId, checkout };
}

async function openCheckout(form: ReturnType<typeof checkoutForm>) {
  const response = await fetch(form.checkout.url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ data: form.checkout.data, signature: form.checkout.signature }),
  });
  return { response, html: await response.text() };
}

/** Follows the page's form the way a browser would, without following the redirect. */
async function answer(html: string, choice: 'pay' | 'decline') {
  const action = new RegExp(`action="(/checkout/[^"]+/${choice})"`).exec(html)?.[1];
  expect(action).toBeDefined();
  return fetch(`${fake.url}${action}`, { method: 'POST', redirect: 'manual' });
}

describe('fake LiqPay checkout', () => {
  it('shows a Ukrainian page, pays, calls back with a valid signature and returns the payer', async () => {
    const form = checkoutForm();
    const { response, html } = await openCheckout(form);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(html).toContain('<html lang="uk">');
    expect(html).toContain('<main>');
    expect(html).toMatch(/<h1>[^<]+<\/h1>/);
    expect(html).toContain('1990.00 UAH');
    expect(html).toContain('Річна підписка &lt;Експортер&gt;');
    expect(html).toContain('>Сплатити</button>');
    expect(html).toContain('>Відхилити оплату</button>');
    expect(html).not.toContain('<script');

    const paid = await answer(html, 'pay');
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`${merchantUrl}/uk/billing/result?order=${form.orderId}`);

    expect(received).toHaveLength(1);
    const callback = received[0]!;
    expect(callback.contentType).toBe('application/x-www-form-urlencoded');
    const parsed = parseCallback(
      { data: callback.form.get('data'), signature: callback.form.get('signature') },
      keys,
    );
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.payment).toMatchObject({
      orderId: form.orderId,
      status: 'success',
      amountKopiykas: 199000,
      currency: 'UAH',
      publicKey: keys.publicKey,
    });
    expect(parsed.payment.paymentId).toMatch(/^\d+$/);
    expect(parsed.payment.raw).toMatchObject({ action: 'pay', version: 3, type: 'buy', amount: 1990 });
    expect(typeof parsed.payment.raw.create_date).toBe('number');
    expect(typeof parsed.payment.raw.end_date).toBe('number');
    expect(fake.callbacks).toHaveLength(1);
    expect(fake.callbacks[0]).toMatchObject({ orderId: form.orderId, httpStatus: 200, error: null });
    expect(fake.orders.get(form.orderId)?.status).toBe('success');

    // A second click changes nothing and sends no second callback.
    const again = await answer(html, 'pay');
    expect(again.status).toBe(303);
    expect(received).toHaveLength(1);
  });

  it('speaks English and shows kopiykas when asked', async () => {
    const { html } = await openCheckout(checkoutForm({ language: 'en', amountKopiykas: 12345 }));
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('123.45 UAH');
    expect(html).toContain('>Pay</button>');
    expect(html).toContain('>Decline</button>');
  });

  it('declines: failure callback, payer returned', async () => {
    const form = checkoutForm();
    const { html } = await openCheckout(form);
    const declined = await answer(html, 'decline');
    expect(declined.status).toBe(303);
    const parsed = parseCallback(
      { data: received[0]?.form.get('data'), signature: received[0]?.form.get('signature') },
      keys,
    );
    expect(parsed.ok && parsed.payment.status).toBe('failure');
  });

  it('refuses a bad signature, a wrong public key and garbage with an HTML 400', async () => {
    const forged = checkoutForm({ privateKey: 'someone-else' });
    const { response, html } = await openCheckout(forged);
    expect(response.status).toBe(400);
    expect(html).toContain('<main>');
    expect(fake.orders.has(forged.orderId)).toBe(false);

    const data = encodeData({ version: 3, public_key: 'other', action: 'pay', amount: 1, currency: 'UAH' });
    const wrongKey = await fetch(`${fake.url}/api/3/checkout`, {
      method: 'POST',
      body: new URLSearchParams({ data, signature: sign(keys.privateKey, data) }),
    });
    expect(wrongKey.status).toBe(400);

    for (const body of ['', 'data=%%%&signature=x', 'data=&signature=', '\u0000\u0001']) {
      const response = await fetch(`${fake.url}/api/3/checkout`, { method: 'POST', body });
      expect(response.status).toBe(400);
    }
    const signedGarbage = 'bm90IGpzb24=';
    const garbage = await fetch(`${fake.url}/api/3/checkout`, {
      method: 'POST',
      body: new URLSearchParams({ data: signedGarbage, signature: sign(keys.privateKey, signedGarbage) }),
    });
    expect(garbage.status).toBe(400);
  });

  it('limits bodies, refuses other methods and paths, and keeps running', async () => {
    const big = await fetch(`${fake.url}/api/3/checkout`, { method: 'POST', body: 'x'.repeat(70 * 1024) });
    expect(big.status).toBe(413);
    expect((await fetch(`${fake.url}/api/3/checkout`)).status).toBe(405);
    expect((await fetch(`${fake.url}/nowhere`, { method: 'POST' })).status).toBe(404);
    const unknownToken = await fetch(`${fake.url}/checkout/00000000-0000-0000-0000-000000000000/pay`, {
      method: 'POST',
    });
    expect(unknownToken.status).toBe(404);
    const { response } = await openCheckout(checkoutForm());
    expect(response.status).toBe(200);
  });

  it('records a callback the merchant refused, and still returns the payer', async () => {
    merchantStatus = 500;
    const form = checkoutForm();
    const { html } = await openCheckout(form);
    expect((await answer(html, 'pay')).status).toBe(303);
    expect(fake.callbacks[0]?.httpStatus).toBe(500);
  });
});

describe('LiqPay status client against the fake', () => {
  it('finds a paid order and does not find an unknown one', async () => {
    const form = checkoutForm();
    const { html } = await openCheckout(form);
    await answer(html, 'pay');
    const found = await fetchPaymentStatus({ apiUrl: fake.url, ...keys, orderId: form.orderId });
    expect(found).toMatchObject({ found: true, status: 'success', amountKopiykas: 199000, currency: 'UAH' });
    expect(found.found && found.paymentId).toBe(String(fake.orders.get(form.orderId)?.paymentId));

    expect(await fetchPaymentStatus({ apiUrl: fake.url, ...keys, orderId: 'no-such-order' })).toEqual({
      found: false,
      status: 'not_found',
    });
  });

  it('confirms a pending payment later', async () => {
    const form = checkoutForm();
    fake.setPending(form.orderId); // before the checkout exists: the app creates orders
    const { html } = await openCheckout(form);
    await answer(html, 'pay');
    const callback = parseCallback(
      { data: received[0]?.form.get('data'), signature: received[0]?.form.get('signature') },
      keys,
    );
    expect(callback.ok && callback.payment.status).toBe('processing');
    expect(await fetchPaymentStatus({ apiUrl: fake.url, ...keys, orderId: form.orderId })).toMatchObject({
      status: 'processing',
    });

    fake.complete(form.orderId, 'success');
    expect(received).toHaveLength(1); // complete sends nothing by itself
    expect(await fetchPaymentStatus({ apiUrl: fake.url, ...keys, orderId: form.orderId })).toMatchObject({
      found: true,
      status: 'success',
      amountKopiykas: 199000,
    });
  });

  it('refuses a request signed with the wrong key', async () => {
    await expect(
      fetchPaymentStatus({ apiUrl: fake.url, ...keys, privateKey: 'wrong', orderId: 'x' }),
    ).rejects.toBeInstanceOf(LiqPayApiError);
  });

  it('throws LiqPayUnavailableError when LiqPay is down, answers 5xx or is too slow', async () => {
    const url = fake.url;
    await fake.close();
    await expect(fetchPaymentStatus({ apiUrl: url, ...keys, orderId: 'x' })).rejects.toBeInstanceOf(
      LiqPayUnavailableError,
    );
    fake = await startFakeLiqPay(keys); // for afterEach

    const failing = (async () => new Response('oops', { status: 502 })) as typeof fetch;
    await expect(
      fetchPaymentStatus({ apiUrl: url, ...keys, orderId: 'x', fetch: failing }),
    ).rejects.toBeInstanceOf(LiqPayUnavailableError);

    const html = (async () => new Response('<html>maintenance</html>', { status: 200 })) as typeof fetch;
    await expect(
      fetchPaymentStatus({ apiUrl: url, ...keys, orderId: 'x', fetch: html }),
    ).rejects.toBeInstanceOf(LiqPayUnavailableError);

    const slow: typeof fetch = (_input, init) =>
      new Promise((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason as Error));
      });
    await expect(
      fetchPaymentStatus({ apiUrl: url, ...keys, orderId: 'x', fetch: slow, timeoutMs: 20 }),
    ).rejects.toBeInstanceOf(LiqPayUnavailableError);
  });

  it('sends the documented status request', async () => {
    let seen: { url: string; body: URLSearchParams } | null = null;
    const spy = (async (input: string | URL | Request, init?: RequestInit) => {
      seen = { url: String(input), body: new URLSearchParams(String(init?.body)) };
      return Response.json({ result: 'error', status: 'error', err_code: 'payment_not_found' });
    }) as typeof fetch;
    await fetchPaymentStatus({ apiUrl: 'https://www.liqpay.ua/', ...keys, orderId: 'sub-1', fetch: spy });
    expect(seen!.url).toBe('https://www.liqpay.ua/api/request');
    const data = seen!.body.get('data')!;
    expect(seen!.body.get('signature')).toBe(sign(keys.privateKey, data));
    expect(JSON.parse(Buffer.from(data, 'base64').toString('utf8'))).toEqual({
      action: 'status',
      version: 3,
      public_key: keys.publicKey,
      order_id: 'sub-1',
    });
  });
});

describe('LiqPay refund client against the fake', () => {
  it('refunds a paid order once: the payment becomes reversed, a second refund is refused', async () => {
    const form = checkoutForm();
    const { html } = await openCheckout(form);
    await answer(html, 'pay');
    const refund = { apiUrl: fake.url, ...keys, orderId: form.orderId, amountKopiykas: 199000 };
    const result = await refundPayment(refund);
    expect(result.status).toBe('reversed');
    expect(result.paymentId).toBe(String(fake.orders.get(form.orderId)?.paymentId));
    expect(fake.orders.get(form.orderId)?.status).toBe('reversed');
    await expect(refundPayment(refund)).rejects.toMatchObject({ errCode: 'payment_not_refundable' });
  });

  it('refuses an unpaid or unknown order, more than was paid, and a refund the test made fail', async () => {
    const form = checkoutForm();
    const { html } = await openCheckout(form);
    const refund = { apiUrl: fake.url, ...keys, orderId: form.orderId, amountKopiykas: 199000 };
    await expect(refundPayment(refund)).rejects.toMatchObject({ errCode: 'payment_not_found' });
    await expect(refundPayment({ ...refund, orderId: 'no-such-order' })).rejects.toBeInstanceOf(
      LiqPayApiError,
    );
    await answer(html, 'pay');
    await expect(refundPayment({ ...refund, amountKopiykas: 199001 })).rejects.toMatchObject({
      errCode: 'invalid_amount',
    });
    fake.refuseRefund(form.orderId);
    await expect(refundPayment(refund)).rejects.toMatchObject({ errCode: 'err_refund' });
    expect(fake.orders.get(form.orderId)?.status).toBe('success');
    // Refused once: the next one goes through.
    expect((await refundPayment(refund)).status).toBe('reversed');
  });

  it('sends the documented refund request', async () => {
    let sent: Record<string, unknown> = {};
    const fetchSpy: typeof fetch = async (_url, init) => {
      const form = new URLSearchParams(String(init?.body));
      sent = JSON.parse(Buffer.from(form.get('data')!, 'base64').toString('utf8')) as Record<string, unknown>;
      return new Response(JSON.stringify({ result: 'ok', status: 'reversed', payment_id: 7 }));
    };
    await refundPayment({
      apiUrl: 'http://liqpay.test',
      ...keys,
      orderId: 'o-1',
      amountKopiykas: 12345,
      fetch: fetchSpy,
    });
    expect(sent).toEqual({
      action: 'refund',
      order_id: 'o-1',
      amount: 123.45,
      version: 3,
      public_key: keys.publicKey,
    });
  });
});

describe('fake LiqPay control API', () => {
  it('replays and forges callbacks on demand', async () => {
    const form = checkoutForm();
    const { html } = await openCheckout(form);
    await answer(html, 'pay');

    const replay = await fake.sendCallback(form.orderId);
    expect(replay.httpStatus).toBe(200);
    expect(received[1]?.form.get('data')).toBe(received[0]?.form.get('data'));

    await fake.sendCallback(form.orderId, { fields: { amount: 1, status: 'success' }, signature: 'forged=' });
    const forged = received[2]!;
    expect(
      parseCallback({ data: forged.form.get('data'), signature: forged.form.get('signature') }, keys),
    ).toEqual({
      ok: false,
      reason: 'bad_signature',
    });

    await fake.sendCallback(form.orderId, { fields: { public_key: 'someone' } });
    const otherKey = received[3]!;
    expect(
      parseCallback({ data: otherKey.form.get('data'), signature: otherKey.form.get('signature') }, keys),
    ).toEqual({ ok: false, reason: 'wrong_public_key' });

    expect(fake.callbacks).toHaveLength(4);
    expect(fake.callbacks[2]?.payload.amount).toBe(1);
  });

  it('answers a sandbox payment when the checkout asked for one', async () => {
    orderCounter += 1;
    const orderId = `order-${orderCounter}`;
    const data = encodeData({
      version: 3,
      public_key: keys.publicKey,
      action: 'pay',
      amount: 5,
      currency: 'UAH',
      description: 'test',
      order_id: orderId,
      sandbox: 1,
      server_url: `${merchantUrl}/cb`,
    });
    const response = await fetch(`${fake.url}/api/3/checkout`, {
      method: 'POST',
      body: new URLSearchParams({ data, signature: sign(keys.privateKey, data) }),
    });
    const pay = await answer(await response.text(), 'pay');
    expect(pay.status).toBe(200); // no result_url: a page of its own
    expect(fake.orders.get(orderId)?.status).toBe('sandbox');
  });
});
