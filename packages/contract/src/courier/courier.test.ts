import { afterEach, describe, expect, it, vi } from 'vitest';
import { toFieldErrors } from '../messages';
import {
  CourierRequestBodySchema,
  getPickupDateWindow,
  SideCmSchema,
  WeightKgSchema,
  type CourierRequestBody,
} from './courier';
import { COURIER_REQUEST_EXAMPLE } from './examples';

const errorsOf = (body: unknown, locale: 'uk' | 'en' = 'en') => {
  const parsed = CourierRequestBodySchema.safeParse(body);
  return parsed.success ? {} : toFieldErrors(parsed.error.issues, locale);
};

const body = (fields: Partial<Record<keyof CourierRequestBody, unknown>>) => ({
  ...COURIER_REQUEST_EXAMPLE,
  ...fields,
});

afterEach(() => {
  vi.useRealTimers();
});

describe('issue 28 §5: the pickup day is today or later in Kyiv, at most 60 days ahead', () => {
  it('the window starts on Kyiv’s day, not the machine’s or UTC’s', () => {
    // 22:30 UTC on 29 November is already 30 November in Kyiv (UTC+2).
    expect(getPickupDateWindow(new Date('2026-11-29T22:30:00Z'))).toEqual({
      earliest: '2026-11-30',
      latest: '2027-01-29',
    });
    // In summer Kyiv is UTC+3: 20:59 UTC is 23:59 the same day.
    expect(getPickupDateWindow(new Date('2026-07-10T20:59:00Z')).earliest).toBe('2026-07-10');
    expect(getPickupDateWindow(new Date('2026-07-10T21:00:00Z')).earliest).toBe('2026-07-11');
  });

  it('yesterday (Kyiv) is refused, today and the 60th day are taken, the 61st is too far', () => {
    vi.useFakeTimers({ now: new Date('2026-11-29T22:30:00Z'), toFake: ['Date'] });
    expect(errorsOf(body({ pickup_date: '2026-11-29' })).pickup_date).toEqual([
      'The pickup date cannot be before today (Kyiv time).',
    ]);
    expect(errorsOf(body({ pickup_date: '2026-11-30' }))).toEqual({});
    expect(errorsOf(body({ pickup_date: '2027-01-29' }))).toEqual({});
    expect(errorsOf(body({ pickup_date: '2027-01-30' }), 'uk').pickup_date).toEqual([
      'Дата забору — не пізніше ніж за 60 днів від сьогодні.',
    ]);
    expect(errorsOf(body({ pickup_date: '2026-02-30' })).pickup_date).toEqual([
      'Invalid date. Use the format YYYY-MM-DD.',
    ]);
  });
});

describe('issue 28 §5: weight and size', () => {
  it.each([
    [2.5, 2.5],
    ['2,5', 2.5],
    ['0.001', 0.001],
    [' 100 ', 100],
    [1.005, 1.005],
  ])('weight %j is %j kg', (input, kg) => {
    expect(WeightKgSchema.parse(input)).toBe(kg);
  });

  it.each([0, '0', -1, '0.0001', '1e3', 'two', '', Number.NaN, 1e21])('weight %j is refused', (input) => {
    expect(WeightKgSchema.safeParse(input).success).toBe(false);
  });

  it('over 100 kg says the courier’s limit, in both languages', () => {
    expect(errorsOf(body({ weight_kg: '100.001' })).weight_kg).toEqual([
      'The courier picks up documents and samples of up to 100 kg.',
    ]);
    expect(errorsOf(body({ weight_kg: 150 }), 'uk').weight_kg).toEqual([
      'Кур’єр забирає документи та зразки вагою до 100 кг.',
    ]);
  });

  it.each([
    [1, 1],
    ['300', 300],
    [' 42 ', 42],
  ])('a side of %j is %j cm', (input, cm) => {
    expect(SideCmSchema.parse(input)).toBe(cm);
  });

  it.each([0, 301, 2.5, '2,5', '-3', '', 'ten'])('a side of %j is refused', (input) => {
    expect(SideCmSchema.safeParse(input).success).toBe(false);
  });
});

describe('issue 28 §5: the place of pickup, the destination, every message at once', () => {
  it('an address pickup needs the address; a branch pickup its number; the other field is not asked for', () => {
    expect(errorsOf(body({ address: '' })).address).toEqual([
      'Enter the address: street, building and, if any, office.',
    ]);
    expect(errorsOf(body({ address: 'Lviv' })).address).toEqual([
      'Give the full address: street, building and, if any, office.',
    ]);
    const branch = { ...COURIER_REQUEST_EXAMPLE, pickup_place: 'branch', address: undefined };
    expect(errorsOf(branch, 'uk').branch_number).toEqual(['Вкажіть номер відділення «Нової пошти».']);
    expect(errorsOf({ ...branch, branch_number: 'A12' }).branch_number).toEqual([
      'A Nova Poshta branch number has 1 to 5 digits.',
    ]);
    expect(errorsOf({ ...branch, branch_number: '12345' })).toEqual({});
  });

  it.each(['RU', 'by', 'KP', 'IR'])('%s is never a destination', (code) => {
    expect(errorsOf(body({ country_code: code })).country_code).toEqual([
      'The portal does not take shipments to this country.',
    ]);
  });

  it('an empty form names each field in its own words, together with the place’s', () => {
    const errors = errorsOf({ pickup_place: 'address' }, 'uk');
    expect(errors.city).toEqual(['Вкажіть місто.']);
    expect(errors.address).toEqual(['Вкажіть адресу: вулицю, будинок, за потреби офіс.']);
    expect(errors.weight_kg).toEqual(['Вкажіть вагу в кілограмах.']);
    expect(errors.pickup_date).toEqual(['Оберіть дату забору.']);
    expect(errors.contents).toEqual(['Оберіть, що надсилаєте.']);
    expect(errors.contact_phone).toBeDefined();
  });

  it('unknown fields are refused', () => {
    expect(errorsOf(body({ price: 10 } as never)).price).toEqual(['Unknown field.']);
  });
});
