import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import { startFakeLiqPay, type FakeLiqPay } from './liqpay';

/** Where card payments go and the shop's keys (LIQPAY_URL, LIQPAY_PUBLIC_KEY, LIQPAY_PRIVATE_KEY). */
export type LiqPaySettings = {
  /** The base of LiqPay's checkout (`/api/3/checkout`) and API (`/api/request`). */
  url: string;
  publicKey: string;
  privateKey: string;
  /** Whether a `sandbox` payment counts as paid: only with the local fake or sandbox keys outside production. */
  acceptSandbox: boolean;
};

export type Payments = {
  liqpay: LiqPaySettings;
  /** The local fake LiqPay, when it is used. */
  devEndpoints: { liqpayUrl: string | null };
  /** The local fake itself, outside production when LIQPAY_URL is unset (tests drive it). */
  fake: FakeLiqPay | null;
  close: () => Promise<void>;
};

/**
 * Card payments through LiqPay. Outside production, when LIQPAY_URL is unset, a local fake
 * speaking LiqPay's protocol starts on loopback with keys of its own (ARCHITECTURE §7: the fakes
 * speak real HTTP), and its checkout page is where a person or the browser suite pays.
 */
export async function createPayments(options: {
  config: Config;
  logger: FastifyBaseLogger;
}): Promise<Payments> {
  const { config } = options;
  if (config.LIQPAY_URL && config.LIQPAY_PUBLIC_KEY && config.LIQPAY_PRIVATE_KEY) {
    return {
      liqpay: {
        url: config.LIQPAY_URL,
        publicKey: config.LIQPAY_PUBLIC_KEY,
        privateKey: config.LIQPAY_PRIVATE_KEY,
        acceptSandbox: !config.isProduction,
      },
      devEndpoints: { liqpayUrl: null },
      fake: null,
      close: async () => {},
    };
  }
  if (config.isProduction)
    throw new Error('LiqPay is not configured (LIQPAY_URL, LIQPAY_PUBLIC_KEY, LIQPAY_PRIVATE_KEY).');
  const publicKey = 'sandbox_local_fake';
  const privateKey = randomBytes(24).toString('base64url');
  const fake = await startFakeLiqPay({ publicKey, privateKey });
  options.logger.info({ url: fake.url }, 'local fake LiqPay listening');
  return {
    liqpay: { url: fake.url, publicKey, privateKey, acceptSandbox: true },
    devEndpoints: { liqpayUrl: fake.url },
    fake,
    close: () => fake.close(),
  };
}
