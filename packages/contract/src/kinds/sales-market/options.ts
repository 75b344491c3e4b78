import type { ProgressBarQuestion } from '../../request-options';

/** Export readiness: the progress-bar questions of an export application, in order. */
export const SALES_MARKET_QUESTIONS = [
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
] as const satisfies readonly ProgressBarQuestion[];

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
  const questions = SALES_MARKET_QUESTIONS;
  const filled = SALES_MARKET_PROGRESS_FIELDS.filter((field) => isFilled(values[field])).length;
  const answered = questions.filter((question) => isFilled(answers[question.slug])).length;
  const total = SALES_MARKET_PROGRESS_FIELDS.length + questions.length;
  return Math.round(((filled + answered) / total) * 100);
}
