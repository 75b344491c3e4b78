import type { AdminCountryAnalysis } from '@portal/contract';
import { useAdminTranslation } from '../../../i18n/admin';
import { DetailsList } from '../../../components/back-office/details-list';
import { AdminSection } from '../../../components/back-office/page-heading';
import { AnalysisResultSection } from './analysis-result';
import { ClassificationFacts, formatCountries } from '../../shared/back-office/request-facts';
import { ShortRequestPage } from '../../shared/back-office/short-request-page';

/**
 * /admin/country-analysis/{id}: the exporter's request (country, product, goals, comment), the
 * finished analysis and its form, the moves along the shorter status set, the company and the
 * history.
 */
export function CountryAnalysisRequestPage({ view }: { view: AdminCountryAnalysis }) {
  const { t } = useAdminTranslation();
  const request = view.request;
  return (
    <ShortRequestPage kind="country_analysis" request={request} view={view}>
      <AdminSection id="request-analysis" title={t('request.analysisTitle')} testId="request-analysis">
        <DetailsList
          items={[
            { label: t('request.fields.country'), value: formatCountries([request.country]) },
            { label: t('request.fields.productName'), value: request.product_name },
            {
              label: t('request.fields.goals'),
              isWide: true,
              value: <span className="whitespace-pre-line">{request.goals}</span>,
            },
            {
              label: t('request.fields.comment'),
              isWide: true,
              value: request.comment && <span className="whitespace-pre-line">{request.comment}</span>,
            },
          ]}
        />
        <h3 className="mt-6 mb-3 text-base font-bold text-ink">{t('request.classificationTitle')}</h3>
        <ClassificationFacts classification={request.classification} />
      </AdminSection>
      <AnalysisResultSection view={view} />
    </ShortRequestPage>
  );
}
