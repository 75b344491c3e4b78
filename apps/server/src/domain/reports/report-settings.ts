import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { ReportSettings, ReportSettingsBody } from '@portal/contract';
import { settings, type Database } from '@portal/db';
import { recordAudit } from '../audit/record-audit';
import { actorOfScope, assertBackOfficeScope, type BackOfficeScope } from '../access/scope';
import { assertAdmin } from '../admin/money/admin-only';

/** The office's margin on the provider's price (`settings.infoproff`), in basis points. */
export const REPORT_SETTINGS_KEY = 'infoproff';
/** Until an admin sets it: 15 %. */
export const DEFAULT_MARGIN_BASIS_POINTS = 1500;

const StoredSchema = z.object({ marginBasisPoints: z.number().int().min(0).max(50_000) });

export async function getReportMargin(db: Pick<Database, 'select'>): Promise<number> {
  const [row] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, REPORT_SETTINGS_KEY))
    .limit(1);
  const parsed = StoredSchema.safeParse(row?.value);
  return parsed.success ? parsed.data.marginBasisPoints : DEFAULT_MARGIN_BASIS_POINTS;
}

/** The provider's price with the margin, in whole kopiykas (rounded half up). */
export function priceWithMargin(providerMinor: number, marginBasisPoints: number): number {
  return Math.round((providerMinor * (10_000 + marginBasisPoints)) / 10_000);
}

const toView = (basisPoints: number): ReportSettings => ({ margin_percent: basisPoints / 100 });

/** `GET /admin/infoproff/settings`. */
export async function getAdminReportSettings(options: { db: Database; scope: BackOfficeScope }) {
  assertBackOfficeScope(options.scope);
  return toView(await getReportMargin(options.db));
}

/** `PUT /admin/infoproff/settings` (admin only): the margin of new quotes, audited. */
export async function saveAdminReportSettings(options: {
  db: Database;
  scope: BackOfficeScope;
  ip: string;
  body: Required<ReportSettingsBody>;
}): Promise<ReportSettings> {
  const { db, scope } = options;
  assertAdmin(scope);
  const marginBasisPoints = Math.round(options.body.margin_percent * 100);
  return db.transaction(async (tx) => {
    const before = toView(await getReportMargin(tx));
    const now = new Date();
    await tx
      .insert(settings)
      .values({ key: REPORT_SETTINGS_KEY, value: { marginBasisPoints }, updatedAt: now })
      .onConflictDoUpdate({ target: settings.key, set: { value: { marginBasisPoints }, updatedAt: now } });
    const after = toView(marginBasisPoints);
    await recordAudit(tx, {
      actor: actorOfScope(scope, options.ip),
      action: 'settings.update',
      entityType: 'settings',
      entityId: REPORT_SETTINGS_KEY,
      before,
      after,
      at: now,
    });
    return after;
  });
}
