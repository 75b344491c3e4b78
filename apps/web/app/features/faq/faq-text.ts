import type { FaqCategory } from '@portal/contract';

/** A page description of at most `max` characters, cut at a word boundary. */
export function summarize(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,;:.–—-]+$/, '')}…`;
}

export type FaqSelection = {
  /** The categories to show: the chosen one, or every non-empty one. */
  categories: FaqCategory[];
  /** The slug of the chosen category, when it exists. */
  activeSlug: string | null;
  /** A `?category=` was given that names no category: everything is shown with a note. */
  isUnknownCategory: boolean;
};

/** The `?category=slug` filter of /faq: read from the URL, so it works without JavaScript. */
export function selectFaqCategories(categories: readonly FaqCategory[], slug: string | null): FaqSelection {
  const nonEmpty = categories.filter((category) => category.questions.length > 0);
  if (!slug) return { categories: nonEmpty, activeSlug: null, isUnknownCategory: false };
  const chosen = categories.find((category) => category.slug === slug);
  if (!chosen) return { categories: nonEmpty, activeSlug: null, isUnknownCategory: true };
  return { categories: [chosen], activeSlug: chosen.slug, isUnknownCategory: false };
}

/** A FAQ id in the URL: a positive integer, anything else is not a question. */
export function parseQuestionId(value: string | undefined): number | null {
  if (!value || !/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) && id <= 2_147_483_647 ? id : null;
}
