import { importerSales, type Database } from '@portal/db';
import {
  fromMinorUnits,
  toMinorUnits,
  type ApiLocale,
  type ImporterSaleCreated,
  type ImporterSaleData,
} from '@portal/contract';
import { AppError } from '../../lib/app-error';
import { MAIL_JOB } from '../../integrations/messaging';
import { renderImporterSaleConfirmationEmail } from '../../integrations/mail/templates/importer-sale-confirmation-email';
import { renderImporterSaleNoticeEmail } from '../../integrations/mail/templates/importer-sale-notice-email';
import type { ImporterSaleSummary } from '../../integrations/mail/templates/importer-sale-summary';
import type { JobQueue } from '../../jobs/queue';
import { reserveAttempt } from '../throttles/reserve-attempt';
import { settleAttempt } from '../throttles/settle-attempt';
import { findHsCodeNames } from './find-hs-code-names';
import { getSubmissionLimits } from './submission-limits';

/**
 * POST /create/importer-sale (DOMAIN.md 'importer sale'): a foreign buyer's request, stored as
 * `new` for the managers to share with exporters. The buyer gets a confirmation in the form's
 * language and the support mailbox a notice, both by the mail job. Limited like the feedback form.
 */
export async function createImporterSale(options: {
  db: Database;
  jobs: Pick<JobQueue, 'enqueue'>;
  supportEmail: string;
  sale: ImporterSaleData;
  locale: ApiLocale;
  ip: string;
}): Promise<Omit<ImporterSaleCreated, 'message'>> {
  const { db, sale, locale } = options;
  const reservation = await reserveAttempt({
    db,
    limits: getSubmissionLimits('importer-sale', options.ip, sale.email),
  });
  const hsNames = await findHsCodeNames({ db, code: sale.hs_code });
  if (!hsNames) {
    // Refused input does not use up the limits (decision 011).
    await settleAttempt({ db, reservation, outcome: 'failure' });
    throw new AppError('validation_failed', 'error.validation_failed', {
      fields: { hs_code: ['validation.hs_code_unknown'] },
    });
  }

  const currency = sale.currency ?? null;
  const targetPriceMinor = sale.target_price && currency ? toMinorUnits(sale.target_price, currency) : null;
  const [row] = await db
    .insert(importerSales)
    .values({
      companyName: sale.company_name,
      countryCode: sale.country_code,
      contactName: sale.contact_name,
      contactPosition: sale.contact_position ?? '',
      email: sale.email,
      phone: sale.phone,
      website: sale.website ?? '',
      productName: sale.product_name,
      hsCode: sale.hs_code,
      quantity: sale.quantity,
      unit: sale.unit,
      targetPriceMinor,
      currency,
      incoterms: sale.incoterms,
      deadline: sale.deadline,
      comment: sale.comment ?? '',
      locale,
    })
    .returning();
  const saved = row!;
  const targetPrice =
    targetPriceMinor !== null && currency ? fromMinorUnits(targetPriceMinor, currency) : null;

  const summary = (language: ApiLocale): ImporterSaleSummary => ({
    companyName: saved.companyName,
    countryCode: saved.countryCode,
    contactName: saved.contactName,
    contactPosition: saved.contactPosition,
    email: saved.email,
    phone: saved.phone,
    website: saved.website,
    productName: saved.productName,
    hsCode: saved.hsCode,
    hsName: hsNames[language],
    quantity: sale.quantity,
    unit: sale.unit,
    targetPrice,
    currency,
    incoterms: saved.incoterms,
    deadline: saved.deadline,
    comment: saved.comment,
  });
  await options.jobs.enqueue(
    MAIL_JOB,
    renderImporterSaleConfirmationEmail({
      to: saved.email,
      locale,
      supportEmail: options.supportEmail,
      sale: summary(locale),
    }),
  );
  await options.jobs.enqueue(
    MAIL_JOB,
    renderImporterSaleNoticeEmail({ to: options.supportEmail, id: saved.id, locale, sale: summary('uk') }),
  );

  return {
    id: saved.id,
    status: saved.status,
    company_name: saved.companyName,
    country_code: saved.countryCode,
    product_name: saved.productName,
    hs_code: saved.hsCode,
    quantity: sale.quantity,
    unit: sale.unit,
    target_price: targetPrice,
    currency,
    incoterms: saved.incoterms,
    deadline: saved.deadline,
    created_at: saved.createdAt.toISOString(),
  };
}
