import { answerRows, endpoints, toApiLocale, type AdminServiceOrder } from '@portal/contract';
import { apiHref } from '../../../lib/api-client';
import { useAdminTranslation } from '../../../i18n/admin';
import { useLocale } from '../../../i18n/use-locale';
import { DetailsList } from '../../../components/back-office/details-list';
import { AdminSection } from '../../../components/back-office/page-heading';
import { ShortRequestPage } from '../../shared/back-office/short-request-page';
import { OrderResultsSection } from './order-results';

/**
 * /admin/service-orders/{id}: the answers to the form's version the order was filled with, the
 * office's results, and the moves; the manager answers with the comment of a move.
 */
export function ServiceOrderPage({ view }: { view: AdminServiceOrder }) {
  const { t } = useAdminTranslation();
  const locale = toApiLocale(useLocale());
  const request = view.request;
  const rows = answerRows(request.form.definition, request.answers, request.files, locale, {
    yes: t('serviceOrder.yes'),
    no: t('serviceOrder.no'),
    none: t('serviceOrder.noAnswer'),
  });
  return (
    <ShortRequestPage
      kind="service_order"
      request={request}
      view={view}
      commentHint={t('serviceOrder.answerHint')}
    >
      <AdminSection
        id="order-answers"
        title={`${request.service.title} · ${t('serviceOrder.formVersion', { version: request.form.version })}`}
        testId="order-answers"
      >
        <DetailsList
          items={rows.map((row) => ({
            label: row.label,
            isWide: true,
            value: row.file ? (
              <a className="text-brand-700 underline" href={row.file.url} download>
                {row.text}
              </a>
            ) : (
              <span className="whitespace-pre-line">{row.text}</span>
            ),
          }))}
        />
        <p className="mt-4">
          <a
            href={apiHref(endpoints.downloadAdminServiceOrderPdf, { params: { id: request.id } })}
            className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900"
            data-testid="order-pdf"
          >
            {t('serviceOrder.pdf')}
          </a>
        </p>
      </AdminSection>
      <OrderResultsSection view={view} />
    </ShortRequestPage>
  );
}
