import { describe, expect, it } from 'vitest';
import { stemUkrainian, toHsQueryStems, toHsSearchTerms, toHsSearchText } from './hs-search-text';

describe('the classification search reads words by their stems (issue 25 §4)', () => {
  it('every form of a Ukrainian word meets at one stem', () => {
    for (const forms of [
      ['олія', 'олії', 'олій', 'оліями'],
      ['горіх', 'горіхи', 'горіхів'],
      ['соняшникова', 'соняшникової', 'соняшниковий', 'соняшнику'],
      ['пшениця', 'пшениці'],
      ['яблука', 'яблуко'],
    ]) {
      expect(new Set(forms.map(stemUkrainian)), forms.join(' ')).toHaveProperty('size', 1);
    }
  });

  it('a stem keeps three letters at least', () => {
    expect(stemUkrainian('олій')).toBe('олі');
    expect(stemUkrainian('мед')).toBe('мед');
    expect(stemUkrainian('соя')).toBe('соя');
  });

  it('English words by the Porter stemmer; apostrophes, digits, stop words and one letter dropped', () => {
    expect(toHsSearchTerms('Apples, pears; fresh')).toEqual(['appl', 'pear', 'fresh']);
    expect(toHsSearchTerms('М’ясо і 0105 or a')).toEqual(toHsSearchTerms("м'ясо"));
  });

  it('synonyms meet at one stem in either language', () => {
    expect(toHsQueryStems('заморожена малина')).toEqual(toHsQueryStems('морожені raspberries'));
    expect(toHsQueryStems('соняшник')).toEqual(toHsQueryStems('sunflower'));
    expect(toHsQueryStems('волоські')).toEqual(toHsQueryStems('walnuts'));
  });

  it('a hyphenated name holds its parts and the whole word; a query looks for the whole word', () => {
    expect(toHsSearchTerms('Sun-flower')).toEqual(['sun', 'flower', ...toHsQueryStems('sunflower')]);
    expect(toHsQueryStems('t-shirts')).toEqual(['tshirt']);
  });

  it('the search text marks each name’s first word and the words of everyday names', () => {
    expect(toHsSearchText(['Мед натуральний', 'Honey; natural'], ['мед'])).toBe(
      ' ^мед мед натуральн ^honei honei natur =мед ',
    );
    expect(toHsSearchText([''])).toBe('');
  });
});
