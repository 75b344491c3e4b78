import { CannedAnswerBodySchema, type CannedAnswer, type CannedAnswerBody } from '@portal/contract';
import type { FormSchema } from '../../../components/form/use-api-form';
import { schemaOnValues } from '../../../components/form/form-schema';
import type { FieldSpec, FormValues } from '../../../lib/forms/form-values';

/** A canned answer's editor (issue 29 §3): named by the body's paths, so the API's 422 lands beside its field. */
export const CANNED_ANSWER_FIELDS: FieldSpec = {
  'title.uk': 'text',
  'title.en': 'text',
  'text.uk': 'text',
  'text.en': 'text',
};

export type CannedAnswerSaved = { saved: true };

function text(values: FormValues, name: string): string {
  const value = values[name];
  return typeof value === 'string' ? value : '';
}

/** The editor as the body of `POST /admin/chat-canned-answers` or `PUT …/{id}`. */
export function toCannedAnswerBody(values: FormValues): CannedAnswerBody {
  return {
    title: { uk: text(values, 'title.uk'), en: text(values, 'title.en') },
    text: { uk: text(values, 'text.uk'), en: text(values, 'text.en') },
  };
}

/** The editor's values from a saved answer, or empty for a new one. */
export function toCannedAnswerValues(answer: CannedAnswer | null) {
  return {
    title: answer?.title ?? { uk: '', en: '' },
    text: answer?.text ?? { uk: '', en: '' },
  };
}

export const CANNED_ANSWER_SCHEMA: FormSchema = schemaOnValues(CannedAnswerBodySchema, toCannedAnswerBody);
