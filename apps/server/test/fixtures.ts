import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

export const EchoBodySchema = z.strictObject({
  name: z.string().min(2).max(50),
  count: z.number().int().min(0).max(1000),
  nested: z.strictObject({ flag: z.boolean() }).optional(),
});

/** POST /api/test/echo answers its validated body: a call to test the API's conventions on. */
export const echoRoutes: FastifyPluginAsync = async (api) => {
  api
    .withTypeProvider<ZodTypeProvider>()
    .post('/test/echo', { schema: { body: EchoBodySchema } }, async (request) => ({ data: request.body }));
};

/** A small seeded generator (mulberry32), so that a failing fuzz case can be replayed. */
export function createRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** YYYY-MM-DD `days` from today (UTC). */
export function daysFromToday(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** A valid foreign buyer's import application (POST /create/importer-sale), with overrides. */
export function createImporterSaleBody(email: string, overrides: Record<string, unknown> = {}) {
  return {
    company_name: 'Nordic Grain Trading AB',
    country_code: 'SE',
    contact_name: 'Anna Lindqvist',
    contact_position: 'Purchasing manager',
    email,
    phone: '+46 8 123 456 78',
    website: 'nordic-grain.example',
    product_name: 'Refined sunflower oil',
    hs_code: '1512.19',
    quantity: '1500.5',
    unit: 't',
    target_price: 1050.5,
    currency: 'eur',
    incoterms: 'fob',
    deadline: daysFromToday(60),
    comment: 'Flexitank shipments from Odesa or Izmail ports, monthly lots.',
    consent: true,
    ...overrides,
  };
}
