import { useLocation } from 'react-router';
import type { AdminProPartnerRequest, PaginationMeta } from '@portal/contract';
import { DataTable } from '../../../components/ui/data-table';
import { buildPageHref, Pagination } from '../../../components/ui/pagination';
import { useAdminPartnersTranslation } from '../../../i18n/adminPartners';
import { LocalizedLink } from '../../../i18n/localized-link';
import { useLocale } from '../../../i18n/use-locale';
import { formatDateTime } from '../../../lib/format';
import { AdminSection } from '../../../components/back-office/page-heading';

const LINK = 'font-semibold break-words text-brand-700 underline underline-offset-4 hover:text-brand-900';

/**
 * The requests exporters sent the partner, newest first, read-only: the company (its back-office
 * card), who sent it, when (Kyiv time) and the comment. Paged by `?requests_page=`.
 */
export function PartnerRequestsSection({
  requests,
  pageParam,
}: {
  requests: { items: readonly AdminProPartnerRequest[]; meta: PaginationMeta };
  pageParam: string;
}) {
  const { t } = useAdminPartnersTranslation();
  const locale = useLocale();
  const location = useLocation();
  return (
    <AdminSection
      id="partner-requests"
      title={t('requests.title')}
      testId="partner-requests"
      className="mt-6"
    >
      <p className="mb-3 text-[15px] text-muted">
        {t('requests.lead')}{' '}
        <span data-testid="partner-requests-total">
          {t('requests.count', { count: requests.meta.total })}
        </span>
      </p>
      <DataTable
        caption={t('requests.title')}
        isCaptionHidden
        rows={requests.items}
        getRowKey={(request) => request.id}
        testId="partner-requests-table"
        empty={t('requests.empty')}
        columns={[
          {
            key: 'company',
            header: t('requests.columns.company'),
            cell: (request) => (
              <span className="flex flex-col">
                <LocalizedLink to={`/admin/companies/${request.company.user_id}`} className={LINK}>
                  {request.company.name || request.company.name_en}
                </LocalizedLink>
                {request.company.edrpou_code && (
                  <span className="text-sm text-muted tabular-nums">{request.company.edrpou_code}</span>
                )}
                <span className="text-sm text-muted md:hidden">
                  {request.person ? request.person.name || request.person.email : t('requests.personGone')}
                </span>
              </span>
            ),
          },
          {
            key: 'person',
            header: t('requests.columns.person'),
            cell: (request) =>
              request.person ? (
                <span className="flex flex-col">
                  <span>{request.person.name}</span>
                  <a
                    href={`mailto:${request.person.email}`}
                    className="text-sm break-all text-brand-700 underline"
                  >
                    {request.person.email}
                  </a>
                </span>
              ) : (
                <span className="text-muted">{t('requests.personGone')}</span>
              ),
            className: 'hidden md:table-cell',
          },
          {
            key: 'date',
            header: t('requests.columns.date'),
            cell: (request) => formatDateTime(request.created_at, locale),
            className: 'whitespace-nowrap',
          },
          {
            key: 'comment',
            header: t('requests.columns.comment'),
            cell: (request) => (
              <span className="block max-w-prose break-words whitespace-pre-line">{request.comment}</span>
            ),
          },
        ]}
      />
      <Pagination
        page={requests.meta.current_page}
        pageCount={requests.meta.last_page}
        getHref={(page) => `${buildPageHref(location, page, pageParam)}#partner-requests`}
        className="mt-6"
      />
    </AdminSection>
  );
}
