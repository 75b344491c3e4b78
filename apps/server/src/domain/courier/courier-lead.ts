import type { CourierLead } from '../../integrations/courier';
import type { JobAttempt } from '../../jobs/queue';
import type { CourierRequestRow } from './courier-request-view';

/**
 * What a failed attempt leads to (decision 049): a refusal (4xx) is final, since the same lead
 * would be refused again; the endpoint down, slow or answering 5xx is tried again by the queue's
 * backoff until the last attempt, which fails the request for good.
 */
export function judgeFailedAttempt(
  reason: 'unavailable' | 'refused',
  { attempt, maxAttempts }: JobAttempt,
): 'retry' | 'fail' {
  return reason === 'refused' || attempt >= maxAttempts ? 'fail' : 'retry';
}

/** The lead the courier gets for a kept request, its id the idempotency key (courier-protocol.ts). */
export function toCourierLead(row: CourierRequestRow, edrpou: string): CourierLead {
  return {
    idempotency_key: row.id,
    source: 'exporters-portal',
    sender: {
      company: row.companyName,
      edrpou,
      contact_name: row.contactName,
      phone: row.contactPhone,
      email: row.contactEmail,
    },
    pickup: {
      city: row.city,
      address: row.address,
      branch_number: row.branchNumber,
      date: row.pickupDate,
    },
    parcel: {
      contents: row.contents,
      weight_kg: row.weightGrams / 1000,
      length_cm: row.lengthCm,
      width_cm: row.widthCm,
      height_cm: row.heightCm,
    },
    destination_country: row.countryCode,
    comment: row.comment,
  };
}
