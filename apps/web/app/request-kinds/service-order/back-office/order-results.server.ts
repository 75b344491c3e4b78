import { endpoints } from '@portal/contract';
import { uploadChosenFile } from '../../../components/back-office/upload-file.server';
import { FormBodyError, type BodyIssues } from '../../../lib/forms/form-body';
import { defineFormHandler } from '../../../lib/forms/submit-form.server';
import { defineStatusMove } from '../../shared/back-office/request-data.server';
import { RESULT_FILE_FIELD, RESULT_ID_FIELD, type ResultChanged } from './order-results-form';

/** The file chosen in a posted multipart form's result field, or null (none chosen, or not multipart). */
export async function readPostedResult(request: Request): Promise<File | null> {
  const type = request.headers.get('content-type') ?? '';
  if (!type.startsWith('multipart/form-data')) return null;
  const value = (await request.clone().formData()).get(RESULT_FILE_FIELD);
  return value instanceof File && value.size > 0 && value.name !== '' ? value : null;
}

/**
 * An order's forms in the back office (issue 27 §4): a status move, a result file added (the file
 * streamed to the API first as a document, decision 036), a result taken back.
 */
export function createServiceOrderHandlers(id: string, file: File | null) {
  return {
    status: defineStatusMove('service_order', id),
    addResult: defineFormHandler<ResultChanged>({
      fields: { [RESULT_FILE_FIELD]: 'text' },
      async submit({ api }) {
        if (!file) {
          throw new FormBodyError([
            { code: 'custom', path: [RESULT_FILE_FIELD], message: 'validation.required', input: '' },
          ] as BodyIssues);
        }
        const upload = await uploadChosenFile(api, {
          file,
          kind: 'document',
          fileName: file.name.slice(0, 200),
          field: RESULT_FILE_FIELD,
        });
        await api.call(endpoints.addAdminServiceOrderResult, { params: { id }, body: { file: upload } });
        return { data: { changed: 'added' } };
      },
    }),
    deleteResult: defineFormHandler<ResultChanged>({
      fields: { [RESULT_ID_FIELD]: 'text' },
      async submit({ api, values }) {
        await api.call(endpoints.deleteAdminServiceOrderResult, {
          params: { id, resultId: Number(values[RESULT_ID_FIELD]) },
        });
        return { data: { changed: 'deleted' } };
      },
    }),
  };
}
