import { CourierRequestBodySchema, type Profile, type UiLocale } from '@portal/contract';
import type { FormSchema } from '../../components/form/use-api-form';
import type { FieldSpec, FormValues } from '../../lib/forms/form-values';
import { schemaOnValues } from '../../components/form/form-schema';

/** The courier page (spec route `/profile/nova-poshta`, issue 28 §5), without the language prefix. */
export const COURIER_PATH = '/profile/nova-poshta';

/** The form's name for the route's action; also its ids' prefix. */
export const COURIER_INTENT = 'courier';

/** `?sent=<id>`: the request just sent, confirmed above the list (the form posts, then the page reloads). */
export const SENT_PARAM = 'sent';

/** The fields of the pickup form, as `POST /courier/requests` names them. */
export const COURIER_FIELDS = {
  company_name: 'text',
  contact_name: 'text',
  contact_phone: 'text',
  contact_email: 'text',
  city: 'text',
  pickup_place: 'text',
  address: 'text',
  branch_number: 'text',
  contents: 'text',
  weight_kg: 'text',
  length_cm: 'text',
  width_cm: 'text',
  height_cm: 'text',
  country_code: 'text',
  pickup_date: 'text',
  comment: 'text',
} as const satisfies FieldSpec;

/** The field the place of pickup does not use: posted by a page without JavaScript, never sent. */
const UNUSED_BY_PLACE: Readonly<Record<string, string>> = { address: 'branch_number', branch: 'address' };

/**
 * The form's values as the body of `POST /courier/requests`: trimmed; an empty field left out (a
 * required one then gets its own prompt from the schema); the address or the branch number, as
 * the place of pickup says. Numbers go as typed (`2,5`): the contract reads them.
 */
export function toCourierBody(values: FormValues): Record<string, string> {
  const unused = UNUSED_BY_PLACE[typeof values.pickup_place === 'string' ? values.pickup_place : ''];
  const body: Record<string, string> = {};
  for (const [name, raw] of Object.entries(values)) {
    if (typeof raw !== 'string' || name === unused) continue;
    const value = raw.trim();
    if (value !== '') body[name] = value;
  }
  return body;
}

/** The contract's schema seen through the form: the browser checks what the server will. */
export const COURIER_FORM_SCHEMA: FormSchema = schemaOnValues(CourierRequestBodySchema, toCourierBody);

const join = (...parts: string[]) =>
  parts
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ');

/**
 * The sender as the profile says (issue 28 §5: prefilled, may be corrected): the company's name in
 * the page's language (the other when empty), the person signed in as the contact.
 */
export function prefillSender(
  profile: Pick<Profile, 'email' | 'main_info' | 'companyInfo'>,
  locale: UiLocale,
): Record<'company_name' | 'contact_name' | 'contact_phone' | 'contact_email', string> {
  const company = profile.companyInfo;
  const names = locale === 'en' ? [company.name_en, company.name_ru] : [company.name_ru, company.name_en];
  return {
    company_name: names.find((name) => name.trim() !== '') ?? '',
    contact_name: join(profile.main_info.name, profile.main_info.surname),
    contact_phone: profile.main_info.phone ?? '',
    contact_email: profile.email,
  };
}
