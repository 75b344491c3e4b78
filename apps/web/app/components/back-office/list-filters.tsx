import { useId, type ReactNode } from 'react';
import { Form } from 'react-router';
import { INPUT_CLASSES } from '../form/field-parts';
import { buttonClasses } from '../ui/button-link';
import { useAdminTranslation } from '../../i18n/admin';
import { LocalizedLink } from '../../i18n/localized-link';
import { cx } from '../../lib/cx';

const LABEL = 'text-[15px] font-semibold text-ink';
const CONTROL = cx(INPUT_CLASSES, 'min-h-11');

type Option = { value: string; label: string };

/** One labelled control of a filter form: a text field, a day or a choice. */
export function FilterField({
  name,
  label,
  value,
  type = 'text',
  options,
  hint,
  className,
  maxLength,
}: {
  name: string;
  label: string;
  value: string | undefined;
  type?: 'text' | 'search' | 'date' | 'select';
  /** The choices of a select; the first is the empty 'any'. */
  options?: readonly Option[];
  hint?: string;
  className?: string;
  maxLength?: number;
}) {
  const id = `${useId()}-${name}`;
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div className={cx('flex min-w-0 flex-col gap-1.5', className)}>
      <label htmlFor={id} className={LABEL}>
        {label}
      </label>
      {type === 'select' ? (
        <select id={id} name={name} defaultValue={value ?? ''} className={cx(CONTROL, 'pr-10')}>
          {options?.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      ) : (
        <input
          id={id}
          type={type}
          name={name}
          defaultValue={value ?? ''}
          maxLength={maxLength}
          aria-describedby={hintId}
          className={CONTROL}
        />
      )}
      {hint && (
        <p id={hintId} className="text-sm text-muted">
          {hint}
        </p>
      )}
    </div>
  );
}

/**
 * A list's filters as a GET form (the results have an address and work without script): its
 * fields, the filters it keeps (the current tab) as hidden values, 'Show' and, when anything is
 * filtered, 'Reset'.
 */
export function ListFilters({
  label,
  keep = {},
  resetTo,
  isFiltered,
  children,
  testId,
}: {
  label: string;
  keep?: Readonly<Record<string, string | undefined>>;
  resetTo: string;
  isFiltered: boolean;
  children: ReactNode;
  testId?: string;
}) {
  const { t } = useAdminTranslation();
  return (
    <Form
      method="get"
      aria-label={label}
      className="mb-4 rounded-2xl border border-slate-200 bg-white p-4"
      data-testid={testId}
    >
      {Object.entries(keep).map(
        ([name, value]) => value && <input key={name} type="hidden" name={name} value={value} />,
      )}
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">{children}</div>
      <div className="mt-4 flex flex-wrap gap-2">
        <button type="submit" className={buttonClasses('solid')}>
          {t('filters.apply')}
        </button>
        {isFiltered && (
          <LocalizedLink to={resetTo} className={buttonClasses('outline')}>
            {t('filters.reset')}
          </LocalizedLink>
        )}
      </div>
    </Form>
  );
}
