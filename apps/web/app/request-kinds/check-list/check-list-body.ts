import {
  CheckListBodySchema,
  getProgressBarQuestions,
  type CheckListBody,
  type QuestionAnswer,
} from '@portal/contract';
import type { FormSchema } from '../../components/form/use-api-form';
import type { FieldSpec, FormValues } from '../../lib/forms/form-values';
import { answerFieldName } from '../../components/requests/questions-field';
import {
  isSubmitPressed,
  SUBMIT_FIELD,
  trimmedText as text,
} from '../../components/requests/request-form-values';

/** The form's name on the create and edit pages (the route action's intent); also its ids' prefix. */
export const CHECK_LIST_INTENT = 'check-list';

/** The check-list questions' slugs (contract constants; the API serves the same list). */
const QUESTION_SLUGS = getProgressBarQuestions('check_list').map((question) => question.slug);

/** The fields of the market-analysis request form, as the form posts them. */
export const CHECK_LIST_FIELDS: FieldSpec = {
  category: 'text',
  area_of_activity: 'text',
  product_name: 'text',
  hs_section: 'text',
  hs_group: 'text',
  hs_product_item: 'text',
  target_countries: 'list',
  ...Object.fromEntries(QUESTION_SLUGS.map((slug) => [answerFieldName(slug), 'text'])),
  comment: 'text',
  [SUBMIT_FIELD]: 'hidden',
};

/**
 * The body of `POST /profile/check-list/manage[/{id}]` from the posted form: empty optional
 * fields left out, the answers gathered under `answers`, `submit` from the button pressed.
 */
export function toCheckListBody(values: FormValues): CheckListBody {
  const answers: Record<string, QuestionAnswer> = {};
  for (const slug of QUESTION_SLUGS) {
    const answer = text(values, answerFieldName(slug));
    if (answer !== '') answers[slug] = answer as QuestionAnswer;
  }
  const list = values.target_countries;
  const optional = (name: 'hs_group' | 'hs_product_item') => {
    const value = text(values, name);
    return value === '' ? {} : { [name]: value };
  };
  return {
    category: text(values, 'category') as CheckListBody['category'],
    area_of_activity: text(values, 'area_of_activity') as CheckListBody['area_of_activity'],
    product_name: text(values, 'product_name'),
    hs_section: text(values, 'hs_section'),
    ...optional('hs_group'),
    ...optional('hs_product_item'),
    target_countries: Array.isArray(list) ? list : [],
    answers,
    comment: text(values, 'comment'),
    submit: isSubmitPressed(values),
  };
}

/** The contract's schema seen through the form: the browser checks what the server will. */
export const CHECK_LIST_FORM_SCHEMA: FormSchema = {
  safeParse: (values, params) => CheckListBodySchema.safeParse(toCheckListBody(values as FormValues), params),
};
