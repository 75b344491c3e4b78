import type { RequestKind } from '@portal/contract';
import { AppError } from '../../lib/app-error';
import { recordInScope, type RequestScope } from '../access/scope';
import { REQUEST_TABLES } from './request-tables';
import type { Database } from '@portal/db';

/**
 * 404 unless the request exists within the scope: an exporter's another company's request
 * answers as an unknown one (decision 014 §5: no data leaks).
 */
export async function assertRequestInScope(options: {
  db: Pick<Database, 'select'>;
  scope: RequestScope;
  kind: RequestKind;
  id: string;
}): Promise<void> {
  const table = REQUEST_TABLES[options.kind];
  const [row] = await options.db
    .select({ id: table.id })
    .from(table)
    .where(recordInScope(table, options.id, options.scope))
    .limit(1);
  if (!row) throw new AppError('not_found', 'error.not_found');
}
