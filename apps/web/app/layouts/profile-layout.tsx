import type { CSSProperties } from 'react';
import { Outlet } from 'react-router';
import { UI } from '@portal/contract';
import { Container } from '../components/ui/container';
import { ProfileMenu } from '../features/profile/profile-menu';

const WIDTHS = {
  '--side-menu-width': `${UI.sideMenuWidthPx}px`,
  '--content-width': `${UI.contentWidthPx}px`,
} as CSSProperties;

/** Every /profile page: the profile menu (502 px from 1200 px up, spec §9) beside the page. */
export default function ProfileLayout() {
  return (
    <Container width="landing" className="py-8 lg:py-12" style={WIDTHS}>
      <div className="flex flex-col gap-6 lg:flex-row lg:items-start lg:gap-8 xl:gap-10">
        <div className="w-full shrink-0 lg:sticky lg:top-36 lg:w-80 xl:w-(--side-menu-width)">
          <ProfileMenu />
        </div>
        <div className="min-w-0 flex-1 lg:max-w-(--content-width)">
          <Outlet />
        </div>
      </div>
    </Container>
  );
}
