import { eq, sql } from 'drizzle-orm';
import { getCountryName, type ApiLocale, type CourierRequest } from '@portal/contract';
import { courierRequests, jobs } from '@portal/db';

export type CourierRequestRow = typeof courierRequests.$inferSelect;

/**
 * When the next attempt is due: the run time of the request's job while the request waits after
 * a failed attempt (the queue's backoff set it); null otherwise.
 */
export const NEXT_ATTEMPT_AT = sql<Date | null>`case when ${courierRequests.state} = 'queued'
  and ${courierRequests.attempts} > 0 and ${jobs.status} = 'pending' then ${jobs.runAt} end`.mapWith(
  (value: string | Date | null) => (value === null ? null : new Date(value)),
);

/** The join that reads the next attempt's time: a request's own job. */
export const REQUEST_JOB = eq(jobs.id, courierRequests.jobId);

const iso = (value: Date | null) => (value === null ? null : value.toISOString());

/** A kept request as the API answers it, the destination named in the request's language. */
export function toCourierRequest(
  row: CourierRequestRow,
  nextAttemptAt: Date | null,
  locale: ApiLocale,
): CourierRequest {
  return {
    id: row.id,
    company_name: row.companyName,
    contact_name: row.contactName,
    contact_phone: row.contactPhone,
    contact_email: row.contactEmail,
    city: row.city,
    pickup_place: row.pickupPlace,
    address: row.address,
    branch_number: row.branchNumber,
    contents: row.contents,
    weight_kg: row.weightGrams / 1000,
    length_cm: row.lengthCm,
    width_cm: row.widthCm,
    height_cm: row.heightCm,
    country: { code: row.countryCode, name: getCountryName(row.countryCode, locale) },
    pickup_date: row.pickupDate,
    comment: row.comment,
    state: row.state,
    attempts: row.attempts,
    last_failure: row.state === 'delivered' ? null : row.lastFailure,
    last_attempt_at: iso(row.lastAttemptAt),
    next_attempt_at: iso(nextAttemptAt),
    delivered_at: iso(row.deliveredAt),
    courier_lead_id: row.courierLeadId,
    failed_at: iso(row.failedAt),
    created_at: row.createdAt.toISOString(),
  };
}
