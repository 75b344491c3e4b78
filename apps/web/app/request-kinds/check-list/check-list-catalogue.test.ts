import { describe, expect, it } from 'vitest';
import { CHECKLIST_NS, CHECKLIST_RESOURCES } from '../../i18n/checklist';
import { addCatalogue, createTranslator } from '../../i18n/translator';

type Catalogue = { [key: string]: string | Catalogue };
const PLURAL = /_(zero|one|two|few|many|other)$/;

function flatten(catalogue: Catalogue, prefix = ''): string[] {
  return Object.entries(catalogue).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'string' ? [path] : flatten(value, path);
  });
}

function translator(lng: 'uk' | 'en') {
  addCatalogue(lng, CHECKLIST_NS, CHECKLIST_RESOURCES[lng]);
  return createTranslator(lng).getFixedT(lng, CHECKLIST_NS);
}

describe('the checklist namespace (issue 5)', () => {
  const keys = { uk: flatten(CHECKLIST_RESOURCES.uk), en: flatten(CHECKLIST_RESOURCES.en) };

  it('has the same keys in both languages', () => {
    const base = (list: string[]) => [...new Set(list.map((key) => key.replace(PLURAL, '')))].sort();
    expect(base(keys.uk)).toEqual(base(keys.en));
  });

  it('has every CLDR plural form of each language', () => {
    for (const lng of ['uk', 'en'] as const) {
      const needed = new Intl.PluralRules(lng).resolvedOptions().pluralCategories;
      const plurals = new Set(
        keys[lng].filter((key) => PLURAL.test(key)).map((key) => key.replace(PLURAL, '')),
      );
      for (const key of plurals) {
        for (const form of needed) expect(keys[lng], `${lng} ${key}_${form}`).toContain(`${key}_${form}`);
      }
    }
  });

  it.each([
    [1, 'Знайдено 1 запит', 'Знайдено 1 заявку'],
    [2, 'Знайдено 2 запити', 'Знайдено 2 заявки'],
    [5, 'Знайдено 5 запитів', 'Знайдено 5 заявок'],
    [11, 'Знайдено 11 запитів', 'Знайдено 11 заявок'],
    [21, 'Знайдено 21 запит', 'Знайдено 21 заявку'],
    [22, 'Знайдено 22 запити', 'Знайдено 22 заявки'],
    [25, 'Знайдено 25 запитів', 'Знайдено 25 заявок'],
  ])('counts %i in Ukrainian', (count, requests, applications) => {
    const t = translator('uk');
    expect(t('list.found', { count })).toBe(requests);
    expect(t('applications.found', { count })).toBe(applications);
  });

  it('counts in English', () => {
    const t = translator('en');
    expect(t('list.found', { count: 1 })).toBe('1 request found');
    expect(t('statuses.total', { count: 21 })).toBe('21 applications in all');
  });
});
