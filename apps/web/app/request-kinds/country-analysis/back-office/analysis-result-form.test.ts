import { describe, expect, it } from 'vitest';
import { PDF_UPLOAD_EXAMPLE } from '@portal/contract';
import { isPdfRequired, RESULT_SCHEMA, RESULT_STATUSES, toResultBody } from './analysis-result-form';

describe('the finished analysis as the body of POST /admin/country-analysis/{id}/result', () => {
  it('sends the texts given, trimmed, and the PDF when one was chosen', () => {
    expect(toResultBody({ text_uk: '  Попит зростає.  ', text_en: '', pdf: '' }, PDF_UPLOAD_EXAMPLE)).toEqual(
      {
        text_uk: 'Попит зростає.',
        pdf: PDF_UPLOAD_EXAMPLE,
      },
    );
    expect(toResultBody({ text_uk: '', text_en: 'Demand grows.', pdf: '' }, undefined)).toEqual({
      text_en: 'Demand grows.',
    });
  });

  it('the browser asks for text in at least one language, as the API does', () => {
    const refused = RESULT_SCHEMA.safeParse({ text_uk: ' ', text_en: '', pdf: '' });
    expect(refused.success).toBe(false);
    if (!refused.success) expect(refused.error.issues[0]?.path).toEqual(['text_uk']);
    expect(RESULT_SCHEMA.safeParse({ text_uk: '', text_en: 'Demand grows.', pdf: '' }).success).toBe(true);
  });

  it('needs a PDF the first time only, and only while in work or approved', () => {
    expect(isPdfRequired(null)).toBe(true);
    expect(isPdfRequired({ pdf: null })).toBe(true);
    expect(isPdfRequired({ pdf: { file_name: 'a.pdf', size: 10 } })).toBe(false);
    expect(RESULT_STATUSES).toEqual(['in_process', 'approved']);
  });
});
