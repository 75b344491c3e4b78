import type { z } from 'zod';
import type { OfficeSettingsBodySchema, OfficeSettingsView } from '@portal/contract';
import { settings, type Database } from '@portal/db';
import { recordAudit } from '../../audit/record-audit';
import {
  DEMO_OFFICE_SETTINGS,
  getOfficeSettings,
  OFFICE_SETTINGS_KEY,
  OfficeSettingsSchema,
  type OfficeSettings,
} from '../../money/office-settings';
import { actorOfScope, assertBackOfficeScope, type BackOfficeScope } from '../../access/scope';
import { assertAdmin } from './admin-only';

/** The settings as the back office shows them: the VAT rate in percent. */
function toView(office: OfficeSettings): OfficeSettingsView {
  return {
    seller: office.seller,
    vat_rate: office.vatRateBasisPoints / 100,
    // getOfficeSettings answers the demo object itself until the office has saved its own.
    is_demo: office === DEMO_OFFICE_SETTINGS,
  };
}

/** `GET /admin/settings/office`: the requisites and VAT rate new invoices are issued with. */
export async function getAdminOfficeSettings(options: {
  db: Database;
  scope: BackOfficeScope;
}): Promise<OfficeSettingsView> {
  assertBackOfficeScope(options.scope);
  return toView(await getOfficeSettings(options.db));
}

/**
 * `PUT /admin/settings/office` (admin only, 403 `money.admin_only`): the office's requisites and
 * VAT rate, with the audit entry (before and after). Invoices issued from now on carry them;
 * issued invoices keep the requisites printed on them (issue-invoice copies them in).
 */
export async function updateAdminOfficeSettings(options: {
  db: Database;
  scope: BackOfficeScope;
  ip: string;
  body: z.output<typeof OfficeSettingsBodySchema>;
}): Promise<OfficeSettingsView> {
  const { db, scope, body } = options;
  assertAdmin(scope);
  const actor = actorOfScope(scope, options.ip);
  const next = OfficeSettingsSchema.parse({
    seller: body.seller,
    vatRateBasisPoints: Math.round(body.vat_rate * 100),
  });
  return db.transaction(async (tx) => {
    const before = toView(await getOfficeSettings(tx));
    const now = new Date();
    await tx
      .insert(settings)
      .values({ key: OFFICE_SETTINGS_KEY, value: next, updatedAt: now })
      .onConflictDoUpdate({ target: settings.key, set: { value: next, updatedAt: now } });
    const after = toView(next);
    await recordAudit(tx, {
      actor,
      action: 'settings.update',
      entityType: 'settings',
      entityId: OFFICE_SETTINGS_KEY,
      before,
      after,
      at: now,
    });
    return after;
  });
}
