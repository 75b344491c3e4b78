import { notFound } from '../../../lib/read-record.server';

/**
 * Below the subscription gate (layouts/subscription-gate-layout.tsx): a sub-path of a gated service
 * that no page answers (the business club's pages come with later issues; an analysis's unknown
 * sub-path) is, for a subscriber, the cabinet's 404 page.
 */
export function loader() {
  notFound();
}

export default function GatedNotFound() {
  return null;
}
