import { data } from 'react-router';
import { isApiError } from '../api-error';

/**
 * A page loader's read of the signed-in user's data. Loaders run side by side with the root
 * loader, and React Router follows the deepest redirect, so a page must not send a signed-out
 * visitor anywhere itself: the root loader's guard does that, keeping the `redirect` query
 * (spec §6). Without a session this answers null; a 503 still shows the 503 page.
 */
export async function readSignedInData<T>(read: () => Promise<T>): Promise<T | null> {
  try {
    return await read();
  } catch (error) {
    if (!isApiError(error)) throw error;
    if (error.status === 401) return null;
    if (error.status === 503) throw data({ message: error.message }, { status: 503 });
    throw error;
  }
}
