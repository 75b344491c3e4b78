import {
  ADMIN_CATALOG_SERVICE_STATES,
  AdminCatalogServiceBodySchema,
  AdminServiceCategoryBodySchema,
  type AdminCatalogService,
  type AdminCatalogServiceBody,
  type AdminServiceCategory,
  type AdminServiceCategoryBody,
  type ImageUpload,
} from '@portal/contract';
import type { FormSchema } from '../../../components/form/use-api-form';
import type { FieldSpec, FormValues } from '../../../lib/forms/form-values';
import { readOneOf, readPage, readSearch } from '../../../components/back-office/list-query';
import { REMOVE_IMAGE_FIELD, toImageFieldValue } from '../../../components/back-office/image-upload';

/**
 * The back office's catalogue (issue 27 §5): the categories' and services' editors as the bodies
 * they send, and the services list's filters.
 */

export const CATEGORIES_PATH = '/admin/catalog/categories';
export const SERVICES_PATH = '/admin/catalog/services';

/** The designer of a service's form. */
export const serviceFormPath = (id: number) => `${SERVICES_PATH}/${id}/form`;

export type CatalogSaved = { saved: true };

function text(values: FormValues, name: string): string {
  const value = values[name];
  return typeof value === 'string' ? value : '';
}

function bilingual(values: FormValues, name: string) {
  return { uk: text(values, `${name}.uk`), en: text(values, `${name}.en`) };
}

/** A whole number as typed, or undefined when empty (the API keeps or defaults it); else as typed, for the schema to refuse. */
function wholeNumber(values: FormValues, name: string): number | undefined {
  const typed = text(values, name).trim();
  if (typed === '') return undefined;
  return /^\d{1,9}$/.test(typed) ? Number(typed) : (typed as unknown as number);
}

// ─── Categories ──────────────────────────────────────────────────────────────────────────

/** Named by the body's paths, so the API's 422 errors land beside their fields. */
export const CATEGORY_FIELDS: FieldSpec = {
  'name.uk': 'text',
  'name.en': 'text',
  'description.uk': 'text',
  'description.en': 'text',
  slug: 'text',
  position: 'text',
};

/** The editor as the body of `POST /admin/catalog/categories` or `PUT …/{id}`; an empty slug or order is left out. */
export function toCategoryBody(values: FormValues): AdminServiceCategoryBody {
  const body: AdminServiceCategoryBody = {
    name: bilingual(values, 'name'),
    description: bilingual(values, 'description'),
  };
  const slug = text(values, 'slug').trim();
  if (slug !== '') body.slug = slug;
  const position = wholeNumber(values, 'position');
  if (position !== undefined) body.position = position;
  return body;
}

export const CATEGORY_SCHEMA: FormSchema = {
  safeParse: (value, params) =>
    AdminServiceCategoryBodySchema.safeParse(toCategoryBody(value as FormValues), params),
};

// ─── Services ────────────────────────────────────────────────────────────────────────────

export const SERVICE_FIELDS: FieldSpec = {
  'title.uk': 'text',
  'title.en': 'text',
  'summary.uk': 'text',
  'summary.en': 'text',
  'description.uk': 'text',
  'description.en': 'text',
  category_id: 'text',
  partner_id: 'text',
  /** Typed in hryvnias; the body's `price_minor` is kopiykas. */
  price_minor: 'text',
  subscription_required: 'checkbox',
  position: 'text',
  slug: 'text',
  image: 'text',
  [REMOVE_IMAGE_FIELD]: 'checkbox',
};

/**
 * A price typed in hryvnias ('2 500', '2500,50', '2500.5') as kopiykas; empty is free (null);
 * anything else is sent as typed, so the contract refuses it on the field.
 */
export function toPriceMinor(typed: string): number | null {
  const clean = typed.replace(/[\s\u00a0]/g, '').replace(',', '.');
  if (clean === '') return null;
  if (!/^\d{1,7}(?:\.\d{1,2})?$/.test(clean)) return typed as unknown as number;
  return Math.round(Number(clean) * 100);
}

/** Kopiykas as the price field shows them: '2500', '2500.50' (',' in Ukrainian); free is empty. */
export function toPriceText(minor: number | null, locale: 'uk' | 'en'): string {
  if (minor === null) return '';
  const text = minor % 100 === 0 ? String(minor / 100) : (minor / 100).toFixed(2);
  return locale === 'uk' ? text.replace('.', ',') : text;
}

const toId = (typed: string): number | undefined => (/^\d{1,10}$/.test(typed) ? Number(typed) : undefined);

/**
 * The editor as the body of `POST /admin/catalog/services` or `PUT …/{id}`: every field sent (an
 * emptied price is free, no partner is the office); an empty slug or order is left out; an
 * unchosen category is left out, so the contract says it is required. The picture as decision 034.
 */
export function toServiceBody(values: FormValues, image: ImageUpload | undefined): AdminCatalogServiceBody {
  const body: AdminCatalogServiceBody = {
    category_id: toId(text(values, 'category_id')) as number,
    title: bilingual(values, 'title'),
    summary: bilingual(values, 'summary'),
    description: bilingual(values, 'description'),
    partner_id: toId(text(values, 'partner_id')) ?? null,
    price_minor: toPriceMinor(text(values, 'price_minor')),
    subscription_required: values.subscription_required === true,
  };
  const slug = text(values, 'slug').trim();
  if (slug !== '') body.slug = slug;
  const position = wholeNumber(values, 'position');
  if (position !== undefined) body.position = position;
  const picture = toImageFieldValue(image, values[REMOVE_IMAGE_FIELD]);
  if (picture !== undefined) body.image = picture;
  return body;
}

export const SERVICE_SCHEMA: FormSchema = {
  safeParse: (value, params) =>
    AdminCatalogServiceBodySchema.safeParse(toServiceBody(value as FormValues, undefined), params),
};

export type ServicesQuery = {
  state: (typeof ADMIN_CATALOG_SERVICE_STATES)[number] | undefined;
  category_id: string | undefined;
  search: string | undefined;
  page: number;
};

/** The services list's query from the page's address: a state (none: both), a category, a search, the page. */
export function readServicesQuery(params: URLSearchParams): ServicesQuery {
  const category = params.get('category_id') ?? '';
  return {
    state: readOneOf(params, 'state', ADMIN_CATALOG_SERVICE_STATES),
    category_id: /^\d{1,10}$/.test(category) ? category : undefined,
    search: readSearch(params),
    page: readPage(params),
  };
}

/** The editors' starting values. */
export function toCategoryValues(category: AdminServiceCategory | null) {
  const empty = { uk: '', en: '' };
  return {
    name: category?.name ?? empty,
    description: category?.description ?? empty,
    slug: category?.slug ?? '',
    position: category ? String(category.position) : '',
  };
}

export function toServiceValues(service: AdminCatalogService | null, locale: 'uk' | 'en') {
  const empty = { uk: '', en: '' };
  return {
    title: service?.title ?? empty,
    summary: service?.summary ?? empty,
    description: service?.description ?? empty,
    category_id: service ? String(service.category.id) : '',
    partner_id: service?.partner ? String(service.partner.id) : '',
    price: toPriceText(service?.price_minor ?? null, locale),
    subscription_required: service?.subscription_required ?? false,
    position: service ? String(service.position) : '',
    slug: service?.slug ?? '',
  };
}
