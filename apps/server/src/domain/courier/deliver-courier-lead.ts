import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { COURIER_MAX_ATTEMPTS } from '@portal/contract';
import { companies, courierRequests, type Database } from '@portal/db';
import { CourierLeadError, postCourierLead, type CourierSettings } from '../../integrations/courier';
import type { JobAttempt, JobHandlers } from '../../jobs/queue';
import { judgeFailedAttempt, toCourierLead } from './courier-lead';

/** The job that posts a courier request's lead to the courier (decision 049). */
export const COURIER_LEAD_JOB = 'courier.lead';

/**
 * The courier lead's job: one attempt to post a queued request's lead. The attempt is counted on
 * the request before anything is sent, and only a request still `queued` is sent: a job run again
 * after its worker died, or a request already delivered, sends nothing. A lead the courier already
 * has (an earlier answer lost on the way) is answered with the same lead by its idempotency key,
 * so the request is delivered once. The request's row keeps the state; the job only schedules.
 */
export function createCourierJobHandlers(options: {
  db: Database;
  courier: CourierSettings;
  logger: FastifyBaseLogger;
}): JobHandlers {
  const { db, courier, logger } = options;
  const queued = (id: string) => and(eq(courierRequests.id, id), eq(courierRequests.state, 'queued'));

  async function deliverCourierLead(
    payload: Record<string, unknown>,
    attempt: JobAttempt = { attempt: 1, maxAttempts: COURIER_MAX_ATTEMPTS },
  ): Promise<void> {
    const id = payload.courier_request_id;
    if (typeof id !== 'string') return;
    const [request] = await db
      .update(courierRequests)
      .set({
        attempts: sql`${courierRequests.attempts} + 1`,
        lastAttemptAt: new Date(),
        updatedAt: new Date(),
      })
      .where(queued(id))
      .returning();
    if (!request) return;
    const [company] = await db
      .select({ edrpou: companies.edrpouCode })
      .from(companies)
      .where(eq(companies.id, request.companyId));
    try {
      const { leadId, replayed } = await postCourierLead(
        courier,
        toCourierLead(request, company?.edrpou ?? ''),
      );
      await db
        .update(courierRequests)
        .set({ state: 'delivered', deliveredAt: new Date(), courierLeadId: leadId, updatedAt: new Date() })
        .where(queued(id));
      if (replayed)
        logger.info({ courierRequestId: id, leadId }, 'courier lead delivered by its idempotency key');
    } catch (error) {
      if (!(error instanceof CourierLeadError)) throw error;
      const verdict = judgeFailedAttempt(error.reason, attempt);
      await db
        .update(courierRequests)
        .set({
          lastFailure: error.reason,
          lastError: error.message,
          updatedAt: new Date(),
          ...(verdict === 'fail' ? { state: 'failed' as const, failedAt: new Date() } : {}),
        })
        .where(queued(id));
      if (verdict === 'fail') {
        logger.warn(
          { courierRequestId: id, attempt: attempt.attempt, err: error },
          'courier lead failed for good',
        );
      }
      // Tried again by the queue's backoff; after the last attempt the job is failed too. A refusal
      // ends the job: the request keeps the courier's answer.
      if (error.reason === 'unavailable') throw error;
    }
  }

  return { [COURIER_LEAD_JOB]: deliverCourierLead };
}
