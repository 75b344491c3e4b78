import { data } from 'react-router';

/**
 * Below the subscription gate (layouts/subscription-gate-layout.tsx): the gated services' sub-pages
 * come with later issues, so for a subscriber any such path is the cabinet's 404 page for now.
 */
export function loader() {
  throw data(null, { status: 404 });
}

export default function GatedNotFound() {
  return null;
}
