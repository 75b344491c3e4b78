import type { ImageUpload } from '@portal/contract';
import { isFileChosen } from '../pdf/pdf-upload';
import { refuse } from '../admin-handlers.server';
import { checkImageFile, sniffImage, toImageName } from './image-upload';

type Issues = Parameters<typeof refuse>[1];

/** The form field a picture is chosen in. */
export const IMAGE_FIELD = 'image';

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
 * The chosen picture as the body's `image` (base64 in JSON, decision 034), or undefined when none
 * was chosen; a file that is no picture or too large is refused beside the field before anything
 * is sent. Its type is the one its first bytes show.
 */
export async function readImageUpload(request: Request, file: File | null): Promise<ImageUpload | undefined> {
  if (!file) return undefined;
  const fail = (message: string): never =>
    refuse(request, [{ code: 'custom', path: [IMAGE_FIELD], message, input: '' }] as Issues);
  // The declared type and the size first: a file too large is never read.
  const declared = checkImageFile(file);
  if (declared) return fail(declared);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const contentType = sniffImage(bytes);
  if (!contentType) return fail('validation.image_only');
  return {
    file_name: toImageName(file.name),
    content_type: contentType,
    content_base64: Buffer.from(bytes).toString('base64'),
  };
}
