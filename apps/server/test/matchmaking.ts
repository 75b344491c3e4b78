import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  COUNTRY_ACTION_EXAMPLE,
  endpoints,
  type AdminCountryActionBody,
  type AdminImporterSaleDetails,
} from '@portal/contract';
import { geoCountries, importerSales, importerSaleShares } from '@portal/db';
import { createTestIp, fromAddress, type SignedInUser } from './accounts';
import { callOk } from './call';
import { createImporterSaleBody, daysFromToday } from './fixtures';
import { createTestEmail } from './helpers';

/**
 * Fixtures of issue 15 §3 and §4: importing countries, country actions, import applications
 * filed by buyers and shared with exporters.
 */

/** The id of an importing country by its code. */
export async function findGeoCountryId(app: FastifyInstance, code: string): Promise<number> {
  const [row] = await app.db
    .select({ id: geoCountries.id })
    .from(geoCountries)
    .where(eq(geoCountries.code, code))
    .limit(1);
  if (!row) throw new Error(`no importing country ${code}`);
  return row.id;
}

/** A country action published by a manager through the back office, starting in `startsIn` days. */
export async function createCountryAction(
  app: FastifyInstance,
  manager: SignedInUser,
  options: { code?: string; startsIn?: number; applyIn?: number | null; title?: string } = {},
) {
  const {
    code = 'PL',
    startsIn = 30,
    applyIn = null,
    title = `B2B meetings ${randomUUID().slice(0, 6)}`,
  } = options;
  const body: AdminCountryActionBody = {
    ...COUNTRY_ACTION_EXAMPLE,
    geo_country_id: await findGeoCountryId(app, code),
    title: { uk: `Зустрічі ${title}`, en: title },
    starts_on: daysFromToday(startsIn),
    ends_on: daysFromToday(startsIn + 1),
    apply_by: applyIn === null ? null : daysFromToday(applyIn),
  };
  return callOk(app, endpoints.createAdminCountryAction, { body }, { as: manager });
}

/** A buyer's import application through the public form (a fresh address and e-mail each time). */
export async function fileImportApplication(
  app: FastifyInstance,
  overrides: Record<string, unknown> = {},
): Promise<{ id: string; email: string }> {
  const email = createTestEmail('buyer');
  const created = await callOk(
    fromAddress(app, createTestIp()),
    endpoints.createImporterSale,
    { body: createImporterSaleBody(email, overrides) },
    { locale: 'en' },
  );
  return { id: created.id, email };
}

/** A manager shares an application with exporters through the back office. */
export function shareSale(
  app: FastifyInstance,
  manager: SignedInUser,
  saleId: string,
  exporters: SignedInUser[],
): Promise<AdminImporterSaleDetails> {
  return callOk(
    app,
    endpoints.shareAdminImporterSale,
    { params: { id: saleId }, body: { user_ids: exporters.map((exporter) => exporter.user.id) } },
    { as: manager },
  );
}

/** The share of an application with one company (its id is what accept and decline take). */
export async function findShareId(
  app: FastifyInstance,
  saleId: string,
  exporter: SignedInUser,
): Promise<string> {
  const shares = await app.db
    .select({ id: importerSaleShares.id, companyId: importerSaleShares.companyId })
    .from(importerSaleShares)
    .where(eq(importerSaleShares.importerSaleId, saleId));
  const shared = await callOk(app, endpoints.listSharedSales, {}, { as: exporter });
  const share = shared.find((item) => shares.some((row) => row.id === item.id));
  if (!share) throw new Error(`the application ${saleId} is not shared with ${exporter.email}`);
  return share.id;
}

/** An application filed and shared with one exporter: the share's id. */
export async function createShare(
  app: FastifyInstance,
  manager: SignedInUser,
  exporter: SignedInUser,
  overrides: Record<string, unknown> = {},
): Promise<string> {
  const sale = await fileImportApplication(app, overrides);
  await shareSale(app, manager, sale.id, [exporter]);
  return findShareId(app, sale.id, exporter);
}

/** The stored import application. */
export async function readImporterSale(app: FastifyInstance, id: string) {
  const [row] = await app.db.select().from(importerSales).where(eq(importerSales.id, id));
  return row!;
}
