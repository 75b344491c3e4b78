import { z } from 'zod';

/**
 * The foreign company-data provider's HTTP API as the portal speaks it (issue 28 §1, decision
 * 050): bearer token, JSON in and out (the report itself is a PDF).
 *
 * - `GET  /v1/countries` → `{ items: [{ code, name: { uk, en } }] }`
 * - `GET  /v1/companies?country=DE&q=…` → `{ items: [company] }` (by name or registration code, ≤ 20)
 * - `POST /v1/quotes` `{ country, company_id }` → `{ quote_id, company, price_minor, currency }`
 * - `POST /v1/orders` `{ quote_id, reference }` → `{ order_id, status }`: `reference` is the portal's
 *   order id and makes the call idempotent (the same reference answers the same order, 200).
 * - `GET  /v1/orders/{id}` → `{ order_id, status, error? }`; status `in_production`, `ready`, `failed`
 * - `GET  /v1/orders/{id}/report` → the report, `application/pdf` (409 until ready)
 *
 * Errors: 401 a wrong token; 404 an unknown country, company, quote or order; 422 a bad request;
 * 5xx the provider's own trouble (the portal retries within its bounds).
 */
export const INFOPROFF_PATHS = {
  countries: '/v1/countries',
  companies: '/v1/companies',
  quotes: '/v1/quotes',
  orders: '/v1/orders',
  order: (id: string) => `/v1/orders/${encodeURIComponent(id)}`,
  report: (id: string) => `/v1/orders/${encodeURIComponent(id)}/report`,
} as const;

const Bilingual = z.object({ uk: z.string(), en: z.string() });

export const ProviderCountrySchema = z.object({ code: z.string().regex(/^[A-Z]{2}$/), name: Bilingual });
export type ProviderCountry = z.infer<typeof ProviderCountrySchema>;
export const ProviderCountriesSchema = z.object({ items: z.array(ProviderCountrySchema) });

export const ProviderCompanySchema = z.object({
  id: z.string().min(1).max(100),
  country: z.string().regex(/^[A-Z]{2}$/),
  name: z.string().min(1).max(300),
  /** The registration code in its country's register. */
  code: z.string().max(60),
  address: z.string().max(500),
});
export type ProviderCompany = z.infer<typeof ProviderCompanySchema>;
export const ProviderCompaniesSchema = z.object({ items: z.array(ProviderCompanySchema).max(100) });

export const ProviderQuoteRequestSchema = z.object({
  country: z.string().regex(/^[A-Z]{2}$/),
  company_id: z.string().min(1).max(100),
});
export const ProviderQuoteSchema = z.object({
  quote_id: z.string().min(1).max(100),
  company: ProviderCompanySchema,
  /** The provider's price of one report, in kopiykas. */
  price_minor: z.number().int().positive(),
  currency: z.literal('UAH'),
});
export type ProviderQuote = z.infer<typeof ProviderQuoteSchema>;

export const ProviderOrderRequestSchema = z.object({
  quote_id: z.string().min(1).max(100),
  reference: z.string().min(1).max(100),
});
export const PROVIDER_ORDER_STATUSES = ['in_production', 'ready', 'failed'] as const;
export const ProviderOrderSchema = z.object({
  order_id: z.string().min(1).max(100),
  status: z.enum(PROVIDER_ORDER_STATUSES),
  error: z.string().max(500).optional(),
});
export type ProviderOrder = z.infer<typeof ProviderOrderSchema>;
