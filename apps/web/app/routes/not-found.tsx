import { data } from 'react-router';

/**
 * Any path no route matches answers 404 (spec §8). The page itself is the empty layout's
 * ErrorBoundary: the 404 page without menus, in the language of the URL.
 */
export function loader() {
  throw data(null, { status: 404 });
}

export default function NotFound() {
  return null;
}
