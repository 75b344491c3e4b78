import { describeField, FieldErrors, FieldHint } from '../../../components/form/field-parts';
import type { ApiFormFields } from '../../../components/form/use-api-form';
import { useAdminPartnersTranslation } from '../../../i18n/adminPartners';
import type { CountryGroup } from './pro-partner-form';

const NAME = 'countries';
const BOX = 'mt-0.5 size-5 shrink-0 rounded border-slate-400 accent-brand-600';

function CountryBoxes({ group, checked }: { group: CountryGroup; checked: ReadonlySet<string> }) {
  return (
    <div className="grid gap-x-6 gap-y-1 sm:grid-cols-2 lg:grid-cols-3">
      {group.countries.map((country) => (
        <label
          key={country.code}
          className="flex min-h-8 cursor-pointer items-start gap-3 py-0.5 text-[15px] text-ink"
        >
          <input
            type="checkbox"
            name={NAME}
            value={country.code}
            defaultChecked={checked.has(country.code)}
            className={BOX}
            data-testid={`partner-country-${country.code}`}
          />
          <span>{country.name}</span>
        </label>
      ))}
    </div>
  );
}

/**
 * The countries a partner serves as plain checkboxes (they post without script, and each is read
 * out with its name and its region's legend): the importing countries by region, open; every other
 * country in a closed group that opens when one of them is ticked. None ticked: every country.
 */
export function CountriesField({
  form,
  groups,
  initialValues,
}: {
  form: ApiFormFields;
  groups: readonly CountryGroup[];
  initialValues: readonly string[];
}) {
  const { t } = useAdminPartnersTranslation();
  const field = describeField(form, NAME, t('countries.hint'));
  const checked = new Set(form.listOf(NAME, initialValues));
  return (
    <fieldset
      id={field.id}
      aria-describedby={field.describedBy}
      className="flex min-w-0 flex-col gap-3"
      data-testid="partner-countries"
    >
      {/* The section above shows the same words as its heading. */}
      <legend className="sr-only">{t('countries.legend')}</legend>
      <FieldHint id={field.hintId}>{t('countries.hint')}</FieldHint>
      <p className="text-sm text-muted" data-testid="partner-countries-chosen">
        {checked.size === 0 ? t('countries.none') : t('countries.selected', { count: checked.size })}
      </p>
      {groups.map((group) => {
        const chosen = group.countries.filter((country) => checked.has(country.code)).length;
        const title = chosen > 0 ? `${group.name} (${chosen})` : group.name;
        return group.key === 'other' ? (
          <details
            key={group.key}
            open={chosen > 0}
            className="rounded-lg border border-slate-200 bg-white px-3 py-2"
          >
            <summary className="min-h-8 cursor-pointer py-1 text-[15px] font-semibold text-brand-800">
              {title}
            </summary>
            <fieldset className="mt-2 min-w-0">
              <legend className="sr-only">{group.name}</legend>
              <CountryBoxes group={group} checked={checked} />
            </fieldset>
          </details>
        ) : (
          <fieldset key={group.key} className="min-w-0 rounded-lg border border-slate-200 bg-white px-3 py-2">
            <legend className="px-1 text-[15px] font-semibold text-brand-800">{title}</legend>
            <CountryBoxes group={group} checked={checked} />
          </fieldset>
        );
      })}
      <FieldErrors id={field.errorId} errors={field.errors} testId={`${field.id}-error`} />
    </fieldset>
  );
}
