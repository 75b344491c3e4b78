import { data } from 'react-router';
import { isApiError } from './api-error';

/**
 * The page's 404 (issue 26 §4: one helper): what a loader throws for an address that names no
 * record, before or after asking the API. The root's error boundary shows the 404 page in the
 * page's language.
 */
export function notFound(): never {
  throw data(null, { status: 404 });
}

/**
 * Reads the record an address names: an id the API does not know (404) or cannot read (422, not
 * an id of its kind) is this page's 404, not an error of the portal. Another company's record
 * answers 404 too (decision 014 §5), so it is the same page. Any other failure goes on.
 */
export async function readRecord<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (isApiError(error) && (error.status === 404 || error.status === 422)) notFound();
    throw error;
  }
}
