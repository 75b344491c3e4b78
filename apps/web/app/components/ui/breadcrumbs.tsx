import { useTranslation } from '../../i18n/use-translation';
import { LocalizedLink } from '../../i18n/localized-link';
import { cx } from '../../lib/cx';
import { ChevronRightIcon } from './chevron-icons';

export type BreadcrumbItem = {
  label: string;
  /**
   * The Ukrainian path of the step (`/export?section=I`), localised automatically. The last
   * item is the current page: its `to` is ignored and it is marked `aria-current="page"`.
   */
  to?: string;
};

export type BreadcrumbsProps = {
  items: readonly BreadcrumbItem[];
  /** The landmark's name; 'Breadcrumb' in the page's language by default. */
  label?: string;
  className?: string;
};

/**
 * A breadcrumb trail (spec §2, WAI-ARIA breadcrumb pattern): `<nav>` with its own name, an
 * ordered list of links, the current page last with `aria-current="page"`. The separators
 * are decorative. Long trails wrap instead of scrolling the page sideways.
 *
 * ```tsx
 * <Breadcrumbs items={[{ label: 'Експорт', to: '/export' }, { label: 'Розділ I' }]} />
 * ```
 */
export function Breadcrumbs({ items, label, className }: BreadcrumbsProps) {
  const { t } = useTranslation();
  if (items.length === 0) return null;
  return (
    <nav aria-label={label ?? t('ui.breadcrumbs')} className={className} data-testid="breadcrumbs">
      <ol className="flex flex-wrap items-center gap-x-1 gap-y-1 text-[15px]">
        {items.map((item, index) => {
          const isCurrent = index === items.length - 1;
          return (
            <li key={`${index}-${item.label}`} className="inline-flex min-w-0 items-center gap-1">
              {index > 0 && <ChevronRightIcon width={16} height={16} className="shrink-0 text-slate-400" />}
              {isCurrent || item.to === undefined ? (
                <span
                  aria-current={isCurrent ? 'page' : undefined}
                  className={cx('break-words', isCurrent ? 'font-semibold text-ink' : 'text-muted')}
                >
                  {item.label}
                </span>
              ) : (
                <LocalizedLink
                  to={item.to}
                  className="inline-flex min-h-8 items-center rounded break-words text-brand-700 underline underline-offset-4 hover:text-brand-900"
                >
                  {item.label}
                </LocalizedLink>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
