const MAX_INT4 = 2_147_483_647;

/**
 * The numeric id of a URL segment, or null: `/faq/{id}` carries what the visitor typed, and
 * anything that is not an id of ours is simply not found (404), never a 422 or a 500.
 */
export function parseContentId(value: string): number | null {
  if (!/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= MAX_INT4 ? id : null;
}
