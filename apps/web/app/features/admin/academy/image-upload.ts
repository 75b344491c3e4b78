import { IMAGE_CONTENT_TYPES, IMAGE_MAX_BYTES, type ImageContentType } from '@portal/contract';
import { isFileChosen, type ChosenFile } from '../pdf/pdf-upload';

/**
 * A course's picture (decision 034): checked before it is sent, in the route's action, so a
 * wrong file is named beside its field without a round trip. The API checks again.
 */

export type ImageProblem = 'validation.image_only' | 'validation.image_too_large';

/** What the file input accepts (the kinds the portal keeps: no SVG, no GIF). */
export const IMAGE_ACCEPT = IMAGE_CONTENT_TYPES.join(',');

/** The kind of picture its first bytes show: PNG, JPEG or WebP; null for anything else. */
export function sniffImage(head: Uint8Array): ImageContentType | null {
  const starts = (bytes: number[], at = 0) => bytes.every((byte, index) => head[at + index] === byte);
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (starts([0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp';
  return null;
}

/** What is wrong with a chosen picture, or null: at most 2 MB, and a PNG, JPEG or WebP by its first bytes. */
export function checkImageFile(file: ChosenFile, head: Uint8Array): ImageProblem | null {
  if (file.size > IMAGE_MAX_BYTES) return 'validation.image_too_large';
  return sniffImage(head) ? null : 'validation.image_only';
}

export { isFileChosen };
