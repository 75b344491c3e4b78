import { useLocation } from 'react-router';
import type { PaginationMeta, ProPartnerRequest } from '@portal/contract';
import { buildPageHref, Pagination } from '../../components/ui/pagination';
import { useProPartnersTranslation } from '../../i18n/proPartners';
import { LocalizedLink } from '../../i18n/localized-link';
import { useLocale } from '../../i18n/use-locale';
import { formatDateTime } from '../../lib/format';
import { proPartnerPath, REQUESTS_PAGE_PARAM, toExcerpt } from './pro-partners-query';

/**
 * The company's requests to partners (`GET /profile/pro-partner-requests`), newest first: the
 * partner (a link to its page), when (Kyiv time, named) and the start of the comment; paged by
 * `requests_page` so the directory keeps its own page.
 */
export function ProPartnerRequests({
  requests,
}: {
  requests: { items: ProPartnerRequest[]; meta: PaginationMeta };
}) {
  const { t } = useProPartnersTranslation();
  const locale = useLocale();
  const location = useLocation();
  const { items, meta } = requests;
  return (
    <section
      aria-labelledby="pro-partner-requests-title"
      className="mt-10"
      data-testid="pro-partner-requests"
    >
      <h2 id="pro-partner-requests-title" className="text-xl font-bold text-brand-900 sm:text-2xl">
        {t('requests.title')}
      </h2>
      {items.length === 0 ? (
        <p className="mt-2 text-[15px] text-muted" data-testid="pro-partner-requests-empty">
          {t('requests.empty')}
        </p>
      ) : (
        <>
          <p className="mt-2 mb-4 text-[15px] text-muted">{t('requests.lead')}</p>
          <ul className="flex flex-col gap-3" data-testid="pro-partner-requests-list">
            {items.map((request) => (
              <li
                key={request.id}
                data-testid="pro-partner-request"
                className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-5"
              >
                <div className="flex flex-col gap-1 sm:flex-row sm:items-baseline sm:justify-between sm:gap-4">
                  <h3 className="text-base font-bold text-brand-900">
                    <span className="sr-only">{t('requests.partner')}: </span>
                    <LocalizedLink
                      to={proPartnerPath(request.partner.id)}
                      className="underline underline-offset-4 hover:text-brand-700"
                    >
                      {request.partner.name}
                    </LocalizedLink>
                  </h3>
                  <p className="text-sm text-muted">
                    {t('requests.sentAt')}:{' '}
                    <time dateTime={request.created_at}>{formatDateTime(request.created_at, locale)}</time>
                  </p>
                </div>
                <p className="mt-2 text-[15px] leading-relaxed break-words text-ink">
                  <span className="sr-only">{t('requests.comment')}: </span>
                  {toExcerpt(request.comment)}
                </p>
              </li>
            ))}
          </ul>
          <Pagination
            className="mt-4"
            label={t('requests.label')}
            page={meta.current_page}
            pageCount={meta.last_page}
            getHref={(page) => buildPageHref(location, page, REQUESTS_PAGE_PARAM)}
          />
        </>
      )}
    </section>
  );
}
