import { useLocation } from 'react-router';
import type { AdminPublishedAnalysis, PaginationMeta } from '@portal/contract';
import { ButtonLink } from '../../../components/ui/button-link';
import { DataTable } from '../../../components/ui/data-table';
import { Pagination, buildPageHref } from '../../../components/ui/pagination';
import { useAdminTranslation } from '../../../i18n/admin';
import { useLocale } from '../../../i18n/use-locale';
import { formatDateTime } from '../../../lib/format';
import { foreignLang } from '../../../lib/localized-name';
import { buildListHref } from '../../../components/back-office/list-query';
import { FilterTabs } from '../../../components/back-office/filter-tabs';
import { AdminPageHeading } from '../../../components/back-office/page-heading';
import { PublicationTag } from '../../../components/back-office/publication-tag';
import {
  PUBLISHED_ANALYSES_PATH,
  PUBLISHED_STATES,
  type PublishedAnalysesQuery,
} from './published-analysis-form';

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
  const location = useLocation();
  const title = t('publishedAnalyses.title');
  const tabs = [
    {
      key: 'all',
      label: t('publishedAnalyses.all'),
      to: PUBLISHED_ANALYSES_PATH,
      isCurrent: query.state === undefined,
    },
    ...PUBLISHED_STATES.map((state) => ({
      key: state,
      label: t(`publishedAnalyses.states.${state}`),
      to: buildListHref(PUBLISHED_ANALYSES_PATH, { state }),
      isCurrent: query.state === state,
    })),
  ];
  return (
    <>
      <AdminPageHeading
        title={title}
        lead={t('publishedAnalyses.lead')}
        breadcrumbs={[{ label: t('nav.dashboard'), to: '/admin' }, { label: title }]}
        aside={
          <ButtonLink to={`${PUBLISHED_ANALYSES_PATH}/new`} className="self-start" data-testid="analysis-new">
            {t('publishedAnalyses.new')}
          </ButtonLink>
        }
      />
      <FilterTabs label={t('publishedAnalyses.tabsLabel')} tabs={tabs} testId="analyses-tabs" />
      <p className="mb-3 text-[15px] text-muted" role="status" data-testid="analyses-total">
        {t('publishedAnalyses.found', { count: meta.total })}
      </p>
      <DataTable
        caption={title}
        isCaptionHidden
        rows={items}
        getRowKey={(analysis) => String(analysis.id)}
        getRowHref={(analysis) => `${PUBLISHED_ANALYSES_PATH}/${analysis.id}`}
        testId="analyses-table"
        empty={t('common.nothingFound')}
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
      <Pagination
        page={meta.current_page}
        pageCount={meta.last_page}
        getHref={(page) => buildPageHref(location, page)}
        className="mt-6"
      />
    </>
  );
}
