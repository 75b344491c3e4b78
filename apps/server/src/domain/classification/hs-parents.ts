import { hsChapters, hsHeadings, type Database } from '@portal/db';

type Index = { chapters: Set<string>; headings: Set<string> };

/** One index per database: the classification changes only when reference data is imported at start. */
const indexes = new WeakMap<Database, Promise<Index>>();

async function loadIndex(db: Database): Promise<Index> {
  const [chapters, headings] = await Promise.all([
    db.select({ code: hsChapters.code }).from(hsChapters),
    db.select({ code: hsHeadings.code }).from(hsHeadings),
  ]);
  return {
    chapters: new Set(chapters.map((row) => row.code)),
    headings: new Set(headings.map((row) => row.code)),
  };
}

/**
 * Whether a group (chapter) or product item (heading) exists. The routes cache lists by parent
 * only for parents that exist, so made-up codes cannot fill the cache.
 */
export async function hasHsParent(
  db: Database,
  level: 'chapter' | 'heading',
  code: string,
): Promise<boolean> {
  let index = indexes.get(db);
  if (!index) {
    index = loadIndex(db);
    indexes.set(db, index);
    index.catch(() => indexes.delete(db));
  }
  const { chapters, headings } = await index;
  return (level === 'chapter' ? chapters : headings).has(code);
}
