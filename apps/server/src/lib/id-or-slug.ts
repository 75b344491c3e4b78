import { eq, type AnyColumn, type SQL } from 'drizzle-orm';

/**
 * The condition naming one row by its numeric id or its slug (`{idOrSlug}` of the spec's calls):
 * up to nine digits is an id, anything else a slug.
 */
export function byIdOrSlug(idColumn: AnyColumn, slugColumn: AnyColumn, value: string | number): SQL {
  const id = typeof value === 'number' ? value : /^\d{1,9}$/.test(value) ? Number(value) : null;
  return id === null ? eq(slugColumn, String(value)) : eq(idColumn, id);
}
