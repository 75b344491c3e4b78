import type { CSSProperties, ReactNode } from 'react';
import { Outlet } from 'react-router';
import { UI } from '@portal/contract';
import type { Route } from './+types/profile-layout';
import { Container } from '../components/ui/container';
import { ProfileMenu } from '../features/profile/profile-menu';
import { guardedBy } from '../lib/session/guard-middleware.server';
import { EmptyLayoutErrorPage } from './layout-error';

const WIDTHS = {
  '--side-menu-width': `${UI.sideMenuWidthPx}px`,
  '--content-width': `${UI.contentWidthPx}px`,
} as CSSProperties;

/**
 * Every /profile page needs a signed-in user who finished the registration (spec §4, §6): guests
 * sign in, an unfinished registration goes on; the profile of whoever gets through is
 * `context.get(userContext)` below. The exporter-cabinet, filing and subscription layouts inside
 * add their own guards.
 */
export const middleware: Route.MiddlewareFunction[] = [guardedBy('signed-in')];

/** The profile menu (502 px from 1200 px up, spec §9) beside the page. */
function Cabinet({ children }: { children: ReactNode }) {
  return (
    <Container width="landing" className="py-8 lg:py-12" style={WIDTHS}>
      <div className="flex flex-col gap-6 lg:flex-row lg:items-start lg:gap-8 xl:gap-10">
        <div className="w-full shrink-0 lg:sticky lg:top-36 lg:w-80 xl:w-(--side-menu-width)">
          <ProfileMenu />
        </div>
        <div className="min-w-0 flex-1 lg:max-w-(--content-width)">{children}</div>
      </div>
    </Container>
  );
}

/** Every /profile page: the cabinet. */
export default function ProfileLayout() {
  return (
    <Cabinet>
      <Outlet />
    </Cabinet>
  );
}

/** Every cabinet page's error (an application that does not exist, the API failing), in the cabinet. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <EmptyLayoutErrorPage error={error} />;
}
