import {
  APPLICATION_STATUSES,
  getStatusLabel,
  REQUEST_KINDS,
  statusesOf,
  statusListOf,
  type ApplicationStatus,
  type ApplicationsInfo,
  type RequestKind,
} from '@portal/contract';
import { useChecklistTranslation } from '../../i18n/checklist';
import { webKind } from '../../request-kinds/registry';
import { LocalizedLink } from '../../i18n/localized-link';
import { useLocale } from '../../i18n/use-locale';
import { PageHeading } from '../../components/ui/page-heading';
import { StatusBadge } from '../../components/requests/status-badge';
import { buildApplicationsHref } from './applications-filters';

/** A kind's name on this page, from the kind's facts (decision 044). */
const kindText = (kind: RequestKind) => `statuses.${webKind(kind).textKey}` as const;
const LINK = 'font-bold text-brand-700 underline underline-offset-4 hover:text-brand-900';

/** Whether a status exists for a kind: market-analysis requests use the short set (spec §4). */
function hasStatus(kind: RequestKind, status: ApplicationStatus): boolean {
  return statusesOf(kind).includes(status);
}

/**
 * /profile/application-statuses (spec §2): the legend of the statuses — each one's label (and
 * how market-analysis requests read `in_process`), what it means, who acts next — with the
 * company's requests counted per kind, each count leading to the list it counts.
 */
export function ApplicationStatusesPage({ info }: { info: ApplicationsInfo }) {
  const { t } = useChecklistTranslation();
  const locale = useLocale();
  const total = REQUEST_KINDS.reduce((sum, kind) => sum + info[kind].total, 0);

  const count = (kind: RequestKind, status: ApplicationStatus) => {
    if (!hasStatus(kind, status)) return <span className="text-muted">{t('statuses.notUsed')}</span>;
    const value = info[kind].by_status[status] ?? 0;
    if (value === 0) return <span className="tabular-nums">0</span>;
    const label = getStatusLabel(status, locale, statusListOf(kind));
    return (
      <LocalizedLink
        to={buildApplicationsHref(kind, status)}
        aria-label={t('statuses.openList', { count: value, kind: t(kindText(kind)), status: label })}
        className={`${LINK} tabular-nums`}
        data-testid={`status-count-${kind}-${status}`}
      >
        {value}
      </LocalizedLink>
    );
  };

  return (
    <>
      <PageHeading title={t('statuses.title')} lead={t('statuses.lead')} />
      <section
        aria-label={t('statuses.count')}
        className="mb-8 flex flex-wrap items-center gap-x-6 gap-y-2 rounded-2xl border border-slate-200 bg-white p-5 text-[15px]"
        data-testid="statuses-totals"
      >
        <p className="font-bold text-brand-900">{t('statuses.total', { count: total })}</p>
        {REQUEST_KINDS.map((kind) => (
          <p key={kind}>
            {t(kindText(kind))}:{' '}
            <LocalizedLink to={buildApplicationsHref(kind)} className={`${LINK} tabular-nums`}>
              {info[kind].total}
            </LocalizedLink>
          </p>
        ))}
      </section>
      <ol className="flex flex-col gap-4" data-testid="statuses-legend">
        {APPLICATION_STATUSES.map((status) => (
          <li
            key={status}
            className="rounded-2xl border border-slate-200 bg-white p-5 sm:p-6"
            data-testid={`status-${status}`}
          >
            <h2 className="flex flex-wrap items-center gap-x-3 gap-y-2">
              <StatusBadge status={status} list="full" size="md" />
              {status === 'in_process' && (
                <span className="text-sm font-semibold text-muted" data-testid="status-short-reading">
                  {t('statuses.shortReading', { label: getStatusLabel(status, locale, 'short') })}
                </span>
              )}
            </h2>
            <p className="mt-3 text-[15px] leading-relaxed text-ink">{t(`statuses.meaning.${status}`)}</p>
            <dl className="mt-3 grid gap-x-6 gap-y-2 text-[15px] sm:grid-cols-[auto_1fr]">
              <dt className="font-semibold text-muted">{t('statuses.next')}</dt>
              <dd className="text-ink">{t(`statuses.actor.${status}`)}</dd>
              {REQUEST_KINDS.map((kind) => (
                <div key={kind} className="contents">
                  <dt className="font-semibold text-muted">{t(kindText(kind))}</dt>
                  <dd>{count(kind, status)}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ol>
    </>
  );
}
