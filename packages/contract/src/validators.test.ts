import { describe, expect, it } from 'vitest';
import {
  findUnstorableCharacter,
  INT4_MAX,
  parseRowId,
  RowIdParamSchema,
  RowIdSchema,
  SearchTermSchema,
  EdrpouSchema,
  EnglishOnlyParagraphsSchema,
  EnglishOnlyTextSchema,
  IpnSchema,
  PhoneSchema,
  isEnglishOnly,
  isValidEdrpou,
  isValidIpn,
  normalizePhone,
} from './validators';

describe('spec §5 English-only: allowed characters', () => {
  it.each([
    ['Latin capital letters', 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'],
    ['Latin small letters', 'abcdefghijklmnopqrstuvwxyz'],
    ['digits', '0123456789'],
    ['spaces', 'Grain export 2025'],
    ['ASCII double quotes', '"Agro" LLC'],
    ['ASCII single quote (apostrophe)', "farmer's market"],
    ['typographic single quotes ‘ ’', '‘Agro’'],
    ['typographic double quotes “ ”', '“Agro”'],
    ['hyphen', 'well-known'],
    ['period', 'Ltd.'],
    ['comma', 'oats, barley'],
    ['colon', 'Note: fragile'],
    ['semicolon', 'wheat; rye'],
    ['round brackets', '(Ukraine)'],
    ['square brackets', '[draft]'],
    ['slash', 'and/or'],
    ['backslash', 'C:\\export'],
    ['question mark', 'Why?'],
    ['exclamation mark', 'Fresh!'],
    ['number sign №', '№ 5'],
    ['plus', '1+1'],
    ['equals', 'a=b'],
    ['star', '5*'],
    ['underscore', 'snake_case'],
    ['hash', '#1'],
    ['dollar', '$100'],
    ['ampersand', 'Smith & Sons'],
    ['tilde', '~5 t'],
    ['percent', '15%'],
    ['caret', '10^3'],
    ['angle braces', '<500 kg>'],
    ['curly braces', '{lot}'],
    ['at sign', 'info@agro.example'],
    ['roman numerals I, V and X as letters', 'XIV IV IX'],
    ['Unicode roman numerals Ⅰ Ⅴ Ⅹ', 'Ⅰ Ⅴ Ⅹ'],
  ])('allows %s', (_label, value) => {
    expect(isEnglishOnly(value)).toBe(true);
  });

  it('allows an empty value', () => {
    expect(isEnglishOnly('')).toBe(true);
    expect(EnglishOnlyTextSchema.safeParse('').success).toBe(true);
    expect(EnglishOnlyTextSchema.safeParse('Two\nlines').success).toBe(false);
    expect(EnglishOnlyParagraphsSchema.safeParse('First paragraph.\n\nSecond one.').success).toBe(true);
    expect(EnglishOnlyParagraphsSchema.safeParse('First.\nДругий.').success).toBe(false);
  });

  it('allows a realistic company description using many of them at once', () => {
    expect(
      isEnglishOnly('Agro-Trade Ltd. (est. 2003): grain, oil & meal; 15% moisture, №12 - "premium"!'),
    ).toBe(true);
  });
});

describe('spec §5 English-only: disallowed characters', () => {
  it.each([
    ['Cyrillic words', 'Привіт'],
    ['a word with one Cyrillic letter among Latin ones', 'Cилікати'],
    ['a Latin-looking word starting with Cyrillic С', '\u0421ompany'],
    ['Ukrainian letters ї є ґ і', 'їжак'],
    ['emoji', 'Great 👍'],
    ['euro sign', '100 €'],
    ['pound sign', '£50'],
    ['section sign', '§ 5'],
    ['vertical bar', 'a | b'],
    ['degree sign', '25°C'],
    ['backtick', '`code`'],
    ['Chinese', '出口'],
    ['Arabic', 'تصدير'],
    ['Latin letters with diacritics', 'Café Müller'],
    ['roman numerals other than Ⅰ Ⅴ Ⅹ', 'Ⅱ Ⅲ'],
    ['a tab', 'a\tb'],
    ['a newline', 'line one\nline two'],
    ['a non-breaking space', 'a\u00a0b'],
    ['guillemets', '«Agro»'],
    ['an en dash', '2020–2025'],
  ])('rejects %s', (_label, value) => {
    expect(isEnglishOnly(value)).toBe(false);
  });

  it('the schema reports the english_only message key, translated later', () => {
    const result = EnglishOnlyTextSchema.safeParse('Привіт');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('validation.english_only');
  });
});

describe('EDRPOU: 8 digits with a check digit', () => {
  it.each([
    ['00032129', 'Oschadbank'],
    ['14360570', 'PrivatBank'],
    ['20077720', 'Naftogaz of Ukraine'],
    ['21673832', 'Kyivstar'],
    ['21560045', 'Ukrposhta'],
    ['00100227', 'Ukrenergo'],
    ['24584661', 'Energoatom'],
    ['32855961', 'a code between 30 and 60 million (weights 7, 1 … 6)'],
    ['40075815', 'Ukrzaliznytsia (weights 7, 1 … 6)'],
  ])('accepts the real code %s (%s)', (code) => {
    expect(isValidEdrpou(code)).toBe(true);
  });

  it('uses the second weights (each raised by 2) when the first remainder is 10', () => {
    // 1·1+2·2+1·3+3·4+8·5+1·6+3·7 = 87, 87 mod 11 = 10; with weights 3…9: 125 mod 11 = 4.
    expect(isValidEdrpou('12138134')).toBe(true);
    expect(isValidEdrpou('12138130')).toBe(false);
    // Between 30 and 60 million: weights 7,1…6 give 87 → 10; 9,3…8 give 129 → 8.
    expect(isValidEdrpou('30712718')).toBe(true);
  });

  it('a second remainder of 10 gives the check digit 0', () => {
    // 0005917: weights 1…7 give 120 → 10; weights 3…9 give 164 → 10; so the check digit is 0.
    expect(isValidEdrpou('00059170')).toBe(true);
    expect(isValidEdrpou('00059171')).toBe(false);
  });

  it.each(['00032128', '14360571', '40075814', '32855962', '43603335'])(
    'rejects %s: wrong check digit',
    (code) => {
      expect(isValidEdrpou(code)).toBe(false);
    },
  );

  it.each(['', '1436057', '143605700', '1436057a', ' 14360570', '14 360 570', '١٤٣٦٠٥٧٠'])(
    'rejects %j: not exactly 8 ASCII digits',
    (code) => {
      expect(isValidEdrpou(code)).toBe(false);
    },
  );

  it('the schema trims surrounding spaces and reports the edrpou message key', () => {
    expect(EdrpouSchema.parse(' 14360570 ')).toBe('14360570');
    expect(EdrpouSchema.safeParse('14360571').error?.issues[0]?.message).toBe('validation.edrpou');
  });
});

describe('IPN: 10 digits (a person) or 12 (a VAT payer)', () => {
  it.each(['1234567890', '123456789012'])('accepts %s', (value) => {
    expect(isValidIpn(value)).toBe(true);
  });

  it.each(['', '123456789', '12345678901', '1234567890123', '12345abc90', '12345-67890'])(
    'rejects %j',
    (value) => {
      expect(isValidIpn(value)).toBe(false);
    },
  );

  it('the schema trims and reports the ipn message key', () => {
    expect(IpnSchema.parse(' 1234567890 ')).toBe('1234567890');
    expect(IpnSchema.safeParse('123').error?.issues[0]?.message).toBe('validation.ipn');
  });
});

describe('phone numbers are normalised to E.164', () => {
  it.each([
    ['0671234567', '+380671234567'],
    ['380671234567', '+380671234567'],
    ['+380671234567', '+380671234567'],
    ['+38 (067) 123-45-67', '+380671234567'],
    ['+380 67 123 45 67', '+380671234567'],
    ['067 123 45 67', '+380671234567'],
    ['067.123.45.67', '+380671234567'],
    ['  0671234567  ', '+380671234567'],
    ['+48 601 234 567', '+48601234567'],
    ['+1 (212) 555-0100', '+12125550100'],
  ])('%s → %s', (input, expected) => {
    expect(normalizePhone(input)).toBe(expected);
  });

  it.each([
    ['letters', '067-ABC-45-67'],
    ['words', 'call me'],
    ['empty', ''],
    ['too short', '12345'],
    ['a Ukrainian number one digit short', '+38067123456'],
    ['a Ukrainian number one digit long', '+3806712345678'],
    ['a local number with 9 digits', '067123456'],
    ['a foreign number without +', '48601234567'],
    ['a country code starting with 0', '+0123456789'],
    ['more than 15 digits', '+1234567890123456'],
    ['an extension', '+380671234567 ext. 5'],
  ])('rejects %s (%j)', (_label, input) => {
    expect(normalizePhone(input)).toBeNull();
  });

  it('the schema gives the normalised number, or the phone message key', () => {
    expect(PhoneSchema.parse('+38 (067) 123-45-67')).toBe('+380671234567');
    const result = PhoneSchema.safeParse('067-ABC');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('validation.phone');
  });
});

describe('issue 12 (decision 022): characters no text column can keep', () => {
  it('findUnstorableCharacter gives the path of the first string or key holding a NUL', () => {
    expect(findUnstorableCharacter({ a: 'ok', b: ['x', 'y\u0000z'] })).toEqual(['b', 1]);
    expect(findUnstorableCharacter({ nested: { 'k\u0000': 1 } })).toEqual(['nested', 'k\u0000']);
    expect(findUnstorableCharacter('\u0000')).toEqual([]);
    expect(findUnstorableCharacter({ a: 'ok', n: 1, d: new Date(), nothing: null })).toBeUndefined();
  });

  it('an unpaired surrogate is found too; a pair (an emoji) and RTL or zero-width marks are text', () => {
    expect(findUnstorableCharacter({ comment: 'a\ud800b' })).toEqual(['comment']);
    expect(findUnstorableCharacter({ comment: 'end\udfff' })).toEqual(['comment']);
    expect(findUnstorableCharacter({ comment: 'Привіт 🇺🇦 \u202e \u200b' })).toBeUndefined();
  });

  it('SearchTermSchema drops control characters and trims, within its length', () => {
    expect(SearchTermSchema().parse(' мед\u0000 ')).toBe('мед');
    expect(SearchTermSchema().parse('a\u0000b\tc')).toBe('a b c');
    expect(SearchTermSchema().parse('мед\ud800')).toBe('мед');
    expect(SearchTermSchema(5).safeParse('abcdef').success).toBe(false);
  });
});

describe('issue 24: row ids are bounded by the id columns’ type (int4)', () => {
  const message = 'validation.row_id';

  it('RowIdSchema takes 1 to INT4_MAX and refuses the rest with one message, 0 included', () => {
    expect(RowIdSchema.parse(1)).toBe(1);
    expect(RowIdSchema.parse(INT4_MAX)).toBe(INT4_MAX);
    for (const bad of [0, -1, 1.5, INT4_MAX + 1, Number.MAX_SAFE_INTEGER]) {
      const result = RowIdSchema.safeParse(bad);
      expect(result.success, String(bad)).toBe(false);
      expect(
        result.error?.issues.map((issue) => issue.message),
        String(bad),
      ).toEqual([message]);
    }
  });

  it('RowIdParamSchema reads the text of a path or a query the same way', () => {
    expect(RowIdParamSchema.parse('42')).toBe(42);
    expect(RowIdParamSchema.parse(String(INT4_MAX))).toBe(INT4_MAX);
    for (const bad of ['0', '-1', '1.5', '2147483648', 'abc', '']) {
      const result = RowIdParamSchema.safeParse(bad);
      expect(result.success, bad).toBe(false);
      expect(result.error?.issues[0]?.message, bad).toBe(message);
    }
  });

  it('parseRowId: a path segment the server reads itself is an id or names nothing', () => {
    expect(parseRowId('1')).toBe(1);
    expect(parseRowId('2147483647')).toBe(INT4_MAX);
    for (const bad of ['0', '01', '-1', '1.5', '1e3', '2147483648', '99999999999', 'abc', '', ' 1']) {
      expect(parseRowId(bad), bad).toBeUndefined();
    }
  });
});
