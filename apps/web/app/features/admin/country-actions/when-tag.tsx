import { useCountryActionsTranslation } from '../../../i18n/countryActions';
import { cx } from '../../../lib/cx';
import type { CountryActionWhen } from './country-action-form';

/** Whether an event is still to come (or going on) or over, by its last day in Kyiv. */
export function WhenTag({
  when,
  size = 'sm',
  className,
}: {
  when: CountryActionWhen;
  size?: 'sm' | 'md';
  className?: string;
}) {
  const { t } = useCountryActionsTranslation();
  const isUpcoming = when === 'upcoming';
  return (
    <span
      data-testid="when-tag"
      className={cx(
        'inline-flex w-fit items-center gap-2 rounded-full border font-semibold whitespace-nowrap',
        size === 'md' ? 'px-3 py-1 text-[15px]' : 'px-2.5 py-0.5 text-sm',
        isUpcoming
          ? 'border-green-200 bg-green-50 text-green-800'
          : 'border-slate-300 bg-slate-50 text-slate-800',
        className,
      )}
    >
      <span
        aria-hidden="true"
        className={cx('size-2 rounded-full', isUpcoming ? 'bg-green-600' : 'bg-slate-500')}
      />
      {t(`when.${when}`)}
    </span>
  );
}
