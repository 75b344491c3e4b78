import { Form, Link, useLocation } from 'react-router';
import {
  PRO_PARTNER_KINDS,
  type Country,
  type PaginationMeta,
  type ProPartnerListItem,
  type ProPartnerRequest,
} from '@portal/contract';
import { INPUT_CLASSES } from '../../components/form/field-parts';
import { EmptyState } from '../../components/requests/empty-state';
import { buttonClasses } from '../../components/ui/button-link';
import { PageHeading } from '../../components/ui/page-heading';
import { buildPageHref, Pagination } from '../../components/ui/pagination';
import { useProPartnersTranslation } from '../../i18n/proPartners';
import { cx } from '../../lib/cx';
import { AccessNotice } from './access-notice';
import { BackLink } from './back-link';
import { ProPartnerCard } from './pro-partner-card';
import { ProPartnerRequests } from './pro-partner-requests';
import { PRO_SERVICES_PATH, type ProPartnerAccess, type ProPartnerFilters } from './pro-partners-query';

type DirectoryData = {
  partners: { items: ProPartnerListItem[]; meta: PaginationMeta };
  requests: { items: ProPartnerRequest[]; meta: PaginationMeta };
  countries: Country[];
};

/** The directory with the company's requests, or, for a company that may not use it, nothing. */
export type ProPartnersPageProps = { filters: ProPartnerFilters } & (
  | { access: 'open'; directory: DirectoryData }
  | { access: Exclude<ProPartnerAccess, 'open'>; directory: null }
);

/** Kind of service and country: a plain GET form, so it works without JavaScript and starts from page 1. */
function PartnerFilter({ filters, countries }: { filters: ProPartnerFilters; countries: Country[] }) {
  const { t } = useProPartnersTranslation();
  const { pathname } = useLocation();
  const isFiltered = filters.kind !== '' || filters.country !== '';
  return (
    <Form
      method="get"
      role="search"
      aria-label={t('list.filterLabel')}
      className="mb-6 flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 sm:p-5 lg:flex-row lg:items-end"
      data-testid="pro-partners-filter"
    >
      <div className="min-w-0 flex-1">
        <label htmlFor="pro-partners-kind" className="mb-1.5 block text-[15px] font-semibold text-ink">
          {t('list.kind')}
        </label>
        <select
          id="pro-partners-kind"
          name="kind"
          defaultValue={filters.kind}
          className={cx(INPUT_CLASSES, 'pr-10')}
          data-testid="pro-partners-kind"
        >
          <option value="">{t('list.anyKind')}</option>
          {PRO_PARTNER_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {t(`kinds.${kind}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="min-w-0 flex-1">
        <label htmlFor="pro-partners-country" className="mb-1.5 block text-[15px] font-semibold text-ink">
          {t('list.country')}
        </label>
        <select
          id="pro-partners-country"
          name="country"
          defaultValue={filters.country}
          className={cx(INPUT_CLASSES, 'pr-10')}
          data-testid="pro-partners-country"
        >
          <option value="">{t('list.anyCountry')}</option>
          {countries.map((country) => (
            <option key={country.code} value={country.code}>
              {country.name}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className={buttonClasses('solid')} data-testid="pro-partners-apply">
          {t('list.apply')}
        </button>
        {isFiltered && (
          <Link to={pathname} className={buttonClasses('outline')} data-testid="pro-partners-reset">
            {t('list.reset')}
          </Link>
        )}
      </div>
    </Form>
  );
}

/**
 * /profile/pro-services/partners (issue 16 §4, decision 031): the directory of professional
 * partners for every approved company — filtered by kind of service and the country served, paged,
 * each a card leading to the partner's page — and the company's own requests below. A company that
 * may not use it yet is told why and where to go instead.
 */
export function ProPartnersPage(props: ProPartnersPageProps) {
  const { t } = useProPartnersTranslation();
  return (
    <>
      <BackLink to={PRO_SERVICES_PATH}>{t('back')}</BackLink>
      <PageHeading title={t('list.title')} lead={t('list.lead')} />
      {props.access === 'open' ? (
        <Directory filters={props.filters} directory={props.directory} />
      ) : (
        <AccessNotice access={props.access} />
      )}
    </>
  );
}

/** The filter, the partners' cards (or why there are none), their pages, and the company's requests. */
function Directory({ filters, directory }: { filters: ProPartnerFilters; directory: DirectoryData }) {
  const { t } = useProPartnersTranslation();
  const location = useLocation();
  const isFiltered = filters.kind !== '' || filters.country !== '';
  return (
    <>
      <PartnerFilter filters={filters} countries={directory.countries} />
      <section aria-labelledby="pro-partners-count" data-testid="pro-partners">
        <h2 id="pro-partners-count" className="mb-3 text-[15px] font-semibold text-muted">
          {t('list.found', { count: directory.partners.meta.total })}
        </h2>
        {directory.partners.items.length > 0 ? (
          <ul className="grid gap-4 md:grid-cols-2" data-testid="pro-partners-list">
            {directory.partners.items.map((partner) => (
              <ProPartnerCard key={partner.id} partner={partner} />
            ))}
          </ul>
        ) : (
          <EmptyState
            testId="pro-partners-empty"
            title={isFiltered ? t('list.noMatchTitle') : t('list.emptyTitle')}
            text={isFiltered ? t('list.noMatchText') : t('list.emptyText')}
          >
            {isFiltered && (
              <Link to={location.pathname} className={buttonClasses('outline')}>
                {t('list.reset')}
              </Link>
            )}
          </EmptyState>
        )}
        <Pagination
          className="mt-6"
          page={directory.partners.meta.current_page}
          pageCount={directory.partners.meta.last_page}
          getHref={(page) => buildPageHref(location, page)}
        />
      </section>
      <ProPartnerRequests requests={directory.requests} />
    </>
  );
}
