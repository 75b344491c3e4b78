import { renderCertificatePdf } from './academy/certificate-pdf';
import { renderInvoicePdf } from './money/invoice-pdf/render-invoice-pdf';
import { renderApplicationPdf } from './requests/sales-market/render-sales-market-pdf';
import { renderServiceOrderPdf } from './requests/service-order/render-service-order-pdf';

/**
 * Every PDF the portal renders while a request waits, by name (decision 040): the PDF workers
 * (src/pdf-worker.ts) run these, so their inputs and outputs are plain data that crosses a
 * thread (objects, strings, numbers, dates; no database handle).
 */
export const pdfDocuments = {
  invoice: (input: {
    invoice: Parameters<typeof renderInvoicePdf>[0];
    locale: Parameters<typeof renderInvoicePdf>[1];
  }) => renderInvoicePdf(input.invoice, input.locale),
  certificate: renderCertificatePdf,
  application: renderApplicationPdf,
  serviceOrder: renderServiceOrderPdf,
} satisfies Record<string, (input: never) => Promise<Buffer>>;

export type PdfDocuments = typeof pdfDocuments;
export type PdfKind = keyof PdfDocuments;
export type PdfInput<K extends PdfKind> = Parameters<PdfDocuments[K]>[0];
