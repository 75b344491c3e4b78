import type { Route } from './+types/legal-page';
import { openCookieSettings } from '../../features/cookie-banner/open-cookie-settings';
import { loadLegalPage } from '../../features/legal-pages/legal-page-data.server';
import { LegalPageView } from '../../features/legal-pages/legal-page-view';
import { PUBLIC_PAGE_HANDLE } from '../../lib/public-page';

/** A guest sees the same page at this address and language: kept rendered (decision 053). */
export const handle = PUBLIC_PAGE_HANDLE;

/**
 * /cookie-policy, /privacy-policy, /terms-of-use and /offer-agreement (spec §2), from
 * `endpoints.getPage`. The cookie policy, linked from the banner, can open the banner's settings again.
 */
export function loader(args: Route.LoaderArgs) {
  return loadLegalPage(args);
}

export default function LegalPageRoute({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  return (
    <LegalPageView
      page={page}
      onChangeCookieSettings={page.slug === 'cookie-policy' ? openCookieSettings : undefined}
    />
  );
}
