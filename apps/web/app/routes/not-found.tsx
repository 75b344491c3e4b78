import { data } from 'react-router';

/**
 * Any path no route matches answers 404 (spec §8). The page itself is the root ErrorBoundary's
 * 404 page, in the empty layout and the language of the URL.
 */
export function loader() {
  throw data(null, { status: 404 });
}

export default function NotFound() {
  return null;
}
