import { endpointRoute, endpoints, LOCALIZATION_HEADER, type ApiLocale } from '@portal/contract';
import { apiHref } from '../../lib/api-client';

/** The name the browser saves an application's PDF under. */
export function buildPdfFileName(number: number): string {
  return `export-application-${number}.pdf`;
}

/** The API call that answers the PDF (spec §7 `POST /profile/sales-market/download/{id}`). */
export function buildPdfPath(id: string): string {
  return apiHref(endpoints.downloadSalesMarketApplication, { params: { id } });
}

/** The page's own resource route passing the PDF through, for the form without JavaScript. */
export function buildPdfFormPath(id: string): string {
  return `/profile/market/${id}/pdf`;
}

/**
 * Fetches the PDF and hands it to the browser as a download under `fileName`. Resolves false
 * when the API refused (the caller says so); the session cookie goes along (same origin). A plain
 * fetch of the entry's address and method: the client's `call` reads JSON answers only.
 */
export async function downloadPdf(id: string, fileName: string, locale: ApiLocale): Promise<boolean> {
  const response = await fetch(buildPdfPath(id), {
    method: endpointRoute(endpoints.downloadSalesMarketApplication).method,
    credentials: 'same-origin',
    headers: { accept: 'application/pdf', [LOCALIZATION_HEADER]: locale },
  });
  if (!response.ok) return false;
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: some browsers read the URL after click() has returned.
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
  return true;
}
