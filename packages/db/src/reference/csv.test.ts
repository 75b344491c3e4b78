import { describe, expect, it } from 'vitest';
import { parseCsv } from './csv';

describe('parseCsv (RFC 4180) for the reference data files', () => {
  it('reads records by header', () => {
    expect(parseCsv('code,name\nI,Live animals\nII,Vegetable products\n')).toEqual([
      { code: 'I', name: 'Live animals' },
      { code: 'II', name: 'Vegetable products' },
    ]);
  });

  it('quoted fields keep commas, line breaks and doubled quotes', () => {
    const text = 'code,name\nIII,"Fats, oils; ""prepared"" fats"\nIV,"two\nlines"\n';
    expect(parseCsv(text)).toEqual([
      { code: 'III', name: 'Fats, oils; "prepared" fats' },
      { code: 'IV', name: 'two\nlines' },
    ]);
  });

  it('CRLF line ends, a missing final newline and Cyrillic text', () => {
    expect(parseCsv('code,name_uk\r\nV,Мінеральні продукти\r\nVI,Продукція хімічної промисловості')).toEqual([
      { code: 'V', name_uk: 'Мінеральні продукти' },
      { code: 'VI', name_uk: 'Продукція хімічної промисловості' },
    ]);
  });

  it('empty fields stay empty strings; missing trailing fields become empty; blank lines are skipped', () => {
    expect(parseCsv('a,b,c\n1,,3\n\n4\n')).toEqual([
      { a: '1', b: '', c: '3' },
      { a: '4', b: '', c: '' },
    ]);
  });

  it('an empty file has no records', () => {
    expect(parseCsv('')).toEqual([]);
    expect(parseCsv('a,b\n')).toEqual([]);
  });
});
