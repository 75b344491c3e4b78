import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import { startFakeVkursi, type FakeVkursi } from './vkursi/fake-vkursi';
import type { VkursiSettings } from './vkursi/vkursi-client';

/** The company-data services (spec §7 'Company-data providers'): Vkursi now. */
export type CompanyData = {
  vkursi: VkursiSettings;
  /** The local fake Vkursi, when it is used (tests drive it). */
  fakeVkursi: FakeVkursi | null;
  close: () => Promise<void>;
};

/**
 * Vkursi at VKURSI_URL with VKURSI_TOKEN; outside production, when unset, a local fake speaking
 * its protocol on loopback with a token of its own (ARCHITECTURE §7: the fakes speak real HTTP).
 */
export async function createCompanyData(options: {
  config: Config;
  logger: FastifyBaseLogger;
}): Promise<CompanyData> {
  const { config } = options;
  if (config.VKURSI_URL && config.VKURSI_TOKEN) {
    return {
      vkursi: { url: config.VKURSI_URL, token: config.VKURSI_TOKEN },
      fakeVkursi: null,
      close: async () => {},
    };
  }
  if (config.isProduction) throw new Error('Vkursi is not configured (VKURSI_URL, VKURSI_TOKEN).');
  const token = randomBytes(24).toString('base64url');
  const fake = await startFakeVkursi({ token });
  options.logger.info({ url: fake.url }, 'local fake Vkursi listening');
  return { vkursi: { url: fake.url, token, timeoutMs: 5_000 }, fakeVkursi: fake, close: () => fake.close() };
}
