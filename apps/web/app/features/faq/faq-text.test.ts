import { describe, expect, it } from 'vitest';
import type { FaqCategory } from '@portal/contract';
import { parseQuestionId, selectFaqCategories, summarize } from './faq-text';

const question = (id: number) => ({
  id,
  slug: `q-${id}`,
  question: `Q${id}?`,
  answer: 'A.',
  on_landing: false,
});
const categories: FaqCategory[] = [
  { id: 1, slug: 'registration', name: 'Реєстрація', questions: [question(1), question(2)] },
  { id: 2, slug: 'empty', name: 'Порожня', questions: [] },
  { id: 3, slug: 'tariffs', name: 'Тарифи', questions: [question(3)] },
];

describe('the /faq category filter (?category=slug, spec §2)', () => {
  it('shows every category with questions when no category is chosen', () => {
    const selection = selectFaqCategories(categories, null);
    expect(selection.categories.map((c) => c.slug)).toEqual(['registration', 'tariffs']);
    expect(selection).toMatchObject({ activeSlug: null, isUnknownCategory: false });
  });

  it('shows the chosen category only', () => {
    const selection = selectFaqCategories(categories, 'tariffs');
    expect(selection.categories.map((c) => c.slug)).toEqual(['tariffs']);
    expect(selection.activeSlug).toBe('tariffs');
  });

  it('an unknown slug shows everything and says so', () => {
    const selection = selectFaqCategories(categories, 'no-such');
    expect(selection.categories).toHaveLength(2);
    expect(selection).toMatchObject({ activeSlug: null, isUnknownCategory: true });
  });
});

describe('/faq/{id}', () => {
  it('takes positive integers only; anything else is the 404 page', () => {
    expect(parseQuestionId('12')).toBe(12);
    for (const bad of [undefined, '', '0', '-1', '012', '1.5', 'abc', '99999999999']) {
      expect(parseQuestionId(bad), String(bad)).toBeNull();
    }
  });

  it('describes the page with the answer cut at a word, at most 160 characters', () => {
    expect(summarize('Коротка відповідь.')).toBe('Коротка відповідь.');
    const long = 'Слово '.repeat(60);
    const description = summarize(long);
    expect(description.length).toBeLessThanOrEqual(160);
    expect(description.endsWith('Слово…')).toBe(true);
  });
});
