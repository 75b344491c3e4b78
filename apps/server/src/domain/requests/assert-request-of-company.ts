import { and, eq } from 'drizzle-orm';
import type { RequestKind } from '@portal/contract';
import type { Database } from '@portal/db';
import { AppError } from '../../lib/app-error';
import { REQUEST_TABLES } from './request-tables';

/** 404 unless the request exists and belongs to the company (decision 014 §5: no data leaks). */
export async function assertRequestOfCompany(options: {
  db: Pick<Database, 'select'>;
  kind: RequestKind;
  id: string;
  companyId: string;
}): Promise<void> {
  const table = REQUEST_TABLES[options.kind];
  const [row] = await options.db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.id, options.id), eq(table.companyId, options.companyId)))
    .limit(1);
  if (!row) throw new AppError('not_found', 'error.not_found');
}
