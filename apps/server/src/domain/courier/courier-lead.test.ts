import { describe, expect, it } from 'vitest';
import { COURIER_MAX_ATTEMPTS } from '@portal/contract';
import { CourierLeadSchema } from '../../integrations/courier/courier-protocol';
import { judgeFailedAttempt, toCourierLead } from './courier-lead';
import type { CourierRequestRow } from './courier-request-view';

describe('decision 049: what a failed attempt leads to', () => {
  const attempt = (n: number) => ({ attempt: n, maxAttempts: COURIER_MAX_ATTEMPTS });

  it('the endpoint down, slow or failing is tried again until the last attempt', () => {
    expect(judgeFailedAttempt('unavailable', attempt(1))).toBe('retry');
    expect(judgeFailedAttempt('unavailable', attempt(COURIER_MAX_ATTEMPTS - 1))).toBe('retry');
    expect(judgeFailedAttempt('unavailable', attempt(COURIER_MAX_ATTEMPTS))).toBe('fail');
  });

  it('a refusal is final at once: the same lead would be refused again', () => {
    expect(judgeFailedAttempt('refused', attempt(1))).toBe('fail');
  });
});

describe('decision 049: the lead the courier gets', () => {
  const row = {
    id: '6f1c1c5e-8a3b-4c55-9a43-0b8e3f0d2a11',
    companyName: 'ТОВ «Зелена Гора»',
    contactName: 'Олена Коваленко',
    contactPhone: '+380671234567',
    contactEmail: 'olena@zelena-hora.example',
    city: 'Київ',
    pickupPlace: 'branch',
    address: null,
    branchNumber: '125',
    contents: 'documents',
    weightGrams: 350,
    lengthCm: 35,
    widthCm: 25,
    heightCm: 2,
    countryCode: 'DE',
    pickupDate: '2026-12-03',
    comment: '',
  } as CourierRequestRow;

  it('carries the request’s id as its idempotency key and the weight in kilograms, as the protocol says', () => {
    const lead = toCourierLead(row, '34718266');
    expect(CourierLeadSchema.parse(lead)).toEqual(lead);
    expect(lead).toMatchObject({
      idempotency_key: row.id,
      sender: { company: 'ТОВ «Зелена Гора»', edrpou: '34718266' },
      pickup: { city: 'Київ', address: null, branch_number: '125', date: '2026-12-03' },
      parcel: { contents: 'documents', weight_kg: 0.35, length_cm: 35 },
      destination_country: 'DE',
    });
  });
});
