import type { UiLocale } from '@portal/contract';
import en from './content/en.json';
import ua from './content/ua.json';
import type { ExportContent } from './export-content';

const CONTENT: Record<UiLocale, ExportContent> = { ua, en };

/** The /export texts in one language (server only: never bundled into the page's script). */
export function getExportContent(locale: UiLocale): ExportContent {
  return CONTENT[locale];
}
