import type { AdminCheckList } from '@portal/contract';
import { useAdminTranslation } from '../../../i18n/admin';
import { DetailsList } from '../ui/details-list';
import { AdminPageHeading, AdminSection } from '../ui/page-heading';
import { StatusBadge } from '../../../components/requests/status-badge';
import { AnswersList, ClassificationFacts, formatCountries, RequestTimesSection } from './request-facts';
import { RequestCompanyCard } from './request-company';
import { RequestHistorySection } from './status-history';
import { StatusMoveForm } from './status-move-form';

/**
 * /admin/check-list/{id}: every field of the market-analysis request, its company, the moves a
 * manager may make (the short set of labels, spec §4) and the history.
 */
export function CheckListRequestPage({ request }: { request: AdminCheckList }) {
  const { t } = useAdminTranslation();
  const analysis = request.request;
  const title = t('checkList.requestTitle', { number: analysis.number });
  return (
    <>
      <AdminPageHeading
        title={title}
        breadcrumbs={[
          { label: t('nav.dashboard'), to: '/admin' },
          { label: t('checkList.title'), to: '/admin/check-list' },
          { label: title },
        ]}
        aside={<StatusBadge status={analysis.status} list="short" size="md" className="self-start" />}
      />
      <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_24rem] xl:items-start">
        <div className="flex min-w-0 flex-col gap-6">
          <AdminSection id="request-analysis" title={t('request.analysisTitle')} testId="request-analysis">
            <DetailsList
              items={[
                { label: t('request.fields.category'), value: analysis.category.name },
                { label: t('request.fields.areaOfActivity'), value: analysis.area_of_activity.name },
                { label: t('request.fields.productName'), value: analysis.product_name },
                {
                  label: t('request.fields.targetCountries'),
                  value: formatCountries(analysis.target_countries),
                },
                {
                  label: t('request.fields.comment'),
                  isWide: true,
                  value: analysis.comment && <span className="whitespace-pre-line">{analysis.comment}</span>,
                },
              ]}
            />
            <h3 className="mt-6 mb-3 text-base font-bold text-ink">{t('request.classificationTitle')}</h3>
            <ClassificationFacts classification={analysis.classification} />
          </AdminSection>
          <AdminSection
            id="request-answers"
            title={t('request.checkListAnswersTitle')}
            testId="request-answers"
          >
            <AnswersList answers={analysis.answers} />
          </AdminSection>
          <RequestTimesSection request={analysis} />
        </div>
        <div className="flex min-w-0 flex-col gap-6">
          <StatusMoveForm status={analysis.status} allowedMoves={request.allowed_moves} list="short" />
          <RequestCompanyCard company={request.company} />
          <RequestHistorySection history={request.history} list="short" />
        </div>
      </div>
    </>
  );
}
