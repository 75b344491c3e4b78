import type { Route } from './+types/faq';
import { loadFaq } from '../../features/faq/faq-data.server';
import { FaqPage } from '../../features/faq/faq-page';
import { PUBLIC_PAGE_HANDLE } from '../../lib/public-page';

/** A guest sees the same page at this address and language: kept rendered (decision 053). */
export const handle = PUBLIC_PAGE_HANDLE;

/** /faq (spec §2): title, description and keywords come from the root's SEO data. */
export function loader(args: Route.LoaderArgs) {
  return loadFaq(args);
}

export default function FaqRoute({ loaderData }: Route.ComponentProps) {
  return <FaqPage {...loaderData} />;
}
