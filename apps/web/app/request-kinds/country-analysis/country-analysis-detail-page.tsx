import type { CountryAnalysisRequest } from '@portal/contract';
import { buttonClasses } from '../../components/ui/button-link';
import { ProfileSection } from '../../components/ui/page-heading';
import { DetailList } from '../../components/requests/detail-list';
import type { ManagerComment } from '../../components/requests/manager-comment';
import {
  classificationList,
  RequestDetailHeading,
  SAVED_TEXT_KEYS,
  type RequestSaved,
} from '../shared/request-detail';
import { StatusHistory } from '../../components/requests/status-history';
import { useAdvisoryTranslation } from '../../i18n/advisory';
import { localizePath } from '../../i18n/locale';
import { useLocale } from '../../i18n/use-locale';
import { cx } from '../../lib/cx';
import { formatDateTime } from '../../lib/format';
import { pickNameWithLang } from '../../lib/localized-name';
import { getCountryAnalysisPdfPath } from './country-analysis-paths';

export type CountryAnalysisDetailPageProps = {
  analysisRequest: CountryAnalysisRequest;
  managerComment: ManagerComment | null;
  saved: RequestSaved | null;
};

/** The statuses in which the analysts work on a request: the page says the analysis will come here. */
const AWAITED = new Set(['accepted', 'in_process']);

/** The manager's finished analysis (decision 028): its text in the page's language, and the PDF. */
function FinishedAnalysis({ request }: { request: CountryAnalysisRequest }) {
  const { t } = useAdvisoryTranslation();
  const locale = useLocale();
  const { result } = request;
  if (!result) {
    return AWAITED.has(request.status) ? (
      <p className="text-[15px] leading-relaxed text-muted" data-testid="country-analysis-result-waiting">
        {t('detail.resultWaiting')}
      </p>
    ) : null;
  }
  const text = pickNameWithLang({ uk: result.text_uk, en: result.text_en }, locale);
  return (
    <div data-testid="country-analysis-result">
      <p className="text-sm text-muted">
        {t('detail.resultAttachedAt')}:{' '}
        <time dateTime={result.attached_at}>{formatDateTime(result.attached_at, locale)}</time>
      </p>
      {text.text && (
        <div
          lang={text.lang}
          className="mt-4 text-[15px] leading-relaxed break-words whitespace-pre-line text-ink"
          data-testid="country-analysis-result-text"
        >
          {text.text}
        </div>
      )}
      {result.pdf && (
        <p className="mt-6 flex flex-wrap items-center gap-3">
          <a
            href={localizePath(getCountryAnalysisPdfPath(request.id), locale)}
            download
            className={cx(buttonClasses('solid'), 'whitespace-normal')}
            data-testid="country-analysis-download"
          >
            {t('detail.download')}
          </a>
          <span className="text-sm break-all text-muted">{result.pdf.file_name}</span>
        </p>
      )}
    </div>
  );
}

/**
 * /profile/analysis-applications/{id} (spec §2): a country-analysis request with its status, the
 * finished analysis once a manager attached it, its data and its history with the managers'
 * comments. One sent back for changes says so first, with the way to the edit page.
 */
export function CountryAnalysisDetailPage({
  analysisRequest,
  managerComment,
  saved,
}: CountryAnalysisDetailPageProps) {
  const { t } = useAdvisoryTranslation();
  const locale = useLocale();
  const request = analysisRequest;
  const showResult = request.result !== null || AWAITED.has(request.status);

  return (
    <>
      <RequestDetailHeading
        kind="country_analysis"
        request={request}
        title={t('detail.title', { number: request.number })}
        lead={request.product_name}
        saved={saved ? t(SAVED_TEXT_KEYS[saved]) : null}
        managerComment={managerComment}
        t={t}
        hasActions
      />
      <div className="flex flex-col gap-6">
        {showResult && (
          <ProfileSection id="country-analysis-result" title={t('detail.resultSection')}>
            <FinishedAnalysis request={request} />
          </ProfileSection>
        )}
        <ProfileSection
          id="country-analysis-data"
          title={t('detail.dataSection')}
          testId="country-analysis-data"
        >
          <DetailList
            testId="country-analysis-fields"
            items={[
              { key: 'country', label: t('detail.country'), value: request.country.name },
              { key: 'product', label: t('detail.productName'), value: request.product_name },
              {
                key: 'classification',
                label: t('detail.classification'),
                value: classificationList(request.classification, t),
              },
              {
                key: 'goals',
                label: t('detail.goals'),
                value: <span className="whitespace-pre-line">{request.goals}</span>,
              },
              {
                key: 'comment',
                label: t('detail.comment'),
                value: request.comment ? (
                  <span className="whitespace-pre-line">{request.comment}</span>
                ) : null,
              },
              {
                key: 'created',
                label: t('detail.createdAt'),
                value: (
                  <time dateTime={request.created_at}>{formatDateTime(request.created_at, locale)}</time>
                ),
              },
              {
                key: 'submitted',
                label: t('detail.submittedAt'),
                value: request.submitted_at ? (
                  <time dateTime={request.submitted_at}>{formatDateTime(request.submitted_at, locale)}</time>
                ) : null,
              },
            ]}
          />
        </ProfileSection>
        <ProfileSection id="country-analysis-history" title={t('detail.historySection')}>
          <StatusHistory changes={request.history} list="short" />
        </ProfileSection>
      </div>
    </>
  );
}
