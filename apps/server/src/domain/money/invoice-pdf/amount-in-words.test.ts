import { describe, expect, it } from 'vitest';
import { amountInWordsEn, amountInWordsUk, MAX_AMOUNT_IN_WORDS, pluralUk } from './amount-in-words';

/** Hryvnias to kopiykas, so the tables read as the amounts they are. */
const uah = (hryvnias: number, kopiykas = 0) => hryvnias * 100 + kopiykas;

describe('amountInWordsUk', () => {
  it.each([
    [199000, 'Одна тисяча дев’ятсот дев’яносто гривень 00 копійок'],
    [1799000, 'Сімнадцять тисяч дев’ятсот дев’яносто гривень 00 копійок'],
    [2, 'Нуль гривень 02 копійки'],
    [100000000, 'Один мільйон гривень 00 копійок'],
    [0, 'Нуль гривень 00 копійок'],
  ])('the examples of the issue: %i kopiykas → %s', (kopiykas, words) => {
    expect(amountInWordsUk(kopiykas)).toBe(words);
  });

  it.each([
    [1, 'Одна гривня'],
    [2, 'Дві гривні'],
    [3, 'Три гривні'],
    [4, 'Чотири гривні'],
    [5, 'П’ять гривень'],
    [6, 'Шість гривень'],
    [7, 'Сім гривень'],
    [8, 'Вісім гривень'],
    [9, 'Дев’ять гривень'],
    [10, 'Десять гривень'],
    [11, 'Одинадцять гривень'],
    [12, 'Дванадцять гривень'],
    [13, 'Тринадцять гривень'],
    [14, 'Чотирнадцять гривень'],
    [15, 'П’ятнадцять гривень'],
    [16, 'Шістнадцять гривень'],
    [17, 'Сімнадцять гривень'],
    [18, 'Вісімнадцять гривень'],
    [19, 'Дев’ятнадцять гривень'],
    [20, 'Двадцять гривень'],
    [21, 'Двадцять одна гривня'],
    [22, 'Двадцять дві гривні'],
    [24, 'Двадцять чотири гривні'],
    [25, 'Двадцять п’ять гривень'],
    [30, 'Тридцять гривень'],
    [40, 'Сорок гривень'],
    [50, 'П’ятдесят гривень'],
    [60, 'Шістдесят гривень'],
    [70, 'Сімдесят гривень'],
    [80, 'Вісімдесят гривень'],
    [90, 'Дев’яносто гривень'],
    [99, 'Дев’яносто дев’ять гривень'],
    [100, 'Сто гривень'],
    [101, 'Сто одна гривня'],
    [111, 'Сто одинадцять гривень'],
    [112, 'Сто дванадцять гривень'],
    [114, 'Сто чотирнадцять гривень'],
    [121, 'Сто двадцять одна гривня'],
    [200, 'Двісті гривень'],
    [300, 'Триста гривень'],
    [400, 'Чотириста гривень'],
    [500, 'П’ятсот гривень'],
    [600, 'Шістсот гривень'],
    [700, 'Сімсот гривень'],
    [800, 'Вісімсот гривень'],
    [900, 'Дев’ятсот гривень'],
    [999, 'Дев’ятсот дев’яносто дев’ять гривень'],
  ])('%i UAH: the number agrees with гривня (feminine)', (hryvnias, words) => {
    expect(amountInWordsUk(uah(hryvnias))).toBe(`${words} 00 копійок`);
  });

  it.each([
    [1000, 'Одна тисяча гривень'],
    [1001, 'Одна тисяча одна гривня'],
    [1990, 'Одна тисяча дев’ятсот дев’яносто гривень'],
    [2000, 'Дві тисячі гривень'],
    [3000, 'Три тисячі гривень'],
    [4000, 'Чотири тисячі гривень'],
    [5000, 'П’ять тисяч гривень'],
    [10000, 'Десять тисяч гривень'],
    [11000, 'Одинадцять тисяч гривень'],
    [12000, 'Дванадцять тисяч гривень'],
    [13000, 'Тринадцять тисяч гривень'],
    [14000, 'Чотирнадцять тисяч гривень'],
    [15000, 'П’ятнадцять тисяч гривень'],
    [21000, 'Двадцять одна тисяча гривень'],
    [22000, 'Двадцять дві тисячі гривень'],
    [25000, 'Двадцять п’ять тисяч гривень'],
    [100000, 'Сто тисяч гривень'],
    [111000, 'Сто одинадцять тисяч гривень'],
    [112112, 'Сто дванадцять тисяч сто дванадцять гривень'],
    [201000, 'Двісті одна тисяча гривень'],
    [999999, 'Дев’ятсот дев’яносто дев’ять тисяч дев’ятсот дев’яносто дев’ять гривень'],
  ])('%i UAH: тисяча is feminine', (hryvnias, words) => {
    expect(amountInWordsUk(uah(hryvnias))).toBe(`${words} 00 копійок`);
  });

  it.each([
    [1_000_000, 'Один мільйон гривень'],
    [1_000_001, 'Один мільйон одна гривня'],
    [1_001_000, 'Один мільйон одна тисяча гривень'],
    [2_000_000, 'Два мільйони гривень'],
    [3_000_000, 'Три мільйони гривень'],
    [4_000_000, 'Чотири мільйони гривень'],
    [5_000_000, 'П’ять мільйонів гривень'],
    [11_000_000, 'Одинадцять мільйонів гривень'],
    [14_000_000, 'Чотирнадцять мільйонів гривень'],
    [21_000_000, 'Двадцять один мільйон гривень'],
    [22_000_000, 'Двадцять два мільйони гривень'],
    [1_000_000_000, 'Один мільярд гривень'],
    [2_000_000_000, 'Два мільярди гривень'],
    [5_000_000_000, 'П’ять мільярдів гривень'],
    [2_002_002_002, 'Два мільярди два мільйони дві тисячі дві гривні'],
    [1_000_000_100, 'Один мільярд сто гривень'],
    [
      9_999_999_999,
      'Дев’ять мільярдів дев’ятсот дев’яносто дев’ять мільйонів дев’ятсот дев’яносто дев’ять тисяч дев’ятсот дев’яносто дев’ять гривень',
    ],
  ])('%i UAH: мільйон and мільярд are masculine', (hryvnias, words) => {
    expect(amountInWordsUk(uah(hryvnias))).toBe(`${words} 00 копійок`);
  });

  it.each([
    [0, '00 копійок'],
    [1, '01 копійка'],
    [2, '02 копійки'],
    [3, '03 копійки'],
    [4, '04 копійки'],
    [5, '05 копійок'],
    [10, '10 копійок'],
    [11, '11 копійок'],
    [12, '12 копійок'],
    [13, '13 копійок'],
    [14, '14 копійок'],
    [15, '15 копійок'],
    [20, '20 копійок'],
    [21, '21 копійка'],
    [22, '22 копійки'],
    [24, '24 копійки'],
    [25, '25 копійок'],
    [31, '31 копійка'],
    [50, '50 копійок'],
    [99, '99 копійок'],
  ])('kopiykas as two digits: %i → %s', (kopiykas, words) => {
    expect(amountInWordsUk(uah(1, kopiykas))).toBe(`Одна гривня ${words}`);
  });

  it('writes the apostrophe as ’ (U+2019), never the ASCII one', () => {
    const words = amountInWordsUk(uah(595_959, 95));
    expect(words).toBe('П’ятсот дев’яносто п’ять тисяч дев’ятсот п’ятдесят дев’ять гривень 95 копійок');
    expect(words).toContain('\u2019');
    expect(words).not.toContain("'");
    expect(words).not.toContain('\u02BC');
  });

  it('writes the largest amount and refuses anything outside 0…999 999 999 999 or not whole', () => {
    expect(amountInWordsUk(MAX_AMOUNT_IN_WORDS)).toMatch(/^Дев’ять мільярдів .* гривень 99 копійок$/);
    for (const bad of [-1, -100, 0.5, 100.01, MAX_AMOUNT_IN_WORDS + 1, Number.NaN, Infinity, 2 ** 60]) {
      expect(() => amountInWordsUk(bad), String(bad)).toThrow(RangeError);
      expect(() => amountInWordsEn(bad), String(bad)).toThrow(RangeError);
    }
  });
});

describe('pluralUk', () => {
  const forms = ['гривня', 'гривні', 'гривень'] as const;
  it.each([
    [0, 'гривень'],
    [1, 'гривня'],
    [2, 'гривні'],
    [4, 'гривні'],
    [5, 'гривень'],
    [11, 'гривень'],
    [14, 'гривень'],
    [21, 'гривня'],
    [101, 'гривня'],
    [111, 'гривень'],
    [112, 'гривень'],
    [1002, 'гривні'],
    [1011, 'гривень'],
  ])('%i → %s', (count, form) => {
    expect(pluralUk(count, forms)).toBe(form);
  });
});

describe('amountInWordsEn', () => {
  it.each([
    [199000, 'One thousand nine hundred ninety hryvnias 00 kopiykas'],
    [1799000, 'Seventeen thousand nine hundred ninety hryvnias 00 kopiykas'],
    [0, 'Zero hryvnias 00 kopiykas'],
    [1, 'Zero hryvnias 01 kopiyka'],
    [2, 'Zero hryvnias 02 kopiykas'],
    [uah(1), 'One hryvnia 00 kopiykas'],
    [uah(1, 1), 'One hryvnia 01 kopiyka'],
    [uah(2, 21), 'Two hryvnias 21 kopiykas'],
    [uah(11), 'Eleven hryvnias 00 kopiykas'],
    [uah(14), 'Fourteen hryvnias 00 kopiykas'],
    [uah(19), 'Nineteen hryvnias 00 kopiykas'],
    [uah(21), 'Twenty-one hryvnias 00 kopiykas'],
    [uah(40), 'Forty hryvnias 00 kopiykas'],
    [uah(101), 'One hundred one hryvnias 00 kopiykas'],
    [uah(115), 'One hundred fifteen hryvnias 00 kopiykas'],
    [uah(1000), 'One thousand hryvnias 00 kopiykas'],
    [uah(1001), 'One thousand one hryvnias 00 kopiykas'],
    [uah(21_000), 'Twenty-one thousand hryvnias 00 kopiykas'],
    [uah(999_999, 99), 'Nine hundred ninety-nine thousand nine hundred ninety-nine hryvnias 99 kopiykas'],
    [100000000, 'One million hryvnias 00 kopiykas'],
    [uah(2_000_000), 'Two million hryvnias 00 kopiykas'],
    [uah(1_000_001_000), 'One billion one thousand hryvnias 00 kopiykas'],
    [
      MAX_AMOUNT_IN_WORDS,
      'Nine billion nine hundred ninety-nine million nine hundred ninety-nine thousand nine hundred ninety-nine hryvnias 99 kopiykas',
    ],
  ])('%i kopiykas → %s', (kopiykas, words) => {
    expect(amountInWordsEn(kopiykas)).toBe(words);
  });
});
