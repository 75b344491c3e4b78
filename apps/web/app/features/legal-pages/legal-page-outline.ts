import { LEGAL_PAGE_SLUGS, type LegalPageSlug, type Page } from '@portal/contract';
import { stripLocale } from '../../i18n/locale';

type LegalPageSection = Page['sections'][number];

/** The slug of a legal page is the last segment of its path: `/en/privacy-policy` → `privacy-policy`. */
export function findLegalSlug(pathname: string): LegalPageSlug | null {
  const last = stripLocale(pathname).replace(/\/+$/, '').split('/').pop() ?? '';
  return (LEGAL_PAGE_SLUGS as readonly string[]).includes(last) ? (last as LegalPageSlug) : null;
}

export type OutlineEntry = LegalPageSection & { id: string };

/**
 * Each section gets a stable anchor, `section-1`, `section-2`…, for the table of contents.
 * Ids from the position, not the heading, so they stay ASCII in both languages and the same
 * anchor points to the same section of the Ukrainian and English texts.
 */
export function buildOutline(sections: readonly LegalPageSection[]): OutlineEntry[] {
  return sections.map((section, index) => ({ ...section, id: `section-${index + 1}` }));
}
