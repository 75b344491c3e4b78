import { Outlet } from 'react-router';
import type { Route } from './+types/default-layout';
import { SkipLink } from '../components/ui/skip-link';
import { CookieBannerSlot } from '../features/cookie-banner/cookie-banner-slot';
import { openCookieSettings } from '../features/cookie-banner/open-cookie-settings';
import { UnreadNotifications } from '../features/notifications/unread-notifications';
import { SiteFooter } from '../features/site-footer/site-footer';
import { SiteHeader } from '../features/site-header/site-header';

/** The server's year, so the copyright never differs between the server and the browser. */
export function loader() {
  return { year: new Date().getFullYear() };
}

export function shouldRevalidate() {
  return false;
}

/**
 * Header, page, footer and the cookie banner (spec §2). Notifications live in the root; a signed-in
 * exporter's unread portal notifications are read here (issue 5).
 */
export default function DefaultLayout({ loaderData }: Route.ComponentProps) {
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <SiteHeader />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <Outlet />
      </main>
      <SiteFooter year={loaderData.year} onOpenCookieSettings={openCookieSettings} />
      <CookieBannerSlot />
      <UnreadNotifications />
    </div>
  );
}
