import { endpoints, type FileUploadKind, type UploadRef } from '@portal/contract';
import type { ApiClient } from '../../lib/api-client';
import { ApiError, isApiError } from '../../lib/api-error';

/**
 * Streams a chosen file to `POST /admin/files` (decision 036) and answers what the record's body
 * names it by. The API's refusal of the file (422, 413 on `file`) is put on the form's `field`.
 */
export async function uploadChosenFile(
  api: ApiClient,
  options: { file: File; kind: FileUploadKind; fileName: string; field: string },
): Promise<UploadRef> {
  try {
    const uploaded = await api.upload(
      endpoints.uploadAdminFile,
      { query: { kind: options.kind, file_name: options.fileName } },
      options.file,
    );
    return { file_id: uploaded.id };
  } catch (error) {
    const messages = isApiError(error) ? error.fieldErrors['file'] : undefined;
    if (!isApiError(error) || !messages) throw error;
    throw new ApiError({
      status: 422,
      code: 'validation_failed',
      message: error.message,
      fieldErrors: { [options.field]: messages },
    });
  }
}
