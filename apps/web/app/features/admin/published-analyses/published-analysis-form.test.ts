import { describe, expect, it } from 'vitest';
import { PDF_UPLOAD_EXAMPLE, PUBLISHED_ANALYSIS_EXAMPLE } from '@portal/contract';
import {
  PUBLISHED_ANALYSIS_SCHEMA,
  readPublishedAnalysesQuery,
  toPublishedAnalysisBody,
} from './published-analysis-form';

const { title, summary, body } = PUBLISHED_ANALYSIS_EXAMPLE;
const values = {
  country_code: 'DE',
  hs_code: ' 0409 ',
  'title.uk': title.uk,
  'title.en': title.en,
  'summary.uk': summary.uk,
  'summary.en': summary.en,
  'body.uk': body.uk,
  'body.en': body.en,
  pdf: '',
  remove_pdf: false,
};

describe('the editor as the body of a published analysis', () => {
  it('sends both languages by the body’s paths and keeps the stored PDF when none is chosen', () => {
    expect(toPublishedAnalysisBody(values, undefined)).toEqual({
      country_code: 'DE',
      hs_code: '0409',
      title,
      summary,
      body,
    });
  });

  it('an empty HS code is an analysis of every product', () => {
    expect(toPublishedAnalysisBody({ ...values, hs_code: '  ' }, undefined).hs_code).toBeNull();
  });

  it('a chosen PDF replaces the stored one, and wins over "remove"', () => {
    expect(toPublishedAnalysisBody(values, PDF_UPLOAD_EXAMPLE).pdf).toEqual(PDF_UPLOAD_EXAMPLE);
    expect(toPublishedAnalysisBody({ ...values, remove_pdf: true }, PDF_UPLOAD_EXAMPLE).pdf).toEqual(
      PDF_UPLOAD_EXAMPLE,
    );
  });

  it('"remove" with no file chosen removes the stored PDF (null)', () => {
    expect(toPublishedAnalysisBody({ ...values, remove_pdf: true }, undefined).pdf).toBeNull();
  });

  it('the browser checks the contract’s rules: an English title in Latin letters, a real HS code shape', () => {
    expect(PUBLISHED_ANALYSIS_SCHEMA.safeParse(values).success).toBe(true);
    const cyrillic = PUBLISHED_ANALYSIS_SCHEMA.safeParse({ ...values, 'title.en': 'Ринок меду в Німеччині' });
    expect(cyrillic.success).toBe(false);
    if (!cyrillic.success)
      expect(cyrillic.error.issues.map((issue) => issue.path.join('.'))).toContain('title.en');
    const badCode = PUBLISHED_ANALYSIS_SCHEMA.safeParse({ ...values, hs_code: '040' });
    expect(badCode.success).toBe(false);
    if (!badCode.success) expect(badCode.error.issues[0]?.path).toEqual(['hs_code']);
  });
});

describe('readPublishedAnalysesQuery', () => {
  it('reads a known state and the page; anything else is both states, first page', () => {
    expect(readPublishedAnalysesQuery(new URLSearchParams('state=draft&page=2'))).toEqual({
      state: 'draft',
      page: 2,
    });
    expect(readPublishedAnalysesQuery(new URLSearchParams('state=deleted&page=-1'))).toEqual({
      state: undefined,
      page: 1,
    });
  });
});
