import {
  AdminCountryAnalysisResultBodySchema,
  type AdminCountryAnalysisResultBody,
  type ApplicationStatus,
  type PdfUpload,
} from '@portal/contract';
import type { FieldSpec, FormValues } from '../../../lib/forms/form-values';
import { onBody, toBody } from '../../../components/back-office/admin-forms';

/**
 * The finished analysis a manager attaches to a country-analysis request (decision 028): text in
 * either language or both, and the PDF (required the first time, replacing the stored one after).
 */

/** The text fields; the PDF (`pdf`) is a file the route's action reads from the multipart form. */
export const RESULT_FIELDS: FieldSpec = { text_uk: 'text', text_en: 'text', pdf: 'text' };

/** The statuses in which the finished analysis may be attached (409 otherwise). */
export const RESULT_STATUSES: readonly ApplicationStatus[] = ['in_process', 'approved'];

export type ResultAttached = { attached: true };

/** The browser's check of the text: in at least one language (the PDF is checked by its field). */
export const RESULT_SCHEMA = onBody(AdminCountryAnalysisResultBodySchema);

/** The form as the body of `POST /admin/country-analysis/{id}/result`: empty texts left out. */
export function toResultBody(values: FormValues, pdf: PdfUpload | undefined): AdminCountryAnalysisResultBody {
  const { text_uk, text_en } = toBody({ text_uk: values.text_uk ?? '', text_en: values.text_en ?? '' });
  return {
    ...(text_uk === undefined ? {} : { text_uk }),
    ...(text_en === undefined ? {} : { text_en }),
    ...(pdf === undefined ? {} : { pdf }),
  };
}

/** Whether a PDF must be chosen: the first attachment needs one, a later one keeps the stored PDF. */
export function isPdfRequired(result: { pdf: unknown } | null): boolean {
  return result?.pdf == null;
}
