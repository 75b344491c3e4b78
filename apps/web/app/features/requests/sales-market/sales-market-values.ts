import {
  getProgressBarQuestions,
  QUESTION_ANSWERS,
  type Profile,
  type QuestionAnswer,
  type SalesMarketApplication,
} from '@portal/contract';
import type { FormSchema } from '../../../components/form/use-api-form';
import type { FieldSpec, FormValues } from '../../../lib/forms/form-values';
import { answerFieldName } from '../../../components/requests/questions-field';

/** The personal step's fields (contract SalesMarketPersonalBodySchema). */
export const PERSONAL_FIELDS = {
  contact_name: 'text',
  contact_position: 'text',
  contact_phone: 'text',
  contact_email: 'text',
} as const satisfies FieldSpec;

/** The progress-bar questions of an export application, in order (contract constants). */
export const SALES_MARKET_QUESTION_IDS = getProgressBarQuestions('sales_market').map((q) => q.slug);

/**
 * The product step's fields (contract SalesMarketProductBodySchema): the contact person, the product, one field per
 * progress-bar question (`answers.<slug>`), and `mode`, the button pressed (draft or submit).
 */
export const PRODUCT_FIELDS: FieldSpec = {
  // The contact person again, to be corrected if need be (the API takes them on this step too).
  ...PERSONAL_FIELDS,
  product_name_uk: 'text',
  product_name_en: 'text',
  hs_section: 'text',
  hs_group: 'text',
  hs_product_item: 'text',
  description: 'text',
  production_capacity: 'text',
  capacity_unit: 'text',
  capacity_period: 'text',
  price: 'text',
  currency: 'text',
  price_unit: 'text',
  incoterms: 'list',
  minimum_order: 'text',
  minimum_order_unit: 'text',
  certificates: 'text',
  exported_countries: 'list',
  target_countries: 'list',
  service_ids: 'list',
  ...Object.fromEntries(SALES_MARKET_QUESTION_IDS.map((id) => [answerFieldName(id), 'text'])),
  mode: 'hidden',
};

/** What a saved draft and a sent rating answer the page (the route actions' FormResult data). */

export type DraftSaved = { saved: true };
export type Rated = { rated: true };

/** The value of the product form's 'Save draft' button; any other submit sends the application. */
export const DRAFT_MODE = 'draft';

const text = (values: FormValues, name: string) => {
  const value = values[name];
  return typeof value === 'string' ? value : '';
};
const list = (values: FormValues, name: string) => {
  const value = values[name];
  return Array.isArray(value) ? value : [];
};

function isAnswer(value: string): value is QuestionAnswer {
  return (QUESTION_ANSWERS as readonly string[]).includes(value);
}

/** The answers given in the form, by question slug (unanswered ones left out). */
export function readAnswers(values: FormValues): Record<string, QuestionAnswer> {
  const answers: Record<string, QuestionAnswer> = {};
  for (const id of SALES_MARKET_QUESTION_IDS) {
    const value = text(values, answerFieldName(id));
    if (isAnswer(value)) answers[id] = value;
  }
  return answers;
}

/**
 * The body of `POST /profile/sales-market/manage/{id}` from the product form. Optional fields
 * left empty are left out (the API takes an absent field, not an empty one); required ones are
 * sent as typed, so the API names what is missing. Service ids become numbers.
 */
export function toProductBody(values: FormValues): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  // Required ones, and the contact person (an emptied position clears it).
  const asTyped = [
    ...Object.keys(PERSONAL_FIELDS),
    'product_name_uk',
    'product_name_en',
    'description',
    'production_capacity',
    'capacity_unit',
    'capacity_period',
    'price',
    'currency',
    'price_unit',
  ];
  for (const name of asTyped) body[name] = text(values, name);
  for (const name of ['hs_section', 'hs_group', 'hs_product_item', 'minimum_order', 'minimum_order_unit']) {
    const value = text(values, name).trim();
    if (value !== '') body[name] = value;
  }
  const certificates = text(values, 'certificates');
  if (certificates.trim() !== '') body.certificates = certificates;
  body.incoterms = list(values, 'incoterms');
  body.exported_countries = list(values, 'exported_countries');
  body.target_countries = list(values, 'target_countries');
  body.service_ids = list(values, 'service_ids')
    .map(Number)
    .filter((id) => Number.isInteger(id) && id > 0);
  const answers = readAnswers(values);
  if (Object.keys(answers).length > 0) body.answers = answers;
  body.submit = text(values, 'mode') !== DRAFT_MODE;
  return body;
}

type Issue = { path: PropertyKey[]; message: string };
type Parsed = { success: true } | { success: false; error: { issues: Issue[] } };
type BodySchema = { safeParse(value: unknown, params?: { reportInput?: boolean }): Parsed };

function isEmpty(value: unknown): boolean {
  return (
    value === undefined ||
    (typeof value === 'string' && value.trim() === '') ||
    (Array.isArray(value) && value.length === 0)
  );
}

/**
 * A form-values view of a body schema for `useApiForm`'s check before sending: the values are
 * shaped like the body first, and a field left empty reads 'required' rather than the schema's
 * message for a wrong value ('Недопустиме значення' for an unchosen section).
 */
export function adaptBodySchema(
  schema: BodySchema,
  toBody: (values: FormValues) => Record<string, unknown>,
): FormSchema {
  return {
    safeParse(value, params) {
      const body = toBody(value as FormValues);
      const parsed = schema.safeParse(body, params);
      if (parsed.success) return { success: true };
      const issues = parsed.error.issues.map((issue) => {
        const [field] = issue.path;
        return typeof field === 'string' && issue.path.length === 1 && isEmpty(body[field])
          ? { ...issue, message: 'validation.required' }
          : issue;
      });
      return { success: false, error: { issues: issues as never } };
    },
  };
}

/** The personal step's starting values: the company's export expert, else the user (spec §3). */
export function prefillPersonal(profile: Pick<Profile, 'email' | 'main_info' | 'companyInfo'>) {
  const company = profile.companyInfo;
  const person = profile.main_info;
  const join = (...parts: string[]) =>
    parts
      .map((part) => part.trim())
      .filter(Boolean)
      .join(' ');
  return {
    contact_name: join(company.expert_name, company.expert_surname) || join(person.name, person.surname),
    contact_position: company.expert_position || person.position || company.position_in_the_company,
    contact_phone: company.expert_phone_number || person.phone || '',
    contact_email: company.expert_email || profile.email,
  };
}

/** The product form's starting values from a saved application (for the live progress bar). */
export function readSavedProgressValues(application: SalesMarketApplication) {
  return {
    contact_name: application.contact_name,
    contact_phone: application.contact_phone,
    contact_email: application.contact_email,
    product_name_uk: application.product_name_uk,
    product_name_en: application.product_name_en,
    hs_product_item: application.classification.product_item?.code ?? '',
    description: application.description,
    production_capacity: application.production_capacity ?? '',
    price: application.price ?? '',
    incoterms: application.incoterms,
    target_countries: application.target_countries.map((country) => country.code),
  };
}
