import { CountryAnalysisBodySchema, type CountryAnalysisBody } from '@portal/contract';
import type { FormSchema } from '../../components/form/use-api-form';
import type { FieldSpec, FormValues } from '../../lib/forms/form-values';
import {
  isSubmitPressed,
  SUBMIT_FIELD,
  trimmedText as text,
} from '../../components/requests/request-form-values';

/** The form's name on the create and edit pages (the route action's intent); also its ids' prefix. */
export const COUNTRY_ANALYSIS_INTENT = 'country-analysis';

/** The limits of the goals (contract `requiredText(10, 2000)`), for the field's hint. */
export const GOALS_LIMITS = { min: 10, max: 2000 } as const;

/** The fields of the country-analysis request form, as the form posts them. */
export const COUNTRY_ANALYSIS_FIELDS: FieldSpec = {
  country_code: 'text',
  product_name: 'text',
  hs_section: 'text',
  hs_group: 'text',
  hs_product_item: 'text',
  goals: 'text',
  comment: 'text',
  [SUBMIT_FIELD]: 'hidden',
};

/**
 * The body of `POST /country-analyses/manage/store[/{id}]` from the posted form: empty optional
 * fields left out, `submit` from the button pressed (the draft button sends `false`).
 */
export function toCountryAnalysisBody(values: FormValues): CountryAnalysisBody {
  const optional = (name: 'hs_group' | 'hs_product_item' | 'comment') => {
    const value = text(values, name);
    return value === '' ? {} : { [name]: value };
  };
  return {
    country_code: text(values, 'country_code'),
    product_name: text(values, 'product_name'),
    hs_section: text(values, 'hs_section'),
    ...optional('hs_group'),
    ...optional('hs_product_item'),
    goals: text(values, 'goals'),
    ...optional('comment'),
    submit: isSubmitPressed(values),
  };
}

/** The contract's schema seen through the form: the browser checks what the server will. */
export const COUNTRY_ANALYSIS_FORM_SCHEMA: FormSchema = {
  safeParse: (values, params) =>
    CountryAnalysisBodySchema.safeParse(toCountryAnalysisBody(values as FormValues), params),
};
