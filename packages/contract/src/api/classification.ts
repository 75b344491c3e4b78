import { z } from 'zod';
import { SearchTermSchema } from '../validators';
import { envelope } from '../envelope';

/**
 * Customs classification HS 2022 / УКТ ЗЕД. English names: UN Comtrade's HS 2022 list
 * (datasets/harmonized-system, ODC-PDDL-1.0); Ukrainian names: the official tariff of Law of
 * Ukraine No. 2697-IX «Про Митний тариф України». Sources in packages/db/reference/hs/README.md.
 */
export const HS_ATTRIBUTION =
  'HS 2022 / УКТ ЗЕД. English names: UN Comtrade HS 2022 descriptions (datasets/harmonized-system, ODC-PDDL-1.0). Ukrainian names: the tariff of Law of Ukraine No. 2697-IX «Про Митний тариф України». Ukrainian names of 6-digit subheadings are not published as stand-alone texts, so they are answered in English.';

/** A search answers at most this many rows, best match first. */
export const HS_SEARCH_LIMIT = 50;
/** Without a parent, a search needs at least this many characters. */
export const HS_SEARCH_MIN_LENGTH = 2;
export const HS_SEARCH_MAX_LENGTH = 100;

/** The sections' Roman numerals, I to XXI, in order: section n is `HS_SECTION_NUMERALS[n - 1]`. */
export const HS_SECTION_NUMERALS =
  'I II III IV V VI VII VIII IX X XI XII XIII XIV XV XVI XVII XVIII XIX XX XXI'.split(' ');

/** A section given as a Roman numeral (I–XXI) or a number (1–21); undefined when it is neither. */
export function parseHsSectionNumber(value: string): number | undefined {
  const text = value.trim().toUpperCase();
  if (/^\d{1,2}$/.test(text)) {
    const number = Number(text);
    return number >= 1 && number <= HS_SECTION_NUMERALS.length ? number : undefined;
  }
  const index = HS_SECTION_NUMERALS.indexOf(text);
  return index >= 0 ? index + 1 : undefined;
}

/** A code as typed ('01.01', '0101 21'): the digits, or undefined if anything else is in it. */
export function normalizeHsCode(value: string): string | undefined {
  const digits = value.replace(/[\s.]/g, '');
  return /^\d+$/.test(digits) ? digits : undefined;
}

const SearchSchema = SearchTermSchema(HS_SEARCH_MAX_LENGTH)
  .optional()
  .describe(
    `A code prefix ('0101', '01.01') or words in Ukrainian or English, in any form and order. At most ${HS_SEARCH_LIMIT} results, best match first.`,
  );

const SectionParamSchema = z
  .string()
  .transform((value, ctx) => {
    const number = parseHsSectionNumber(value);
    if (number === undefined) ctx.addIssue({ code: 'custom', message: 'validation.invalid_value' });
    return number ?? 0;
  })
  .describe('Section as a Roman numeral (I–XXI) or its number (1–21)');

function codeParam(length: number, minLength: number, description: string) {
  return z
    .string()
    .transform((value, ctx) => {
      const digits = normalizeHsCode(value);
      if (!digits || digits.length < minLength || digits.length > length) {
        ctx.addIssue({ code: 'custom', message: 'validation.invalid_format' });
        return '';
      }
      return digits.padStart(length, '0');
    })
    .describe(description);
}

function hasSearch(search: string | undefined, minLength: number): boolean {
  return (search ?? '').length >= minLength;
}

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

/** A group: an HS chapter (2 digits). */
export const HsGroupSchema = z.object({
  code: z.string().describe('2 digits, 01 to 97'),
  section: z.string().describe('Roman numeral of its section'),
  name: z.string(),
});
export type HsGroup = z.infer<typeof HsGroupSchema>;
export const HsGroupsResponseSchema = envelope(z.array(HsGroupSchema));

export const HsGroupsQuerySchema = z.strictObject({
  section: SectionParamSchema.optional(),
  search: SearchSchema,
});
export type HsGroupsQuery = z.infer<typeof HsGroupsQuerySchema>;

/** A product item: an HS heading (4 digits). */
export const HsProductItemSchema = z.object({
  code: z.string().describe('4 digits'),
  group: z.string().describe('Its group (chapter), 2 digits'),
  name: z.string(),
});
export type HsProductItem = z.infer<typeof HsProductItemSchema>;
export const HsProductItemsResponseSchema = envelope(z.array(HsProductItemSchema));

export const HsProductItemsQuerySchema = z
  .strictObject({
    group: codeParam(2, 1, 'Group (chapter), 2 digits').optional(),
    search: SearchSchema,
  })
  .superRefine((query, ctx) => {
    if (query.group === undefined && !hasSearch(query.search, HS_SEARCH_MIN_LENGTH)) {
      ctx.addIssue({ code: 'custom', path: ['search'], message: 'validation.hs_group_or_search' });
    }
  });
export type HsProductItemsQuery = z.infer<typeof HsProductItemsQuerySchema>;

/** A group of goods: an HS subheading (6 digits). */
export const HsGoodsGroupSchema = z.object({
  code: z.string().describe('6 digits'),
  product_item: z.string().describe('Its product item (heading), 4 digits'),
  name: z.string(),
});
export type HsGoodsGroup = z.infer<typeof HsGoodsGroupSchema>;
export const HsGoodsGroupsResponseSchema = envelope(z.array(HsGoodsGroupSchema));

export const HsGoodsGroupsQuerySchema = z
  .strictObject({
    product_item: codeParam(4, 4, 'Product item (heading), 4 digits; dots and spaces are ignored').optional(),
    search: SearchSchema,
  })
  .superRefine((query, ctx) => {
    if (query.product_item === undefined && !hasSearch(query.search, HS_SEARCH_MIN_LENGTH)) {
      ctx.addIssue({ code: 'custom', path: ['search'], message: 'validation.hs_product_item_or_search' });
    }
  });
export type HsGoodsGroupsQuery = z.infer<typeof HsGoodsGroupsQuerySchema>;
