import type { ApiLocale } from './locale';

/**
 * Reference options of the two request kinds of issue 5 (decision 014): the progress-bar
 * questions of the export application, the check-list questions of a market-analysis request,
 * the analysis categories and the units. Committed here like the Incoterms, served by the API.
 */

type Bilingual = Record<ApiLocale, string>;

/** `GET /profile/sales-market/get-progress-bar-questions?type=` */
export const PROGRESS_BAR_QUESTION_TYPES = ['sales_market', 'check_list'] as const;
export type ProgressBarQuestionType = (typeof PROGRESS_BAR_QUESTION_TYPES)[number];

/** Answers to a question: yes, partly, no. */
export const QUESTION_ANSWERS = ['yes', 'partly', 'no'] as const;
export type QuestionAnswer = (typeof QUESTION_ANSWERS)[number];

export type ProgressBarQuestion = { slug: string; type: ProgressBarQuestionType; text: Bilingual };

/** Export readiness (sales market) and market-analysis check-list questions, in order. */
export const PROGRESS_BAR_QUESTIONS: readonly ProgressBarQuestion[] = [
  {
    slug: 'export_experience',
    type: 'sales_market',
    text: {
      uk: 'Чи має компанія досвід експорту?',
      en: 'Does the company have export experience?',
    },
  },
  {
    slug: 'english_materials',
    type: 'sales_market',
    text: {
      uk: 'Чи є в компанії каталог або презентація англійською мовою?',
      en: 'Does the company have a catalogue or presentation in English?',
    },
  },
  {
    slug: 'english_website',
    type: 'sales_market',
    text: {
      uk: 'Чи має компанія сайт англійською мовою?',
      en: 'Does the company have a website in English?',
    },
  },
  {
    slug: 'certification',
    type: 'sales_market',
    text: {
      uk: 'Чи сертифіковано продукцію для цільових ринків?',
      en: 'Is the product certified for the target markets?',
    },
  },
  {
    slug: 'export_staff',
    type: 'sales_market',
    text: {
      uk: 'Чи є працівник, відповідальний за експорт, який володіє іноземною мовою?',
      en: 'Is there an employee responsible for export who speaks a foreign language?',
    },
  },
  {
    slug: 'samples',
    type: 'sales_market',
    text: {
      uk: 'Чи готова компанія надати зразки продукції покупцям?',
      en: 'Is the company ready to send product samples to buyers?',
    },
  },
  {
    slug: 'trade_fairs',
    type: 'sales_market',
    text: {
      uk: 'Чи готова компанія брати участь у міжнародних виставках?',
      en: 'Is the company ready to take part in international trade fairs?',
    },
  },
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
];

export function getProgressBarQuestions(type: ProgressBarQuestionType): ProgressBarQuestion[] {
  return PROGRESS_BAR_QUESTIONS.filter((question) => question.type === type);
}

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

/** Units of capacity, price and minimum order of an export application. */
export const PRODUCT_UNITS = [
  { code: 'kg', uk: 'кг', en: 'kg' },
  { code: 't', uk: 'т', en: 't' },
  { code: 'l', uk: 'л', en: 'l' },
  { code: 'm3', uk: 'м³', en: 'm³' },
  { code: 'm2', uk: 'м²', en: 'm²' },
  { code: 'pcs', uk: 'шт.', en: 'pcs' },
  { code: 'sets', uk: 'компл.', en: 'sets' },
  { code: 'pallets', uk: 'палет', en: 'pallets' },
  { code: 'containers', uk: 'контейнерів', en: 'containers' },
] as const;
export type ProductUnit = (typeof PRODUCT_UNITS)[number]['code'];
export const PRODUCT_UNIT_CODES = PRODUCT_UNITS.map((u) => u.code) as [ProductUnit, ...ProductUnit[]];

/** The period production capacity is given per. */
export const CAPACITY_PERIODS = [
  { code: 'month', uk: 'на місяць', en: 'per month' },
  { code: 'quarter', uk: 'на квартал', en: 'per quarter' },
  { code: 'year', uk: 'на рік', en: 'per year' },
] as const;
export type CapacityPeriod = (typeof CAPACITY_PERIODS)[number]['code'];
export const CAPACITY_PERIOD_CODES = CAPACITY_PERIODS.map((p) => p.code) as [
  CapacityPeriod,
  ...CapacityPeriod[],
];

/** The label of an option in the API's language. */
export function optionLabel<T extends { code: string; uk: string; en: string }>(
  options: readonly T[],
  code: string | null | undefined,
  locale: ApiLocale,
): string {
  return options.find((option) => option.code === code)?.[locale] ?? code ?? '';
}

/** Limits of the request forms, shared by forms and server. */
export const REQUEST_LIMITS = {
  descriptionMin: 20,
  descriptionMax: 5000,
  commentMax: 3000,
  certificatesMax: 2000,
  targetCountriesMax: 10,
  exportedCountriesMax: 60,
  servicesMax: 20,
  ratingCommentMax: 2000,
  managerCommentMax: 3000,
  denyReasonMin: 5,
  denyReasonMax: 1000,
} as const;

/** The product-step fields that count toward the progress bar of an export application. */
export const SALES_MARKET_PROGRESS_FIELDS = [
  'contact_name',
  'contact_phone',
  'contact_email',
  'product_name_uk',
  'product_name_en',
  'hs_product_item',
  'description',
  'production_capacity',
  'price',
  'incoterms',
  'target_countries',
] as const;

function isFilled(value: unknown): boolean {
  if (value === null || value === undefined) return false;
  if (Array.isArray(value)) return value.length > 0;
  if (typeof value === 'string') return value.trim() !== '';
  return true;
}

/**
 * The progress bar of an export application (issue 5): the share, in whole per cent, of the
 * main fields filled in and of the progress-bar questions answered. One rule for the form's
 * live bar and for what the API answers.
 */
export function computeSalesMarketProgress(
  values: Partial<Record<(typeof SALES_MARKET_PROGRESS_FIELDS)[number], unknown>>,
  answers: Partial<Record<string, string>>,
): number {
  const questions = getProgressBarQuestions('sales_market');
  const filled = SALES_MARKET_PROGRESS_FIELDS.filter((field) => isFilled(values[field])).length;
  const answered = questions.filter((question) => isFilled(answers[question.slug])).length;
  const total = SALES_MARKET_PROGRESS_FIELDS.length + questions.length;
  return Math.round(((filled + answered) / total) * 100);
}
