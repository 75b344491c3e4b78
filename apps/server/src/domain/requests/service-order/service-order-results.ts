import { and, eq } from 'drizzle-orm';
import type { ApiLocale, UploadRef } from '@portal/contract';
import { serviceOrderResults, serviceOrders, storedFiles, type Database } from '@portal/db';
import { AppError } from '../../../lib/app-error';
import { actorOfScope, assertBackOfficeScope, type BackOfficeScope } from '../../access/scope';
import { recordAudit } from '../../audit/record-audit';
import { attachUploadedFile, deleteStoredFile } from '../../files/stored-file';
import { readBackOfficeRequest } from '../../admin/read-back-office-request';
import { serviceOrderKind } from './service-order-kind';

type Context = { db: Database; scope: BackOfficeScope; ip: string; locale: ApiLocale; id: string };

/** Locks the order for a change of its results; 404 for an unknown one. */
async function lockOrder(tx: Parameters<Parameters<Database['transaction']>[0]>[0], id: string) {
  const [row] = await tx
    .select({ id: serviceOrders.id })
    .from(serviceOrders)
    .where(eq(serviceOrders.id, id))
    .for('update')
    .limit(1);
  if (!row) throw new AppError('not_found', 'error.not_found');
}

/**
 * `POST /admin/service-orders/{id}/results`: a manager adds a result file (uploaded first as a
 * document by the same manager) for the exporter to download; audited.
 */
export async function addServiceOrderResult(context: Context & { file: UploadRef }) {
  const { db, scope, id } = context;
  assertBackOfficeScope(scope);
  await db.transaction(async (tx) => {
    await lockOrder(tx, id);
    const fileId = await attachUploadedFile(tx, {
      upload: context.file,
      kind: 'document',
      userId: scope.user.id,
      field: 'file',
    });
    const [file] = await tx
      .select({ fileName: storedFiles.fileName })
      .from(storedFiles)
      .where(eq(storedFiles.id, fileId));
    await tx.insert(serviceOrderResults).values({ orderId: id, fileId, createdBy: scope.user.id });
    await recordAudit(tx, {
      actor: actorOfScope(scope, context.ip),
      action: 'result_add',
      entityType: 'service_order',
      entityId: id,
      before: null,
      after: { file: file?.fileName ?? fileId },
    });
  });
  return readBackOfficeRequest(serviceOrderKind, { db, scope, id, locale: context.locale });
}

/** `DELETE /admin/service-orders/{id}/results/{resultId}`: a result taken back, its file deleted; audited. */
export async function deleteServiceOrderResult(context: Context & { resultId: number }) {
  const { db, scope, id, resultId } = context;
  assertBackOfficeScope(scope);
  await db.transaction(async (tx) => {
    await lockOrder(tx, id);
    const [row] = await tx
      .delete(serviceOrderResults)
      .where(and(eq(serviceOrderResults.id, resultId), eq(serviceOrderResults.orderId, id)))
      .returning({ fileId: serviceOrderResults.fileId });
    if (!row) throw new AppError('not_found', 'error.not_found');
    await deleteStoredFile(tx, row.fileId);
    await recordAudit(tx, {
      actor: actorOfScope(scope, context.ip),
      action: 'result_delete',
      entityType: 'service_order',
      entityId: id,
      before: { file_id: row.fileId },
      after: null,
    });
  });
  return readBackOfficeRequest(serviceOrderKind, { db, scope, id, locale: context.locale });
}
