import {
  CAPACITY_PERIODS,
  PRODUCT_UNITS,
  optionLabel,
  toApiLocale,
  type AdminSalesMarket,
  type Country,
} from '@portal/contract';
import { useAdminTranslation } from '../../../i18n/admin';
import { useLocale } from '../../../i18n/use-locale';
import { foreignLang } from '../../../lib/localized-name';
import { SHARING_STATUSES } from '../../../components/back-office/admin-forms';
import { formatDateTime } from '../../../lib/format';
import { DetailsList } from '../../../components/back-office/details-list';
import { AdminPageHeading, AdminSection } from '../../../components/back-office/page-heading';
import { StatusBadge } from '../../../components/requests/status-badge';
import {
  AnswersList,
  ClassificationFacts,
  formatCountries,
  RequestTimesSection,
} from '../../shared/back-office/request-facts';
import { RequestCompanyCard } from '../../shared/back-office/request-company';
import { SharedContacts } from './shared-contacts';
import { RequestHistorySection } from '../../shared/back-office/status-history';
import { StatusMoveForm } from '../../shared/back-office/status-move-form';

/**
 * /admin/sales-market/{id}: every field of the export application, its company, the moves a
 * manager may make with a comment, the history, and the importers' contacts shared with the
 * exporter (while approved or in work).
 */
export function SalesMarketRequestPage({
  request,
  countries,
}: {
  request: AdminSalesMarket;
  countries: Country[];
}) {
  const { t } = useAdminTranslation();
  const locale = useLocale();
  const apiLocale = toApiLocale(locale);
  const application = request.application;
  const unit = (code: string | null) => (code ? optionLabel(PRODUCT_UNITS, code, apiLocale) : '');
  const title = t('salesMarket.requestTitle', { number: application.number });
  const amount = (value: string | null, unitCode: string | null) =>
    value ? `${value} ${unit(unitCode)}`.trim() : '';

  return (
    <>
      <AdminPageHeading
        title={title}
        breadcrumbs={[
          { label: t('nav.dashboard'), to: '/admin' },
          { label: t('salesMarket.title'), to: '/admin/sales-market' },
          { label: title },
        ]}
        aside={<StatusBadge status={application.status} list="full" size="md" className="self-start" />}
      />
      <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_24rem] xl:items-start">
        <div className="flex min-w-0 flex-col gap-6">
          <AdminSection id="request-product" title={t('request.productTitle')} testId="request-product">
            {!application.has_product_step && (
              <p className="mb-4 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-[15px] text-amber-900">
                {t('request.noProductStep')}
              </p>
            )}
            <DetailsList
              items={[
                {
                  label: t('request.fields.productNameUk'),
                  value: application.product_name_uk && (
                    <span lang={foreignLang('uk', locale)}>{application.product_name_uk}</span>
                  ),
                },
                {
                  label: t('request.fields.productNameEn'),
                  value: application.product_name_en && (
                    <span lang={foreignLang('en', locale)}>{application.product_name_en}</span>
                  ),
                },
                {
                  label: t('request.fields.description'),
                  isWide: true,
                  value: application.description && (
                    <span className="whitespace-pre-line">{application.description}</span>
                  ),
                },
                {
                  label: t('request.fields.capacity'),
                  value: application.production_capacity
                    ? `${amount(application.production_capacity, application.capacity_unit)} ${
                        application.capacity_period
                          ? optionLabel(CAPACITY_PERIODS, application.capacity_period, apiLocale)
                          : ''
                      }`.trim()
                    : '',
                },
                {
                  label: t('request.fields.price'),
                  value: application.price
                    ? t('request.pricePerUnit', {
                        price: `${application.price} ${application.currency ?? ''}`.trim(),
                        unit: unit(application.price_unit),
                      })
                    : '',
                },
                {
                  label: t('request.fields.minimumOrder'),
                  value: amount(application.minimum_order, application.minimum_order_unit),
                },
                { label: t('request.fields.incoterms'), value: application.incoterms.join(', ') },
                {
                  label: t('request.fields.certificates'),
                  isWide: true,
                  value: application.certificates && (
                    <span className="whitespace-pre-line">{application.certificates}</span>
                  ),
                },
              ]}
            />
            <h3 className="mt-6 mb-3 text-base font-bold text-ink">{t('request.classificationTitle')}</h3>
            <ClassificationFacts classification={application.classification} />
          </AdminSection>
          <AdminSection id="request-markets" title={t('request.marketsTitle')} testId="request-markets">
            <DetailsList
              columns={1}
              items={[
                {
                  label: t('request.fields.targetCountries'),
                  value: formatCountries(application.target_countries),
                },
                {
                  label: t('request.fields.exportedCountries'),
                  value: formatCountries(application.exported_countries),
                },
                {
                  label: t('request.fields.services'),
                  value: application.services.map((service) => service.name).join(', '),
                },
              ]}
            />
          </AdminSection>
          <AdminSection id="request-contact" title={t('request.contactTitle')} testId="request-contact">
            <DetailsList
              items={[
                { label: t('request.fields.contactName'), value: application.contact_name },
                { label: t('request.fields.contactPosition'), value: application.contact_position },
                { label: t('request.fields.contactPhone'), value: application.contact_phone },
                {
                  label: t('request.fields.contactEmail'),
                  value: <span className="break-all">{application.contact_email}</span>,
                },
              ]}
            />
          </AdminSection>
          <AdminSection
            id="request-readiness"
            title={t('request.readinessTitle')}
            testId="request-readiness"
            actions={
              <span className="text-sm font-semibold text-brand-700">
                {t('request.progress', { progress: application.progress })}
              </span>
            }
          >
            <AnswersList answers={application.answers} />
          </AdminSection>
          {application.rating && (
            <AdminSection id="request-rating" title={t('request.ratingTitle')} testId="request-rating">
              <DetailsList
                items={[
                  {
                    label: t('request.fields.rating'),
                    value: t('request.ratingValue', { rating: application.rating.rating }),
                  },
                  {
                    label: t('request.fields.ratedAt'),
                    value: formatDateTime(application.rating.rated_at, locale),
                  },
                  { label: t('request.fields.ratingComment'), value: application.rating.comment },
                ]}
              />
            </AdminSection>
          )}
          <SharedContacts
            contacts={request.shared_contacts}
            countries={countries}
            canShare={SHARING_STATUSES.includes(application.status)}
          />
          <RequestTimesSection request={application} />
        </div>
        <div className="flex min-w-0 flex-col gap-6">
          <StatusMoveForm status={application.status} allowedMoves={request.allowed_moves} list="full" />
          <RequestCompanyCard company={request.company} />
          <RequestHistorySection history={request.history} list="full" />
        </div>
      </div>
    </>
  );
}
