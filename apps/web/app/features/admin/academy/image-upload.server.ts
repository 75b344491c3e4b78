import type { ImageUpload } from '@portal/contract';
import { toUploadName } from '../pdf/pdf-upload';
import { checkImageFile, isFileChosen, sniffImage, type ImageProblem } from './image-upload';

/** The form field a course's picture is chosen in. */
export const IMAGE_FIELD = 'image';

/**
 * The file chosen in a posted form's `image` field, or null (none chosen, or a form that is not
 * multipart). Read from a copy of the request: the form's handler reads the fields itself.
 */
export async function readPostedImage(request: Request): Promise<File | null> {
  const type = request.headers.get('content-type') ?? '';
  if (!type.startsWith('multipart/form-data')) return null;
  const value = (await request.clone().formData()).get(IMAGE_FIELD);
  return value instanceof File && isFileChosen(value) ? value : null;
}

/** A chosen picture as the body's `image` (base64 in JSON, decision 034), or what is wrong with it. */
export async function toImageUpload(
  file: File,
): Promise<{ upload: ImageUpload } | { problem: ImageProblem }> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  const problem = checkImageFile(file, bytes);
  if (problem) return { problem };
  // toUploadName stands in a PDF's name for an empty or overlong one: a picture gets its own.
  const name = toUploadName(file.name);
  return {
    upload: {
      file_name: /\.pdf$/i.test(name) && !/\.pdf$/i.test(file.name) ? 'picture' : name,
      content_type: sniffImage(bytes)!,
      content_base64: Buffer.from(bytes).toString('base64'),
    },
  };
}
