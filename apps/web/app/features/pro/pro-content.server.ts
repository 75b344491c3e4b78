import type { UiLocale } from '@portal/contract';
import en from './content/en.json';
import ua from './content/ua.json';
import type { ProContent } from './pro-content';

const CONTENT: Record<UiLocale, ProContent> = { ua, en };

/** The /pro texts in one language (server only: never bundled into the page's script). */
export function getProContent(locale: UiLocale): ProContent {
  return CONTENT[locale];
}
