import { useId } from 'react';
import { Form } from 'react-router';
import { buttonClasses } from '../ui/button-link';
import { INPUT_CLASSES } from '../form/field-parts';
import { useAdminTranslation } from '../../i18n/admin';
import { LocalizedLink } from '../../i18n/localized-link';
import { cx } from '../../lib/cx';
import { SEARCH_MAX_LENGTH } from './list-query';

type SearchFormProps = {
  label: string;
  hint: string;
  value: string | undefined;
  /** Filters kept while searching (the current tab). */
  keep?: Readonly<Record<string, string | undefined>>;
  /** Where 'clear' leads: the list with the kept filters and no text. */
  clearTo: string;
};

/** A list's text search: a GET form, so the results have an address and work without script. */
export function SearchForm({ label, hint, value, keep = {}, clearTo }: SearchFormProps) {
  const { t } = useAdminTranslation();
  const id = useId();
  return (
    <Form method="get" role="search" className="mb-4 flex flex-col gap-2" data-testid="admin-search">
      <label htmlFor={`${id}-search`} className="text-[15px] font-semibold text-ink">
        {label}
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        {Object.entries(keep).map(
          ([name, keptValue]) =>
            keptValue && <input key={name} type="hidden" name={name} value={keptValue} />,
        )}
        <input
          id={`${id}-search`}
          type="search"
          name="search"
          defaultValue={value ?? ''}
          maxLength={SEARCH_MAX_LENGTH}
          aria-describedby={`${id}-hint`}
          className={cx(INPUT_CLASSES, 'min-h-11 sm:max-w-md')}
        />
        <div className="flex gap-2">
          <button type="submit" className={buttonClasses('solid')}>
            {t('common.search')}
          </button>
          {value && (
            <LocalizedLink to={clearTo} className={buttonClasses('outline')}>
              {t('common.clearSearch')}
            </LocalizedLink>
          )}
        </div>
      </div>
      <p id={`${id}-hint`} className="text-sm text-muted">
        {hint}
      </p>
    </Form>
  );
}
