import { z } from 'zod';
import { envelope } from '../envelope';

/** A section of the customs classification (HS 2022 / УКТ ЗЕД), named in the request's language. */
export const HsSectionSchema = z.object({
  code: z.string().describe('Roman numeral, I to XXI'),
  number: z.number().int(),
  name: z.string(),
  chapter_from: z.string(),
  chapter_to: z.string(),
});
export type HsSection = z.infer<typeof HsSectionSchema>;
export const HsSectionsResponseSchema = envelope(z.array(HsSectionSchema));
