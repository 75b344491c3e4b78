import { useState, useSyncExternalStore } from 'react';
import type { ProgressField } from '@portal/contract';
import { FormAlert, FormStatus, SubmitButton } from '../../components/form/form-feedback';
import { useApiForm } from '../../components/form/use-api-form';
import { useImportingTranslation } from '../../i18n/importing';
import { INTENT_FIELD } from '../../lib/forms/form-values';
import {
  STEP_FIELDS,
  STEP_INTENT,
  STEPS_FIELDS,
  STEPS_INTENT,
  type CabinetCountry,
} from './importing-cabinet-model';

/** True once React runs in the browser: the page then saves each tick at once. */
function useHydrated(): boolean {
  return useSyncExternalStore(subscribeToNothing, isInBrowser, isOnServer);
}
const subscribeToNothing = () => () => {};
const isInBrowser = () => true;
const isOnServer = () => false;

/**
 * The six steps of one country as checkboxes (issue 15 §3). Without JavaScript they are one form
 * with a save button (every step sent, the call is idempotent); with JavaScript each tick is sent
 * at once by a form of its own, without reloading the page. A company that is not approved sees
 * them read-only.
 */
export function CountrySteps({
  country,
  fields,
  canWrite,
}: {
  country: CabinetCountry;
  fields: ProgressField[];
  canWrite: boolean;
}) {
  const { t } = useImportingTranslation();
  const hydrated = useHydrated();
  const all = useApiForm<{ progress: unknown }>({ intent: STEPS_INTENT, fields: STEPS_FIELDS });
  const isLive = hydrated && canWrite;
  const done = new Set(country.done_fields);

  return (
    <section aria-labelledby="country-steps-title" className="mt-6" data-testid="country-steps">
      <h3 id="country-steps-title" className="text-lg font-bold text-brand-900">
        {t('steps.title')}
      </h3>
      <p className="mt-1 text-[15px] leading-relaxed text-muted">
        {!canWrite ? t('steps.readOnly') : isLive ? t('steps.lead') : t('steps.leadNoScript')}
      </p>
      <all.Form {...all.formProps} className="mt-4">
        <input type="hidden" name={INTENT_FIELD} value={all.intent} />
        <input type="hidden" name="geo_country_id" value={country.id} />
        <FormAlert errors={all.generalErrors} testId="country-steps-error" />
        <ul className="grid gap-2">
          {fields.map((field) => (
            <li key={field.id}>
              {isLive ? (
                <LiveStep countryId={country.id} field={field} isDone={done.has(field.id)} />
              ) : (
                <StepCheckbox
                  field={field}
                  name="field_ids"
                  checked={done.has(field.id)}
                  disabled={!canWrite}
                  idPrefix="step"
                />
              )}
            </li>
          ))}
        </ul>
        {canWrite && !isLive && (
          <div className="mt-4 flex flex-wrap items-center gap-3">
            <SubmitButton isSubmitting={all.isSubmitting} testId="country-steps-save">
              {t('steps.save')}
            </SubmitButton>
          </div>
        )}
        <div className="mt-2">
          <FormStatus testId="country-steps-status">{all.success ? t('steps.saved') : null}</FormStatus>
        </div>
      </all.Form>
    </section>
  );
}

/** One step's checkbox; without `onChange` it is a plain field of the surrounding form. */
function StepCheckbox({
  field,
  name,
  checked,
  disabled = false,
  idPrefix,
  onChange,
}: {
  field: ProgressField;
  name?: string;
  checked: boolean;
  disabled?: boolean;
  idPrefix: string;
  onChange?: (checked: boolean) => void;
}) {
  const id = `${idPrefix}-${field.id}`;
  return (
    <div className="flex gap-3 rounded-xl border border-slate-200 p-3.5 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50">
      <input
        id={id}
        type="checkbox"
        name={name}
        value={field.id}
        {...(onChange
          ? { checked, onChange: (event) => onChange(event.currentTarget.checked) }
          : { defaultChecked: checked })}
        disabled={disabled}
        aria-describedby={`${id}-description`}
        className="mt-0.5 size-5 shrink-0 accent-brand-600"
        data-testid={`step-${field.slug}`}
      />
      <div>
        <label htmlFor={id} className="font-semibold text-brand-900">
          {field.name}
        </label>
        <p id={`${id}-description`} className="mt-0.5 text-[15px] leading-relaxed text-muted">
          {field.description}
        </p>
      </div>
    </div>
  );
}

/**
 * A step sent on its own when ticked or unticked (a fetcher of its own, so two quick ticks are two
 * calls). It shows the wanted state while the call and the page's reload run, then the API's.
 */
function LiveStep({
  countryId,
  field,
  isDone,
}: {
  countryId: number;
  field: ProgressField;
  isDone: boolean;
}) {
  const form = useApiForm({ intent: STEP_INTENT, fields: STEP_FIELDS });
  // The tick wanted, and whether its call has been seen running: until it has ended, the box
  // shows the tick; then the API's answer (the page's data) again, a refusal included.
  const [wanted, setWanted] = useState<{ value: boolean; seen: boolean } | null>(null);
  if (wanted && !wanted.seen && form.isSubmitting) setWanted({ ...wanted, seen: true });
  const isPending = wanted !== null && (!wanted.seen || form.isSubmitting);
  const checked = isPending ? wanted.value : isDone;
  return (
    <>
      <StepCheckbox
        field={field}
        checked={checked}
        idPrefix="live-step"
        onChange={(next) => {
          setWanted({ value: next, seen: false });
          form.submitValues({
            geo_country_id: String(countryId),
            field_id: String(field.id),
            done: String(next),
          });
        }}
      />
      <div className={form.generalErrors.length > 0 ? 'mt-1' : undefined}>
        <FormAlert errors={form.generalErrors} testId={`step-${field.slug}-error`} />
      </div>
    </>
  );
}
