import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { CourierSettings } from './courier-client';
import { startFakeCourier, type FakeCourier } from './fake-courier';

export { postCourierLead, CourierLeadError, type CourierSettings } from './courier-client';
export type { CourierLead } from './courier-protocol';
export type { FakeCourier } from './fake-courier';

/** The courier company's lead endpoint (issue 28 §5, decision 049). */
export type Courier = {
  settings: CourierSettings;
  /** The local fake courier, when it is used (tests and the development switch drive it). */
  fake: FakeCourier | null;
  close: () => Promise<void>;
};

/**
 * Leads go to COURIER_LEAD_URL, each attempt waiting COURIER_LEAD_TIMEOUT_MS at most; outside
 * production, when it is unset, to a local fake speaking the same protocol on loopback
 * (ARCHITECTURE §7: the fakes speak real HTTP). Production refuses to start without it (config).
 */
export async function createCourier(options: {
  config: Config;
  logger: FastifyBaseLogger;
}): Promise<Courier> {
  const { config } = options;
  const timeoutMs = config.COURIER_LEAD_TIMEOUT_MS;
  if (config.COURIER_LEAD_URL) {
    return { settings: { url: config.COURIER_LEAD_URL, timeoutMs }, fake: null, close: async () => {} };
  }
  if (config.isProduction) throw new Error('The courier is not configured (COURIER_LEAD_URL).');
  // Slow means an answer the portal has stopped waiting for.
  const fake = await startFakeCourier({ slowMs: timeoutMs + 5_000 });
  options.logger.info({ url: fake.url }, 'local fake courier listening');
  return { settings: { url: fake.url, timeoutMs }, fake, close: () => fake.close() };
}
