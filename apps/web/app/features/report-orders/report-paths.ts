import type { UiLocale } from '@portal/contract';
import { localizePath } from '../../i18n/locale';

/** The exporter's report pages (issue 28 §3), as Ukrainian paths: links localise them. */
export const REPORT_ORDERS_PATH = '/profile/infoproff-orders';

export function reportOrderPath(id: string): string {
  return `${REPORT_ORDERS_PATH}/${id}`;
}

/** The ready report's PDF through the page's own resource route, in the page's language (a plain link). */
export function reportPdfPath(id: string, locale: UiLocale): string {
  return localizePath(`${reportOrderPath(id)}/report`, locale);
}

/** The order's invoice as a PDF through the page's own resource route (`download-invoice`). */
export function reportInvoicePdfPath(id: string, locale: UiLocale): string {
  return localizePath(`${reportOrderPath(id)}/invoice`, locale);
}
