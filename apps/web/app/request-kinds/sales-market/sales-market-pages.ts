import type { SalesMarketApplication } from '@portal/contract';
import type { FieldSpec, FormValues } from '../../lib/forms/form-values';
import { answerFieldName } from '../../components/requests/questions-field';
import { PERSONAL_FIELDS, readAnswers, SALES_MARKET_QUESTION_IDS } from './sales-market-values';

/**
 * Step 2 of an export application as question pages (issue 13 §6, GOV.UK 'one thing per page'):
 * one topic a page, each saved as the exporter goes on (a draft save of that page's fields), then
 * a check-your-answers page that submits. The page is the address's `?page=`; a page opened from
 * check-your-answers to change an answer (`&return=check`) leads back there.
 */

/** The topics in the order they are asked. */
export const QUESTION_PAGES = [
  'product',
  'classification',
  'volume',
  'delivery',
  'markets',
  'services',
  'readiness',
] as const;
export type QuestionPage = (typeof QUESTION_PAGES)[number];
/** A question page, the contact person (answered at step 1, changed from check-your-answers) or the check. */
export type FormPage = QuestionPage | 'contact';
export type MarketPage = FormPage | 'check';

export const CHECK_PAGE = 'check' as const;
/** The search parameters of the pages' addresses. */
export const PAGE_PARAM = 'page';
export const RETURN_PARAM = 'return';
/** The hidden field a page's form posts: 'check' when it was opened to change an answer. */
export const RETURN_FIELD = 'return_to';
/** The intent of check-your-answers' form, which submits the application. */
export const SUBMIT_INTENT = 'submit';

const MARKET_PAGES: readonly MarketPage[] = [...QUESTION_PAGES, 'contact', CHECK_PAGE];

export function isMarketPage(value: unknown): value is MarketPage {
  return typeof value === 'string' && (MARKET_PAGES as readonly string[]).includes(value);
}

/** The fields each page's form posts (the body fields it saves, plus where to go next). */
export const PAGE_FIELDS: Record<FormPage, FieldSpec> = {
  product: {
    product_name_uk: 'text',
    product_name_en: 'text',
    description: 'text',
    certificates: 'text',
    [RETURN_FIELD]: 'hidden',
  },
  classification: { hs_section: 'text', hs_group: 'text', hs_product_item: 'text', [RETURN_FIELD]: 'hidden' },
  volume: {
    production_capacity: 'text',
    capacity_unit: 'text',
    capacity_period: 'text',
    price: 'text',
    currency: 'text',
    price_unit: 'text',
    minimum_order: 'text',
    minimum_order_unit: 'text',
    [RETURN_FIELD]: 'hidden',
  },
  delivery: { incoterms: 'list', [RETURN_FIELD]: 'hidden' },
  markets: { target_countries: 'list', exported_countries: 'list', [RETURN_FIELD]: 'hidden' },
  services: { service_ids: 'list', [RETURN_FIELD]: 'hidden' },
  readiness: {
    ...Object.fromEntries(SALES_MARKET_QUESTION_IDS.map((id) => [answerFieldName(id), 'text'])),
    [RETURN_FIELD]: 'hidden',
  },
  contact: { ...PERSONAL_FIELDS, [RETURN_FIELD]: 'hidden' },
};

/**
 * The fields of check-your-answers' form: it posts none, but the API's refusal of the submit
 * names any product or contact field (every answer under `answers`), each shown in its summary.
 */
export const SUBMIT_FIELDS: FieldSpec = Object.fromEntries([
  ...[...new Set(Object.values(PAGE_FIELDS).flatMap((fields) => Object.keys(fields)))]
    .filter((name) => name !== RETURN_FIELD && !name.startsWith('answers.'))
    .map((name) => [name, 'text'] as const),
  ['answers', 'text'] as const,
]);

/**
 * The page an API error's field belongs to (`answers.samples` → readiness), so the error summary
 * of check-your-answers can lead to it; undefined for a field of no page.
 */
export function findPageOfField(field: string): FormPage | undefined {
  const base = field.split('.')[0] ?? field;
  if (base === 'answers') return 'readiness';
  if (base === RETURN_FIELD) return undefined;
  return (Object.keys(PAGE_FIELDS) as FormPage[]).find((page) => Object.hasOwn(PAGE_FIELDS[page], base));
}

/**
 * The page the address asks for. Without one (or with an unknown one), an application whose
 * product is complete opens on check-your-answers (a draft to finish, one sent back for rework),
 * any other on the first question.
 */
export function readMarketPage(
  search: URLSearchParams,
  application: Pick<SalesMarketApplication, 'has_product_step'>,
): MarketPage {
  const asked = search.get(PAGE_PARAM);
  if (isMarketPage(asked)) return asked;
  return application.has_product_step ? CHECK_PAGE : QUESTION_PAGES[0];
}

/** Whether the page was opened from check-your-answers, to change an answer and come back. */
export function isReturningToCheck(search: URLSearchParams): boolean {
  return search.get(RETURN_PARAM) === CHECK_PAGE;
}

/** The address of a page of the application's step 2 (Ukrainian path; links localise it). */
export function pagePath(id: string, page: MarketPage, options: { returnToCheck?: boolean } = {}): string {
  const search = new URLSearchParams({ [PAGE_PARAM]: page });
  if (options.returnToCheck && page !== CHECK_PAGE) search.set(RETURN_PARAM, CHECK_PAGE);
  return `/profile/market/edit/${id}?${search.toString()}`;
}

/** Where 'Continue' leads from a page: the next question, or check-your-answers after the last. */
export function findNextPage(page: FormPage, returnToCheck: boolean): MarketPage {
  if (returnToCheck || page === 'contact') return CHECK_PAGE;
  const index = QUESTION_PAGES.indexOf(page);
  return QUESTION_PAGES[index + 1] ?? CHECK_PAGE;
}

/**
 * Where 'Back' leads: the previous question; the first one back to the application's page;
 * a page opened to change an answer, and the last question, to check-your-answers' neighbours.
 */
export function findPreviousPage(page: MarketPage, returnToCheck: boolean): MarketPage | null {
  if (page === CHECK_PAGE) return QUESTION_PAGES.at(-1)!;
  if (returnToCheck || page === 'contact') return CHECK_PAGE;
  const index = QUESTION_PAGES.indexOf(page);
  return index > 0 ? QUESTION_PAGES[index - 1]! : null;
}

/** The page's place in step 2: the questions in order, the check last; null for the contact page. */
/** How many pages step 2 has: the question pages and check-your-answers. */
export const PRODUCT_STEP_PAGES = QUESTION_PAGES.length + 1;

export function findPagePlace(page: MarketPage): { number: number; total: number } | null {
  const total = PRODUCT_STEP_PAGES;
  if (page === CHECK_PAGE) return { number: total, total };
  const index = QUESTION_PAGES.indexOf(page as QuestionPage);
  return index < 0 ? null : { number: index + 1, total };
}

const text = (values: FormValues, name: string) => {
  const value = values[name];
  return typeof value === 'string' ? value : '';
};
const list = (values: FormValues, name: string) => {
  const value = values[name];
  return Array.isArray(value) ? value : [];
};

/**
 * The draft body that saves one page (`submit: false`): every field of the page, so the API
 * checks the whole page. Required fields go as typed (an empty one is refused, named on its
 * field); an emptied optional one clears what was saved (the minimum order and its unit by
 * `null`, the certificates by '', the lists by []); the answers replace the saved ones.
 */
export function toPageBody(page: FormPage, values: FormValues): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  const asTyped = (...names: string[]) => {
    for (const name of names) body[name] = text(values, name);
  };
  switch (page) {
    case 'product':
      asTyped('product_name_uk', 'product_name_en', 'description', 'certificates');
      break;
    case 'classification':
      for (const name of ['hs_section', 'hs_group', 'hs_product_item']) {
        body[name] = text(values, name).trim();
      }
      break;
    case 'volume': {
      asTyped('production_capacity', 'capacity_unit', 'capacity_period', 'price', 'currency', 'price_unit');
      const order = text(values, 'minimum_order').trim();
      const unit = text(values, 'minimum_order_unit').trim();
      body.minimum_order = order === '' ? null : order;
      body.minimum_order_unit = unit === '' ? null : unit;
      break;
    }
    case 'delivery':
      body.incoterms = list(values, 'incoterms');
      break;
    case 'markets':
      body.target_countries = list(values, 'target_countries');
      body.exported_countries = list(values, 'exported_countries');
      break;
    case 'services':
      body.service_ids = list(values, 'service_ids')
        .map(Number)
        .filter((id) => Number.isInteger(id) && id > 0);
      break;
    case 'readiness':
      body.answers = readAnswers(values);
      break;
    case 'contact':
      asTyped(...Object.keys(PERSONAL_FIELDS));
      break;
  }
  body.submit = false;
  return body;
}

/**
 * The body that submits the application from check-your-answers: the whole product as saved
 * (the API's submit takes every field). What is missing is left out, so the API names it.
 */
export function toSubmitBody(application: SalesMarketApplication): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  const put = (name: string, value: string | null | undefined) => {
    if (value !== null && value !== undefined && value !== '') body[name] = value;
  };
  put('product_name_uk', application.product_name_uk);
  put('product_name_en', application.product_name_en);
  put('hs_section', application.classification.section?.code);
  put('hs_group', application.classification.group?.code);
  put('hs_product_item', application.classification.product_item?.code);
  put('description', application.description);
  put('production_capacity', application.production_capacity);
  put('capacity_unit', application.capacity_unit);
  put('capacity_period', application.capacity_period);
  put('price', application.price);
  put('currency', application.currency);
  put('price_unit', application.price_unit);
  if (application.incoterms.length > 0) body.incoterms = application.incoterms;
  put('minimum_order', application.minimum_order);
  put('minimum_order_unit', application.minimum_order_unit);
  put('certificates', application.certificates);
  if (application.target_countries.length > 0) {
    body.target_countries = application.target_countries.map((country) => country.code);
  }
  body.exported_countries = application.exported_countries.map((country) => country.code);
  body.service_ids = application.services.map((service) => service.id);
  body.answers = application.answers;
  body.submit = true;
  return body;
}
