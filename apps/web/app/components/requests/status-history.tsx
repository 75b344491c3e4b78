import type { StatusChange, StatusList } from '@portal/contract';
import { useRequestsTranslation } from '../../i18n/requests';
import { useLocale } from '../../i18n/use-locale';
import { formatDateTime } from '../../lib/format';
import { StatusBadge } from './status-badge';

export type StatusHistoryProps = {
  /** The changes as the changes-info calls answer them, oldest first; shown in that order. */
  changes: readonly StatusChange[];
  /** The label set of the request kind (see StatusBadge). */
  list: StatusList;
  testId?: string;
};

/**
 * A request's status history (decision 014): each change with when, who (exporter or manager,
 * by name), from → to and the comment, as an ordered list so a screen reader hears the order.
 */
export function StatusHistory({ changes, list, testId = 'status-history' }: StatusHistoryProps) {
  const { t } = useRequestsTranslation();
  const locale = useLocale();
  if (changes.length === 0) {
    return (
      <p className="text-[15px] text-muted" data-testid={testId}>
        {t('shared.history.empty')}
      </p>
    );
  }
  return (
    <ol className="relative flex flex-col gap-5 border-l-2 border-slate-200 pl-5" data-testid={testId}>
      {changes.map((change) => (
        <li key={change.id} className="relative" data-testid="status-history-item">
          <span
            aria-hidden="true"
            className="absolute top-1.5 -left-[27px] size-3 rounded-full border-2 border-white bg-brand-600 ring-2 ring-brand-100"
          />
          <p className="text-sm text-muted">
            <time dateTime={change.created_at}>{formatDateTime(change.created_at, locale)}</time>
            {' · '}
            <span>
              {t(change.actor === 'manager' ? 'shared.history.manager' : 'shared.history.exporter')}
              {change.actor_name ? `: ${change.actor_name}` : ''}
            </span>
          </p>
          <p className="mt-1.5 flex flex-wrap items-center gap-2 text-[15px] text-ink">
            {change.from_status === null ? (
              <span>{t('shared.history.created')}</span>
            ) : (
              <>
                <StatusBadge status={change.from_status} list={list} />
                <span aria-hidden="true">→</span>
                <span className="sr-only">{t('shared.history.to')}</span>
              </>
            )}
            <StatusBadge status={change.to_status} list={list} />
          </p>
          {change.comment && (
            <blockquote className="mt-2 rounded-lg border border-slate-200 bg-slate-50 px-3 py-2 text-[15px] leading-relaxed whitespace-pre-line text-ink">
              <span className="sr-only">{t('shared.history.comment')}: </span>
              {change.comment}
            </blockquote>
          )}
        </li>
      ))}
    </ol>
  );
}
