import { endpoints } from '@portal/contract';
import { readPdfUpload } from '../../../components/back-office/pdf-upload.server';
import { defineFormHandler } from '../../../lib/forms/submit-form.server';
import { defineStatusMove } from '../../shared/back-office/request-data.server';
import { RESULT_FIELDS, toResultBody, type ResultAttached } from './analysis-result-form';

/**
 * A country-analysis request's forms: a status move, and the finished analysis (text and the PDF
 * `pdf`, the file read from the posted multipart form by the route).
 */
export function createCountryAnalysisHandlers(id: string, pdf: File | null) {
  return {
    status: defineStatusMove('country_analysis', id),
    result: defineFormHandler<ResultAttached>({
      fields: RESULT_FIELDS,
      async submit({ api, values }) {
        const body = toResultBody(values, await readPdfUpload(api, pdf));
        await api.call(endpoints.attachAdminCountryAnalysisResult, { params: { id }, body });
        return { data: { attached: true } };
      },
    }),
  };
}
