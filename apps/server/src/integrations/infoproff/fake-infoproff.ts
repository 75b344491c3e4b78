import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  INFOPROFF_PATHS,
  ProviderOrderRequestSchema,
  ProviderQuoteRequestSchema,
  type ProviderCompany,
  type ProviderCountry,
} from './infoproff-protocol';

/** The countries the fake covers, with its price of one report there (kopiykas). */
const COUNTRIES: (ProviderCountry & { priceMinor: number; suffix: string; codeLength: number })[] = [
  {
    code: 'DE',
    name: { uk: 'Німеччина', en: 'Germany' },
    priceMinor: 180_000,
    suffix: 'GmbH',
    codeLength: 6,
  },
  {
    code: 'PL',
    name: { uk: 'Польща', en: 'Poland' },
    priceMinor: 120_000,
    suffix: 'Sp. z o.o.',
    codeLength: 10,
  },
  { code: 'FR', name: { uk: 'Франція', en: 'France' }, priceMinor: 190_000, suffix: 'SAS', codeLength: 9 },
  { code: 'IT', name: { uk: 'Італія', en: 'Italy' }, priceMinor: 170_000, suffix: 'S.r.l.', codeLength: 11 },
  { code: 'ES', name: { uk: 'Іспанія', en: 'Spain' }, priceMinor: 160_000, suffix: 'S.L.', codeLength: 9 },
  {
    code: 'NL',
    name: { uk: 'Нідерланди', en: 'Netherlands' },
    priceMinor: 175_000,
    suffix: 'B.V.',
    codeLength: 8,
  },
  {
    code: 'GB',
    name: { uk: 'Велика Британія', en: 'United Kingdom' },
    priceMinor: 200_000,
    suffix: 'Ltd',
    codeLength: 8,
  },
  {
    code: 'US',
    name: { uk: 'США', en: 'United States' },
    priceMinor: 250_000,
    suffix: 'Inc.',
    codeLength: 9,
  },
  { code: 'CA', name: { uk: 'Канада', en: 'Canada' }, priceMinor: 230_000, suffix: 'Corp.', codeLength: 9 },
  {
    code: 'TR',
    name: { uk: 'Туреччина', en: 'Türkiye' },
    priceMinor: 140_000,
    suffix: 'A.Ş.',
    codeLength: 10,
  },
  { code: 'CZ', name: { uk: 'Чехія', en: 'Czechia' }, priceMinor: 130_000, suffix: 's.r.o.', codeLength: 8 },
  { code: 'LT', name: { uk: 'Литва', en: 'Lithuania' }, priceMinor: 110_000, suffix: 'UAB', codeLength: 9 },
];

const FIRST = [
  'Nord',
  'Sun',
  'Green',
  'Baltic',
  'Alpine',
  'Golden',
  'Blue',
  'Silver',
  'Atlas',
  'Delta',
  'Orion',
  'Prime',
];
const SECOND = ['Foods', 'Trade', 'Agro', 'Logistics', 'Import', 'Grain', 'Honey', 'Fruit', 'Timber', 'Oils'];
const PER_COUNTRY = 30;

/** The fake's register: 30 companies in each of 12 countries (360), the same every start. */
export function fakeCompanies(): ProviderCompany[] {
  return COUNTRIES.flatMap((country, c) =>
    Array.from({ length: PER_COUNTRY }, (_, i) => {
      const name = `${FIRST[(i + c) % FIRST.length]} ${SECOND[(i * 7 + c) % SECOND.length]} ${country.suffix}`;
      const number = String(1_000_003 * (c + 1) + 7_919 * (i + 1)).padStart(country.codeLength, '0');
      return {
        id: `${country.code}-${String(i + 1).padStart(4, '0')}`,
        country: country.code,
        name: i >= FIRST.length ? `${name} ${i + 1}` : name,
        code: number.slice(-country.codeLength),
        address: `${10 + i} Market Street, ${country.name.en}`,
      };
    }),
  );
}

/** A one-page PDF naming the company (the fake's "report"): Latin text in Helvetica. */
export function fakeReportPdf(company: ProviderCompany): Buffer {
  const safe = (text: string) => text.replace(/[^\x20-\x7e]/g, '?').replace(/([()\\])/g, '\\$1');
  const lines = [
    'Company report (demonstration)',
    `${safe(company.name)} (${company.country})`,
    `Registration code: ${safe(company.code)}`,
    `Address: ${safe(company.address)}`,
    'Status: active. Credit rating: B+ (demonstration data).',
  ];
  const stream = `BT /F1 14 Tf 56 780 Td ${lines.map((line, i) => `${i ? '0 -24 Td ' : ''}(${line}) Tj`).join(' ')} ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** How the fake behaves: well, down (503), slow (answers after `slowMs`), or its production fails. */
export type FakeInfoproffMode = 'ok' | 'down' | 'slow' | 'failing';

export type FakeInfoproff = {
  url: string;
  setMode: (mode: FakeInfoproffMode) => void;
  /** How long a report takes to produce from its order (tests: a few ms; the demo: seconds). */
  setReportDelayMs: (ms: number) => void;
  /** Orders received, by the portal's reference (one per reference, however often it was sent). */
  ordersByReference: Map<string, { orderId: string; companyId: string; placedAt: number }>;
  close: () => Promise<void>;
};

async function readJsonBody(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > 64 * 1024) throw new Error('too large');
    chunks.push(chunk as Buffer);
  }
  return JSON.parse(Buffer.concat(chunks).toString('utf8'));
}

/**
 * A local stand-in for the company-data provider on loopback (decision 050), speaking its HTTP
 * protocol (infoproff-protocol.ts) so the real client runs in development and tests: 360
 * companies in 12 countries found by name or registration code, a price per country, orders
 * idempotent by the portal's reference, reports ready after a delay that can be set, and modes to
 * be down, slow or failing.
 */
export async function startFakeInfoproff(options: {
  token: string;
  reportDelayMs?: number;
  slowMs?: number;
}): Promise<FakeInfoproff> {
  const companies = fakeCompanies();
  const byId = new Map(companies.map((company) => [company.id, company]));
  const quotes = new Map<string, ProviderCompany>();
  const orders = new Map<string, { company: ProviderCompany; placedAt: number; fails: boolean }>();
  const ordersByReference = new Map<string, { orderId: string; companyId: string; placedAt: number }>();
  let mode: FakeInfoproffMode = 'ok';
  let reportDelayMs = options.reportDelayMs ?? 5_000;

  const statusOf = (order: { placedAt: number; fails: boolean }) =>
    Date.now() - order.placedAt < reportDelayMs ? 'in_production' : order.fails ? 'failed' : 'ready';

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const reply = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (mode === 'down') return reply(503, { error: 'maintenance' });
    if (mode === 'slow') {
      // The answer comes late; the wait ends with the caller's connection (it gave up) or the fake.
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, options.slowMs ?? 15_000);
        const stop = () => {
          clearTimeout(timer);
          resolve();
        };
        response.once('close', stop);
      });
      if (response.destroyed || response.writableEnded) return;
    }
    if (request.headers.authorization !== `Bearer ${options.token}`)
      return reply(401, { error: 'unauthorized' });
    const url = new URL(request.url ?? '/', 'http://fake');
    const path = url.pathname;
    if (request.method === 'GET' && path === INFOPROFF_PATHS.countries) {
      return reply(200, { items: COUNTRIES.map(({ code, name }) => ({ code, name })) });
    }
    if (request.method === 'GET' && path === INFOPROFF_PATHS.companies) {
      const country = url.searchParams.get('country') ?? '';
      const words = (url.searchParams.get('q') ?? '').trim().toLowerCase();
      if (!COUNTRIES.some((item) => item.code === country)) return reply(404, { error: 'unknown_country' });
      if (words.length < 2) return reply(422, { error: 'query_too_short' });
      const found = companies.filter(
        (company) =>
          company.country === country &&
          (company.name.toLowerCase().includes(words) || company.code === words.replace(/\s/g, '')),
      );
      return reply(200, { items: found.slice(0, 20) });
    }
    if (request.method === 'POST' && path === INFOPROFF_PATHS.quotes) {
      const parsed = ProviderQuoteRequestSchema.safeParse(await readJsonBody(request));
      if (!parsed.success) return reply(422, { error: 'invalid' });
      const company = byId.get(parsed.data.company_id);
      if (!company || company.country !== parsed.data.country)
        return reply(404, { error: 'unknown_company' });
      const quoteId = randomUUID();
      quotes.set(quoteId, company);
      const price = COUNTRIES.find((item) => item.code === company.country)!.priceMinor;
      return reply(201, { quote_id: quoteId, company, price_minor: price, currency: 'UAH' });
    }
    if (request.method === 'POST' && path === INFOPROFF_PATHS.orders) {
      const parsed = ProviderOrderRequestSchema.safeParse(await readJsonBody(request));
      if (!parsed.success) return reply(422, { error: 'invalid' });
      const known = ordersByReference.get(parsed.data.reference);
      if (known) {
        return reply(200, { order_id: known.orderId, status: statusOf(orders.get(known.orderId)!) });
      }
      const company = quotes.get(parsed.data.quote_id);
      if (!company) return reply(404, { error: 'unknown_quote' });
      const orderId = randomUUID();
      const placedAt = Date.now();
      orders.set(orderId, { company, placedAt, fails: mode === 'failing' });
      ordersByReference.set(parsed.data.reference, { orderId, companyId: company.id, placedAt });
      return reply(201, { order_id: orderId, status: 'in_production' });
    }
    const match = /^\/v1\/orders\/([^/]+)(\/report)?$/.exec(path);
    const order = match ? orders.get(decodeURIComponent(match[1]!)) : undefined;
    if (request.method === 'GET' && match && order) {
      const status = statusOf(order);
      if (!match[2]) {
        return reply(200, {
          order_id: match[1],
          status,
          ...(status === 'failed' ? { error: 'The register did not answer in time.' } : {}),
        });
      }
      if (status !== 'ready') return reply(409, { error: 'not_ready' });
      const pdf = fakeReportPdf(order.company);
      response.writeHead(200, { 'content-type': 'application/pdf', 'content-length': pdf.length });
      return response.end(pdf);
    }
    return reply(404, { error: 'not_found' });
  };

  const server = createServer((request, response) => {
    handle(request, response).catch(() => {
      if (!response.headersSent) response.writeHead(400, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ error: 'bad_request' }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    setMode: (value) => {
      mode = value;
    },
    setReportDelayMs: (ms) => {
      reportDelayMs = ms;
    },
    ordersByReference,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
