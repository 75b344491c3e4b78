import type { ApiLocale, SalesMarketApplication, SalesMarketPersonalBodySchema } from '@portal/contract';
import { salesMarketApplications } from '@portal/db';
import type { z } from 'zod';
import { recordRequestCreation } from '../change-request-status';
import { actorOfScope, assertCanFileRequests, companyOfScope } from '../../access/scope';
import type { RequestWriteContext } from '../request-writer';
import { presentSalesMarketApplication } from './get-sales-market-application';

/**
 * The personal step (`POST /profile/sales-market/manage`, decision 014 §3): a new export
 * application of the caller's company in `created`, its creation the first history row. Only an
 * approved company may file (403 `request.not_approved`).
 */
export async function createSalesMarketApplication(
  context: RequestWriteContext & {
    body: z.output<typeof SalesMarketPersonalBodySchema>;
    locale: ApiLocale;
  },
): Promise<SalesMarketApplication> {
  const { db, scope, body, locale } = context;
  assertCanFileRequests(scope.user);
  const companyId = companyOfScope(scope);
  const now = new Date();
  const row = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(salesMarketApplications)
      .values({
        companyId,
        createdBy: scope.user.id,
        contactName: body.contact_name,
        contactPosition: body.contact_position ?? '',
        contactPhone: body.contact_phone,
        contactEmail: body.contact_email,
        statusChangedAt: now,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await recordRequestCreation(tx, {
      kind: 'sales_market',
      requestId: created!.id,
      actor: actorOfScope(scope, context.ip),
      at: now,
    });
    return created!;
  });
  return presentSalesMarketApplication({ db, row, locale });
}
