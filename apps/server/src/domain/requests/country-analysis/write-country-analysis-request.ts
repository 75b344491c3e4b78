import { eq } from 'drizzle-orm';
import { countryAnalysisRequests } from '@portal/db';
import {
  isEditableByExporter,
  type ApiLocale,
  type CountryAnalysisData,
  type CountryAnalysisRequest,
} from '@portal/contract';
import { AppError } from '../../../lib/app-error';
import { assertActiveSubscription } from '../../country-analyses/subscription-gate';
import {
  moveRequestStatus,
  recordRequestCreation,
  sendStatusChangeMail,
  type StatusChanged,
} from '../change-request-status';
import { deleteDraftRequest } from '../delete-draft-request';
import {
  actorOfScope,
  assertCanFileRequests,
  companyOfScope,
  recordInScope,
  type ExporterScope,
} from '../../access/scope';
import type { RequestWriteContext } from '../request-writer';
import { assertRequestReferences } from '../validate-request-references';
import { countryAnalysisReferences, toCountryAnalysisColumns } from './country-analysis-columns';
import { getCountryAnalysisRequest } from './get-country-analysis-request';

type WriteOptions = RequestWriteContext & { body: CountryAnalysisData; locale: ApiLocale };

/**
 * Filing or changing needs an approved company (403 `request.not_approved`) with an active
 * subscription (403 `subscription.required`, spec §6), then references the database knows (422).
 */
async function assertMayWrite(context: WriteOptions): Promise<void> {
  assertCanFileRequests(context.scope.user);
  await assertActiveSubscription(context.db, context.scope);
}

/**
 * `POST /country-analyses/manage/store`: a country-analysis request of the caller's company. It
 * is created, and by default submitted (`created → accepted`) in the same transaction, so its
 * history holds both; `submit: false` keeps a draft.
 */
export async function createCountryAnalysisRequest(context: WriteOptions): Promise<CountryAnalysisRequest> {
  const { db, scope, ip, body, locale } = context;
  await assertMayWrite(context);
  const companyId = companyOfScope(scope);
  await assertRequestReferences(db, countryAnalysisReferences(body));
  const actor = actorOfScope(scope, ip);
  const now = new Date();

  const { id, change } = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(countryAnalysisRequests)
      .values({
        ...toCountryAnalysisColumns(body),
        companyId,
        createdBy: scope.user.id,
        statusChangedAt: now,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: countryAnalysisRequests.id });
    const requestId = row!.id;
    await recordRequestCreation(tx, { kind: 'country_analysis', requestId, actor, at: now });
    const moved: StatusChanged | null =
      (body.submit ?? true)
        ? await moveRequestStatus(tx, { kind: 'country_analysis', requestId, to: 'accepted', scope, ip })
        : null;
    return { id: requestId, change: moved };
  });
  if (change) await sendStatusChangeMail(context.jobs, context.publicUrl, change);
  return getCountryAnalysisRequest({ db, scope, id, locale });
}

/**
 * `POST /country-analyses/manage/store/{id}`: replaces the request's content while it is
 * `created` or `in_finalization` (409 `request.not_editable` otherwise) and by default submits it
 * (`→ accepted`) in the same transaction, mailing the exporter after the commit.
 */
export async function updateCountryAnalysisRequest(
  context: WriteOptions & { id: string },
): Promise<CountryAnalysisRequest> {
  const { db, scope, id, body, locale } = context;
  await assertMayWrite(context);
  const change = await db.transaction(async (tx): Promise<StatusChanged | null> => {
    const [row] = await tx
      .select({ status: countryAnalysisRequests.status })
      .from(countryAnalysisRequests)
      .where(recordInScope(countryAnalysisRequests, id, scope))
      .for('update')
      .limit(1);
    if (!row) throw new AppError('not_found', 'error.not_found');
    if (!isEditableByExporter(row.status)) throw new AppError('conflict', 'request.not_editable');
    await assertRequestReferences(tx, countryAnalysisReferences(body));
    await tx
      .update(countryAnalysisRequests)
      .set({ ...toCountryAnalysisColumns(body), updatedAt: new Date() })
      .where(eq(countryAnalysisRequests.id, id));
    if (!(body.submit ?? true)) return null;
    return moveRequestStatus(tx, {
      kind: 'country_analysis',
      requestId: id,
      to: 'accepted',
      scope,
      ip: context.ip,
      expectedFrom: row.status,
    });
  });
  if (change) await sendStatusChangeMail(context.jobs, context.publicUrl, change);
  return getCountryAnalysisRequest({ db, scope, id, locale });
}

/** `DELETE /country-analyses/manage/{id}`: a draft country-analysis request (deleteDraftRequest). */
export function deleteCountryAnalysisRequest(options: {
  db: RequestWriteContext['db'];
  scope: ExporterScope;
  id: string;
}): Promise<void> {
  return deleteDraftRequest({ ...options, kind: 'country_analysis' });
}
