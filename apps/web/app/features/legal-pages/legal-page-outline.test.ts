import { describe, expect, it } from 'vitest';
import { buildOutline, findLegalSlug } from './legal-page-outline';

describe('legal pages (spec §2): the slug is the last path segment', () => {
  it('in both languages', () => {
    expect(findLegalSlug('/cookie-policy')).toBe('cookie-policy');
    expect(findLegalSlug('/en/offer-agreement')).toBe('offer-agreement');
    expect(findLegalSlug('/en/terms-of-use/')).toBe('terms-of-use');
    expect(findLegalSlug('/faq')).toBeNull();
  });

  it('numbers the sections for the table of contents, the same in both languages', () => {
    const outline = buildOutline([
      { heading: '1. Загальні положення', paragraphs: ['…'] },
      { heading: '2. Терміни', paragraphs: [] },
    ]);
    expect(outline.map((entry) => entry.id)).toEqual(['section-1', 'section-2']);
    expect(outline[0]?.heading).toBe('1. Загальні положення');
  });
});
