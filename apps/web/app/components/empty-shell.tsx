import type { ReactNode } from 'react';
import { Container } from './ui/container';
import { Logo } from './ui/logo';
import { SkipLink } from './ui/skip-link';

/** The empty layout of error pages (spec §2): no menus, only the logo as a way home. */
export function EmptyShell({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col bg-brand-50">
      <SkipLink />
      <header className="py-5">
        <Container width="landing">
          <Logo />
        </Container>
      </header>
      <main id="main" className="flex flex-1 items-center justify-center">
        {children}
      </main>
    </div>
  );
}
