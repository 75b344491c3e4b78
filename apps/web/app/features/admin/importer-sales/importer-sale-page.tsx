import { useEffect } from 'react';
import type { AdminImporterSaleDetails, AdminShare, SuggestedExporter } from '@portal/contract';
import { describeField, FieldErrors } from '../../../components/form/field-parts';
import { FormAlert, FormStatus, SubmitButton } from '../../../components/form/form-feedback';
import { useApiForm } from '../../../components/form/use-api-form';
import { ShareAnswerTag } from '../../../components/requests/share-answer-tag';
import { useAdminTranslation } from '../../../i18n/admin';
import { LocalizedLink } from '../../../i18n/localized-link';
import { useMatchmakingTranslation } from '../../../i18n/matchmaking';
import { useLocale } from '../../../i18n/use-locale';
import { formatDate, formatDateTime, formatNumber } from '../../../lib/format';
import { INTENT_FIELD } from '../../../lib/forms/form-values';
import { DetailsList } from '../../../components/back-office/details-list';
import { AdminPageHeading, AdminSection } from '../../../components/back-office/page-heading';
import { ImporterSaleStatusTag } from './importer-sale-tags';
import { SHARE_FIELDS, SHARE_SCHEMA, type ImporterSaleShared } from './importer-sale-share-form';
import { toTelHref, toWebsiteHref } from '../../../lib/contact-links';
import { IMPORTER_SALES_PATH } from './importer-sales-query';

/** A company's name in the page's language: the English one on English pages when it has one. */
function companyNameOf(company: { company_name: string; company_name_en: string }, locale: string): string {
  return locale === 'en' && company.company_name_en.trim() !== ''
    ? company.company_name_en
    : company.company_name;
}

const LINK = 'font-semibold break-all text-brand-700 underline underline-offset-4 hover:text-brand-900';

/**
 * /admin/importer-sales/{id} (issue 15 §4–5, decision 029 §6–7): the buyer's application in full
 * with the buyer's contacts, the exporters it was shared with and their answers, and the exporters
 * the portal suggests (best first, with why), to tick and share it with.
 */
export function ImporterSalePage({ details }: { details: AdminImporterSaleDetails }) {
  const { t: ta } = useAdminTranslation();
  const { t } = useMatchmakingTranslation();
  const locale = useLocale();
  const { sale, shared_with: shares, suggestions } = details;
  const title = sale.product_name;
  const website = toWebsiteHref(sale.buyer.website);
  const tel = toTelHref(sale.buyer.phone);
  return (
    <>
      <AdminPageHeading
        title={title}
        lead={t('admin.sale.lead', {
          company: sale.buyer.company_name,
          country: sale.country.name,
          date: formatDateTime(sale.created_at, locale),
        })}
        breadcrumbs={[
          { label: ta('nav.dashboard'), to: '/admin' },
          { label: t('admin.queue.title'), to: IMPORTER_SALES_PATH },
          { label: title },
        ]}
        aside={<ImporterSaleStatusTag status={sale.status} className="self-start" />}
      />
      <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_26rem] xl:items-start">
        <div className="flex min-w-0 flex-col gap-6">
          <AdminSection
            id="importer-sale-product"
            title={t('admin.sale.productTitle')}
            testId="importer-sale-product"
          >
            <DetailsList
              items={[
                { label: t('sale.product'), value: sale.product_name },
                { label: t('sale.hsCode'), value: `${sale.hs.code} — ${sale.hs.name}` },
                { label: t('sale.country'), value: sale.country.name },
                {
                  label: t('sale.quantity'),
                  value: t(`units.${sale.unit}`, {
                    count: Number(sale.quantity),
                    quantity: formatNumber(sale.quantity, locale),
                  }),
                },
                {
                  label: t('sale.price'),
                  value:
                    sale.target_price && sale.currency
                      ? t('sale.pricePerUnit', {
                          price: `${formatNumber(sale.target_price, locale)} ${sale.currency}`,
                          unit: t(`unitsShort.${sale.unit}`),
                        })
                      : t('sale.priceOpen'),
                },
                { label: t('sale.incoterms'), value: sale.incoterms },
                { label: t('sale.deadline'), value: formatDate(sale.deadline, locale) },
                { label: t('admin.sale.received'), value: formatDateTime(sale.created_at, locale) },
                { label: t('admin.sale.language'), value: t(`admin.sale.languages.${sale.locale}`) },
                {
                  label: t('sale.comment'),
                  isWide: true,
                  value: sale.comment && <span className="whitespace-pre-line">{sale.comment}</span>,
                },
              ]}
            />
          </AdminSection>
          <AdminSection
            id="importer-sale-buyer"
            title={t('admin.sale.buyerTitle')}
            testId="importer-sale-buyer"
          >
            <DetailsList
              items={[
                { label: t('buyer.company'), value: sale.buyer.company_name },
                { label: t('buyer.contactName'), value: sale.buyer.contact_name },
                { label: t('buyer.position'), value: sale.buyer.contact_position },
                {
                  label: t('buyer.email'),
                  value: (
                    <a href={`mailto:${sale.buyer.email}`} className={LINK}>
                      {sale.buyer.email}
                    </a>
                  ),
                },
                {
                  label: t('buyer.phone'),
                  value: tel ? (
                    <a href={tel} className={LINK}>
                      {sale.buyer.phone}
                    </a>
                  ) : (
                    sale.buyer.phone
                  ),
                },
                {
                  label: t('buyer.website'),
                  value: website && (
                    <a href={website} target="_blank" rel="noopener noreferrer" className={LINK}>
                      {sale.buyer.website}
                      <span className="sr-only"> ({t('cabinet.opensInNewTab')})</span>
                    </a>
                  ),
                },
              ]}
            />
          </AdminSection>
          <SharesSection shares={shares} />
        </div>
        <SuggestionsSection suggestions={suggestions} hasShares={shares.length > 0} />
      </div>
    </>
  );
}

function SharesSection({ shares }: { shares: AdminShare[] }) {
  const { t } = useMatchmakingTranslation();
  const locale = useLocale();
  return (
    <AdminSection
      id="importer-sale-shares"
      title={t('admin.shares.title', { count: shares.length })}
      testId="importer-sale-shares"
    >
      {shares.length === 0 ? (
        <p className="text-[15px] text-muted">{t('admin.shares.empty')}</p>
      ) : (
        <ul className="grid gap-3">
          {shares.map((share) => (
            <li
              key={share.id}
              className="rounded-xl border border-slate-200 p-4"
              data-testid="importer-sale-shared-with"
            >
              <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
                <div className="min-w-0">
                  <LocalizedLink to={`/admin/companies/${share.company.user_id}`} className={LINK}>
                    {companyNameOf(share.company, locale)}
                  </LocalizedLink>
                  <p className="text-sm text-muted">
                    {t('admin.shares.sharedAt', {
                      date: formatDateTime(share.shared_at, locale),
                      manager: share.shared_by,
                    })}
                  </p>
                </div>
                <div className="shrink-0">
                  <ShareAnswerTag answer={share.answer} />
                </div>
              </div>
              {share.answer !== 'pending' && (
                <dl className="mt-3 grid gap-x-6 gap-y-2 text-[15px] sm:grid-cols-2">
                  {share.decline && (
                    <div className="min-w-0 sm:col-span-2" data-testid="importer-sale-share-decline">
                      <dt className="text-sm font-semibold text-muted">{t('admin.shares.reason')}</dt>
                      <dd className="mt-0.5 text-ink">
                        {share.decline.reason_name}
                        {share.decline.comment && (
                          <span className="mt-1 block whitespace-pre-line text-muted">
                            {share.decline.comment}
                          </span>
                        )}
                      </dd>
                    </div>
                  )}
                  {share.answered_at && (
                    <div className="min-w-0">
                      <dt className="text-sm font-semibold text-muted">{t('admin.shares.answeredAt')}</dt>
                      <dd className="mt-0.5 text-ink">{formatDateTime(share.answered_at, locale)}</dd>
                    </div>
                  )}
                </dl>
              )}
            </li>
          ))}
        </ul>
      )}
    </AdminSection>
  );
}

/**
 * The companies to offer the application to. The API never suggests a company it was already sent
 * to, so an empty list after sharing means every matching company has it (issue 25 §11), not that
 * none matches.
 */
function SuggestionsSection({
  suggestions,
  hasShares,
}: {
  suggestions: SuggestedExporter[];
  hasShares: boolean;
}) {
  const { t } = useMatchmakingTranslation();
  const form = useApiForm<ImporterSaleShared>({
    intent: 'share',
    fields: SHARE_FIELDS,
    schema: SHARE_SCHEMA,
  });
  const field = describeField(form, 'user_ids');
  const ticked = new Set(form.listOf('user_ids', []));
  const { ref } = form.formProps;
  // Shared: the ticks are cleared (the companies shared with leave the list when the page reloads).
  useEffect(() => {
    if (form.success) ref.current?.reset();
  }, [form.success, ref]);
  const done = form.success !== null && !form.isSubmitting;
  return (
    <AdminSection
      id="importer-sale-suggestions"
      title={t('admin.suggestions.title')}
      testId="importer-sale-suggestions"
    >
      <p className="mb-4 text-[15px] leading-relaxed text-muted">{t('admin.suggestions.lead')}</p>
      <form.Form {...form.formProps} className="flex flex-col gap-4" data-testid="importer-sale-share-form">
        <input type="hidden" name={INTENT_FIELD} value={form.intent} />
        <FormAlert errors={form.generalErrors} testId="importer-sale-share-error" />
        {suggestions.length === 0 ? (
          <p className="text-[15px] text-ink" data-testid="importer-sale-no-suggestions">
            {hasShares ? t('admin.suggestions.allShared') : t('admin.suggestions.empty')}
          </p>
        ) : (
          <fieldset id={field.id} aria-describedby={field.describedBy} className="min-w-0">
            <legend className="mb-2 text-[15px] font-semibold text-ink">
              {t('admin.suggestions.legend', { count: suggestions.length })}
            </legend>
            <ol className="grid gap-2">
              {suggestions.map((suggestion) => (
                <SuggestionItem
                  key={suggestion.company.user_id}
                  suggestion={suggestion}
                  isTicked={ticked.has(suggestion.company.user_id)}
                  isInvalid={field.invalid}
                />
              ))}
            </ol>
            <FieldErrors id={field.errorId} errors={field.errors} testId="importer-sale-user_ids-error" />
          </fieldset>
        )}
        {suggestions.length > 0 && (
          <SubmitButton isSubmitting={form.isSubmitting} className="self-start" testId="importer-sale-share">
            {t('admin.suggestions.submit')}
          </SubmitButton>
        )}
        <FormStatus testId="importer-sale-share-status">
          {done ? t('admin.suggestions.done', { count: form.success?.count ?? 0 }) : null}
        </FormStatus>
      </form.Form>
    </AdminSection>
  );
}

function SuggestionItem({
  suggestion,
  isTicked,
  isInvalid,
}: {
  suggestion: SuggestedExporter;
  isTicked: boolean;
  isInvalid: boolean;
}) {
  const { t } = useMatchmakingTranslation();
  const locale = useLocale();
  const { company } = suggestion;
  const name = companyNameOf(company, locale);
  const boxId = `suggestion-${company.user_id}`;
  const reasonsId = `${boxId}-reasons`;
  return (
    <li className="rounded-xl border border-slate-200 p-3" data-testid="importer-sale-suggestion">
      <div className="flex items-start gap-3">
        <input
          id={boxId}
          type="checkbox"
          name="user_ids"
          value={company.user_id}
          defaultChecked={isTicked}
          aria-describedby={reasonsId}
          aria-invalid={isInvalid || undefined}
          className="mt-0.5 size-5 shrink-0 rounded border-slate-400 accent-brand-600"
        />
        <div className="min-w-0 flex-1">
          <label htmlFor={boxId} className="cursor-pointer text-[15px] font-semibold break-words text-ink">
            {name}
          </label>
          <p className="mt-0.5 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted">
            <span>{t(`admin.suggestions.matches.${suggestion.match}`)}</span>
            <span aria-hidden="true">·</span>
            <span>{t('admin.suggestions.edrpou', { code: company.edrpou_code })}</span>
          </p>
          <ul id={reasonsId} className="mt-2 grid gap-1 text-sm text-ink">
            {suggestion.reasons.map((reason) => (
              <li
                key={`${reason.kind}-${reason.code}-${reason.application?.id ?? ''}`}
                className="flex gap-2"
              >
                <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-brand-600" />
                <span className="min-w-0 break-words">{reason.text}</span>
              </li>
            ))}
          </ul>
          <LocalizedLink
            to={`/admin/companies/${company.user_id}`}
            className="mt-2 inline-flex min-h-8 items-center text-sm font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900"
          >
            {t('admin.suggestions.companyLink')}
            <span className="sr-only">: {name}</span>
          </LocalizedLink>
        </div>
      </div>
    </li>
  );
}
