import { describe, expect, it } from 'vitest';
import { toCsv, toCsvField } from './csv';

/** The cells a spreadsheet that splits on `separator` and ignores quotes would make of a line. */
function cellsSplitOn(line: string, separator: RegExp): string[] {
  return line.split(separator).map((cell) => cell.replace(/^"+|"+$/g, ''));
}

describe('CSV for spreadsheets (country-action participants, event registrations)', () => {
  it('quotes every field, doubling the quotes', () => {
    expect(toCsvField('ТОВ "Зерно", Київ')).toBe('"ТОВ ""Зерно"", Київ"');
    expect(toCsvField('two\nlines')).toBe('"two\nlines"');
    expect(toCsvField('plain')).toBe('"plain"');
    expect(toCsvField('')).toBe('""');
  });

  it('OWASP CSV injection: a value a spreadsheet would run as a formula starts with an apostrophe', () => {
    for (const value of ['=HYPERLINK("x")', '+1', '-1', '@SUM(A1)', '\tx', '\rx']) {
      expect(toCsvField(value)).toMatch(/^"'/);
    }
  });

  it("issue 24 §5: a formula after a separator (Excel with Ukrainian settings splits on ';') is neutralised too", () => {
    const field = toCsvField("Acme;=cmd|' /C calc'!A0");
    expect(field).toBe(`"Acme;'=cmd|' /C calc'!A0"`);
    for (const value of ['a,=1+1', 'a;+1', 'a\t-1', 'a\n@SUM(A1)', 'a\r\n=1', 'x;;=1']) {
      const line = toCsvField(value);
      for (const separator of [/,/, /;/, /\t/, /\r?\n/]) {
        for (const cell of cellsSplitOn(line, separator)) expect(cell).not.toMatch(/^[=+\-@]/);
      }
    }
  });

  it('leaves ordinary text alone: a hyphen or sign inside a word, after a space', () => {
    expect(toCsvField('Івано-Франківськ')).toBe('"Івано-Франківськ"');
    expect(toCsvField('Kyiv, +380 44 000 00 00')).toBe('"Kyiv, +380 44 000 00 00"');
  });

  it('a file: UTF-8 BOM first, CRLF after every row', () => {
    expect(
      toCsv([
        ['Компанія', 'E-mail'],
        ['=evil', 'a@b.c'],
      ]),
    ).toBe('\uFEFF"Компанія","E-mail"\r\n"\'=evil","a@b.c"\r\n');
  });
});
