import type { PublishedAnalysis } from '@portal/contract';
import { buttonClasses } from '../../../components/ui/button-link';
import { PageHeading, ProfileSection } from '../../../components/ui/page-heading';
import { useAdvisoryTranslation } from '../../../i18n/advisory';
import { localizePath } from '../../../i18n/locale';
import { LocalizedLink } from '../../../i18n/localized-link';
import { useLocale } from '../../../i18n/use-locale';
import { cx } from '../../../lib/cx';
import { formatDate } from '../../../lib/format';
import { ANALYSIS_BASE_PATH, publishedAnalysisPdfPath } from './analyses-query';

/**
 * /profile/pro-services/analysis/{id} (spec §2, behind the subscription gate): a published
 * analysis in the page's language — title, country, product group, date, summary, its text — and
 * its PDF, downloaded through the page's resource route.
 */
export function PublishedAnalysisPage({ analysis }: { analysis: PublishedAnalysis }) {
  const { t } = useAdvisoryTranslation();
  const locale = useLocale();
  return (
    <>
      <LocalizedLink
        to={ANALYSIS_BASE_PATH}
        className="mb-4 inline-block text-[15px] font-semibold text-brand-700 underline-offset-4 hover:underline"
      >
        ← {t('published.back')}
      </LocalizedLink>
      <PageHeading title={analysis.title} lead={analysis.summary} />
      <dl
        className="-mt-4 mb-6 grid gap-x-6 gap-y-2 text-[15px] sm:grid-cols-[auto_1fr]"
        data-testid="published-analysis-facts"
      >
        <dt className="font-semibold text-muted">{t('published.country')}</dt>
        <dd className="text-ink">{analysis.country.name}</dd>
        <dt className="font-semibold text-muted">{t('published.product')}</dt>
        <dd className="text-ink">
          {analysis.hs ? `${analysis.hs.code} ${analysis.hs.name}` : t('published.allProducts')}
        </dd>
        <dt className="font-semibold text-muted">{t('published.publishedAt')}</dt>
        <dd className="text-ink">
          <time dateTime={analysis.published_at}>{formatDate(analysis.published_at, locale)}</time>
        </dd>
      </dl>
      <div className="mb-8 flex flex-wrap items-center gap-3">
        {analysis.pdf ? (
          <>
            <a
              href={localizePath(publishedAnalysisPdfPath(analysis.id), locale)}
              download
              className={cx(buttonClasses('solid'), 'whitespace-normal')}
              data-testid="published-analysis-download"
            >
              {t('published.download')}
            </a>
            <span className="text-sm break-all text-muted">{analysis.pdf.file_name}</span>
          </>
        ) : (
          <p className="text-[15px] text-muted">{t('published.noPdf')}</p>
        )}
      </div>
      <ProfileSection id="published-analysis-text" title={t('published.textSection')}>
        <div
          className="max-w-3xl text-base leading-relaxed break-words whitespace-pre-line text-ink"
          data-testid="published-analysis-body"
        >
          {analysis.body}
        </div>
      </ProfileSection>
    </>
  );
}
