import type { ReactNode } from 'react';
import {
  CAPACITY_PERIODS,
  optionLabel,
  PRODUCT_UNITS,
  toApiLocale,
  type ProgressBarQuestionItem,
  type SalesMarketApplication,
} from '@portal/contract';
import { ErrorSummary, type ErrorSummaryItem } from '../../components/form/error-summary';
import { FormAlert, SubmitButton } from '../../components/form/form-feedback';
import { useApiForm, type ApiForm } from '../../components/form/use-api-form';
import { ProgressBar } from '../../components/requests/progress-bar';
import { LocalizedLink } from '../../i18n/localized-link';
import { localizePath } from '../../i18n/locale';
import { useRequestsTranslation } from '../../i18n/requests';
import { useLocale } from '../../i18n/use-locale';
import { formatNumber } from '../../lib/format';
import { INTENT_FIELD } from '../../lib/forms/form-values';
import { foreignLang } from '../../lib/localized-name';
import { findPageOfField, pagePath, SUBMIT_FIELDS, SUBMIT_INTENT, type FormPage } from './sales-market-pages';
import { fieldName, PageTitle } from './sales-market-question-page';

type Row = { key: string; label: string; value: ReactNode; page: FormPage };

/**
 * One topic's answers as a GOV.UK summary list: each answer with its label and a 'Change' link
 * (its hidden words say what it changes) to the page that asks it, to come back here after.
 */
function SummaryCard({
  id,
  title,
  rows,
  applicationId,
}: {
  id: string;
  title: string;
  rows: Row[];
  applicationId: string;
}) {
  const { t } = useRequestsTranslation();
  const headingId = `${id}-heading`;
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-slate-200 bg-white p-5 sm:p-8"
      data-testid={`check-${id}`}
    >
      <h2 id={headingId} className="text-xl font-bold text-brand-900">
        {title}
      </h2>
      <dl className="mt-4 divide-y divide-slate-200 border-y border-slate-200">
        {rows.map((row) => {
          const isEmpty =
            row.value === null || row.value === undefined || row.value === '' || row.value === false;
          return (
            <div
              key={row.key}
              className="grid gap-1 py-3 sm:grid-cols-[minmax(10rem,16rem)_1fr_auto] sm:gap-6"
              data-testid={`check-row-${row.key}`}
            >
              <dt className="text-[15px] font-semibold text-ink">{row.label}</dt>
              <dd className="text-[15px] leading-relaxed break-words text-ink">
                {isEmpty ? <span className="text-muted">{t('shared.notGiven')}</span> : row.value}
              </dd>
              <dd className="sm:text-right">
                <LocalizedLink
                  to={pagePath(applicationId, row.page, { returnToCheck: true })}
                  className="inline-flex min-h-8 items-center text-[15px] font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
                  data-testid={`check-change-${row.key}`}
                >
                  {t('market.pages.change')}
                  <span className="sr-only"> — {row.label}</span>
                </LocalizedLink>
              </dd>
            </div>
          );
        })}
      </dl>
    </section>
  );
}

/** The lines of the summary after a refused submit: each field with an error, leading to its page. */
function listSubmitErrors(
  form: ApiForm<never>,
  applicationId: string,
  t: ReturnType<typeof useRequestsTranslation>['t'],
  locale: ReturnType<typeof useLocale>,
): ErrorSummaryItem[] {
  return Object.keys(SUBMIT_FIELDS).flatMap((name) => {
    const errors = form.errorsFor(name);
    const page = findPageOfField(name);
    if (errors.length === 0 || !page) return [];
    const anchor = name === 'answers' ? '' : `#${page}-${name}`;
    return [
      {
        key: name,
        href: localizePath(`${pagePath(applicationId, page, { returnToCheck: true })}${anchor}`, locale),
        text: t('market.pages.errorItem', { field: fieldName(t, name), message: errors.join(' ') }),
      },
    ];
  });
}

/**
 * Check your answers (issue 13 §6): every answer of the application by topic, each with a way to
 * change it, and the button that sends the application to the managers (again, when it came
 * back for rework). A refused submit shows the error summary, its links leading to the pages.
 */
export function SalesMarketCheckAnswers({
  application,
  questions,
}: {
  application: SalesMarketApplication;
  questions: readonly ProgressBarQuestionItem[];
}) {
  const { t } = useRequestsTranslation();
  const locale = useLocale();
  const apiLocale = toApiLocale(locale);
  const form = useApiForm<never>({ intent: SUBMIT_INTENT, fields: SUBMIT_FIELDS });
  const number = (value: string | null) => (value ? formatNumber(value, locale) : '');
  const unit = (code: string | null) => optionLabel(PRODUCT_UNITS, code, apiLocale);
  const amount = (value: string | null, unitCode: string | null) =>
    value ? `${number(value)} ${unit(unitCode)}`.trim() : '';
  const hs = application.classification;
  const names = (items: readonly { name: string }[]) => items.map((item) => item.name).join(', ');
  const row = (key: string, page: FormPage, value: ReactNode): Row => ({
    key,
    page,
    value,
    label: fieldName(t, key),
  });

  const sections: { id: string; title: string; rows: Row[] }[] = [
    {
      id: 'contact',
      title: t('market.pages.titles.contact'),
      rows: [
        row('contact_name', 'contact', application.contact_name),
        row('contact_position', 'contact', application.contact_position),
        row('contact_phone', 'contact', application.contact_phone),
        row('contact_email', 'contact', application.contact_email),
      ],
    },
    {
      id: 'product',
      title: t('market.pages.titles.product'),
      rows: [
        row(
          'product_name_uk',
          'product',
          application.product_name_uk && (
            <span lang={foreignLang('uk', locale)}>{application.product_name_uk}</span>
          ),
        ),
        row(
          'product_name_en',
          'product',
          application.product_name_en && (
            <span lang={foreignLang('en', locale)}>{application.product_name_en}</span>
          ),
        ),
        row(
          'classification',
          'classification',
          hs.product_item && (
            <>
              <span className="font-semibold">{hs.product_item.code}</span> {hs.product_item.name}
              {hs.section && hs.group && (
                <span className="block text-sm text-muted">
                  {t('shared.classification.section')} {hs.section.code}, {t('shared.classification.group')}{' '}
                  {hs.group.code}
                </span>
              )}
            </>
          ),
        ),
        row(
          'description',
          'product',
          application.description && <span className="whitespace-pre-line">{application.description}</span>,
        ),
        row('certificates', 'product', application.certificates),
      ],
    },
    {
      id: 'volume',
      title: t('market.pages.titles.volume'),
      rows: [
        row(
          'production_capacity',
          'volume',
          application.production_capacity &&
            `${amount(application.production_capacity, application.capacity_unit)} ${optionLabel(CAPACITY_PERIODS, application.capacity_period, apiLocale)}`.trim(),
        ),
        row(
          'price',
          'volume',
          application.price &&
            t('market.detail.pricePer', {
              price: `${number(application.price)} ${application.currency ?? ''}`.trim(),
              unit: unit(application.price_unit),
            }),
        ),
        row('minimum_order', 'volume', amount(application.minimum_order, application.minimum_order_unit)),
        row('incoterms', 'delivery', application.incoterms.join(', ')),
      ],
    },
    {
      id: 'markets',
      title: t('market.pages.titles.markets'),
      rows: [
        row('target_countries', 'markets', names(application.target_countries)),
        row('exported_countries', 'markets', names(application.exported_countries)),
      ],
    },
    {
      id: 'services',
      title: t('market.pages.titles.services'),
      rows: [row('service_ids', 'services', names(application.services))],
    },
    {
      id: 'readiness',
      title: t('market.pages.titles.readiness'),
      rows: questions.map((question) => {
        const answer = application.answers[question.id];
        return {
          key: `answers.${question.id}`,
          page: 'readiness' as const,
          label: question.question,
          value: answer ? t(`shared.answers.${answer}`) : '',
        };
      }),
    },
  ];

  return (
    <>
      <ErrorSummary
        title={t('market.pages.errorSummary')}
        items={listSubmitErrors(form, application.id, t, locale)}
      />
      <PageTitle page="check" />
      <div className="flex flex-col gap-6">
        {sections.map((section) => (
          <SummaryCard key={section.id} {...section} applicationId={application.id} />
        ))}
        <section
          aria-labelledby="submit-heading"
          className="rounded-2xl border border-brand-100 bg-brand-50 p-5 sm:p-8"
          data-testid="check-submit-section"
        >
          <h2 id="submit-heading" className="text-xl font-bold text-brand-900">
            {t('market.pages.submitTitle')}
          </h2>
          <ProgressBar
            value={application.progress}
            label={t('market.progress')}
            className="mt-4"
            testId="form-progress"
          />
          <p className="mt-4 text-[15px] leading-relaxed text-ink">
            {application.permissions.can_submit ? t('market.pages.submitLead') : t('market.pages.incomplete')}
          </p>
          <form.Form {...form.formProps} className="mt-4" data-testid="check-form">
            <input type="hidden" name={INTENT_FIELD} value={form.intent} />
            <FormAlert errors={form.generalErrors} testId="product-error" />
            <SubmitButton isSubmitting={form.isSubmitting} className="mt-2" testId="product-submit">
              {application.status === 'in_finalization' ? t('market.edit.resubmit') : t('market.edit.submit')}
            </SubmitButton>
          </form.Form>
        </section>
      </div>
    </>
  );
}
