import { INCOTERM_GROUPS, type IncotermItem } from '@portal/contract';
import { describeField, FieldErrors } from '../../components/form/field-parts';
import type { ApiFormFields } from '../../components/form/use-api-form';
import { useRequestsTranslation } from '../../i18n/requests';

/**
 * The delivery terms the exporter offers: the Incoterms® 2020 rules (from
 * `/profile/sales-market/get-incoterms`, every page) as checkboxes under the two groups the ICC
 * sorts them in, each with its short description tied to the box.
 */
export function IncotermsField({
  form,
  incoterms,
  initialValues,
}: {
  form: ApiFormFields;
  incoterms: readonly IncotermItem[];
  initialValues: readonly string[];
}) {
  const { t } = useRequestsTranslation();
  const field = describeField(form, 'incoterms');
  const checked = new Set(form.listOf('incoterms', initialValues));
  return (
    <fieldset id={field.id} aria-describedby={field.describedBy} data-testid="incoterms-field">
      <legend className="mb-1 text-[15px] font-semibold text-ink">
        {t('market.fields.incoterms')}
        <span className="ml-0.5 text-red-700" aria-hidden="true">
          *
        </span>
      </legend>
      <p className="mb-3 text-sm leading-snug text-muted">{t('market.fields.incotermsHint')}</p>
      {INCOTERM_GROUPS.map((group) => {
        const rules = incoterms.filter((rule) => rule.group === group);
        if (rules.length === 0) return null;
        return (
          <div key={group} className="mb-4 last:mb-0">
            <p className="mb-2 text-sm font-bold text-brand-900">{t(`market.incotermGroups.${group}`)}</p>
            <ul className="grid gap-2 md:grid-cols-2">
              {rules.map((rule) => {
                const id = `${field.id}-${rule.code}`;
                return (
                  <li
                    key={rule.code}
                    className="rounded-lg border border-slate-200 px-3 py-2 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 md:py-3"
                  >
                    <div className="flex items-start gap-3">
                      <input
                        id={id}
                        type="checkbox"
                        name="incoterms"
                        value={rule.code}
                        defaultChecked={checked.has(rule.code)}
                        aria-describedby={`${id}-text`}
                        aria-invalid={field.invalid || undefined}
                        className="mt-0.5 size-5 shrink-0 rounded border-slate-400 accent-brand-600"
                      />
                      <div>
                        <label htmlFor={id} className="cursor-pointer text-[15px] text-ink">
                          <span className="font-bold">{rule.code}</span> — {rule.name}
                        </label>
                        <p id={`${id}-text`} className="mt-1 text-sm leading-snug text-muted max-md:hidden">
                          {rule.description}
                        </p>
                      </div>
                    </div>
                  </li>
                );
              })}
            </ul>
          </div>
        );
      })}
      {/* On phones the eleven descriptions would be screens long: all of them one tap away. */}
      <details className="mt-3 text-sm leading-snug text-muted md:hidden">
        <summary className="cursor-pointer font-semibold text-brand-700">
          {t('market.fields.incotermMore')}
        </summary>
        <dl className="mt-2 grid gap-2">
          {incoterms.map((rule) => (
            <div key={rule.code}>
              <dt className="font-bold text-ink">{rule.code}</dt>
              <dd>{rule.description}</dd>
            </div>
          ))}
        </dl>
      </details>
      <FieldErrors id={field.errorId} errors={field.errors} testId={`${field.id}-error`} />
    </fieldset>
  );
}
