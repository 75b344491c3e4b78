import { afterEach, describe, expect, it, vi } from 'vitest';
import { openCookieSettings, registerCookieSettingsHandler } from './open-cookie-settings';

class FakeElement {}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("'Cookie settings' reopens the banner (spec §4 reset)", () => {
  it('calls the registered handler with the control that had focus', () => {
    const button = new FakeElement();
    vi.stubGlobal('HTMLElement', FakeElement);
    vi.stubGlobal('document', { activeElement: button });
    const handler = vi.fn();
    const unregister = registerCookieSettingsHandler(handler);
    openCookieSettings();
    unregister();
    expect(handler).toHaveBeenCalledOnce();
    expect(handler.mock.calls[0]?.[0]).toBe(button);
  });

  it('a call made before the consent code has loaded waits for it', () => {
    vi.stubGlobal('HTMLElement', FakeElement);
    vi.stubGlobal('document', { activeElement: null });
    openCookieSettings();
    const handler = vi.fn();
    const unregister = registerCookieSettingsHandler(handler);
    unregister();
    expect(handler).toHaveBeenCalledOnce();
    expect(handler.mock.calls[0]?.[0]).toBeNull();
    openCookieSettings();
    expect(handler).toHaveBeenCalledOnce();
    // The call after unregistering waits for the next handler, once.
    const next = vi.fn();
    registerCookieSettingsHandler(next)();
    expect(next).toHaveBeenCalledOnce();
  });
});
