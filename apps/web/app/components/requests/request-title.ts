import { toApiLocale, type ApplicationStatus, type RequestKind, type UiLocale } from '@portal/contract';
import { REQUESTS_RESOURCES } from '../../i18n/requests';
import { formatDate } from '../../lib/format';

function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

/** What a list knows of a request to title its row. */
export type TitledRow = {
  kind: RequestKind;
  number: number;
  status: ApplicationStatus;
  /** The product name in the page's language; empty until the product step of a draft. */
  productName: string;
  /** The contact person of an export application's first step; null for market-analysis requests. */
  contactName: string | null;
  createdAt: string;
};

/**
 * A list row's title (issue 13 §6): the product name; a draft without one (an export application
 * left after its first step) by its contact and the day it was begun, 'Чернетка: Олена Коваль,
 * 25.11.2026' / 'Draft: Olena Koval, 25 Nov 2026'; anything else by its number.
 */
export function titleOfRequest(row: TitledRow, locale: UiLocale): string {
  if (row.productName.trim() !== '') return row.productName;
  const texts = REQUESTS_RESOURCES[toApiLocale(locale)].shared.draft;
  if (row.status === 'created') {
    const date = formatDate(row.createdAt, locale);
    const name = row.contactName?.trim() ?? '';
    return name === '' ? fill(texts.namedByDate, { date }) : fill(texts.named, { name, date });
  }
  return fill(texts.numbered[row.kind], { number: row.number });
}
