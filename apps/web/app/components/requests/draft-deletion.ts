import type { FormValue } from '../../lib/forms/form-values';
import { stripLocale } from '../../i18n/locale';

/**
 * Deleting a draft from a list (issue 13 §6). The list's row posts the detail page's own delete
 * form to the detail page's action (one handler, one dialog per kind), with the list it came from
 * in this field, and the action opens that list again.
 */
export const DELETE_BACK_FIELD = 'back';

/** The intent of the form that deletes a draft, for every request kind (its page's action). */
export const DELETE_DRAFT_INTENT = 'delete';

/** The lists a draft can be deleted from, as Ukrainian paths. */
const DRAFT_LISTS: ReadonlySet<string> = new Set([
  '/profile/market',
  '/profile/check-list',
  '/profile/analysis-applications',
  '/profile/applications',
]);

/**
 * Where the delete handler sends the exporter: the list the form names in `back` (a path of this
 * portal in either language, its filters kept, its page dropped, since the page may no longer
 * exist), or `fallback`; with `deleted=1`, so the list says the draft is gone. Anything but one of
 * the lists (another page, another site) is the fallback. Answers a Ukrainian path.
 */
export function listPathAfterDelete(back: FormValue | undefined, fallback: string): string {
  const base = 'http://portal.invalid';
  let url = new URL(fallback, base);
  if (typeof back === 'string' && back.startsWith('/') && !back.startsWith('//')) {
    try {
      const wanted = new URL(back, base);
      if (wanted.origin === base && DRAFT_LISTS.has(stripLocale(wanted.pathname))) url = wanted;
    } catch {
      // Not an address: the fallback.
    }
  }
  const params = new URLSearchParams(url.search);
  params.delete('page');
  params.set('deleted', '1');
  return `${stripLocale(url.pathname)}?${params.toString()}`;
}
