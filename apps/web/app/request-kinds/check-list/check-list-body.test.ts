import { describe, expect, it } from 'vitest';
import { CheckListBodySchema } from '@portal/contract';
import { CHECK_LIST_FIELDS, CHECK_LIST_FORM_SCHEMA, toCheckListBody } from './check-list-body';

const FILLED = {
  category: 'prices',
  area_of_activity: 'agriculture',
  product_name: ' Заморожена малина ',
  hs_section: 'II',
  hs_group: '08',
  hs_product_item: '0811',
  target_countries: ['PL', 'DE'],
  'answers.market_known': 'yes',
  'answers.price_known': '',
  comment: 'Ціни в мережах',
  send: 'true',
};

describe('the market-analysis request form', () => {
  it('posts every question as answers.<slug>', () => {
    expect(Object.keys(CHECK_LIST_FIELDS)).toEqual(
      expect.arrayContaining(['answers.market_known', 'answers.budget_planned', 'target_countries']),
    );
    expect(CHECK_LIST_FIELDS.target_countries).toBe('list');
  });

  it('builds the API body: answers gathered, empty answers left out, submit from the button', () => {
    const body = toCheckListBody(FILLED);
    expect(body).toEqual({
      category: 'prices',
      area_of_activity: 'agriculture',
      product_name: 'Заморожена малина',
      hs_section: 'II',
      hs_group: '08',
      hs_product_item: '0811',
      target_countries: ['PL', 'DE'],
      answers: { market_known: 'yes' },
      comment: 'Ціни в мережах',
      submit: true,
    });
    expect(CheckListBodySchema.safeParse(body).success).toBe(true);
  });

  it('keeps a draft when the draft button sent it, and leaves out an empty group and item', () => {
    const body = toCheckListBody({ ...FILLED, send: 'false', hs_group: '', hs_product_item: '' });
    expect(body.submit).toBe(false);
    expect(body).not.toHaveProperty('hs_group');
    expect(body).not.toHaveProperty('hs_product_item');
    expect(CheckListBodySchema.safeParse(body).success).toBe(true);
  });

  it('reports the missing fields under their own names', () => {
    const result = CHECK_LIST_FORM_SCHEMA.safeParse({ ...FILLED, category: '', target_countries: [] });
    expect(result.success).toBe(false);
    if (result.success) return;
    const paths = result.error.issues.map((issue) => issue.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['category', 'target_countries']));
  });
});
