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
