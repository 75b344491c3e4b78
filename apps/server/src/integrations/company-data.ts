import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import { startFakeVkursi, type FakeVkursi } from './vkursi/fake-vkursi';
import type { VkursiSettings } from './vkursi/vkursi-client';
import { startFakeInfoproff, type FakeInfoproff } from './infoproff/fake-infoproff';
import type { InfoproffSettings } from './infoproff/infoproff-client';

/** The company-data services (spec §7 'Company-data providers'): Vkursi and the foreign reports' provider. */
export type CompanyData = {
  vkursi: VkursiSettings;
  /** The local fake Vkursi, when it is used (tests drive it). */
  fakeVkursi: FakeVkursi | null;
  infoproff: InfoproffSettings;
  /** The local fake provider of foreign company reports, when it is used (tests drive it). */
  fakeInfoproff: FakeInfoproff | null;
  close: () => Promise<void>;
};

/**
 * The foreign reports' provider at INFOPROFF_URL with INFOPROFF_TOKEN; outside production, when
 * unset, a local fake speaking its protocol on loopback (decision 050).
 */
async function createInfoproff(options: { config: Config; logger: FastifyBaseLogger }) {
  const { config } = options;
  if (config.INFOPROFF_URL && config.INFOPROFF_TOKEN) {
    return { settings: { url: config.INFOPROFF_URL, token: config.INFOPROFF_TOKEN }, fake: null };
  }
  if (config.isProduction)
    throw new Error('The reports provider is not configured (INFOPROFF_URL, INFOPROFF_TOKEN).');
  const token = randomBytes(24).toString('base64url');
  const fake = await startFakeInfoproff({ token, reportDelayMs: config.INFOPROFF_FAKE_DELAY_MS });
  options.logger.info({ url: fake.url }, 'local fake reports provider listening');
  return { settings: { url: fake.url, token, timeoutMs: 5_000 }, fake };
}

/**
 * Vkursi at VKURSI_URL with VKURSI_TOKEN; outside production, when unset, a local fake speaking
 * its protocol on loopback with a token of its own (ARCHITECTURE §7: the fakes speak real HTTP).
 */
export async function createCompanyData(options: {
  config: Config;
  logger: FastifyBaseLogger;
}): Promise<CompanyData> {
  const { config } = options;
  const infoproff = await createInfoproff(options);
  const closeInfoproff = async () => {
    await infoproff.fake?.close();
  };
  const reports = { infoproff: infoproff.settings, fakeInfoproff: infoproff.fake };
  if (config.VKURSI_URL && config.VKURSI_TOKEN) {
    return {
      vkursi: { url: config.VKURSI_URL, token: config.VKURSI_TOKEN },
      fakeVkursi: null,
      ...reports,
      close: closeInfoproff,
    };
  }
  if (config.isProduction) throw new Error('Vkursi is not configured (VKURSI_URL, VKURSI_TOKEN).');
  const token = randomBytes(24).toString('base64url');
  const fake = await startFakeVkursi({ token });
  options.logger.info({ url: fake.url }, 'local fake Vkursi listening');
  return {
    vkursi: { url: fake.url, token, timeoutMs: 5_000 },
    fakeVkursi: fake,
    ...reports,
    close: async () => {
      await Promise.all([fake.close(), closeInfoproff()]);
    },
  };
}
