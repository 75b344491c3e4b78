import { describe, expect, it } from 'vitest';
import type { AdminTariff } from '@portal/contract';
import {
  buildTariffFields,
  buildTariffSchema,
  CANCEL_SCHEMA,
  MARK_PAID_SCHEMA,
  OFFICE_SETTINGS_SCHEMA,
  parseWholeNumber,
  REFUND_SCHEMA,
  toOfficeSettingsBody,
  toTariffBody,
} from './money-forms';

const FEATURES: AdminTariff['features'] = [
  {
    feature_id: 7,
    slug: 'export-applications',
    name: { uk: 'Заявки на експорт', en: 'Export applications' },
    included: true,
    note: { uk: '', en: '' },
  },
  {
    feature_id: 9,
    slug: 'market-analysis',
    name: { uk: 'Аналіз ринку', en: 'Market analysis' },
    included: false,
    note: { uk: 'Оплачується окремо', en: 'Paid separately' },
  },
];
const PAID = { is_trial: false, period_months: 1, features: FEATURES };
const TRIAL = { is_trial: true, period_months: 0, features: [] };

/** The tariff form as the browser sends it: every field, ticks as booleans. */
const FORM = {
  'name.uk': 'Старт',
  'name.en': 'Start',
  'description.uk': 'Для першого виходу на ринок.',
  'description.en': 'For a first step into a market.',
  price: '1 490,00',
  period_months: '3',
  trial_days: '',
  is_recommended: true,
  is_public: false,
  'features.0.included': false,
  'features.0.note.uk': '',
  'features.0.note.en': '',
  'features.1.included': true,
  'features.1.note.uk': 'Один звіт',
  'features.1.note.en': 'One report',
};

function paths(issues: readonly { path: readonly PropertyKey[] }[]): string[] {
  return issues.map((issue) => issue.path.join('.'));
}

describe('the tariff form → PUT /admin/tariffs/{id} body', () => {
  it('names its fields by the body’s paths, one set per comparison row', () => {
    expect(Object.keys(buildTariffFields({ features: FEATURES }))).toEqual([
      'name.uk',
      'name.en',
      'description.uk',
      'description.en',
      'price',
      'period_months',
      'trial_days',
      'is_recommended',
      'is_public',
      'features.0.included',
      'features.0.note.uk',
      'features.0.note.en',
      'features.1.included',
      'features.1.note.uk',
      'features.1.note.en',
    ]);
  });

  it('sends the price typed in hryvnias as kopiykas, each row by its feature id', () => {
    const { body, issues } = toTariffBody(FORM, PAID);
    expect(issues).toEqual([]);
    expect(body).toEqual({
      name: { uk: 'Старт', en: 'Start' },
      description: { uk: 'Для першого виходу на ринок.', en: 'For a first step into a market.' },
      price: 149_000,
      period_months: 3,
      trial_days: null,
      is_recommended: true,
      is_public: false,
      features: [
        { feature_id: 7, included: false, note: { uk: '', en: '' } },
        { feature_id: 9, included: true, note: { uk: 'Один звіт', en: 'One report' } },
      ],
    });
  });

  it('a trial keeps its period (0) and sends its days, whatever the period field says', () => {
    const { body, issues } = toTariffBody(
      { ...FORM, price: '0', trial_days: '14', period_months: '5' },
      TRIAL,
    );
    expect(issues).toEqual([]);
    expect(body).toMatchObject({ price: 0, period_months: 0, trial_days: 14, features: [] });
  });

  it('an unreadable price or period is an issue of its field, reported once', () => {
    const { issues } = toTariffBody({ ...FORM, price: '1,490', period_months: 'три' }, PAID);
    expect(paths(issues)).toEqual(['price', 'period_months']);
  });

  it('the contract’s rules apply to the body: names required, period up to 36 months, notes up to 100', () => {
    const { issues } = toTariffBody(
      { ...FORM, 'name.en': '  ', period_months: '37', 'features.1.note.en': 'x'.repeat(101) },
      PAID,
    );
    expect(paths(issues).sort()).toEqual(['features.1.note.en', 'name.en', 'period_months']);
  });

  it('the browser’s check is the same function', () => {
    expect(buildTariffSchema(PAID).safeParse(FORM).success).toBe(true);
    expect(buildTariffSchema(PAID).safeParse({ ...FORM, price: '-5' }).success).toBe(false);
  });
});

describe('the requisites form → PUT /admin/settings/office body', () => {
  const SETTINGS = {
    'seller.name.uk': 'ТОВ «Експортний офіс»',
    'seller.name.en': 'Export Office LLC',
    'seller.code': '12345678',
    'seller.address.uk': 'вул. Хрещатик, 1, м. Київ',
    'seller.address.en': '1 Khreshchatyk St., Kyiv',
    'seller.iban': 'UA21 3223 1300 0002 6007 2335 6600 1',
    'seller.bank.uk': 'АТ «Банк»',
    'seller.bank.en': 'Bank JSC',
    vat_rate: '20',
  };

  it('nests the seller’s fields and reads the VAT rate in percent', () => {
    const { body, issues } = toOfficeSettingsBody({ ...SETTINGS, vat_rate: '14,5' });
    expect(issues).toEqual([]);
    expect(body).toEqual({
      seller: {
        name: { uk: 'ТОВ «Експортний офіс»', en: 'Export Office LLC' },
        code: '12345678',
        address: { uk: 'вул. Хрещатик, 1, м. Київ', en: '1 Khreshchatyk St., Kyiv' },
        iban: 'UA21 3223 1300 0002 6007 2335 6600 1',
        bank: { uk: 'АТ «Банк»', en: 'Bank JSC' },
      },
      vat_rate: 14.5,
    });
  });

  it('refuses a code that is neither EDRPOU nor IPN, a wrong IBAN and a VAT rate that is no number', () => {
    const { issues } = toOfficeSettingsBody({
      ...SETTINGS,
      'seller.code': '1234',
      'seller.iban': 'DE123',
      vat_rate: 'двадцять',
    });
    expect(paths(issues).sort()).toEqual(['seller.code', 'seller.iban', 'vat_rate']);
    expect(OFFICE_SETTINGS_SCHEMA.safeParse(SETTINGS).success).toBe(true);
    expect(OFFICE_SETTINGS_SCHEMA.safeParse({ ...SETTINGS, vat_rate: '51' }).success).toBe(false);
  });
});

describe('numbers typed in fields', () => {
  it('parseWholeNumber takes whole numbers only', () => {
    expect(parseWholeNumber(' 12 ')).toBe(12);
    expect(parseWholeNumber('1.5')).toBeNull();
    expect(parseWholeNumber('-2')).toBeNull();
    expect(parseWholeNumber('')).toBeNull();
  });
});

describe('the invoice actions’ client checks (the contract’s bodies)', () => {
  it('marking paid needs a real day and a reference', () => {
    expect(MARK_PAID_SCHEMA.safeParse({ paid_on: '2026-11-26', reference: 'п/д 318' }).success).toBe(true);
    expect(MARK_PAID_SCHEMA.safeParse({ paid_on: '2026-02-30', reference: 'п/д 318' }).success).toBe(false);
    expect(MARK_PAID_SCHEMA.safeParse({ paid_on: '2026-11-26', reference: '  ' }).success).toBe(false);
  });

  it('a cancel’s reason may be left empty; a refund’s needs 10 characters', () => {
    expect(CANCEL_SCHEMA.safeParse({ reason: '' }).success).toBe(true);
    expect(REFUND_SCHEMA.safeParse({ reason: 'Too short' }).success).toBe(false);
    expect(REFUND_SCHEMA.safeParse({ reason: 'Paid twice for one period' }).success).toBe(true);
  });
});
