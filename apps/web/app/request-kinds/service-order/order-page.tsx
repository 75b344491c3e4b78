import type { CountryNames } from '../../components/designed-form/country-names';
import { endpoints, type FormAnswers, type ServiceOrder } from '@portal/contract';
import { FormPreview } from '../../components/designed-form/form-preview';
import type { ManagerComment } from '../../components/requests/manager-comment';
import { StatusHistory } from '../../components/requests/status-history';
import { ProfileSection } from '../../components/ui/page-heading';
import { useCatalogTranslation } from '../../i18n/catalog';
import { useLocale } from '../../i18n/use-locale';
import { apiHref } from '../../lib/api-client';
import { formatDateTime } from '../../lib/format';
import { RequestDetailHeading } from '../shared/request-detail';
import { namesOfFiles } from './catalog-query';
import { OrderPayment } from './order-payment';

export type OrderPageProps = {
  order: ServiceOrder;
  managerComment: ManagerComment | null;
  saved: 'submitted' | 'changes' | null;
  countryNames: CountryNames;
};

/** Where a file of the order is downloaded (the API sends it as an attachment, to the company and the managers). */
const fileHref = (id: string) => apiHref(endpoints.downloadCatalogFile, { params: { id } });

/**
 * /profile/services/{id} (issue 27 §2): an order — its number, service and status, "edit" while
 * it may be changed, the manager's comment when sent back or declined — a priced one's payment, its answers in the form's
 * version it was filled with (files to download), its history with the managers' comments, and
 * the office's results.
 */
export function OrderPage({ order, managerComment, saved, countryNames }: OrderPageProps) {
  const { t } = useCatalogTranslation();
  const locale = useLocale();
  return (
    <>
      <RequestDetailHeading
        kind="service_order"
        request={order}
        title={t('detail.title', { number: order.number })}
        lead={order.service.title}
        saved={saved ? t(saved === 'submitted' ? 'detail.savedSubmitted' : 'detail.savedChanges') : null}
        managerComment={managerComment}
        t={t}
        hasActions
      />
      <p className="-mt-6 mb-4">
        <a
          href={apiHref(endpoints.downloadServiceOrderPdf, {
            params: { id: String(order.service.id), itemId: order.id },
          })}
          className="inline-flex min-h-11 items-center text-[15px] font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900"
          data-testid="order-pdf"
        >
          {t('detail.pdf')}
        </a>
      </p>
      <div className="flex flex-col gap-6">
        {order.invoice && <OrderPayment invoice={order.invoice} />}
        <ProfileSection id="order-answers" title={t('detail.answersTitle')} testId="order-answers">
          <p className="-mt-2 mb-4 text-sm text-muted">
            {t('form.formVersion', { version: order.form.version })} ·{' '}
            <time dateTime={order.created_at}>{formatDateTime(order.created_at, locale)}</time>
          </p>
          <FormPreview
            definition={order.form.definition}
            answers={order.answers as Partial<FormAnswers>}
            locale={locale}
            fileHref={fileHref}
            uploadedFiles={namesOfFiles(order.files)}
            countryNames={countryNames}
          />
        </ProfileSection>
        <ProfileSection id="order-results" title={t('detail.resultsTitle')} testId="order-results">
          {order.results.length > 0 ? (
            <ul className="flex flex-col gap-2">
              {order.results.map((result) => (
                <li key={result.result_id}>
                  <a
                    href={fileHref(result.id)}
                    download
                    className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900"
                  >
                    {result.file_name}
                  </a>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-[15px] text-muted">{t('detail.resultsEmpty')}</p>
          )}
        </ProfileSection>
        <ProfileSection id="order-history" title={t('detail.historyTitle')} lead={t('detail.historyLead')}>
          <StatusHistory changes={order.history} list="short" />
        </ProfileSection>
      </div>
    </>
  );
}
