import type { ImageUpload } from '@portal/contract';
import type { ApiClient } from '../../lib/api-client';
import { FormBodyError, type BodyIssues } from '../../lib/forms/form-body';
import { isFileChosen } from './pdf-upload';
import { uploadChosenFile } from './upload-file.server';
import { checkImageFile, IMAGE_FIELD, IMAGE_HEAD_BYTES, toImageName } from './image-upload';

/**
 * The file chosen in a posted form's `image` field, or null (none chosen, or a form that is not
 * multipart). Read from a copy of the request: the form's handler reads the body's fields itself.
 */
export async function readPostedImage(request: Request): Promise<File | null> {
  const type = request.headers.get('content-type') ?? '';
  if (!type.startsWith('multipart/form-data')) return null;
  const value = (await request.clone().formData()).get(IMAGE_FIELD);
  return value instanceof File && isFileChosen(value) ? value : null;
}

/**
 * The chosen picture as the body's `image` (decision 036: streamed to the API first, named by its
 * id), or undefined when none was chosen; a file that is no picture or too large is refused beside
 * the field before anything is sent. The API keeps it as the type its first bytes show.
 */
export async function readImageUpload(api: ApiClient, file: File | null): Promise<ImageUpload | undefined> {
  if (!file) return undefined;
  // Refused as the API refuses a body (lib/forms/form-body.ts): 422 with the message beside the field.
  const fail = (message: string): never => {
    throw new FormBodyError([{ code: 'custom', path: [IMAGE_FIELD], message, input: '' }] as BodyIssues);
  };
  // The declared type and the size first: a file too large is never read; then only its head.
  const declared = checkImageFile(file);
  if (declared) return fail(declared);
  const head = new Uint8Array(await file.slice(0, IMAGE_HEAD_BYTES).arrayBuffer());
  const problem = checkImageFile(file, head);
  if (problem) return fail(problem);
  return uploadChosenFile(api, { file, kind: 'image', fileName: toImageName(file.name), field: IMAGE_FIELD });
}
