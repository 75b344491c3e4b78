import { describe, expect, it } from 'vitest';
import { foreignLang, otherName, pickName, pickNameWithLang } from './localized-name';

const both = { uk: 'ТОВ «Подільський агроекспорт»', en: 'Podillia Agro Export LLC' };

describe('pickName', () => {
  it('shows the English name on English pages and the Ukrainian one on Ukrainian pages', () => {
    expect(pickName(both, 'en')).toBe('Podillia Agro Export LLC');
    expect(pickName(both, 'ua')).toBe('ТОВ «Подільський агроекспорт»');
  });

  it('falls back to the other language when the page’s one is blank', () => {
    expect(pickName({ uk: 'Мед', en: '  ' }, 'en')).toBe('Мед');
    expect(pickName({ uk: '', en: 'Honey' }, 'ua')).toBe('Honey');
  });

  it('trims, and gives an empty string when both are blank', () => {
    expect(pickName({ uk: '  Мед ', en: '' }, 'ua')).toBe('Мед');
    expect(pickName({ uk: ' ', en: '' }, 'en')).toBe('');
  });
});

describe('pickNameWithLang', () => {
  it('marks only a fallback in the other language', () => {
    expect(pickNameWithLang(both, 'en')).toEqual({ text: both.en, lang: undefined });
    expect(pickNameWithLang({ uk: 'Мед', en: '' }, 'en')).toEqual({ text: 'Мед', lang: 'uk' });
    expect(pickNameWithLang({ uk: '', en: 'Honey' }, 'ua')).toEqual({ text: 'Honey', lang: 'en' });
    expect(pickNameWithLang({ uk: '', en: '' }, 'ua')).toEqual({ text: '', lang: undefined });
  });
});

describe('otherName', () => {
  it('gives the name in the other language with its lang', () => {
    expect(otherName(both, 'en')).toEqual({ text: both.uk, lang: 'uk' });
    expect(otherName(both, 'ua')).toEqual({ text: both.en, lang: 'en' });
  });

  it('is null when the other name is blank, the same, or already the one shown', () => {
    expect(otherName({ uk: 'Мед', en: '' }, 'ua')).toBeNull();
    expect(otherName({ uk: 'Мед', en: '' }, 'en')).toBeNull();
    expect(otherName({ uk: 'Agro LLC', en: 'Agro LLC' }, 'en')).toBeNull();
  });
});

describe('foreignLang', () => {
  it('is undefined for the page’s own language', () => {
    expect(foreignLang('en', 'en')).toBeUndefined();
    expect(foreignLang('uk', 'ua')).toBeUndefined();
    expect(foreignLang('en', 'ua')).toBe('en');
    expect(foreignLang('uk', 'en')).toBe('uk');
  });
});
