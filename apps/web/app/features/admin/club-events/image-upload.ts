import { IMAGE_CONTENT_TYPES, IMAGE_MAX_BYTES, type ImageContentType } from '@portal/contract';
import type { ChosenFile } from '../pdf/pdf-upload';

/**
 * The event's picture (decision 034): the checks made before it is sent, in the browser and
 * again in the route's action, so a wrong file is named beside its field at once. The API checks
 * the content again and keeps the type it shows.
 */

/** The message keys of the contract the API answers with for the same faults. */
export type ImageProblem = 'validation.image_only' | 'validation.image_too_large';

/** The form field the picture is chosen in; the route's action reads it. */
export const IMAGE_FIELD = 'image';

/** How many bytes of a chosen file are read to tell a picture. */
export const IMAGE_HEAD_BYTES = 12;

/** What the first bytes show: PNG, JPEG or WebP (as the API's `sniffImageType`), or null. */
export function sniffImageHead(head: Uint8Array): ImageContentType | null {
  const starts = (bytes: number[], at = 0) => bytes.every((byte, index) => head[at + index] === byte);
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (starts([0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp';
  return null;
}

/**
 * What is wrong with a chosen file, or null: declared a PNG, JPEG or WebP, at most 2 MB and,
 * when its first bytes are known, one of those by its content.
 */
export function checkImageFile(file: ChosenFile, head?: Uint8Array): ImageProblem | null {
  if (!(IMAGE_CONTENT_TYPES as readonly string[]).includes(file.type)) return 'validation.image_only';
  if (file.size > IMAGE_MAX_BYTES) return 'validation.image_too_large';
  if (head && sniffImageHead(head) === null) return 'validation.image_only';
  return null;
}

/** A file's name as the API takes it: the last part of a path, no control characters, at most 200. */
export function toImageName(name: string): string {
  const base = name.split(/[/\\]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return clean.slice(-200) || 'picture';
}
