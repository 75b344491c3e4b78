import type { AdminPublishedAnalysis, PaginationMeta } from '@portal/contract';
import { useAdminTranslation } from '../../../i18n/admin';
import { useLocale } from '../../../i18n/use-locale';
import { formatDateTime } from '../../../lib/format';
import { foreignLang } from '../../../lib/localized-name';
import { defineList } from '../../../components/back-office/list-declaration';
import { BackOfficeListPage } from '../../../components/back-office/list-page';
import { PublicationTag } from '../../../components/back-office/publication-tag';
import {
  PUBLISHED_ANALYSES_PATH,
  PUBLISHED_STATES,
  type PublishedAnalysesQuery,
  type PublishedState,
} from './published-analysis-form';

/** The published analyses' list (decision 045): all, published and drafts. */
export const PUBLISHED_ANALYSES_LIST = defineList({
  path: PUBLISHED_ANALYSES_PATH,
  testId: 'analyses',
  tabs: { param: 'state', values: PUBLISHED_STATES, hasAll: true },
});

/**
 * /admin/country-analyses: the office's country analyses, published or drafts, newest first,
 * with their titles in both languages; each row opens its editor, and a new one starts as a
 * draft.
 */
export function PublishedAnalysesPage({
  query,
  items,
  meta,
}: {
  query: PublishedAnalysesQuery;
  items: readonly AdminPublishedAnalysis[];
  meta: PaginationMeta;
}) {
  const { t } = useAdminTranslation();
  const locale = useLocale();
  return (
    <BackOfficeListPage
      list={PUBLISHED_ANALYSES_LIST}
      query={query}
      texts={{
        title: t('publishedAnalyses.title'),
        lead: t('publishedAnalyses.lead'),
        newLabel: t('publishedAnalyses.new'),
        newTestId: 'analysis-new',
        tabsLabel: t('publishedAnalyses.tabsLabel'),
        tabLabel: (state) =>
          state === 'all'
            ? t('publishedAnalyses.all')
            : t(`publishedAnalyses.states.${state as PublishedState}`),
        found: t('publishedAnalyses.found', { count: meta.total }),
        empty: t('common.nothingFound'),
      }}
      rows={items}
      meta={meta}
      columns={[
        {
          key: 'title',
          header: t('publishedAnalyses.columns.title'),
          isRowLink: true,
          cell: (analysis) => (
            <span className="flex flex-col">
              <span lang={foreignLang('uk', locale)}>{analysis.title.uk}</span>
              <span lang={foreignLang('en', locale)} className="text-sm font-normal text-muted">
                {analysis.title.en}
              </span>
            </span>
          ),
        },
        {
          key: 'subject',
          header: t('publishedAnalyses.columns.subject'),
          cell: (analysis) => (
            <span className="flex flex-col">
              <span>{analysis.country.name}</span>
              <span className="text-sm text-muted">
                {analysis.hs
                  ? `${analysis.hs.code} — ${analysis.hs.name}`
                  : t('publishedAnalyses.everyProduct')}
              </span>
            </span>
          ),
          className: 'hidden sm:table-cell',
        },
        {
          key: 'state',
          header: t('publishedAnalyses.columns.state'),
          cell: (analysis) => <PublicationTag publishedAt={analysis.published_at} />,
        },
        {
          key: 'updated',
          header: t('publishedAnalyses.columns.updated'),
          cell: (analysis) => formatDateTime(analysis.updated_at, locale),
          className: 'hidden md:table-cell whitespace-nowrap',
        },
      ]}
    />
  );
}
