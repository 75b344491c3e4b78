import { lazy, Suspense, useSyncExternalStore } from 'react';

/**
 * The consent code loads after hydration, as a part of its own: not in the page's initial
 * JavaScript (the landing's budget is 130 KB, issue 30 §4).
 */
const CookieConsentRoot = lazy(() => import('./cookie-consent-root'));

const subscribeNever = () => () => {};

/**
 * The cookie banner's place in the default layout (spec §2). The decision lives in localStorage,
 * so the server renders nothing here and the browser decides after hydration; the banner is
 * fixed to the bottom of the screen, so appearing moves nothing on the page (no layout shift).
 */
export function CookieBannerSlot() {
  // false on the server and while hydrating, true in the browser afterwards.
  const isHydrated = useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
  return (
    <div id="cookie-banner-slot" data-testid="cookie-banner-slot" className="print:hidden">
      {isHydrated && (
        <Suspense fallback={null}>
          <CookieConsentRoot />
        </Suspense>
      )}
    </div>
  );
}
