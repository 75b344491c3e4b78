import { randomUUID } from 'node:crypto';
import {
  COURIER_MAX_ATTEMPTS,
  type ApiLocale,
  type CourierRequest,
  type CourierRequestData,
} from '@portal/contract';
import { courierRequests, type Database } from '@portal/db';
import { insertJob } from '../../jobs/queue';
import { companyOfScope, type ExporterScope } from '../access/scope';
import { COURIER_LEAD_JOB } from './deliver-courier-lead';
import { toCourierRequest } from './courier-request-view';

/**
 * `POST /courier/requests` (issue 28 §5, decision 049): the request is kept and, in the same
 * transaction, the job that posts it to the courier is queued, so a request is never kept without
 * its delivery nor delivered without being kept. The request's id is the lead's idempotency key.
 */
export async function createCourierRequest(options: {
  db: Database;
  scope: ExporterScope;
  body: CourierRequestData;
  locale: ApiLocale;
}): Promise<CourierRequest> {
  const { db, scope, body, locale } = options;
  const companyId = companyOfScope(scope);
  const id = randomUUID();
  const atAddress = body.pickup_place === 'address';
  const row = await db.transaction(async (tx) => {
    const jobId = await insertJob(
      tx,
      COURIER_LEAD_JOB,
      { courier_request_id: id },
      { maxAttempts: COURIER_MAX_ATTEMPTS },
    );
    const [created] = await tx
      .insert(courierRequests)
      .values({
        id,
        companyId,
        userId: scope.user.id,
        companyName: body.company_name,
        contactName: body.contact_name,
        contactPhone: body.contact_phone,
        contactEmail: body.contact_email,
        city: body.city,
        pickupPlace: body.pickup_place,
        address: atAddress ? (body.address ?? '') : null,
        branchNumber: atAddress ? null : (body.branch_number ?? ''),
        contents: body.contents,
        weightGrams: Math.round(body.weight_kg * 1000),
        lengthCm: body.length_cm,
        widthCm: body.width_cm,
        heightCm: body.height_cm,
        countryCode: body.country_code,
        pickupDate: body.pickup_date,
        comment: body.comment ?? '',
        jobId,
      })
      .returning();
    return created!;
  });
  return toCourierRequest(row, null, locale);
}
