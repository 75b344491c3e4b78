import { useLocation } from 'react-router';
import type { AdminCompanyListItem, CompanyVerification, PaginationMeta } from '@portal/contract';
import { DataTable } from '../../../components/ui/data-table';
import { Pagination, buildPageHref } from '../../../components/ui/pagination';
import { useAdminTranslation } from '../../../i18n/admin';
import { useLocale } from '../../../i18n/use-locale';
import { otherName, pickNameWithLang } from '../../../lib/localized-name';
import { formatDate } from '../../../lib/format';
import {
  buildListHref,
  COMPANY_FILTERS,
  type CompaniesQuery,
} from '../../../components/back-office/list-query';
import { FilterTabs } from '../../../components/back-office/filter-tabs';
import { AdminPageHeading } from '../../../components/back-office/page-heading';
import { SearchForm } from '../../../components/back-office/search-form';
import { VerificationTag } from '../../../components/back-office/verification-tag';

const PATH = '/admin/companies';

type CompaniesPageProps = {
  query: CompaniesQuery;
  items: AdminCompanyListItem[];
  meta: PaginationMeta;
  /** Companies in each state, whatever the search (the tabs' badges). */
  counts: Record<CompanyVerification, number>;
};

/** /admin/companies: the companies by verification, searchable, newest registrations first. */
export function CompaniesPage({ query, items, meta, counts }: CompaniesPageProps) {
  const { t } = useAdminTranslation();
  const locale = useLocale();
  const location = useLocation();
  const tabs = COMPANY_FILTERS.map((verification) => ({
    key: verification,
    label: t(`verification.${verification}`),
    count:
      verification === 'all' ? Object.values(counts).reduce((sum, n) => sum + n, 0) : counts[verification],
    to: buildListHref(PATH, {
      verification: verification === 'pending' ? undefined : verification,
      search: query.search,
    }),
    isCurrent: query.verification === verification,
  }));
  const verificationParam = query.verification === 'pending' ? undefined : query.verification;
  return (
    <>
      <AdminPageHeading
        title={t('companies.title')}
        lead={t('companies.lead')}
        breadcrumbs={[{ label: t('nav.dashboard'), to: '/admin' }, { label: t('companies.title') }]}
      />
      <FilterTabs label={t('companies.tabsLabel')} tabs={tabs} testId="companies-tabs" />
      <SearchForm
        label={t('companies.searchLabel')}
        hint={t('companies.searchHint')}
        value={query.search}
        keep={{ verification: verificationParam }}
        clearTo={buildListHref(PATH, { verification: verificationParam })}
      />
      <p className="mb-3 text-[15px] text-muted" role="status" data-testid="companies-total">
        {t('companies.found', { count: meta.total })}
      </p>
      <DataTable
        caption={t('companies.caption', { filter: t(`verification.${query.verification}`) })}
        isCaptionHidden
        rows={items}
        getRowKey={(company) => company.user_id}
        getRowHref={(company) => `${PATH}/${company.user_id}`}
        testId="companies-table"
        empty={t('common.nothingFound')}
        columns={[
          {
            key: 'company',
            header: t('companies.columns.company'),
            isRowLink: true,
            cell: (company) => {
              // Issue 13 §6: the name in the page's language first, the other one under it.
              const names = { uk: company.company_name, en: company.company_name_en };
              const shown = pickNameWithLang(names, locale);
              const second = otherName(names, locale);
              return (
                <span className="flex flex-col">
                  <span lang={shown.lang}>{shown.text || company.name}</span>
                  {second && (
                    <span lang={second.lang} className="text-sm font-normal text-muted">
                      {second.text}
                    </span>
                  )}
                  <span className="text-sm font-normal text-muted sm:hidden">
                    {t('companies.columns.edrpou')} {company.edrpou_code}
                  </span>
                </span>
              );
            },
          },
          {
            key: 'edrpou',
            header: t('companies.columns.edrpou'),
            cell: (company) => company.edrpou_code,
            className: 'hidden sm:table-cell',
          },
          {
            key: 'email',
            header: t('companies.columns.email'),
            cell: (company) => <span className="break-all">{company.email}</span>,
            className: 'hidden md:table-cell',
          },
          {
            key: 'registered',
            header: t('companies.columns.registered'),
            cell: (company) => formatDate(company.registered_at, locale),
            className: 'hidden sm:table-cell whitespace-nowrap',
          },
          {
            key: 'status',
            header: t('companies.columns.status'),
            cell: (company) => <VerificationTag verification={company.verification} />,
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
