import type { z } from 'zod';
import {
  INFOPROFF_PATHS,
  ProviderCompaniesSchema,
  ProviderCountriesSchema,
  ProviderOrderSchema,
  ProviderQuoteSchema,
  type ProviderCompany,
  type ProviderCountry,
  type ProviderOrder,
  type ProviderQuote,
} from './infoproff-protocol';

export type InfoproffSettings = {
  url: string;
  token: string;
  /** Each attempt's time-out (10 s unless told). */
  timeoutMs?: number;
  /** Attempts of one call when the provider is down, slow or answers 5xx (2 unless told). */
  attempts?: number;
};

/**
 * Why the provider did not answer as asked: down, slow or failing (after the bounded attempts),
 * refusing the portal's token, not knowing what was named (404), or answering nonsense.
 */
export class InfoproffError extends Error {
  override name = 'InfoproffError';
  constructor(
    readonly reason: 'unavailable' | 'unauthorized' | 'not_found' | 'not_ready' | 'bad_answer',
    message: string,
  ) {
    super(message);
  }
}

/** The report's size limit: a provider's PDF larger than this is refused, not kept. */
export const REPORT_MAX_BYTES = 20 * 1024 * 1024;

type Call = { method: 'GET' | 'POST'; path: string; query?: Record<string, string>; body?: unknown };

/**
 * One call with bounded attempts: each limited by the time-out; a network failure, a time-out or
 * a 5xx is tried again (every call is safe to repeat: reads, quotes, and orders carry the
 * portal's reference), anything else answers at once. Never throws anything but InfoproffError.
 */
async function send(settings: InfoproffSettings, call: Call): Promise<Response> {
  const attempts = Math.max(1, settings.attempts ?? 2);
  const url = new URL(call.path, settings.url);
  for (const [key, value] of Object.entries(call.query ?? {})) url.searchParams.set(key, value);
  let last = 'no attempt';
  for (let attempt = 1; attempt <= attempts; attempt += 1) {
    try {
      const response = await fetch(url, {
        method: call.method,
        headers: {
          authorization: `Bearer ${settings.token}`,
          accept: 'application/json, application/pdf',
          ...(call.body !== undefined ? { 'content-type': 'application/json' } : {}),
        },
        ...(call.body !== undefined ? { body: JSON.stringify(call.body) } : {}),
        signal: AbortSignal.timeout(settings.timeoutMs ?? 10_000),
      });
      if (response.status < 500) return response;
      last = `answered ${response.status}`;
      await response.body?.cancel();
    } catch (error) {
      last = (error as Error).message;
    }
  }
  throw new InfoproffError('unavailable', `The provider did not answer ${call.method} ${call.path}: ${last}`);
}

async function readJson<T extends z.ZodType>(
  response: Response,
  schema: T,
  what: string,
): Promise<z.infer<T>> {
  if (response.status === 401 || response.status === 403) {
    throw new InfoproffError('unauthorized', `The provider refused the token (${response.status})`);
  }
  if (response.status === 404) throw new InfoproffError('not_found', `The provider knows no such ${what}`);
  if (!response.ok)
    throw new InfoproffError('bad_answer', `The provider answered ${response.status} for ${what}`);
  const parsed = schema.safeParse(await response.json().catch(() => null));
  if (!parsed.success) throw new InfoproffError('bad_answer', `The provider answered a malformed ${what}`);
  return parsed.data;
}

export async function fetchProviderCountries(settings: InfoproffSettings): Promise<ProviderCountry[]> {
  const response = await send(settings, { method: 'GET', path: INFOPROFF_PATHS.countries });
  return (await readJson(response, ProviderCountriesSchema, 'country list')).items;
}

export async function searchProviderCompanies(
  settings: InfoproffSettings,
  query: { country: string; q: string },
): Promise<ProviderCompany[]> {
  const response = await send(settings, { method: 'GET', path: INFOPROFF_PATHS.companies, query });
  return (await readJson(response, ProviderCompaniesSchema, 'search')).items;
}

export async function quoteProviderReport(
  settings: InfoproffSettings,
  request: { country: string; company_id: string },
): Promise<ProviderQuote> {
  const response = await send(settings, { method: 'POST', path: INFOPROFF_PATHS.quotes, body: request });
  return readJson(response, ProviderQuoteSchema, 'company');
}

/** Orders the quoted report; the portal's order id as `reference` makes a repeat answer the same order. */
export async function placeProviderOrder(
  settings: InfoproffSettings,
  request: { quote_id: string; reference: string },
): Promise<ProviderOrder> {
  const response = await send(settings, { method: 'POST', path: INFOPROFF_PATHS.orders, body: request });
  return readJson(response, ProviderOrderSchema, 'quote');
}

export async function fetchProviderOrder(
  settings: InfoproffSettings,
  orderId: string,
): Promise<ProviderOrder> {
  const response = await send(settings, { method: 'GET', path: INFOPROFF_PATHS.order(orderId) });
  return readJson(response, ProviderOrderSchema, 'order');
}

/** The ready report's PDF (InfoproffError `not_ready` while it is produced). */
export async function fetchProviderReport(settings: InfoproffSettings, orderId: string): Promise<Buffer> {
  const response = await send(settings, { method: 'GET', path: INFOPROFF_PATHS.report(orderId) });
  if (response.status === 409) throw new InfoproffError('not_ready', 'The report is not ready yet');
  if (!response.ok) await readJson(response, ProviderOrderSchema, 'report');
  const length = Number(response.headers.get('content-length') ?? '0');
  if (length > REPORT_MAX_BYTES) throw new InfoproffError('bad_answer', 'The report is too large');
  const bytes = Buffer.from(await response.arrayBuffer());
  if (bytes.length > REPORT_MAX_BYTES || bytes.subarray(0, 5).toString('latin1') !== '%PDF-') {
    throw new InfoproffError('bad_answer', 'The provider answered a report that is not a PDF');
  }
  return bytes;
}
