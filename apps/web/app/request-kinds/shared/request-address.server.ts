import { notFound } from '../../lib/read-record.server';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A request id from the address; anything but a uuid is the 404 page. */
export function requireId(id: string | undefined): string {
  if (!id || !UUID.test(id)) notFound();
  return id;
}

/** What the form did, named in the address of the page it opens (`?saved=draft`). */
export type SavedOutcome = 'draft' | 'submitted' | 'changes';

/** The outcome the address names (`?saved=`), or null for none or an unknown one. */
export function readSavedOutcome(url: URL): SavedOutcome | null {
  const saved = url.searchParams.get('saved');
  return saved === 'draft' || saved === 'submitted' || saved === 'changes' ? saved : null;
}
