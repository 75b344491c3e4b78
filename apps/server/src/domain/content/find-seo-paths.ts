import { seoEntries, type Database } from '@portal/db';

/** Every path that has an SEO entry (the reference data; read once per process by the route). */
export async function findSeoPaths(options: { db: Database }): Promise<Set<string>> {
  const rows = await options.db.select({ path: seoEntries.path }).from(seoEntries);
  return new Set(rows.map((row) => row.path));
}
