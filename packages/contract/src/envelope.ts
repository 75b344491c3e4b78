import { z } from 'zod';

/** Every successful answer is `{ data }` (ARCHITECTURE §5). */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ data });
}

export const PAGE_SIZE_DEFAULT = 20;
export const PAGE_SIZE_MAX = 100;

export const PaginationQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(PAGE_SIZE_DEFAULT),
});
export type PaginationQuery = z.infer<typeof PaginationQuerySchema>;

export const PaginationMetaSchema = z.object({
  current_page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
  last_page: z.number().int(),
});
export type PaginationMeta = z.infer<typeof PaginationMetaSchema>;

/** A page of items: `{ data: { items, meta } }`. */
export function paginated<T extends z.ZodType>(item: T) {
  return envelope(z.object({ items: z.array(item), meta: PaginationMetaSchema }));
}

export function buildPaginationMeta(total: number, query: PaginationQuery): PaginationMeta {
  return {
    current_page: query.page,
    per_page: query.per_page,
    total,
    last_page: Math.max(1, Math.ceil(total / query.per_page)),
  };
}
