import { and, asc, eq, inArray } from 'drizzle-orm';
import type { ServiceOrder, ServiceOrderFile } from '@portal/contract';
import {
  serviceOrderFiles,
  serviceOrderResults,
  serviceOrders,
  storedFiles,
  type Database,
} from '@portal/db';
import { AppError } from '../../../lib/app-error';
import { isBackOfficeScope, type RequestScope } from '../../access/scope';
import { readStoredFile, type ServedFile } from '../../files/stored-file';

type Reader = Pick<Database, 'select'>;

/** Where an order's file is downloaded: by the company that sent it and by the managers. */
export const serviceOrderFileUrl = (fileId: string) => `/api/catalog/files/${fileId}`;

const fileColumns = {
  id: storedFiles.id,
  fileName: storedFiles.fileName,
  contentType: storedFiles.contentType,
  size: storedFiles.size,
};

function toFile(row: { id: string; fileName: string; contentType: string; size: number }): ServiceOrderFile {
  return {
    id: row.id,
    file_name: row.fileName,
    content_type: row.contentType,
    size: row.size,
    url: serviceOrderFileUrl(row.id),
  };
}

/** The files an order's answers name, by field key, and the office's results, oldest first. */
export async function readServiceOrderFiles(
  db: Reader,
  orderId: string,
): Promise<Pick<ServiceOrder, 'files' | 'results'>> {
  const [answered, results] = await Promise.all([
    db
      .select({ fieldKey: serviceOrderFiles.fieldKey, ...fileColumns })
      .from(serviceOrderFiles)
      .innerJoin(storedFiles, eq(storedFiles.id, serviceOrderFiles.fileId))
      .where(eq(serviceOrderFiles.orderId, orderId)),
    db
      .select({ resultId: serviceOrderResults.id, createdAt: serviceOrderResults.createdAt, ...fileColumns })
      .from(serviceOrderResults)
      .innerJoin(storedFiles, eq(storedFiles.id, serviceOrderResults.fileId))
      .where(eq(serviceOrderResults.orderId, orderId))
      .orderBy(asc(serviceOrderResults.createdAt), asc(serviceOrderResults.id)),
  ]);
  return {
    files: Object.fromEntries(answered.map((row) => [row.fieldKey, toFile(row)])),
    results: results.map((row) => ({
      ...toFile(row),
      result_id: row.resultId,
      created_at: row.createdAt.toISOString(),
    })),
  };
}

/**
 * `GET /catalog/files/{id}`: a file an order names (an answer's or a result), for the company
 * whose order it is and for the managers; anything else is not found (404, no data).
 */
export async function readCatalogFile(db: Reader, scope: RequestScope, fileId: string): Promise<ServedFile> {
  const orderIds = await ordersNamingFile(db, fileId);
  if (orderIds.length === 0) throw new AppError('not_found', 'error.not_found');
  if (!isBackOfficeScope(scope)) {
    const [own] = await db
      .select({ id: serviceOrders.id })
      .from(serviceOrders)
      .where(and(inArray(serviceOrders.id, orderIds), eq(serviceOrders.companyId, scope.companyId)))
      .limit(1);
    if (!own) throw new AppError('not_found', 'error.not_found');
  }
  return readStoredFile(db, fileId);
}

/** The orders that name a file, answered or as a result: who may download it. */
async function ordersNamingFile(db: Reader, fileId: string): Promise<string[]> {
  const [answered, results] = await Promise.all([
    db
      .select({ orderId: serviceOrderFiles.orderId })
      .from(serviceOrderFiles)
      .where(eq(serviceOrderFiles.fileId, fileId)),
    db
      .select({ orderId: serviceOrderResults.orderId })
      .from(serviceOrderResults)
      .where(eq(serviceOrderResults.fileId, fileId)),
  ]);
  return [...new Set([...answered, ...results].map((row) => row.orderId))];
}
