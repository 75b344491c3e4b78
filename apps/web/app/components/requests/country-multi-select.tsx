import { useId, useMemo, useState, type ReactNode } from 'react';
import { LOCALE_ISO } from '@portal/contract';
import { describeField, FieldErrors, INPUT_CLASSES } from '../form/field-parts';
import type { ApiFormFields } from '../form/use-api-form';
import { CloseIcon } from '../ui/icons';
import { useRequestsTranslation } from '../../i18n/requests';
import { useLocale } from '../../i18n/use-locale';
import { cx } from '../../lib/cx';

export type CountryOption = { code: string; name: string };
/** Countries under a heading, e.g. the importing countries of one region. */
export type CountryOptionGroup = { key: string; name: string; countries: readonly CountryOption[] };

export type CountryMultiSelectProps = {
  /** The form (id prefix, errors beside the field, what was chosen before a failed submit). */
  form: ApiFormFields;
  /** Posted once per chosen country, like a checkbox group. */
  name: string;
  legend: ReactNode;
  hint?: ReactNode;
  /** A flat list (`/common/get-countries`)… */
  countries?: readonly CountryOption[];
  /** …or groups under headings (`/common/get-geo_countries` by region). */
  groups?: readonly CountryOptionGroup[];
  /** The saved choice, as ISO codes. */
  initialValues?: readonly string[];
  /** The most that may be chosen; the other boxes are disabled once reached. */
  max?: number;
  required?: boolean;
  onChange?: (codes: string[]) => void;
  testId?: string;
};

/** Lower case without accents, so 'cote' finds 'Côte d’Ivoire'. */
function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();
}

/**
 * Several countries from a long list: a search box narrows the list (sorted alphabetically in the
 * page's language, spec §3), the chosen ones show above it as removable chips. Under the hood a
 * checkbox group, so it posts without JavaScript and every box is reachable by keyboard.
 */
export function CountryMultiSelect({
  form,
  name,
  legend,
  hint,
  countries,
  groups,
  initialValues = [],
  max,
  required,
  onChange,
  testId,
}: CountryMultiSelectProps) {
  const { t } = useRequestsTranslation();
  const locale = useLocale();
  const uid = useId();
  const field = describeField(form, name, hint);
  const [query, setQuery] = useState('');
  const [chosen, setChosen] = useState<string[]>(() => form.listOf(name, initialValues));

  const sections = useMemo(() => {
    const collator = new Intl.Collator(LOCALE_ISO[locale]);
    const sort = (list: readonly CountryOption[]) =>
      [...list].sort((a, b) => collator.compare(a.name, b.name));
    if (groups) return groups.map((group) => ({ ...group, countries: sort(group.countries) }));
    return [{ key: 'all', name: '', countries: sort(countries ?? []) }];
  }, [countries, groups, locale]);
  const names = useMemo(
    () => new Map(sections.flatMap((section) => section.countries.map((c) => [c.code, c.name] as const))),
    [sections],
  );

  const needle = fold(query.trim());
  const matches = (country: CountryOption) =>
    needle === '' || fold(country.name).includes(needle) || country.code.toLowerCase() === needle;
  const visibleCount = sections.reduce((sum, section) => sum + section.countries.filter(matches).length, 0);
  const isFull = max !== undefined && chosen.length >= max;

  const update = (next: string[]) => {
    setChosen(next);
    onChange?.(next);
  };
  const toggle = (code: string, isOn: boolean) =>
    update(isOn ? [...chosen, code] : chosen.filter((item) => item !== code));

  return (
    <fieldset id={field.id} aria-describedby={field.describedBy} data-testid={testId}>
      <legend className="mb-1.5 text-[15px] font-semibold text-ink">
        {legend}
        {required && (
          <span className="ml-0.5 text-red-700" aria-hidden="true">
            *
          </span>
        )}
      </legend>
      {hint && (
        <p id={field.hintId} className="mb-2 text-sm leading-snug text-muted">
          {hint}
        </p>
      )}
      <p
        role="status"
        className="mb-2 text-sm font-semibold text-brand-800"
        data-testid={testId && `${testId}-count`}
      >
        {chosen.length === 0
          ? t('shared.countries.noneChosen')
          : t('shared.countries.chosen', { count: chosen.length })}
        {isFull && ` ${t('shared.countries.max', { max })}`}
      </p>
      {chosen.length > 0 && (
        <ul className="mb-3 flex flex-wrap gap-2" aria-label={t('shared.countries.chosenList')}>
          {chosen.map((code) => (
            <li key={code}>
              <button
                type="button"
                onClick={() => toggle(code, false)}
                aria-label={t('shared.countries.remove', { name: names.get(code) ?? code })}
                className="inline-flex min-h-8 items-center gap-1.5 rounded-full border border-brand-100 bg-brand-50 py-1 pr-2 pl-3 text-sm font-semibold text-brand-800 transition-colors duration-200 hover:bg-brand-100"
              >
                {names.get(code) ?? code}
                <CloseIcon width={14} height={14} aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <label htmlFor={`${uid}-search`} className="sr-only">
        {t('shared.countries.search')}
      </label>
      <input
        id={`${uid}-search`}
        type="search"
        autoComplete="off"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        placeholder={t('shared.countries.search')}
        className={cx(INPUT_CLASSES, 'mb-2')}
        data-testid={testId && `${testId}-search`}
      />
      <div className="max-h-72 overflow-y-auto rounded-lg border border-slate-300 p-3">
        {visibleCount === 0 && <p className="text-sm text-muted">{t('shared.countries.noMatch')}</p>}
        {sections.map((section) => {
          const visible = section.countries.filter(matches);
          const headingId = `${uid}-${section.key}`;
          return (
            <div
              key={section.key}
              role={section.name ? 'group' : undefined}
              aria-labelledby={section.name ? headingId : undefined}
              hidden={visible.length === 0}
              className="mb-3 last:mb-0"
            >
              {section.name && (
                <p id={headingId} className="mb-1 text-sm font-bold tracking-wide text-brand-900 uppercase">
                  {section.name}
                </p>
              )}
              <div className="grid gap-x-4 sm:grid-cols-2">
                {section.countries.map((country) => {
                  const isChosen = chosen.includes(country.code);
                  return (
                    <label
                      key={country.code}
                      hidden={!matches(country)}
                      className="flex min-h-9 cursor-pointer items-center gap-2.5 rounded px-1 text-[15px] text-ink hover:bg-slate-50"
                    >
                      <input
                        type="checkbox"
                        name={name}
                        value={country.code}
                        checked={isChosen}
                        disabled={isFull && !isChosen}
                        onChange={(event) => toggle(country.code, event.target.checked)}
                        aria-invalid={field.invalid || undefined}
                        className="size-5 shrink-0 rounded border-slate-400 accent-brand-600"
                      />
                      <span>{country.name}</span>
                    </label>
                  );
                })}
              </div>
            </div>
          );
        })}
      </div>
      <FieldErrors id={field.errorId} errors={field.errors} testId={`${field.id}-error`} />
    </fieldset>
  );
}
