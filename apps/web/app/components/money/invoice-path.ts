/** An invoice's page in the cabinet, a Ukrainian path (links localise it): the invoices and what they pay for link it. */
export function toInvoicePagePath(id: string): string {
  return `/profile/invoices/${id}`;
}
