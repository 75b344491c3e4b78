import type { Route } from './+types/legal-page';
import { openCookieSettings } from '../../features/cookie-banner/open-cookie-settings';
import { loadLegalPage } from '../../features/legal-pages/legal-page-data.server';
import { LegalPageView } from '../../features/legal-pages/legal-page-view';

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
