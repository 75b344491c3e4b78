import {
  IMAGE_CONTENT_TYPES,
  IMAGE_MAX_BYTES,
  type ImageContentType,
  type ImageUpload,
} from '@portal/contract';
import type { ChosenFile } from './pdf-upload';

/**
 * The pictures managers upload (an event's picture, a course's cover, a partner's logo; decision
 * 034): the checks made before a file is sent, in the browser and again in the route's action, so
 * a wrong file is named beside its field without a round trip. The API checks again and decides.
 */

/** The message keys of the contract the API answers with for the same faults. */
export type ImageProblem = 'validation.image_only' | 'validation.image_too_large';

/** The form field a picture is chosen in; the route's action reads it. */
export const IMAGE_FIELD = 'image';

/** The box that removes the saved picture. */
export const REMOVE_IMAGE_FIELD = 'remove_image';

/** What the file input offers to choose (the kinds the portal keeps: no SVG, no GIF). */
export const IMAGE_ACCEPT = [...IMAGE_CONTENT_TYPES, '.png', '.jpg', '.jpeg', '.webp'].join(',');

/** How many bytes of a chosen file are read to tell its kind. */
export const IMAGE_HEAD_BYTES = 12;

const PNG_MAGIC = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** The kind of picture its first bytes show (PNG, JPEG, WebP), as the API tells it; null otherwise. */
export function sniffImage(head: Uint8Array): ImageContentType | null {
  if (PNG_MAGIC.every((byte, index) => head[index] === byte)) return 'image/png';
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'image/jpeg';
  const ascii = (from: number, to: number) => String.fromCharCode(...head.subarray(from, to));
  if (head.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'image/webp';
  return null;
}

function isDeclaredImage(file: ChosenFile): boolean {
  if ((IMAGE_CONTENT_TYPES as readonly string[]).includes(file.type)) return true;
  // Some systems give no type: the name says what it claims to be.
  return file.type === '' && /\.(png|jpe?g|webp)$/i.test(file.name.trim());
}

/**
 * What is wrong with a chosen picture, or null: declared a PNG, JPEG or WebP (no SVG, no GIF), at
 * most 2 MB and, when its first bytes are known, really one of them.
 */
export function checkImageFile(file: ChosenFile, head?: Uint8Array): ImageProblem | null {
  if (!isDeclaredImage(file)) return 'validation.image_only';
  if (file.size > IMAGE_MAX_BYTES) return 'validation.image_too_large';
  if (head && !sniffImage(head)) return 'validation.image_only';
  return null;
}

/** A picture's name as the API takes it: the last part of a path, no control characters, ≤ 200 characters. */
export function toImageName(name: string): string {
  const base = name.split(/[/\\]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return (clean || 'image').slice(-200);
}

/**
 * The body's `image` from the form (decision 034): a new upload replaces the picture, the ticked
 * 'remove' box (without a new file) removes it, otherwise it is left out and the picture stays.
 */
export function toImageFieldValue(
  upload: ImageUpload | undefined,
  removeTicked: unknown,
): ImageUpload | null | undefined {
  if (upload) return upload;
  return removeTicked === true ? null : undefined;
}
