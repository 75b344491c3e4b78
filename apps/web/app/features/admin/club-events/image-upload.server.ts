import type { ImageUpload } from '@portal/contract';
import { refuse } from '../admin-handlers.server';
import { isFileChosen } from '../pdf/pdf-upload';
import { checkImageFile, IMAGE_FIELD, sniffImageHead, toImageName } from './image-upload';

type Issues = Parameters<typeof refuse>[1];

/**
 * The picture chosen in a posted form, or null (none chosen, or a form that is not multipart).
 * Read from a copy of the request: the form's handler reads the body's fields itself.
 */
export async function readPostedImage(request: Request): Promise<File | null> {
  const type = request.headers.get('content-type') ?? '';
  if (!type.startsWith('multipart/form-data')) return null;
  const value = (await request.clone().formData()).get(IMAGE_FIELD);
  return value instanceof File && isFileChosen(value) ? value : null;
}

/**
 * The chosen picture as the body's `image` (base64 in JSON, decision 034), or undefined when
 * none was chosen; a file that is no picture or too large is refused beside its field.
 */
export async function readImageUpload(request: Request, file: File | null): Promise<ImageUpload | undefined> {
  if (!file) return undefined;
  const refuseWith = (message: string): never =>
    refuse(request, [{ code: 'custom', path: [IMAGE_FIELD], message, input: '' }] as Issues);
  const declared = checkImageFile(file);
  if (declared) return refuseWith(declared);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const contentType = sniffImageHead(bytes);
  if (!contentType) return refuseWith('validation.image_only');
  return {
    file_name: toImageName(file.name),
    content_type: contentType,
    content_base64: Buffer.from(bytes).toString('base64'),
  };
}
