import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CourierLeadError, postCourierLead, type CourierSettings } from './courier-client';
import type { CourierLead } from './courier-protocol';
import { startFakeCourier, type FakeCourier } from './fake-courier';

/** The client against the fake over real HTTP on loopback (decision 049): every way an attempt ends. */

let fake: FakeCourier;
let settings: CourierSettings;

beforeAll(async () => {
  fake = await startFakeCourier({ slowMs: 4_000 });
  // Long enough for a first request on a busy machine.
  settings = { url: fake.url, timeoutMs: 1_500 };
});

afterAll(async () => {
  await fake?.close();
});

const newLead = (): CourierLead => ({
  idempotency_key: randomUUID(),
  source: 'exporters-portal',
  sender: {
    company: 'Zelena Hora LLC',
    edrpou: '34718266',
    contact_name: 'Olena',
    phone: '+380671234567',
    email: 'o@example.test',
  },
  pickup: { city: 'Kyiv', address: 'Velyka Vasylkivska 72', branch_number: null, date: '2026-12-03' },
  parcel: { contents: 'samples', weight_kg: 2.5, length_cm: 40, width_cm: 30, height_cm: 20 },
  destination_country: 'PL',
  comment: '',
});

async function failureOf(lead: CourierLead): Promise<CourierLeadError> {
  try {
    await postCourierLead(settings, lead);
  } catch (error) {
    if (error instanceof CourierLeadError) return error;
    throw error;
  }
  throw new Error('the lead was delivered');
}

describe('decision 049: posting a lead', () => {
  it('a new lead is taken (201); the same key again answers the same lead (200), kept once', async () => {
    fake.setMode('up');
    const lead = newLead();
    const first = await postCourierLead(settings, lead);
    expect(first.replayed).toBe(false);
    const again = await postCourierLead(settings, lead);
    expect(again).toEqual({ leadId: first.leadId, replayed: true });
    expect(fake.leads.get(lead.idempotency_key)?.lead).toEqual(lead);
  });

  it.each([
    ['down', 'unavailable', /could not be reached/],
    ['failing', 'unavailable', /answered 500/],
    ['refusing', 'refused', /refused the lead: 422/],
    ['slow', 'unavailable', /did not answer within 1500 ms/],
  ] as const)('%s: %s', async (mode, reason, message) => {
    fake.setMode(mode);
    try {
      const error = await failureOf(newLead());
      expect(error.reason).toBe(reason);
      expect(error.message).toMatch(message);
    } finally {
      fake.setMode('up');
    }
  });

  it('a lead the fake cannot read is refused, not retried', async () => {
    fake.setMode('up');
    const error = await failureOf({ ...newLead(), destination_country: 'Poland' });
    expect(error.reason).toBe('refused');
  });

  it('nobody listening is unavailable', async () => {
    const error = await postCourierLead({ url: 'http://127.0.0.1:9/leads', timeoutMs: 500 }, newLead()).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(CourierLeadError);
    expect((error as CourierLeadError).reason).toBe('unavailable');
  });
});
