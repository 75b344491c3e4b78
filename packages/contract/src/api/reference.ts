import { z } from 'zod';
import { envelope } from '../envelope';

/** A region of Ukraine (ISO 3166-2:UA), named in the request's language. */
export const RegionSchema = z.object({
  code: z.string().describe('ISO 3166-2:UA code, e.g. UA-30'),
  name: z.string(),
});
export type Region = z.infer<typeof RegionSchema>;
export const RegionsResponseSchema = envelope(z.array(RegionSchema));
