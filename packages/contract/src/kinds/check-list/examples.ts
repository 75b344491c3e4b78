import { type CheckListBody } from './schemas';

export const CHECK_LIST_EXAMPLE = {
  category: 'buyers',
  area_of_activity: 'food',
  product_name: 'Natural honey',
  hs_section: 'I',
  hs_group: '04',
  hs_product_item: '0409',
  target_countries: ['DE', 'FR'],
  answers: { market_known: 'partly', price_known: 'no' },
  comment: 'We look for distributors of organic honey.',
} satisfies CheckListBody;
