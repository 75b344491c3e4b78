import { IMPORTER_SALE_UNITS, LOCALE_ISO, type UiLocale } from '@portal/contract';
import type { FieldSpec, FormValues } from '../../lib/forms/form-values';

/** The fields of the import application, as `POST /create/importer-sale` names them. */
export const IMPORT_FIELDS = {
  company_name: 'text',
  country_code: 'text',
  website: 'text',
  contact_name: 'text',
  contact_position: 'text',
  email: 'text',
  phone: 'text',
  product_name: 'text',
  hs_code: 'text',
  quantity: 'text',
  unit: 'text',
  target_price: 'text',
  currency: 'text',
  incoterms: 'text',
  deadline: 'text',
  comment: 'text',
  consent: 'checkbox',
} as const satisfies FieldSpec;

/** Units of the quantity (the call's `unit`). */
export const IMPORT_UNITS = IMPORTER_SALE_UNITS;

const DECIMAL_FIELDS = new Set(['quantity', 'target_price']);

/**
 * A decimal as people type it — '1 500,5' or '1,500.5' — in the call's form, '1500.5' (a string,
 * so nothing is lost to floating point). Anything else is sent as typed for the API to refuse.
 */
export function normalizeDecimal(text: string): string {
  const compact = text.replace(/[\s\u00a0\u202f]/g, '');
  const normalized = /^\d{1,3}(,\d{3})+(\.\d+)?$/.test(compact)
    ? compact.replace(/,/g, '')
    : compact.replace(',', '.');
  return /^\d+(\.\d+)?$/.test(normalized) ? normalized : text;
}

/**
 * The form's text values as the body of `POST /create/importer-sale`: trimmed, decimals
 * normalised, the consent as a boolean. Empty fields are left out — an optional one is then
 * simply absent and a required one gets the schema's 'This field is required' — except an empty
 * quantity, which the schema describes better ('Enter a positive number…'). The contract schema
 * does the rest (phone to E.164, the customs code without dots, upper-case codes).
 */
export function toImporterSaleBody(values: FormValues): Record<string, string | boolean> {
  const body: Record<string, string | boolean> = {};
  for (const [name, raw] of Object.entries(values)) {
    if (typeof raw === 'boolean') {
      body[name] = raw;
      continue;
    }
    if (Array.isArray(raw)) continue;
    const value = raw.trim();
    if (value === '' && name !== 'quantity') continue;
    body[name] = DECIMAL_FIELDS.has(name) ? normalizeDecimal(value) : value;
  }
  return body;
}

/** Countries in the alphabetical order of the page's language (spec §3: sorted on the client). */
export function sortByName<T extends { name: string }>(items: readonly T[], locale: UiLocale): T[] {
  const collator = new Intl.Collator(LOCALE_ISO[locale], { sensitivity: 'base' });
  return [...items].sort((a, b) => collator.compare(a.name, b.name));
}

/** The earliest deadline the form offers: tomorrow, as YYYY-MM-DD in Kyiv time. */
export function getMinDeadline(now: Date = new Date()): string {
  const tomorrow = new Date(now.getTime() + 24 * 60 * 60 * 1000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Kyiv' }).format(tomorrow);
}
