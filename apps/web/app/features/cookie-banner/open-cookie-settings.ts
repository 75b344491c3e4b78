type SettingsHandler = (opener: HTMLElement | null) => void;

let handler: SettingsHandler | null = null;
let pending: { opener: HTMLElement | null } | null = null;

/**
 * Opens the cookie settings again (spec §4: reset, the banner shows again) with the previous
 * choice preset; focus returns to the calling control after the new decision. For a 'Cookie
 * settings' button anywhere (the footer, the cookie policy). This module is tiny on purpose:
 * the consent code itself loads after hydration, and a call made before it is ready waits.
 */
export function openCookieSettings(): void {
  const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  if (handler) handler(opener);
  else pending = { opener };
}

/** The consent root registers here once loaded; a call that came earlier runs now. */
export function registerCookieSettingsHandler(next: SettingsHandler): () => void {
  handler = next;
  if (pending) {
    const { opener } = pending;
    pending = null;
    next(opener);
  }
  return () => {
    if (handler === next) handler = null;
  };
}
