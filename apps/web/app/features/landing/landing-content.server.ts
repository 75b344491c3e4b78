import type { UiLocale } from '@portal/contract';
import en from './content/en.json';
import ua from './content/ua.json';
import type { LandingContent } from './landing-content';

const CONTENT: Record<UiLocale, LandingContent> = { ua, en };

/** The landing's texts in one language (server only: never bundled into the page's script). */
export function getLandingContent(locale: UiLocale): LandingContent {
  return CONTENT[locale];
}
