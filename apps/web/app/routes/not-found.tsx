import { notFound } from '../lib/read-record.server';

/**
 * Any path no route matches answers 404 (spec §8). The page itself is the empty layout's
 * ErrorBoundary: the 404 page without menus, in the language of the URL.
 */
export function loader() {
  notFound();
}

export default function NotFound() {
  return null;
}
