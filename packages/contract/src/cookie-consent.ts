import { z } from 'zod';
import { COOKIE_CONSENT_VERSION } from './constants';

/**
 * A visitor's cookie decision (spec §3 "Cookie consent", §4, §9): 'necessary' is always on and
 * cannot be switched off (§5); the other categories are off until the visitor turns them on; the
 * decision carries its ISO timestamp and the settings version '1.0'. A stored value of another
 * version, or one that does not parse, counts as no decision (the banner is shown again).
 *
 * The browser keeps it in localStorage (apps/web/app/features/cookie-banner/consent-store.ts).
 * That module checks stored values with a small hand-written guard instead of this schema,
 * because zod would add tens of kilobytes to every page's initial JavaScript; a unit test keeps
 * the two in agreement (decision 012).
 */
export const CookieConsentSchema = z.strictObject({
  necessary: z.literal(true),
  analytics: z.boolean(),
  marketing: z.boolean(),
  preferences: z.boolean(),
  timestamp: z.iso.datetime({ offset: true }),
  version: z.literal(COOKIE_CONSENT_VERSION),
});
export type CookieConsent = z.infer<typeof CookieConsentSchema>;

/** The categories a visitor may switch on or off ('necessary' is not one of them). */
export type OptionalCookieCategory = 'analytics' | 'marketing' | 'preferences';
export type CookieCategory = 'necessary' | OptionalCookieCategory;

/** What the custom panel saves; 'necessary' is forced on whatever is sent. */
export type CookieSettings = Record<OptionalCookieCategory, boolean>;

/** The window event of each decision (spec §4), its `detail` being the saved CookieConsent. */
export const COOKIE_CONSENT_EVENTS = ['accept_all', 'reject_all', 'custom'] as const;
export type CookieConsentEvent = (typeof COOKIE_CONSENT_EVENTS)[number];
