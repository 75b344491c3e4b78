import type { ProgressBarQuestion } from '../../request-options';

/** The check-list questions of a market-analysis request, in order. */
export const CHECK_LIST_QUESTIONS = [
  {
    slug: 'market_known',
    type: 'check_list',
    text: {
      uk: 'Чи відомі вам основні конкуренти на цільовому ринку?',
      en: 'Do you know the main competitors in the target market?',
    },
  },
  {
    slug: 'price_known',
    type: 'check_list',
    text: {
      uk: 'Чи знаєте ви рівень цін на вашу продукцію на цільовому ринку?',
      en: 'Do you know the price level of your product in the target market?',
    },
  },
  {
    slug: 'requirements_known',
    type: 'check_list',
    text: {
      uk: 'Чи відомі вам вимоги до сертифікації та маркування на цільовому ринку?',
      en: 'Do you know the certification and labelling requirements of the target market?',
    },
  },
  {
    slug: 'logistics_known',
    type: 'check_list',
    text: {
      uk: 'Чи визначено спосіб доставки продукції на цільовий ринок?',
      en: 'Have you chosen how to deliver the product to the target market?',
    },
  },
  {
    slug: 'budget_planned',
    type: 'check_list',
    text: {
      uk: 'Чи передбачено бюджет на вихід на новий ринок?',
      en: 'Is there a budget for entering a new market?',
    },
  },
] as const satisfies readonly ProgressBarQuestion[];

/** Categories of market analysis (`GET /profile/check-list/get-categories`). */
export const CHECK_LIST_CATEGORIES = [
  { code: 'market_overview', uk: 'Огляд ринку', en: 'Market overview' },
  { code: 'competitors', uk: 'Аналіз конкурентів', en: 'Competitor analysis' },
  { code: 'prices', uk: 'Аналіз цін', en: 'Price analysis' },
  { code: 'buyers', uk: 'Пошук потенційних покупців', en: 'Search for potential buyers' },
  {
    code: 'regulation',
    uk: 'Вимоги до продукції та доступу на ринок',
    en: 'Product and market-access requirements',
  },
  { code: 'logistics', uk: 'Логістика та митні процедури', en: 'Logistics and customs procedures' },
] as const;
export type CheckListCategory = (typeof CHECK_LIST_CATEGORIES)[number]['code'];
export const CHECK_LIST_CATEGORY_CODES = CHECK_LIST_CATEGORIES.map((c) => c.code) as [
  CheckListCategory,
  ...CheckListCategory[],
];
