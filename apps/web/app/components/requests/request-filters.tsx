import { useId, useState, type ReactNode } from 'react';
import { Form, Link, useLocation } from 'react-router';
import { getStatusLabel, type ApplicationStatus, type StatusList } from '@portal/contract';
import { INPUT_CLASSES } from '../form/field-parts';
import { buttonClasses } from '../ui/button-link';
import { ChevronDownIcon } from '../ui/icons';
import { useRequestsTranslation } from '../../i18n/requests';
import { useLocale } from '../../i18n/use-locale';
import { cx } from '../../lib/cx';
import { hasActiveFilters, type RequestFilterValues } from './request-filters-query';

export type RequestFiltersProps = {
  /** The statuses offered, in order (contract APPLICATION_STATUSES or SHORT_APPLICATION_STATUSES). */
  statuses: readonly ApplicationStatus[];
  /** The label set of these statuses (spec §4: 'full' for export applications). */
  list: StatusList;
  /** The filters now applied, from `readRequestFilters(url.searchParams, statuses)`. */
  values: RequestFilterValues;
  /** Shows the classification-code filter (default true). */
  showClassification?: boolean;
  /** More filters of the page's own (a category select…), placed after the status. */
  children?: ReactNode;
  /** Whether the page's own filters are set, so 'reset' shows for them too. */
  hasExtraFilters?: boolean;
  className?: string;
};

const LABEL = 'mb-1.5 block text-[15px] font-semibold text-ink';

/**
 * The filters of a request list (spec §7 'query filters'): status, period, text and
 * classification. A plain GET form, so the filters live in the address, work without JavaScript,
 * and applying them starts from page 1. 'Reset' is a link to the bare list.
 */
export function RequestFilters({
  statuses,
  list,
  values,
  showClassification = true,
  children,
  hasExtraFilters = false,
  className,
}: RequestFiltersProps) {
  const { t } = useRequestsTranslation();
  const locale = useLocale();
  const { pathname } = useLocation();
  const id = useId();
  const field = (name: string) => `${id}-${name}`;
  const isActive = hasActiveFilters(values) || hasExtraFilters;
  // On phones the filters fold away behind a button (open while any is applied), so the list
  // is not a screen below them; from 640 px they are always shown.
  const [isOpen, setIsOpen] = useState(isActive);
  return (
    <Form
      method="get"
      role="search"
      aria-label={t('shared.filters.label')}
      className={cx('rounded-2xl border border-slate-200 bg-white p-4 sm:p-5', className)}
      data-testid="request-filters"
    >
      <button
        type="button"
        aria-expanded={isOpen}
        aria-controls={field('body')}
        onClick={() => setIsOpen(!isOpen)}
        className="flex min-h-11 w-full items-center justify-between gap-3 text-left text-base font-semibold text-brand-900 sm:hidden"
        data-testid="filters-toggle"
      >
        {t('shared.filters.toggle')}
        <ChevronDownIcon
          width={20}
          height={20}
          aria-hidden="true"
          className={cx('transition-transform', isOpen && 'rotate-180')}
        />
      </button>
      <div
        id={field('body')}
        className={cx('grid gap-4 sm:grid-cols-2 xl:grid-cols-6', isOpen ? 'max-sm:mt-3' : 'max-sm:hidden')}
      >
        <div className="xl:col-span-2">
          <label htmlFor={field('search')} className={LABEL}>
            {t('shared.filters.search')}
          </label>
          <input
            id={field('search')}
            type="search"
            name="search"
            defaultValue={values.search}
            maxLength={100}
            placeholder={t('shared.filters.searchPlaceholder')}
            className={INPUT_CLASSES}
          />
        </div>
        <div className="xl:col-span-2">
          <label htmlFor={field('status')} className={LABEL}>
            {t('shared.filters.status')}
          </label>
          <select
            id={field('status')}
            name="status"
            defaultValue={values.status}
            className={cx(INPUT_CLASSES, 'pr-10')}
            data-testid="filter-status"
          >
            <option value="">{t('shared.filters.anyStatus')}</option>
            {statuses.map((status) => (
              <option key={status} value={status}>
                {getStatusLabel(status, locale, list)}
              </option>
            ))}
          </select>
        </div>
        {showClassification && (
          <div className="xl:col-span-2">
            <label htmlFor={field('hs')} className={LABEL}>
              {t('shared.filters.hs')}
            </label>
            <input
              id={field('hs')}
              name="hs"
              defaultValue={values.hs}
              maxLength={10}
              autoComplete="off"
              spellCheck={false}
              aria-describedby={field('hs-hint')}
              className={INPUT_CLASSES}
            />
            <p id={field('hs-hint')} className="mt-1.5 text-sm leading-snug text-muted">
              {t('shared.filters.hsHint')}
            </p>
          </div>
        )}
        {children}
        <fieldset className="sm:col-span-2 xl:col-span-4">
          <legend className={LABEL}>{t('shared.filters.period')}</legend>
          <div className="grid gap-3 xs:grid-cols-2">
            <div>
              <label htmlFor={field('date_from')} className="mb-1 block text-sm text-muted">
                {t('shared.filters.dateFrom')}
              </label>
              <input
                id={field('date_from')}
                type="date"
                name="date_from"
                defaultValue={values.date_from}
                className={INPUT_CLASSES}
              />
            </div>
            <div>
              <label htmlFor={field('date_to')} className="mb-1 block text-sm text-muted">
                {t('shared.filters.dateTo')}
              </label>
              <input
                id={field('date_to')}
                type="date"
                name="date_to"
                defaultValue={values.date_to}
                className={INPUT_CLASSES}
              />
            </div>
          </div>
        </fieldset>
        <div className="flex flex-wrap items-end gap-3 sm:col-span-2 xl:col-span-2">
          <button type="submit" className={buttonClasses('solid')} data-testid="filters-apply">
            {t('shared.filters.apply')}
          </button>
          {isActive && (
            <Link to={pathname} className={buttonClasses('outline')} data-testid="filters-reset">
              {t('shared.filters.reset')}
            </Link>
          )}
        </div>
      </div>
    </Form>
  );
}

/** One more filter of a list, as a select beside the common ones (a kind, a category). */
export function ExtraFilterSelect({
  name,
  label,
  value,
  anyLabel,
  options,
  testId,
}: {
  name: string;
  label: string;
  value: string;
  /** The first option: no filter. */
  anyLabel: string;
  options: readonly { value: string; label: string }[];
  testId?: string;
}) {
  const id = useId();
  return (
    <div className="xl:col-span-2">
      <label htmlFor={id} className="mb-1.5 block text-[15px] font-semibold text-ink">
        {label}
      </label>
      <select
        id={id}
        name={name}
        defaultValue={value}
        className={cx(INPUT_CLASSES, 'pr-10')}
        data-testid={testId}
      >
        <option value="">{anyLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
