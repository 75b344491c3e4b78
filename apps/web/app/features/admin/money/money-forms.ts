import {
  AdminCancelInvoiceBodySchema,
  AdminMarkPaidBodySchema,
  AdminRefundBodySchema,
  AdminTariffBodySchema,
  OfficeSettingsBodySchema,
  type toFieldErrors,
  type AdminTariff,
  type AdminTariffBody,
  type OfficeSettingsBody,
} from '@portal/contract';
import type { FormSchema } from '../../../components/form/use-api-form';
import type { FieldSpec, FormValues } from '../../../lib/forms/form-values';
import { onBody, parsePercent } from '../../../components/back-office/admin-forms';
import { parseHryvnias } from './money-input';
import { schemaOfChecked } from '../../../components/form/form-schema';

/**
 * The back office's money forms: their fields, the body each sends, and the client-side checks
 * (the contract's schemas on that same body, so the browser and the API say the same thing).
 */

type Issue = Parameters<typeof toFieldErrors>[0][number];
type Checked<B> = { body: B; issues: Issue[] };

// ─── Invoice actions ─────────────────────────────────────────────────────────────────────

export const MARK_PAID_FIELDS: FieldSpec = { paid_on: 'text', reference: 'text' };

export const MARK_PAID_SCHEMA = onBody(AdminMarkPaidBodySchema);
export const CANCEL_SCHEMA = onBody(AdminCancelInvoiceBodySchema);
export const REFUND_SCHEMA = onBody(AdminRefundBodySchema);

export type InvoiceAction = 'mark-paid' | 'cancel' | 'refund';
/** What an invoice action answers the page with: which one succeeded. */
export type InvoiceActionDone = { action: InvoiceAction };
/** What the tariff and requisites forms answer when saved. */
export type Saved = { saved: true };

// ─── Forms whose names are the body's paths ──────────────────────────────────────────────

function text(values: FormValues, name: string): string {
  const value = values[name];
  return typeof value === 'string' ? value : '';
}

function bilingual(values: FormValues, name: string): { uk: string; en: string } {
  return { uk: text(values, `${name}.uk`), en: text(values, `${name}.en`) };
}

function invalid(path: readonly (string | number)[], input: string): Issue {
  return { code: 'custom', path: [...path], message: 'validation.invalid_format', input } as Issue;
}

/** A whole number typed in a field, or null (`12`, ` 3 `; not `1.5`, `-2`, `abc`). */
export function parseWholeNumber(value: string): number | null {
  const trimmed = value.trim();
  return /^\d{1,9}$/.test(trimmed) ? Number(trimmed) : null;
}

/**
 * The body's own checks on top of what the form could not read as numbers: a field already
 * refused as unreadable is not also reported by the schema.
 */
function withSchemaIssues<B>(schema: FormSchema, checked: Checked<B>): Checked<B> {
  const parsed = schema.safeParse(checked.body, { reportInput: true });
  if (parsed.success) return checked;
  const refused = new Set(checked.issues.map((issue) => issue.path.join('.')));
  const more = parsed.error.issues.filter((issue) => !refused.has(issue.path.join('.')));
  return { ...checked, issues: [...checked.issues, ...more] };
}

/** A form schema from a form's body builder: the browser's check of what will be sent. */
const schemaOf = schemaOfChecked;

// ─── Tariff ──────────────────────────────────────────────────────────────────────────────

type TariffFeatures = Pick<AdminTariff, 'features'>;
type TariffShape = Pick<AdminTariff, 'is_trial' | 'period_months' | 'features'>;

/**
 * The tariff form's fields, named by the body's paths (`name.uk`, `features.2.note.en`) so the
 * API's 422 errors land beside their fields. The comparison rows go in the tariff's own order.
 */
export function buildTariffFields(tariff: TariffFeatures): FieldSpec {
  const fields: Record<string, FieldSpec[string]> = {
    'name.uk': 'text',
    'name.en': 'text',
    'description.uk': 'text',
    'description.en': 'text',
    price: 'text',
    period_months: 'text',
    trial_days: 'text',
    is_recommended: 'checkbox',
    is_public: 'checkbox',
  };
  tariff.features.forEach((_feature, index) => {
    fields[`features.${index}.included`] = 'checkbox';
    fields[`features.${index}.note.uk`] = 'text';
    fields[`features.${index}.note.en`] = 'text';
  });
  return fields;
}

/**
 * The tariff form as `PUT /admin/tariffs/{id}`'s body: the price typed in hryvnias sent as
 * kopiykas; the trial keeps its period (0) and sends its days, a paid plan sends its months and
 * no days; each comparison row by its feature id. Unreadable numbers are issues of their fields.
 */
export function toTariffBody(values: FormValues, tariff: TariffShape): Checked<AdminTariffBody> {
  const issues: Issue[] = [];
  const number = (name: string, read: (value: string) => number | null): number => {
    const typed = text(values, name);
    const parsed = read(typed);
    if (parsed === null) issues.push(invalid([name], typed));
    return parsed ?? 0;
  };
  const body: AdminTariffBody = {
    name: bilingual(values, 'name'),
    description: bilingual(values, 'description'),
    price: number('price', parseHryvnias),
    period_months: tariff.is_trial ? tariff.period_months : number('period_months', parseWholeNumber),
    trial_days: tariff.is_trial ? number('trial_days', parseWholeNumber) : null,
    is_recommended: values.is_recommended === true,
    is_public: values.is_public === true,
    features: tariff.features.map((feature, index) => ({
      feature_id: feature.feature_id,
      included: values[`features.${index}.included`] === true,
      note: bilingual(values, `features.${index}.note`),
    })),
  };
  return withSchemaIssues(AdminTariffBodySchema, { body, issues });
}

export function buildTariffSchema(tariff: TariffShape): FormSchema {
  return schemaOf((values) => toTariffBody(values, tariff));
}

// ─── The office's requisites ─────────────────────────────────────────────────────────────

export const OFFICE_SETTINGS_FIELDS: FieldSpec = {
  'seller.name.uk': 'text',
  'seller.name.en': 'text',
  'seller.code': 'text',
  'seller.address.uk': 'text',
  'seller.address.en': 'text',
  'seller.iban': 'text',
  'seller.bank.uk': 'text',
  'seller.bank.en': 'text',
  vat_rate: 'text',
};

/** The requisites form as `PUT /admin/settings/office`'s body. */
export function toOfficeSettingsBody(values: FormValues): Checked<OfficeSettingsBody> {
  const issues: Issue[] = [];
  const typedRate = text(values, 'vat_rate');
  const rate = parsePercent(typedRate);
  if (rate === null) issues.push(invalid(['vat_rate'], typedRate));
  const body: OfficeSettingsBody = {
    seller: {
      name: bilingual(values, 'seller.name'),
      code: text(values, 'seller.code'),
      address: bilingual(values, 'seller.address'),
      iban: text(values, 'seller.iban'),
      bank: bilingual(values, 'seller.bank'),
    },
    vat_rate: rate ?? 0,
  };
  return withSchemaIssues(OfficeSettingsBodySchema, { body, issues });
}

export const OFFICE_SETTINGS_SCHEMA: FormSchema = schemaOf(toOfficeSettingsBody);
