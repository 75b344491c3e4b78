import { LocalizedLink } from '../../i18n/localized-link';
import { cx } from '../../lib/cx';

export type FilterTab = {
  key: string;
  label: string;
  /** The Ukrainian address of the filtered list. */
  to: string;
  count?: number;
  isCurrent: boolean;
};

/**
 * The filters of a list as links (each view has its own address and works without script),
 * the current one marked `aria-current`. They wrap rather than scroll the page sideways.
 */
export function FilterTabs({
  label,
  tabs,
  testId,
}: {
  label: string;
  tabs: readonly FilterTab[];
  testId?: string;
}) {
  return (
    <nav aria-label={label} className="mb-4" data-testid={testId}>
      <ul className="flex flex-wrap gap-2">
        {tabs.map((tab) => (
          <li key={tab.key}>
            <LocalizedLink
              to={tab.to}
              aria-current={tab.isCurrent ? 'page' : undefined}
              data-testid={`filter-${tab.key}`}
              className={cx(
                'inline-flex min-h-10 items-center gap-2 rounded-full border px-3.5 text-sm font-semibold transition-colors duration-200',
                tab.isCurrent
                  ? 'border-brand-900 bg-brand-900 text-white'
                  : 'border-slate-300 bg-white text-brand-800 hover:border-brand-600 hover:bg-brand-50',
              )}
            >
              {tab.label}
              {tab.count !== undefined && (
                <span
                  className={cx(
                    'min-w-6 rounded-full px-1.5 text-center text-xs leading-5 font-bold',
                    tab.isCurrent ? 'bg-white text-brand-900' : 'bg-slate-100 text-slate-800',
                  )}
                >
                  {tab.count}
                </span>
              )}
            </LocalizedLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
