import type { AdminCheckList } from '@portal/contract';
import { useAdminTranslation } from '../../../i18n/admin';
import { DetailsList } from '../../../components/back-office/details-list';
import { AdminSection } from '../../../components/back-office/page-heading';
import { AnswersList, ClassificationFacts, formatCountries } from '../../shared/back-office/request-facts';
import { ShortRequestPage } from '../../shared/back-office/short-request-page';

/**
 * /admin/check-list/{id}: every field of the market-analysis request, its company, the moves a
 * manager may make (the short set of labels, spec §4) and the history.
 */
export function CheckListRequestPage({ request }: { request: AdminCheckList }) {
  const { t } = useAdminTranslation();
  const analysis = request.request;
  return (
    <ShortRequestPage kind="check_list" request={analysis} view={request}>
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
      <AdminSection id="request-answers" title={t('request.checkListAnswersTitle')} testId="request-answers">
        <AnswersList answers={analysis.answers} />
      </AdminSection>
    </ShortRequestPage>
  );
}
