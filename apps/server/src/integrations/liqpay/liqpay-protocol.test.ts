import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  amountToKopiykas,
  buildCheckout,
  decodeData,
  encodeData,
  formatKopiykas,
  isFailedStatus,
  isPaidStatus,
  isPendingStatus,
  kopiykasToAmount,
  parseCallback,
  sign,
  verifySignature,
} from './liqpay-protocol';

/** sha1 written differently from the module: bytes concatenated, digest as a Buffer. */
function independentSignature(privateKey: string, data: string): string {
  const key = Buffer.from(privateKey, 'utf8');
  return createHash('sha1')
    .update(Buffer.concat([key, Buffer.from(data, 'utf8'), key]))
    .digest()
    .toString('base64');
}

describe('LiqPay documented examples', () => {
  it('signs the checkout example of https://www.liqpay.ua/documentation/uk/api/aquiring/checkout/doc', () => {
    // The page's bash example prints DATA with `base64`, which wraps at 76 columns, and signs
    // that wrapped text: the documented signature is over the data *with* its line breaks.
    const data = [
      'eyAidmVyc2lvbiIgOiAzLCAicHVibGljX2tleSIgOiAieW91cl9wdWJsaWNfa2V5IiwgImFjdGlv',
      'biIgOiAicGF5IiwgImFtb3VudCIgOiAxLCAiY3VycmVuY3kiIDogIlVTRCIsICJkZXNjcmlwdGlv',
      'biIgOiAiZGVzY3JpcHRpb24gdGV4dCIsICJvcmRlcl9pZCIgOiAib3JkZXJfaWRfMSIgfQ==',
    ].join('\n');
    expect(sign('your_private_key', data)).toBe('QvJD5u9Fg55PCx/Hdz6lzWtYwcI=');
    expect(verifySignature('your_private_key', data, 'QvJD5u9Fg55PCx/Hdz6lzWtYwcI=')).toBe(true);
    expect(decodeData(data)).toEqual({
      version: 3,
      public_key: 'your_public_key',
      action: 'pay',
      amount: 1,
      currency: 'USD',
      description: 'description text',
      order_id: 'order_id_1',
    });
  });

  it('checks the callback example of https://www.liqpay.ua/documentation/en/api/callback', () => {
    expect(sign('your_private_key', 'base64_post_string')).toBe('tp+ZLmKm1/E83dIzUpx5ljcttP4=');
    expect(verifySignature('your_private_key', 'base64_post_string', 'tp+ZLmKm1/E83dIzUpx5ljcttP4=')).toBe(
      true,
    );
  });

  it('reproduces the i00000000 example of https://www.liqpay.ua/documentation/en/data_signature', () => {
    // The page gives the keys and this json_string; the signature below was computed with
    // `echo -n "$KEY$DATA$KEY" | openssl dgst -binary -sha1 | base64`, and is the one the page's
    // curl example carries (copied verbatim into many public LiqPay integrations).
    const privateKey = 'a4825234f4bae72a0be04eafe9e8e2bada209255';
    const json =
      '{"public_key":"i00000000","version":"3","action":"pay","amount":"3","currency":"UAH","description":"test","order_id":"000001"}';
    const data =
      'eyJwdWJsaWNfa2V5IjoiaTAwMDAwMDAwIiwidmVyc2lvbiI6IjMiLCJhY3Rpb24iOiJwYXkiLCJhbW91bnQiOiIzIiwiY3VycmVuY3kiOiJVQUgiLCJkZXNjcmlwdGlvbiI6InRlc3QiLCJvcmRlcl9pZCI6IjAwMDAwMSJ9';
    expect(encodeData(JSON.parse(json) as object)).toBe(data);
    expect(sign(privateKey, data)).toBe('wR+UZDC4jjeL/qUOvIsofIWpZh8=');
    expect(independentSignature(privateKey, data)).toBe('wR+UZDC4jjeL/qUOvIsofIWpZh8=');
  });
});

describe('data and signature', () => {
  it('encodes UTF-8 JSON as base64 and decodes it back', () => {
    const params = { description: 'Підписка «Експортер», 12 місяців', amount: 1990 };
    const data = encodeData(params);
    expect(Buffer.from(data, 'base64').toString('utf8')).toBe(JSON.stringify(params));
    expect(decodeData(data)).toEqual(params);
  });

  it('decodes garbage to null without throwing', () => {
    expect(decodeData('')).toBeNull();
    expect(decodeData('!!!not base64!!!')).toBeNull();
    expect(decodeData('abcde')).toBeNull(); // 5 characters cannot be base64
    expect(decodeData(Buffer.from('{"a":').toString('base64'))).toBeNull(); // broken JSON
    expect(decodeData(Buffer.from([0xff, 0xfe, 0x7b]).toString('base64'))).toBeNull(); // not UTF-8
    expect(decodeData(42 as unknown as string)).toBeNull();
  });

  it('agrees with an independent sha1 for Cyrillic data and keys', () => {
    const data = encodeData({ description: 'Оплата' });
    expect(sign('ключ', data)).toBe(independentSignature('ключ', data));
  });

  it('rejects a wrong, truncated or differently sized signature', () => {
    const data = encodeData({ a: 1 });
    const good = sign('k', data);
    expect(verifySignature('k', data, good)).toBe(true);
    expect(verifySignature('other', data, good)).toBe(false);
    expect(verifySignature('k', data, good.slice(0, -2))).toBe(false);
    expect(verifySignature('k', data, `${good}A`)).toBe(false);
    expect(verifySignature('k', data, '')).toBe(false);
    expect(verifySignature('k', `${data} `, good)).toBe(false);
  });
});

describe('amounts', () => {
  it('turns kopiykas into LiqPay decimals', () => {
    expect(kopiykasToAmount(199000)).toBe(1990);
    expect(kopiykasToAmount(12345)).toBe(123.45);
    expect(kopiykasToAmount(1799000)).toBe(17990);
    expect(kopiykasToAmount(30)).toBe(0.3);
    expect(kopiykasToAmount(1)).toBe(0.01);
    expect(JSON.stringify({ amount: kopiykasToAmount(12345) })).toBe('{"amount":123.45}');
    expect(formatKopiykas(199000)).toBe('1990.00');
    expect(formatKopiykas(5)).toBe('0.05');
    expect(() => kopiykasToAmount(1.5)).toThrow(RangeError);
  });

  it('turns decimals back into exact kopiykas', () => {
    expect(amountToKopiykas(1990)).toBe(199000);
    expect(amountToKopiykas(123.45)).toBe(12345);
    expect(amountToKopiykas(17990)).toBe(17990_00);
    expect(amountToKopiykas(0.3)).toBe(30);
    expect(amountToKopiykas(1.1)).toBe(110);
    expect(amountToKopiykas(4.35)).toBe(435); // 4.35 * 100 is 434.99999999999994 in floats
    expect(amountToKopiykas(1.15)).toBe(115); // 1.15 * 100 is 114.99999999999999
    expect(amountToKopiykas('3')).toBe(300);
    expect(amountToKopiykas('7.34')).toBe(734);
    expect(amountToKopiykas('1990.00')).toBe(199000);
    expect(amountToKopiykas('1.50')).toBe(150);
  });

  it('refuses amounts that are not whole kopiykas', () => {
    expect(amountToKopiykas(0.1 + 0.2)).toBeNull(); // 0.30000000000000004
    expect(amountToKopiykas(1.005)).toBeNull();
    expect(amountToKopiykas(-1)).toBeNull();
    expect(amountToKopiykas(Number.NaN)).toBeNull();
    expect(amountToKopiykas(1e21)).toBeNull();
    expect(amountToKopiykas('1,50')).toBeNull();
    expect(amountToKopiykas('')).toBeNull();
    expect(amountToKopiykas(null)).toBeNull();
  });

  it('round-trips every kopiyka value up to 1000 hryvnias', () => {
    for (let k = 0; k <= 100_000; k += 1) {
      if (amountToKopiykas(kopiykasToAmount(k)) !== k) throw new Error(`round trip failed at ${k}`);
    }
  });
});

describe('statuses', () => {
  it('counts success (and sandbox only when accepted) as paid', () => {
    expect(isPaidStatus('success', { acceptSandbox: false })).toBe(true);
    expect(isPaidStatus('wait_compensation', { acceptSandbox: false })).toBe(true);
    expect(isPaidStatus('sandbox', { acceptSandbox: false })).toBe(false);
    expect(isPaidStatus('sandbox', { acceptSandbox: true })).toBe(true);
    for (const status of ['failure', 'error', 'reversed', 'processing', 'wait_accept', 'whatever']) {
      expect(isPaidStatus(status, { acceptSandbox: true })).toBe(false);
    }
  });

  it('knows the statuses to ask about again', () => {
    for (const status of [
      'processing',
      'wait_accept',
      'wait_secure',
      '3ds_verify',
      'otp_verify',
      'cvv_verify',
    ]) {
      expect(isPendingStatus(status)).toBe(true);
    }
    for (const status of ['success', 'failure', 'error', 'reversed', 'sandbox', 'wait_compensation']) {
      expect(isPendingStatus(status)).toBe(false);
    }
    expect(isFailedStatus('failure', { acceptSandbox: false })).toBe(true);
    expect(isFailedStatus('reversed', { acceptSandbox: false })).toBe(true);
    expect(isFailedStatus('sandbox', { acceptSandbox: false })).toBe(true);
    expect(isFailedStatus('sandbox', { acceptSandbox: true })).toBe(false);
    expect(isFailedStatus('processing', { acceptSandbox: false })).toBe(false);
  });
});

describe('buildCheckout', () => {
  const input = {
    publicKey: 'i00000000',
    privateKey: 'secret',
    checkoutUrl: 'https://www.liqpay.ua/',
    orderId: 'sub-42',
    amountKopiykas: 12345,
    currency: 'UAH',
    description: 'Підписка',
    language: 'uk' as const,
    resultUrl: 'https://portal.example/uk/billing/result',
    serverUrl: 'https://portal.example/api/payments/liqpay/callback',
  };

  it('builds the signed v3 pay form', () => {
    const checkout = buildCheckout(input);
    expect(checkout.url).toBe('https://www.liqpay.ua/api/3/checkout');
    expect(verifySignature('secret', checkout.data, checkout.signature)).toBe(true);
    expect(decodeData(checkout.data)).toEqual({
      version: 3,
      public_key: 'i00000000',
      action: 'pay',
      amount: 123.45,
      currency: 'UAH',
      description: 'Підписка',
      order_id: 'sub-42',
      language: 'uk',
      result_url: 'https://portal.example/uk/billing/result',
      server_url: 'https://portal.example/api/payments/liqpay/callback',
    });
    expect(Buffer.from(checkout.data, 'base64').toString('utf8')).toContain('"amount":123.45,');
  });

  it('refuses amounts that are not positive whole kopiykas', () => {
    expect(() => buildCheckout({ ...input, amountKopiykas: 0 })).toThrow(RangeError);
    expect(() => buildCheckout({ ...input, amountKopiykas: 10.5 })).toThrow(RangeError);
    expect(() => buildCheckout({ ...input, orderId: 'x'.repeat(256) })).toThrow(RangeError);
  });
});

describe('parseCallback', () => {
  const keys = { publicKey: 'i00000000', privateKey: 'secret' };
  const payload = {
    payment_id: 1_234_567,
    action: 'pay',
    status: 'success',
    version: 3,
    type: 'buy',
    public_key: 'i00000000',
    amount: 1990,
    currency: 'UAH',
    order_id: 'sub-42',
    description: 'Підписка',
  };
  const signed = (body: unknown, privateKey = keys.privateKey) => {
    const data = encodeData(body as object);
    return { data, signature: sign(privateKey, data) };
  };

  it('reads a genuine callback', () => {
    const result = parseCallback(signed(payload), keys);
    expect(result).toEqual({
      ok: true,
      payment: {
        paymentId: '1234567',
        orderId: 'sub-42',
        status: 'success',
        amountKopiykas: 199000,
        currency: 'UAH',
        publicKey: 'i00000000',
        raw: payload,
      },
    });
  });

  it('reads decimal amounts exactly', () => {
    const result = parseCallback(signed({ ...payload, amount: 123.45 }), keys);
    expect(result.ok && result.payment.amountKopiykas).toBe(12345);
  });

  it('refuses a forged or missing signature', () => {
    expect(parseCallback(signed(payload, 'not-the-key'), keys)).toEqual({
      ok: false,
      reason: 'bad_signature',
    });
    const { data } = signed(payload);
    expect(parseCallback({ data, signature: 'AAAAAAAAAAAAAAAAAAAAAAAAAAA=' }, keys).ok).toBe(false);
    expect(parseCallback({ data, signature: undefined }, keys)).toEqual({
      ok: false,
      reason: 'bad_signature',
    });
    // Data altered after signing: the amount raised, the signature of the original kept.
    const original = signed(payload);
    const tampered = { data: encodeData({ ...payload, amount: 1 }), signature: original.signature };
    expect(parseCallback(tampered, keys)).toEqual({ ok: false, reason: 'bad_signature' });
  });

  it('refuses another merchant’s public key', () => {
    expect(parseCallback(signed({ ...payload, public_key: 'i99999999' }), keys)).toEqual({
      ok: false,
      reason: 'wrong_public_key',
    });
  });

  it('refuses garbage and non-object JSON, even when signed', () => {
    const garbage = '%%%';
    expect(parseCallback({ data: garbage, signature: sign('secret', garbage) }, keys)).toEqual({
      ok: false,
      reason: 'bad_data',
    });
    for (const json of [[1, 2], 'success', 42, null]) {
      expect(parseCallback(signed(json), keys)).toEqual({ ok: false, reason: 'bad_data' });
    }
    expect(parseCallback(signed({ ...payload, amount: 'lots' }), keys)).toEqual({
      ok: false,
      reason: 'bad_data',
    });
    expect(parseCallback(signed({ ...payload, order_id: undefined }), keys)).toEqual({
      ok: false,
      reason: 'bad_data',
    });
    expect(parseCallback(signed({ ...payload, payment_id: undefined }), keys)).toEqual({
      ok: false,
      reason: 'bad_data',
    });
  });

  it('accepts a failure without a payment_id', () => {
    const result = parseCallback(signed({ ...payload, status: 'failure', payment_id: undefined }), keys);
    expect(result.ok && result.payment.paymentId).toBeNull();
  });
});
