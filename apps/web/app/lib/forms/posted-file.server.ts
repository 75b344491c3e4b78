import type { endpoints, EndpointData } from '@portal/contract';
import type { ApiClient } from '../api-client';
import { ApiError, isApiError } from '../api-error';
import { toUploadName } from './posted-file';

/** The uploads that take the chosen file's name (`?file_name=`): an order's answer, a chat or support message. */
export type NamedUpload = typeof endpoints.uploadCatalogFile | typeof endpoints.uploadAttachment;

/** The posted form as it came (its files included): read from a copy, the form's handler reads the body itself. */
export async function readPostedForm(request: Request): Promise<FormData> {
  return request.clone().formData();
}

/**
 * Streams a file chosen in a posted form to its upload call and answers the upload (its `id` is
 * what a body names as `{ file_id }`). The API's refusal of the file (422 on its type, 413 on its
 * size) becomes the form's error beside `field`, in the API's words.
 */
export async function uploadPostedFile(
  api: ApiClient,
  entry: NamedUpload,
  options: { file: File; field: string },
): Promise<EndpointData<NamedUpload>> {
  try {
    return await api.upload(entry, { query: { file_name: toUploadName(options.file.name) } }, options.file);
  } catch (error) {
    if (!isApiError(error) || (error.status !== 422 && error.status !== 413)) throw error;
    const messages = Object.values(error.fieldErrors).flat();
    throw new ApiError({
      status: 422,
      code: 'validation_failed',
      message: error.message,
      fieldErrors: { [options.field]: messages.length > 0 ? messages : [error.message] },
    });
  }
}
