import { describe, expect, it } from 'vitest';
import { ImporterSaleBodySchema, toFieldErrors } from '@portal/contract';
import { getMinDeadline, normalizeDecimal, sortByName, toImporterSaleBody } from './import-values';

/** A month ahead: inside the deadline window of the contract whenever the test runs. */
const DEADLINE = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);

describe('import application: form values → POST /create/importer-sale body', () => {
  const filled = {
    company_name: '  Baltic Foods Sp. z o.o. ',
    country_code: 'PL',
    website: '',
    contact_name: 'Anna Nowak',
    contact_position: '',
    email: 'anna@example.com',
    phone: '+48 22 123-45-67',
    product_name: 'Sunflower oil',
    hs_code: '1512.11',
    quantity: '1 500',
    unit: 't',
    target_price: '',
    currency: '',
    incoterms: 'FCA',
    deadline: DEADLINE,
    comment: '',
    consent: true,
  };

  it('trims texts, leaves out empty optional fields and writes decimals as the call reads them', () => {
    expect(toImporterSaleBody(filled)).toEqual({
      company_name: 'Baltic Foods Sp. z o.o.',
      country_code: 'PL',
      contact_name: 'Anna Nowak',
      email: 'anna@example.com',
      phone: '+48 22 123-45-67',
      product_name: 'Sunflower oil',
      hs_code: '1512.11',
      quantity: '1500',
      unit: 't',
      incoterms: 'FCA',
      deadline: DEADLINE,
      consent: true,
    });
  });

  it('passes the contract schema once filled in, so the browser checks what the server will', () => {
    const parsed = ImporterSaleBodySchema.safeParse(toImporterSaleBody(filled));
    expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
    expect(parsed.data).toMatchObject({ phone: '+48221234567', hs_code: '151211', quantity: '1500' });
  });

  it('an empty form fails on every required field and the consent', () => {
    const empty = Object.fromEntries(
      Object.keys(filled).map((name) => [name, name === 'consent' ? false : '']),
    );
    const parsed = ImporterSaleBodySchema.safeParse(toImporterSaleBody(empty));
    const fields = new Set(parsed.error?.issues.map((issue) => String(issue.path[0])));
    for (const field of [
      'company_name',
      'country_code',
      'contact_name',
      'email',
      'phone',
      'product_name',
      'hs_code',
      'quantity',
      'unit',
      'incoterms',
      'deadline',
      'consent',
    ]) {
      expect(fields.has(field), field).toBe(true);
    }
    for (const field of ['website', 'contact_position', 'target_price', 'currency', 'comment']) {
      expect(fields.has(field), field).toBe(false);
    }
  });

  it('sends the optional fields once filled in', () => {
    const body = toImporterSaleBody({
      ...filled,
      website: 'https://baltic.example',
      target_price: '1 150,50',
      currency: 'EUR',
      comment: 'Flexitank',
    });
    expect(body).toMatchObject({
      website: 'https://baltic.example',
      target_price: '1150.50',
      currency: 'EUR',
      comment: 'Flexitank',
    });
  });

  it('leaves out empty fields, so a required one is reported as missing, in its own words', () => {
    const body = toImporterSaleBody({ ...filled, company_name: ' ', quantity: '', consent: false });
    expect('company_name' in body).toBe(false);
    expect(body.quantity).toBe('');
    expect(body.consent).toBe(false);
    const parsed = ImporterSaleBodySchema.safeParse(body);
    const messages = toFieldErrors(parsed.error!.issues, 'en');
    expect(messages.company_name).toEqual(["Enter the company's name."]);
    expect(messages.quantity?.[0]).toMatch(/positive number/);
    expect(messages.consent?.[0]).toMatch(/agree/);
  });

  it('reads decimals written either way and leaves non-numbers for the API to refuse', () => {
    expect(normalizeDecimal('12,5')).toBe('12.5');
    expect(normalizeDecimal('1,500.25')).toBe('1500.25');
    expect(normalizeDecimal('1 500 000')).toBe('1500000');
    expect(normalizeDecimal('20')).toBe('20');
    expect(normalizeDecimal('ten')).toBe('ten');
    expect(normalizeDecimal('-5')).toBe('-5');
  });
});

describe('countries sorted alphabetically on the client (spec §3)', () => {
  it('in the page language', () => {
    const countries = [
      { code: 'DE', name: 'Німеччина' },
      { code: 'AT', name: 'Австрія' },
      { code: 'EE', name: 'Естонія' },
      { code: 'UA', name: 'Україна' },
      { code: 'IT', name: 'Італія' },
    ];
    expect(sortByName(countries, 'ua').map((c) => c.code)).toEqual(['AT', 'EE', 'IT', 'DE', 'UA']);
    const english = [
      { code: 'AX', name: 'Åland Islands' },
      { code: 'AL', name: 'Albania' },
      { code: 'AF', name: 'Afghanistan' },
      { code: 'ZA', name: 'South Africa' },
    ];
    expect(sortByName(english, 'en').map((c) => c.code)).toEqual(['AF', 'AX', 'AL', 'ZA']);
  });
});

describe('the deadline', () => {
  it('is tomorrow at the earliest, in Kyiv time', () => {
    expect(getMinDeadline(new Date('2026-11-21T10:00:00Z'))).toBe('2026-11-22');
    // 23:30 UTC is already the next day in Kyiv.
    expect(getMinDeadline(new Date('2026-11-21T23:30:00Z'))).toBe('2026-11-23');
  });
});
