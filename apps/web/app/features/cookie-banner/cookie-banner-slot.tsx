/**
 * Where the cookie banner (spec §2, §4) will live. Empty for now: a stable place in every page
 * of the default layout, so the banner arrives without moving anything else.
 */
export function CookieBannerSlot() {
  return <div id="cookie-banner-slot" data-testid="cookie-banner-slot" />;
}
