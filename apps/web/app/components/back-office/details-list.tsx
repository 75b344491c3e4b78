import type { ReactNode } from 'react';
import { useAdminTranslation } from '../../i18n/admin';
import { cx } from '../../lib/cx';

export type DetailItem = {
  label: string;
  value: ReactNode;
  testId?: string;
  /** Long text (a description): the whole row in a two-column list. */
  isWide?: boolean;
};

function isEmpty(value: ReactNode): boolean {
  return (
    value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0)
  );
}

/**
 * Label–value pairs of a record as a description list; an empty value reads 'not given' so a
 * manager can tell a blank field from a missing row.
 */
export function DetailsList({
  items,
  columns = 2,
  className,
}: {
  items: readonly DetailItem[];
  columns?: 1 | 2;
  className?: string;
}) {
  const { t } = useAdminTranslation();
  return (
    <dl className={cx('grid gap-x-6 gap-y-3', columns === 2 && 'sm:grid-cols-2', className)}>
      {items.map((item) => (
        <div
          key={item.label}
          className={cx('min-w-0', item.isWide && columns === 2 && 'sm:col-span-2')}
          data-testid={item.testId}
        >
          <dt className="text-sm font-semibold text-muted">{item.label}</dt>
          <dd className="mt-0.5 text-[15px] break-words text-ink">
            {isEmpty(item.value) ? <span className="text-muted">{t('common.notGiven')}</span> : item.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
