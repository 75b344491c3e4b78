import { describe, expect, it } from 'vitest';
import { CountryAnalysisBodySchema } from '@portal/contract';
import { COUNTRY_ANALYSIS_FORM_SCHEMA, toCountryAnalysisBody } from './country-analysis-body';

const FILLED = {
  country_code: 'PL',
  product_name: ' Заморожена малина ',
  hs_section: 'II',
  hs_group: '08',
  hs_product_item: '0811',
  goals: 'Покупці-переробники, ціни та вимоги до сертифікації.',
  comment: '',
  send: 'true',
};

describe('the country-analysis request form (issue 15 §1)', () => {
  it('builds the API body: trimmed, an empty comment left out, submitted by the send button', () => {
    const body = toCountryAnalysisBody(FILLED);
    expect(body).toEqual({
      country_code: 'PL',
      product_name: 'Заморожена малина',
      hs_section: 'II',
      hs_group: '08',
      hs_product_item: '0811',
      goals: 'Покупці-переробники, ціни та вимоги до сертифікації.',
      submit: true,
    });
    expect(CountryAnalysisBodySchema.safeParse(body).success).toBe(true);
  });

  it('keeps a draft when the draft button sent it; an empty group and item are left out', () => {
    const body = toCountryAnalysisBody({ ...FILLED, send: 'false', hs_group: '', hs_product_item: '' });
    expect(body.submit).toBe(false);
    expect(body).not.toHaveProperty('hs_group');
    expect(body).not.toHaveProperty('hs_product_item');
    expect(CountryAnalysisBodySchema.safeParse(body).success).toBe(true);
  });

  it('reports the missing fields under their own names, as the API would (422 beside the fields)', () => {
    const result = COUNTRY_ANALYSIS_FORM_SCHEMA.safeParse({ ...FILLED, country_code: '', goals: 'мало' });
    expect(result.success).toBe(false);
    if (result.success) return;
    const paths = result.error.issues.map((issue) => issue.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['country_code', 'goals']));
  });
});
