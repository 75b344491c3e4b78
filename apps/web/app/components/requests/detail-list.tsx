import type { ReactNode } from 'react';
import { useRequestsTranslation } from '../../i18n/requests';
import { cx } from '../../lib/cx';

export type DetailItem = { key: string; label: string; value: ReactNode };

/**
 * A request's fields as label–value pairs; an empty value reads 'Не вказано'. `isLabelWide` gives
 * long labels (questions) the larger share of the row.
 */
export function DetailList({
  items,
  isLabelWide = false,
  testId,
}: {
  items: readonly DetailItem[];
  isLabelWide?: boolean;
  testId?: string;
}) {
  const { t } = useRequestsTranslation();
  return (
    <dl
      className={cx(
        'grid gap-x-6 gap-y-4',
        isLabelWide ? 'sm:grid-cols-[1fr_minmax(6rem,auto)]' : 'sm:grid-cols-[minmax(10rem,16rem)_1fr]',
      )}
      data-testid={testId}
    >
      {items.map((item) => {
        const isEmpty =
          item.value === false ||
          item.value === null ||
          item.value === undefined ||
          item.value === '' ||
          (Array.isArray(item.value) && item.value.length === 0);
        return (
          <div key={item.key} className="contents" data-testid={`detail-${item.key}`}>
            <dt className="text-[15px] font-semibold text-muted">{item.label}</dt>
            <dd className="-mt-3 text-[15px] leading-relaxed break-words text-ink sm:mt-0">
              {isEmpty ? <span className="text-muted">{t('shared.notGiven')}</span> : item.value}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
