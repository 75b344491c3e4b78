import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import type { Route } from './+types/default-layout';
import { SkipLink } from '../components/ui/skip-link';
import { CookieBannerSlot } from '../features/cookie-banner/cookie-banner-slot';
import { openCookieSettings } from '../features/cookie-banner/open-cookie-settings';
import { UnreadNotifications } from '../features/notifications/unread-notifications';
import { SiteFooter } from '../features/site-footer/site-footer';
import { SiteHeader } from '../features/site-header/site-header';
import { EmptyLayoutErrorPage } from './layout-error';

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
function SiteFrame({ year, children }: { year: number; children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <SiteHeader />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <SiteFooter year={year} onOpenCookieSettings={openCookieSettings} />
      <CookieBannerSlot />
      <UnreadNotifications />
    </div>
  );
}

export default function DefaultLayout({ loaderData }: Route.ComponentProps) {
  return (
    <SiteFrame year={loaderData.year}>
      <Outlet />
    </SiteFrame>
  );
}

/** A public page's error (an unknown question, code or country; the API failing), between header and footer. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <EmptyLayoutErrorPage error={error} />;
}
