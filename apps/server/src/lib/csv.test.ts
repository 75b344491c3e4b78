import { describe, expect, it } from 'vitest';
import { toCsv, toCsvField } from './csv';

describe('CSV for spreadsheets (country-action participants, event registrations)', () => {
  it('quotes a field with a comma, a quote or a line break, doubling the quotes', () => {
    expect(toCsvField('ТОВ "Зерно", Київ')).toBe('"ТОВ ""Зерно"", Київ"');
    expect(toCsvField('two\nlines')).toBe('"two\nlines"');
    expect(toCsvField('plain')).toBe('plain');
  });

  it('OWASP CSV injection: a value a spreadsheet would run as a formula starts with an apostrophe', () => {
    for (const value of ['=HYPERLINK("x")', '+1', '-1', '@SUM(A1)', '\tx']) {
      expect(toCsvField(value).replace(/^"/, '')).toMatch(/^'/);
    }
  });

  it('a file: UTF-8 BOM first, CRLF after every row', () => {
    expect(
      toCsv([
        ['Компанія', 'E-mail'],
        ['=evil', 'a@b.c'],
      ]),
    ).toBe("\uFEFFКомпанія,E-mail\r\n'=evil,a@b.c\r\n");
  });
});
