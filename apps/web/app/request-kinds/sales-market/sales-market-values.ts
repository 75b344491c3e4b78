import {
  getProgressBarQuestions,
  QUESTION_ANSWERS,
  type Profile,
  type QuestionAnswer,
} from '@portal/contract';
import type { FormSchema } from '../../components/form/use-api-form';
import type { FieldSpec, FormValues } from '../../lib/forms/form-values';
import { answerFieldName } from '../../components/requests/questions-field';

/** The personal step's fields (contract SalesMarketPersonalBodySchema). */
export const PERSONAL_FIELDS = {
  contact_name: 'text',
  contact_position: 'text',
  contact_phone: 'text',
  contact_email: 'text',
} as const satisfies FieldSpec;

/** The progress-bar questions of an export application, in order (contract constants). */
export const SALES_MARKET_QUESTION_IDS = getProgressBarQuestions('sales_market').map((q) => q.slug);

/** What a sent rating answers the page (the route action's FormResult data). */
export type Rated = { rated: true };

const text = (values: FormValues, name: string) => {
  const value = values[name];
  return typeof value === 'string' ? value : '';
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

type Issue = { path: PropertyKey[]; message: string };
type Parsed = { success: true } | { success: false; error: { issues: Issue[] } };
type BodySchema = { safeParse(value: unknown, params?: { reportInput?: boolean }): Parsed };

function isEmpty(value: unknown): boolean {
  return (
    value === undefined ||
    value === null ||
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
