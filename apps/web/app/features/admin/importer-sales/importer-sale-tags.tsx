import type { ImporterSaleStatus } from '@portal/contract';
import { useMatchmakingTranslation } from '../../../i18n/matchmaking';
import { cx } from '../../../lib/cx';

const STATUS_TONES: Record<ImporterSaleStatus, string> = {
  new: 'border-amber-300 bg-amber-50 text-amber-900',
  shared: 'border-brand-100 bg-brand-50 text-brand-900',
  closed: 'border-slate-300 bg-slate-50 text-slate-800',
};

const TAG =
  'inline-flex items-center rounded-full border px-2.5 py-0.5 text-sm font-semibold sm:whitespace-nowrap';

/** Where an import application is: new, shared with exporters, closed. */
export function ImporterSaleStatusTag({
  status,
  className,
}: {
  status: ImporterSaleStatus;
  className?: string;
}) {
  const { t } = useMatchmakingTranslation();
  return (
    <span className={cx(TAG, STATUS_TONES[status], className)} data-testid="importer-sale-status">
      {t(`statuses.${status}`)}
    </span>
  );
}
