import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importerSales, jobs } from '@portal/db';
import { endpoints } from '@portal/contract';
import { call, type CallOptions } from './call';
import { buildTestApp, createTestEmail, readOutbox, type TestApp } from './helpers';
import { createTestIp, errorOf, fromAddress } from './accounts';
import { createImporterSaleBody, daysFromToday } from './fixtures';

let testApp: TestApp;
let app: FastifyInstance;

beforeAll(async () => {
  testApp = await buildTestApp();
  app = testApp.app;
});

afterAll(async () => {
  await testApp?.close();
});

type Body = Record<string, unknown>;

function createBody(overrides: Body = {}): Body {
  return createImporterSaleBody(createTestEmail('buyer'), overrides);
}

/** POST /create/importer-sale from a client address (a fresh one unless `ip` is given). */
function file(body: Body, options: CallOptions & { ip?: string } = {}) {
  const { ip = createTestIp(), ...callOptions } = options;
  return call(fromAddress(app, ip), endpoints.createImporterSale, { body }, callOptions);
}

async function findRows(email: string) {
  return app.db.select().from(importerSales).where(eq(importerSales.email, email));
}

async function countQueuedMailTo(to: string): Promise<number> {
  const rows = await app.db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.kind, 'mail.send'), sql`${jobs.payload}->>'to' = ${to}`));
  return rows.length;
}

describe('spec §7 POST /create/importer-sale: a foreign buyer’s import application', () => {
  it('stores the application (money in minor units) and answers 201 in English by default', async () => {
    const body = createBody();
    const response = await file(body);
    expect(response.status).toBe(201);
    const data = response.data;
    expect(data).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      status: 'new',
      company_name: 'Nordic Grain Trading AB',
      country_code: 'SE',
      product_name: 'Refined sunflower oil',
      hs_code: '151219',
      quantity: '1500.5',
      unit: 't',
      target_price: '1050.50',
      currency: 'EUR',
      incoterms: 'FOB',
      deadline: body.deadline,
      created_at: expect.any(String),
      message:
        'Thank you! Your application has been received, and a confirmation has been sent to your e-mail.',
    });
    const [row] = await findRows(String(body.email));
    expect(row).toMatchObject({
      id: data.id,
      status: 'new',
      contactName: 'Anna Lindqvist',
      contactPosition: 'Purchasing manager',
      phone: '+46812345678',
      website: 'https://nordic-grain.example',
      quantity: '1500.500',
      targetPriceMinor: 105_050,
      currency: 'EUR',
      locale: 'en',
    });
  });

  it('e-mails the buyer a confirmation with the summary and next steps, and notifies the support mailbox', async () => {
    const body = createBody();
    const response = await file(body);
    expect(response.status).toBe(201);
    const { id } = response.data;
    await app.jobs.drain();

    const [confirmation] = await readOutbox(app, String(body.email));
    expect(confirmation?.subject).toBe('We have received your import application — Exporters portal');
    expect(confirmation?.html).toContain('<html lang="en">');
    const text = confirmation!.text;
    for (const line of [
      'Dear Anna Lindqvist,',
      'Company: Nordic Grain Trading AB',
      'Country: Sweden (SE)',
      'Product: Refined sunflower oil',
      'HS code: 151219 — Vegetable oils; sunflower seed or safflower oil',
      'Quantity: 1,500.5 t',
      'Target price per unit: EUR',
      'Delivery terms: FOB (Free on Board), Incoterms® 2020',
      'What happens next:',
      'Exporters who accept it receive your contact details',
    ]) {
      expect(text).toContain(line);
    }
    expect(text).toMatch(/Target price per unit: EUR\s1,050\.50/);

    const notice = (await readOutbox(app, testApp.config.SUPPORT_EMAIL)).find((m) => m.text.includes(id));
    expect(notice?.subject).toBe('Нова заявка на імпорт: Refined sunflower oil (151219), SE');
    for (const line of [
      'Країна: Швеція (SE)',
      'Контактна особа: Anna Lindqvist, Purchasing manager',
      `Електронна пошта: ${String(body.email)}`,
      'Телефон: +46812345678',
      'Вебсайт: https://nordic-grain.example',
      'Мова покупця: англійська',
    ]) {
      expect(notice!.text).toContain(line);
    }
  });

  it('with X-Localization: uk the answer and the buyer’s confirmation are in Ukrainian', async () => {
    const body = createBody({
      hs_code: '0901',
      quantity: 2,
      unit: 'containers',
      target_price: undefined,
      currency: undefined,
    });
    const response = await file(body, { locale: 'uk' });
    expect(response.status).toBe(201);
    expect(response.data).toMatchObject({ target_price: null, currency: null, hs_code: '0901' });
    expect(response.data.message).toBe(
      'Дякуємо! Заявку отримано, підтвердження надіслано на вашу електронну пошту.',
    );
    await app.jobs.drain();
    const [confirmation] = await readOutbox(app, String(body.email));
    expect(confirmation?.subject).toBe('Вашу заявку на імпорт отримано — Портал експортерів');
    expect(confirmation?.text).toContain('Код УКТ ЗЕД: 0901 — Кава, смажена або несмажена');
    expect(confirmation?.text).toContain('Обсяг: 2 контейнери');
    expect(confirmation?.text).not.toContain('Бажана ціна');
    const [row] = await findRows(String(body.email));
    expect(row).toMatchObject({ locale: 'uk', targetPriceMinor: null, currency: null });
  });

  it('the price keeps the currency’s own minor unit (JPY has none)', async () => {
    const body = createBody({ target_price: '1200', currency: 'JPY' });
    const response = await file(body);
    expect(response.status).toBe(201);
    expect(response.data).toMatchObject({ target_price: '1200', currency: 'JPY' });
    expect((await findRows(String(body.email)))[0]?.targetPriceMinor).toBe(1200);
  });
});

describe('ARCHITECTURE §5: every bad field answers 422 naming it (English by default), never 500', () => {
  const tooFar = daysFromToday(3 * 366);
  it.each([
    ['company_name', { company_name: undefined }, "Enter the company's name."],
    ['company_name', { company_name: 'A' }, 'Must be at least 2 characters.'],
    [
      'country_code',
      { country_code: 'XX' },
      'Choose a country from the list (ISO 3166-1 code, two letters).',
    ],
    [
      'country_code',
      { country_code: 'SU' },
      'Choose a country from the list (ISO 3166-1 code, two letters).',
    ],
    [
      'country_code',
      { country_code: 'EU' },
      'Choose a country from the list (ISO 3166-1 code, two letters).',
    ],
    ['country_code', { country_code: 'RU' }, 'The portal does not accept applications from this country.'],
    ['country_code', { country_code: 'by' }, 'The portal does not accept applications from this country.'],
    ['country_code', { country_code: 'KP' }, 'The portal does not accept applications from this country.'],
    ['country_code', { country_code: 'IR' }, 'The portal does not accept applications from this country.'],
    ['contact_name', { contact_name: '' }, "Enter the contact person's name."],
    ['contact_position', { contact_position: 'x'.repeat(151) }, 'Must be at most 150 characters.'],
    ['email', { email: 'buyer@' }, 'Invalid e-mail address.'],
    ['phone', { phone: '12345' }, 'Invalid phone number. Example: +380 67 123 45 67.'],
    ['phone', { phone: undefined }, 'Enter the phone number. Example: +380 67 123 45 67.'],
    ['website', { website: 'http://not a site' }, 'Invalid URL.'],
    ['product_name', { product_name: undefined }, 'This field is required.'],
    ['hs_code', { hs_code: '12' }, 'The HS code is 4 or 6 digits.'],
    ['hs_code', { hs_code: '12345' }, 'The HS code is 4 or 6 digits.'],
    ['quantity', { quantity: 0 }, 'Enter a positive number with at most 3 decimal places.'],
    ['quantity', { quantity: -5 }, 'Enter a positive number with at most 3 decimal places.'],
    ['quantity', { quantity: '1.2345' }, 'Enter a positive number with at most 3 decimal places.'],
    ['quantity', { quantity: 'a lot' }, 'Enter a positive number with at most 3 decimal places.'],
    ['quantity', { quantity: 1e21 }, 'Enter a positive number with at most 3 decimal places.'],
    ['unit', { unit: 'barrels' }, 'Invalid value.'],
    ['target_price', { target_price: '0' }, 'Enter a positive number with at most 3 decimal places.'],
    ['target_price', { target_price: '10.5', currency: 'JPY' }, 'Too many decimal places for this currency.'],
    ['target_price', { target_price: undefined }, 'Give the price and the currency together.'],
    ['currency', { currency: undefined }, 'Give the price and the currency together.'],
    ['currency', { currency: 'RUB' }, 'Choose a currency from the list (ISO 4217 code).'],
    ['currency', { currency: 'XYZ' }, 'Choose a currency from the list (ISO 4217 code).'],
    ['incoterms', { incoterms: 'DAT' }, 'Invalid value.'],
    ['incoterms', { incoterms: undefined }, 'Choose at least one Incoterms rule.'],
    ['deadline', { deadline: '2020-01-01' }, 'The date cannot be in the past.'],
    ['deadline', { deadline: daysFromToday(-2) }, 'The date cannot be in the past.'],
    ['deadline', { deadline: tooFar }, 'The deadline can be at most 2 years ahead.'],
    ['deadline', { deadline: '2027-02-30' }, 'Invalid date. Use the format YYYY-MM-DD.'],
    ['deadline', { deadline: 'next month' }, 'Invalid date. Use the format YYYY-MM-DD.'],
    ['comment', { comment: 'x'.repeat(2001) }, 'Must be at most 2000 characters.'],
    ['consent', { consent: false }, 'You need to agree to the processing of your personal data.'],
    ['consent', { consent: undefined }, 'You need to agree to the processing of your personal data.'],
    ['budget', { budget: 1000 }, 'Unknown field.'],
  ])('%s is named (case %#)', async (field, overrides, message) => {
    const body = createBody(overrides);
    const response = await file(body);
    expect(response.status).toBe(422);
    expect(response.body).toEqual({
      message: 'The data contains errors.',
      code: 'validation_failed',
      errors: { [field]: [message] },
    });
    expect(await findRows(String(body.email))).toEqual([]);
  });

  it('a code missing from the classification answers 422 on hs_code; nothing is stored or mailed', async () => {
    for (const hsCode of ['9999', '7700', '151299']) {
      const body = createBody({ hs_code: hsCode });
      const response = await file(body);
      expect(response.status, hsCode).toBe(422);
      expect(errorOf(response).errors).toEqual({
        hs_code: ['There is no such code in the HS classification.'],
      });
      expect(await findRows(String(body.email))).toEqual([]);
      expect(await countQueuedMailTo(String(body.email))).toBe(0);
    }
  });

  it('with X-Localization: uk the errors are in Ukrainian', async () => {
    const response = await file(createBody({ country_code: 'RU' }), { locale: 'uk' });
    expect(response.status).toBe(422);
    expect(response.body).toEqual({
      message: 'Дані містять помилки.',
      code: 'validation_failed',
      errors: { country_code: ['Заявки з цієї країни портал не приймає.'] },
    });
  });

  it('today’s date is accepted as the deadline, also where it is still yesterday in UTC', async () => {
    expect((await file(createBody({ deadline: daysFromToday(0) }))).status).toBe(201);
  });
});

describe('decision 011: import applications are rate limited like the feedback form', () => {
  it('the 6th application from one client address in 15 minutes answers 429 with Retry-After', async () => {
    const ip = createTestIp();
    for (let i = 0; i < 5; i++)
      expect((await file(createBody(), { ip })).status, `application ${i + 1}`).toBe(201);
    const sixth = createBody();
    const response = await file(sixth, { ip });
    expect(response.status).toBe(429);
    expect(response.body).toEqual({
      message: 'Too many submissions. Try again in 15 min.',
      code: 'too_many_requests',
    });
    expect(Number(response.response.headers['retry-after'])).toBeGreaterThan(14 * 60);
    expect(await findRows(String(sixth.email))).toEqual([]);
    expect(await countQueuedMailTo(String(sixth.email))).toBe(0);
  });

  it('at most 3 confirmations an hour go to one e-mail address, whatever the client address', async () => {
    const email = createTestEmail('flooded');
    for (let i = 0; i < 3; i++) expect((await file(createBody({ email }))).status).toBe(201);
    const response = await file(createBody({ email }));
    expect(response.status).toBe(429);
    expect(await findRows(email)).toHaveLength(3);
  });
});
