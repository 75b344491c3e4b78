import { eq } from 'drizzle-orm';
import { invoices, reportOrders, type DemoSeedStep } from '@portal/db';
import { storeFileBytes } from '../domain/files/stored-file';
import { insertInvoice, readInvoiceParties } from '../domain/money/issue-invoice';
import { reportItem } from '../domain/reports/report-orders';
import { DEFAULT_MARGIN_BASIS_POINTS, priceWithMargin } from '../domain/reports/report-settings';
import { fakeCompanies, fakeReportPdf } from '../integrations/infoproff/fake-infoproff';
import { findActors } from './demo-requests';

const DAY_MS = 86_400_000;

/**
 * Foreign company reports on a first start (issue 28): the demo exporter's ready report of a
 * German company (paid by bank transfer, its PDF kept) and a Polish one whose hour to confirm
 * passed. New orders are made against the local fake provider.
 */
export function createDemoReportSteps(): DemoSeedStep[] {
  return [
    {
      name: 'demo-reports',
      run: async (db) => {
        const actors = await findActors(db);
        const companies = fakeCompanies();
        const ready = companies.find((company) => company.id === 'DE-0001')!;
        const expired = companies.find((company) => company.id === 'PL-0005')!;
        const readyAt = new Date(Date.now() - 3 * DAY_MS);
        const base = (company: typeof ready, providerPriceMinor: number, createdAt: Date) => ({
          companyId: actors.companyId,
          createdBy: actors.exporter.userId,
          country: company.country,
          providerCompanyId: company.id,
          companyName: company.name,
          companyCode: company.code,
          companyAddress: company.address,
          quoteId: `demo-${company.id}`,
          providerPriceMinor,
          marginBasisPoints: DEFAULT_MARGIN_BASIS_POINTS,
          priceMinor: priceWithMargin(providerPriceMinor, DEFAULT_MARGIN_BASIS_POINTS),
          confirmUntil: new Date(createdAt.getTime() + 60 * 60_000),
          createdAt,
        });

        const orderedAt = new Date(readyAt.getTime() - DAY_MS);
        const [order] = await db
          .insert(reportOrders)
          .values({
            ...base(ready, 180_000, orderedAt),
            status: 'ready',
            confirmedAt: orderedAt,
            paidAt: orderedAt,
            placedAt: orderedAt,
            providerOrderId: `demo-${ready.id}`,
            readyAt,
            checkedAt: readyAt,
            updatedAt: readyAt,
          })
          .returning();
        const fileId = await storeFileBytes(db, {
          contentType: 'application/pdf',
          fileName: `report-${order!.number}.pdf`,
          bytes: fakeReportPdf(ready),
          at: readyAt,
        });
        await db.update(reportOrders).set({ reportFileId: fileId }).where(eq(reportOrders.id, order!.id));
        const invoice = await insertInvoice(db, {
          companyId: actors.companyId,
          sale: { subject: 'report_order', reportOrderId: order!.id },
          paymentMethod: 'bank_transfer',
          amountMinor: order!.priceMinor,
          currency: 'UAH',
          item: reportItem(order!),
          parties: await readInvoiceParties(db, actors.companyId),
          at: orderedAt,
        });
        await db
          .update(invoices)
          .set({ status: 'paid', paidAt: orderedAt, updatedAt: orderedAt })
          .where(eq(invoices.id, invoice.id));

        const quotedAt = new Date(Date.now() - 2 * DAY_MS);
        await db.insert(reportOrders).values({
          ...base(expired, 120_000, quotedAt),
          status: 'cancelled',
          cancelReason: 'expired',
          cancelledAt: new Date(quotedAt.getTime() + 60 * 60_000),
          updatedAt: new Date(quotedAt.getTime() + 60 * 60_000),
        });
      },
    },
  ];
}
