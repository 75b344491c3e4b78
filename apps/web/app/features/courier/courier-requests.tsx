import { useLocation } from 'react-router';
import type { CourierRequest, PaginationMeta } from '@portal/contract';
import { CourierStateTag } from '../../components/courier/courier-state-tag';
import { buildPageHref, Pagination } from '../../components/ui/pagination';
import { useCourierTranslation } from '../../i18n/courier';
import { useLocale } from '../../i18n/use-locale';
import { cx } from '../../lib/cx';
import { formatDate, formatDateTime, formatNumber } from '../../lib/format';

/** What became of a request, in words: waiting (and why), delivered (when, the courier's number), or not. */
function DeliveryText({ request }: { request: CourierRequest }) {
  const { t } = useCourierTranslation();
  const locale = useLocale();
  if (request.state === 'delivered') {
    return t('requests.delivered', {
      time: formatDateTime(request.delivered_at, locale),
      lead: request.courier_lead_id ?? '',
    });
  }
  if (request.state === 'failed') {
    return request.last_failure === 'refused'
      ? t('requests.failedRefused')
      : t('requests.failedUnavailable', { attempts: request.attempts });
  }
  if (request.next_attempt_at) {
    return t('requests.queuedRetry', {
      attempts: request.attempts,
      time: formatDateTime(request.next_attempt_at, locale),
    });
  }
  return t('requests.queued');
}

/** One request: its state, when it was sent, from where to where, what and when to pick up. */
function RequestCard({ request, isJustSent }: { request: CourierRequest; isJustSent: boolean }) {
  const { t } = useCourierTranslation();
  const locale = useLocale();
  const place =
    request.pickup_place === 'branch'
      ? t('requests.branch', { number: request.branch_number ?? '' })
      : (request.address ?? '');
  const details = [
    { key: 'from', label: t('requests.from'), value: `${request.city}, ${place}` },
    { key: 'to', label: t('requests.to'), value: request.country.name },
    { key: 'pickup', label: t('requests.pickupDate'), value: formatDate(request.pickup_date, locale) },
    {
      key: 'parcel',
      label: t('requests.parcel'),
      value: t('requests.parcelText', {
        contents: t(`contents.${request.contents}`),
        weight: formatNumber(request.weight_kg, locale),
        length: request.length_cm,
        width: request.width_cm,
        height: request.height_cm,
      }),
    },
  ];
  return (
    <li
      data-testid="courier-request"
      data-id={request.id}
      data-state={request.state}
      className={cx(
        'rounded-2xl border bg-white p-4 sm:p-5',
        isJustSent ? 'border-brand-300 ring-2 ring-brand-100' : 'border-slate-200',
      )}
    >
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <CourierStateTag state={request.state} />
        <p className="text-sm text-muted">
          {t('requests.sentAt')}:{' '}
          <time dateTime={request.created_at}>{formatDateTime(request.created_at, locale)}</time>
        </p>
      </div>
      <dl className="mt-3 grid gap-x-6 gap-y-2 text-[15px] sm:grid-cols-2">
        {details.map((item) => (
          <div key={item.key} className="min-w-0">
            <dt className="text-sm font-semibold text-muted">{item.label}</dt>
            <dd className="break-words text-ink">{item.value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-[15px] leading-relaxed text-ink" data-testid="courier-request-delivery">
        <DeliveryText request={request} />
      </p>
    </li>
  );
}

/**
 * The company's courier requests (`GET /courier/requests`), newest first, each with the state of
 * its delivery to the courier company (queued, delivered, failed after the last attempt); paged.
 */
export function CourierRequests({
  requests,
  sentId,
}: {
  requests: { items: CourierRequest[]; meta: PaginationMeta };
  sentId: string | null;
}) {
  const { t } = useCourierTranslation();
  const location = useLocation();
  const { items, meta } = requests;
  return (
    <section aria-labelledby="courier-requests-title" data-testid="courier-requests" id="courier-requests">
      <h2 id="courier-requests-title" className="mb-4 text-xl font-bold text-brand-900 sm:text-2xl">
        {t('requests.title')}
      </h2>
      {items.length === 0 ? (
        <p className="text-[15px] text-muted" data-testid="courier-requests-empty">
          {t('requests.empty')}
        </p>
      ) : (
        <>
          <ul className="flex flex-col gap-3">
            {items.map((request) => (
              <RequestCard key={request.id} request={request} isJustSent={request.id === sentId} />
            ))}
          </ul>
          <Pagination
            className="mt-4"
            label={t('requests.label')}
            page={meta.current_page}
            pageCount={meta.last_page}
            getHref={(page) => buildPageHref(location, page)}
          />
        </>
      )}
    </section>
  );
}
