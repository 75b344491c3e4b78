import { eq } from 'drizzle-orm';
import { salesMarketApplications, type Database } from '@portal/db';
import type { ApiLocale, ExporterRatingBody, SalesMarketApplication } from '@portal/contract';
import { AppError } from '../../../lib/app-error';
import { RATEABLE_STATUSES } from '../request-permissions';
import { recordInScope, type ExporterScope } from '../../access/scope';
import { getSalesMarketApplication } from './get-sales-market-application';

/**
 * `POST /profile/sales-market/store/exporter-ratings/{id}` (DOMAIN.md): the exporter rates the
 * office's work 1–5 with a comment on their company's application (another's: 404), on a closed application (closed, contract or future; 409
 * `request.rating_not_allowed` otherwise), once (409 `request.already_rated`).
 */
export async function rateSalesMarketApplication(options: {
  db: Database;
  scope: ExporterScope;
  id: string;
  body: ExporterRatingBody;
  locale: ApiLocale;
}): Promise<SalesMarketApplication> {
  const { db, scope, id, body, locale } = options;
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ status: salesMarketApplications.status, rating: salesMarketApplications.rating })
      .from(salesMarketApplications)
      .where(recordInScope(salesMarketApplications, id, scope))
      .for('update')
      .limit(1);
    if (!row) throw new AppError('not_found', 'error.not_found');
    if (!RATEABLE_STATUSES.includes(row.status)) throw new AppError('conflict', 'request.rating_not_allowed');
    if (row.rating !== null) throw new AppError('conflict', 'request.already_rated');
    const now = new Date();
    await tx
      .update(salesMarketApplications)
      .set({ rating: body.rating, ratingComment: body.comment ?? '', ratedAt: now, updatedAt: now })
      .where(eq(salesMarketApplications.id, id));
  });
  return getSalesMarketApplication({ db, scope, id, locale });
}
