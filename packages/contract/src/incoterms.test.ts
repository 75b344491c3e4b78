import { describe, expect, it } from 'vitest';
import { INCOTERM_CODES, INCOTERMS_2020, INCOTERMS_PAGE_SIZE } from './incoterms';

describe('Incoterms® 2020: the 11 rules with our own descriptions', () => {
  it('7 rules for any mode of transport, then 4 for sea and inland waterway, in the ICC order', () => {
    expect(INCOTERM_CODES).toEqual([
      'EXW',
      'FCA',
      'CPT',
      'CIP',
      'DAP',
      'DPU',
      'DDP',
      'FAS',
      'FOB',
      'CFR',
      'CIF',
    ]);
    expect(INCOTERMS_2020.filter((rule) => rule.group === 'any_mode')).toHaveLength(7);
    expect(INCOTERMS_2020.slice(7).every((rule) => rule.group === 'sea_and_inland_waterway')).toBe(true);
  });

  it('every rule has a name and a description of one or two sentences in both languages', () => {
    for (const rule of INCOTERMS_2020) {
      expect(rule.name.uk, rule.code).toMatch(/[А-ЯҐЄІЇа-яґєії]/);
      expect(rule.name.en, rule.code).toMatch(/^[A-Z][A-Za-z ,]+$/);
      for (const text of [rule.description.uk, rule.description.en]) {
        const sentences = text.split(/(?<=[.!?])\s+(?=[A-ZА-ЯҐЄІЇ])/u);
        expect(sentences.length, `${rule.code}: ${text}`).toBeGreaterThanOrEqual(1);
        expect(sentences.length, `${rule.code}: ${text}`).toBeLessThanOrEqual(2);
      }
      expect(rule.description.en, rule.code).not.toMatch(/[А-ЯҐЄІЇа-яґєії]/);
    }
  });

  it('spec §9: paged by page number, 6 a page (the "constant of 6")', () => {
    expect(INCOTERMS_PAGE_SIZE).toBe(6);
  });
});
