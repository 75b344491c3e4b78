import type { ApiLocale } from '@portal/contract';
import type { CountryNames } from '../../../components/designed-form/country-names';
import { useEffect, useRef, useState, type FormEvent, type MouseEvent } from 'react';
import {
  FORM_FIELD_KINDS,
  FORM_FILE_KINDS,
  FORM_LIMITS,
  type AdminCatalogService,
  type AdminServiceFormState,
} from '@portal/contract';
import { CheckboxGroup, SelectField } from '../../../components/form/choice-fields';
import { describeField, FieldErrors, INPUT_CLASSES } from '../../../components/form/field-parts';
import { FormAlert, FormStatus, SubmitButton } from '../../../components/form/form-feedback';
import { TextField } from '../../../components/form/text-field';
import { useApiForm, type ApiFormFields } from '../../../components/form/use-api-form';
import { buttonClasses } from '../../../components/ui/button-link';
import { useAdminCatalogTranslation } from '../../../i18n/adminCatalog';
import { useAdminTranslation } from '../../../i18n/admin';
import { useLocale } from '../../../i18n/use-locale';
import { cx } from '../../../lib/cx';
import { formatDateTime } from '../../../lib/format';
import { INTENT_FIELD, readFormValues } from '../../../lib/forms/form-values';
import { pickName } from '../../../lib/localized-name';
import { BilingualFields, SavedCheckbox } from '../../../components/back-office/bilingual-fields';
import { EMPTY_FIELDS } from '../../../components/back-office/admin-forms';
import { AdminPageHeading, AdminSection } from '../../../components/back-office/page-heading';
import { SERVICES_PATH } from './catalog-form';
import { DesignerPreview } from './designer-preview';
import {
  applyDesignerOp,
  DESIGNER_INTENT,
  DESIGNER_OP_FIELD,
  LIST_ERRORS,
  opValue,
  readDesignerOp,
  readDesignerState,
  toDesignerFieldSpec,
  toDesignerState,
  type DesignerField,
  type DesignerOutcome,
  type FormPublished,
  type DesignerOp,
  type DesignerSection,
  type DesignerState,
} from './form-designer';

/** Every error of the designer is under `sections.…`: beside its input, or under its list. */
const DESIGNER_FIELDS = { sections: 'text' } as const;

const SMALL = cx(buttonClasses('outline', 'sm'), 'whitespace-normal');
const DANGER = 'border-red-700 text-red-700 hover:bg-red-50';

type T = ReturnType<typeof useAdminCatalogTranslation>['t'];

/**
 * With script, a designer's button changes the designer in the page (`applyDesignerOp` on what the
 * inputs hold); without it, the button posts its `op` with the whole form and the action applies it.
 */
type OpHandler = (event: MouseEvent<HTMLButtonElement>) => void;

/** The designer's inputs' form: what they were last given, their errors, and its buttons' handler. */
type DesignerFields = ApiFormFields & { onOp: OpHandler };

/** A designer's button: it posts its `op` (add, move, remove) with the whole form, which the action applies. */
function OpButton({
  form,
  op,
  indexes,
  children,
  isDanger = false,
  name,
}: {
  form: DesignerFields;
  op: DesignerOp['type'];
  indexes: number[];
  children: string;
  isDanger?: boolean;
  /** Its id's name when the focus comes back to it (`add_section`, `sections.0.fields.1.add_option`). */
  name?: string;
}) {
  return (
    <button
      type="submit"
      name={DESIGNER_OP_FIELD}
      value={opValue(op, ...indexes)}
      id={name ? `${form.idPrefix}-${name}` : undefined}
      onClick={form.onOp}
      className={cx(SMALL, isDanger && DANGER)}
    >
      {children}
    </button>
  );
}

/** Numbers' settings side by side: a small text field each. */
function NumberSetting({
  form,
  name,
  label,
  value,
  hint,
}: {
  form: DesignerFields;
  name: string;
  label: string;
  value: string;
  hint?: string;
}) {
  return (
    <TextField
      form={form}
      name={name}
      label={label}
      hint={hint}
      initialValue={value}
      inputMode="decimal"
      autoComplete="off"
      maxLength={20}
    />
  );
}

/** The list's own error (too few fields or options), under the list. */
function ListErrors({ form, name }: { form: DesignerFields; name: string }) {
  const field = describeField(form, `${name}.${LIST_ERRORS}`);
  return <FieldErrors id={field.errorId} errors={field.errors} testId={`${field.id}-error`} />;
}

function KindSettings({
  form,
  field,
  p,
  t,
}: {
  form: DesignerFields;
  field: DesignerField;
  p: string;
  t: T;
}) {
  switch (field.kind) {
    case 'text':
    case 'long_text':
      return (
        <div className="grid gap-4 sm:grid-cols-2">
          <NumberSetting
            form={form}
            name={`${p}.min_length`}
            label={t('designer.minLength')}
            value={field.min_length}
          />
          <NumberSetting
            form={form}
            name={`${p}.max_length`}
            label={t('designer.maxLength')}
            value={field.max_length}
            hint={t('designer.maxLengthHint', { count: FORM_LIMITS[field.kind].defaultMaxLength })}
          />
        </div>
      );
    case 'number':
      return (
        <div className="flex flex-col gap-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <NumberSetting form={form} name={`${p}.min`} label={t('designer.min')} value={field.min} />
            <NumberSetting form={form} name={`${p}.max`} label={t('designer.max')} value={field.max} />
          </div>
          <SavedCheckbox
            form={form}
            name={`${p}.integer`}
            label={t('designer.integer')}
            isChecked={field.integer}
          />
          <BilingualFields
            form={form}
            name={`${p}.unit`}
            labels={{ uk: t('designer.unitUk'), en: t('designer.unitEn') }}
            values={field.unit}
            maxLength={FORM_LIMITS.unit}
          />
          <p className="-mt-2 text-sm text-muted">{t('designer.unitHint')}</p>
        </div>
      );
    case 'date':
      return (
        <SelectField
          form={form}
          name={`${p}.date_rule`}
          label={t('designer.dateRule')}
          placeholder={t('designer.dateAny')}
          options={(['not_before_today', 'not_after_today'] as const).map((rule) => ({
            value: rule,
            label: t(`designer.dateRules.${rule}`),
          }))}
          initialValue={field.date_rule}
          className="sm:max-w-sm"
        />
      );
    case 'select':
    case 'multi_select':
      return <OptionsSettings form={form} field={field} p={p} t={t} />;
    case 'file':
      return (
        <CheckboxGroup
          form={form}
          name={`${p}.accept`}
          legend={t('designer.accept')}
          hint={t('designer.acceptHint')}
          options={FORM_FILE_KINDS.map((kind) => ({ value: kind, label: t(`designer.fileKinds.${kind}`) }))}
          initialValues={field.accept}
        />
      );
    default:
      return null;
  }
}

/** A choice's options (value and text in both languages; add, remove) and, for several, how many. */
function OptionsSettings({
  form,
  field,
  p,
  t,
}: {
  form: DesignerFields;
  field: DesignerField;
  p: string;
  t: T;
}) {
  const [s, f] = p
    .split('.')
    .filter((part) => /^\d+$/.test(part))
    .map(Number) as [number, number];
  return (
    <fieldset className="flex min-w-0 flex-col gap-4 rounded-lg border border-slate-200 p-3 sm:p-4">
      <legend className="px-1 text-[15px] font-semibold text-ink">{t('designer.options')}</legend>
      <p className="text-sm text-muted">{t('designer.optionsHint')}</p>
      <ol className="flex flex-col gap-4">
        {field.options.map((option, o) => (
          <li
            key={o}
            className="flex flex-col gap-3 border-t border-slate-100 pt-3 first:border-t-0 first:pt-0"
          >
            <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
              <TextField
                form={form}
                name={`${p}.options.${o}.value`}
                label={`${t('designer.option', { number: o + 1 })}: ${t('designer.optionValue')}`}
                initialValue={option.value}
                autoComplete="off"
                spellCheck={false}
                maxLength={40}
                className="min-w-0 sm:max-w-xs sm:flex-1"
              />
              <OpButton form={form} op="remove_option" indexes={[s, f, o]} isDanger>
                {t('designer.removeOption', { number: o + 1 })}
              </OpButton>
            </div>
            <BilingualFields
              form={form}
              name={`${p}.options.${o}.label`}
              labels={{ uk: t('designer.optionUk'), en: t('designer.optionEn') }}
              values={option.label}
              maxLength={FORM_LIMITS.label}
            />
          </li>
        ))}
      </ol>
      <ListErrors form={form} name={`${p}.options`} />
      <div>
        <OpButton form={form} op="add_option" indexes={[s, f]} name={`${p}.add_option`}>
          {t('designer.addOption')}
        </OpButton>
      </div>
      {field.kind === 'multi_select' && (
        <div className="grid gap-4 sm:grid-cols-2">
          <NumberSetting
            form={form}
            name={`${p}.min_items`}
            label={t('designer.minItems')}
            value={field.min_items}
          />
          <NumberSetting
            form={form}
            name={`${p}.max_items`}
            label={t('designer.maxItems')}
            value={field.max_items}
          />
        </div>
      )}
    </fieldset>
  );
}

function FieldEditor({
  form,
  field,
  s,
  f,
  count,
  t,
}: {
  form: DesignerFields;
  field: DesignerField;
  s: number;
  f: number;
  count: number;
  t: T;
}) {
  const p = `sections.${s}.fields.${f}`;
  const number = f + 1;
  return (
    <li>
      <fieldset
        className="flex min-w-0 flex-col gap-4 rounded-xl border border-slate-300 bg-slate-50/60 p-3 sm:p-4"
        data-testid={`designer-field-${s}-${f}`}
      >
        <legend className="px-1 text-base font-bold text-brand-900">
          {t('designer.field', { number, kind: t(`designer.kinds.${field.kind}`) })}
        </legend>
        <input type="hidden" name={`${p}.kind`} value={field.kind} />
        <div className="grid gap-4 sm:grid-cols-2 sm:items-start">
          <TextField
            form={form}
            name={`${p}.key`}
            label={t('designer.fieldKey')}
            hint={t('designer.keyHint')}
            initialValue={field.key}
            autoComplete="off"
            spellCheck={false}
            maxLength={40}
            required
          />
          <div className="sm:pt-9">
            <SavedCheckbox
              form={form}
              name={`${p}.required`}
              label={t('designer.required')}
              isChecked={field.required}
            />
          </div>
        </div>
        <BilingualFields
          form={form}
          name={`${p}.label`}
          labels={{ uk: t('designer.labelUk'), en: t('designer.labelEn') }}
          values={field.label}
          maxLength={FORM_LIMITS.label}
          isRequired
        />
        <BilingualFields
          form={form}
          name={`${p}.help`}
          labels={{ uk: t('designer.helpUk'), en: t('designer.helpEn') }}
          values={field.help}
          maxLength={FORM_LIMITS.help}
          isLong
          rows={2}
        />
        <KindSettings form={form} field={field} p={p} t={t} />
        <div className="flex flex-wrap gap-2">
          {f > 0 && (
            <OpButton form={form} op="field_up" indexes={[s, f]}>
              {t('designer.fieldUp', { number })}
            </OpButton>
          )}
          {f < count - 1 && (
            <OpButton form={form} op="field_down" indexes={[s, f]}>
              {t('designer.fieldDown', { number })}
            </OpButton>
          )}
          <OpButton form={form} op="remove_field" indexes={[s, f]} isDanger>
            {t('designer.removeField', { number })}
          </OpButton>
        </div>
      </fieldset>
    </li>
  );
}

function SectionEditor({
  form,
  section,
  s,
  count,
  t,
}: {
  form: DesignerFields;
  section: DesignerSection;
  s: number;
  count: number;
  t: T;
}) {
  const p = `sections.${s}`;
  const number = s + 1;
  const kindField = describeField(form, `${p}.new_kind`);
  return (
    <li>
      <fieldset
        className="flex min-w-0 flex-col gap-4 rounded-2xl border-2 border-brand-100 bg-white p-3 sm:p-5"
        data-testid={`designer-section-${s}`}
      >
        <legend className="px-1 text-lg font-bold text-brand-900">{t('designer.section', { number })}</legend>
        <TextField
          form={form}
          name={`${p}.key`}
          label={t('designer.sectionKey')}
          hint={t('designer.keyHint')}
          initialValue={section.key}
          autoComplete="off"
          spellCheck={false}
          maxLength={40}
          className="sm:max-w-sm"
          required
        />
        <BilingualFields
          form={form}
          name={`${p}.title`}
          labels={{ uk: t('designer.sectionTitleUk'), en: t('designer.sectionTitleEn') }}
          values={section.title}
          maxLength={FORM_LIMITS.sectionTitle}
          isRequired
        />
        <BilingualFields
          form={form}
          name={`${p}.description`}
          labels={{ uk: t('designer.sectionDescriptionUk'), en: t('designer.sectionDescriptionEn') }}
          values={section.description}
          maxLength={FORM_LIMITS.sectionDescription}
          isLong
          rows={2}
        />
        {section.fields.length === 0 ? (
          <p className="text-[15px] text-muted">{t('designer.noFields')}</p>
        ) : (
          <ol className="flex flex-col gap-4">
            {section.fields.map((field, f) => (
              <FieldEditor
                key={f}
                form={form}
                field={field}
                s={s}
                f={f}
                count={section.fields.length}
                t={t}
              />
            ))}
          </ol>
        )}
        <ListErrors form={form} name={`${p}.fields`} />
        <div className="flex flex-col gap-2 rounded-lg bg-brand-50/60 p-3 sm:flex-row sm:items-end">
          <div className="sm:max-w-xs sm:flex-1">
            <label htmlFor={kindField.id} className="mb-1.5 block text-[15px] font-semibold text-ink">
              {t('designer.newKind')}
            </label>
            <select
              id={kindField.id}
              name={`${p}.new_kind`}
              defaultValue={section.new_kind}
              className={cx(INPUT_CLASSES, 'pr-10')}
            >
              {FORM_FIELD_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {t(`designer.kinds.${kind}`)}
                </option>
              ))}
            </select>
          </div>
          <div>
            <OpButton form={form} op="add_field" indexes={[s]}>
              {t('designer.addField')}
            </OpButton>
          </div>
        </div>
        <div className="flex flex-wrap gap-2 border-t border-slate-200 pt-3">
          {s > 0 && (
            <OpButton form={form} op="section_up" indexes={[s]}>
              {t('designer.sectionUp', { number })}
            </OpButton>
          )}
          {s < count - 1 && (
            <OpButton form={form} op="section_down" indexes={[s]}>
              {t('designer.sectionDown', { number })}
            </OpButton>
          )}
          <OpButton form={form} op="remove_section" indexes={[s]} isDanger>
            {t('designer.removeSection', { number })}
          </OpButton>
        </div>
      </fieldset>
    </li>
  );
}

/** Publishing the saved draft as the next version; nothing changed, the button says why it does nothing. */
function PublishForm({ formState, t }: { formState: AdminServiceFormState; t: T }) {
  const form = useApiForm<FormPublished>({ intent: 'publish_form', fields: EMPTY_FIELDS });
  const next = (formState.current?.version ?? 0) + 1;
  const isUnchanged = !formState.draft_changed;
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (isUnchanged) event.preventDefault();
    else form.formProps.onSubmit(event);
  };
  return (
    <AdminSection id="designer-publish" title={t('designer.publishTitle')} testId="designer-publish">
      <form.Form {...form.formProps} onSubmit={onSubmit} className="flex flex-col gap-3">
        <input type="hidden" name={INTENT_FIELD} value={form.intent} />
        <FormAlert errors={form.generalErrors} testId="designer-publish-error" />
        <p className="text-[15px] text-ink" data-testid="designer-draft-state">
          {formState.draft_changed ? t('designer.draftChanged') : t('designer.draftSame')}
        </p>
        <SubmitButton
          isSubmitting={form.isSubmitting}
          isUnavailable={isUnchanged}
          className="self-start"
          testId="designer-publish-submit"
        >
          {t('designer.publishButton', { version: next })}
        </SubmitButton>
        {isUnchanged && (
          <p className="text-sm text-muted" data-testid="designer-publish-unchanged">
            {t('designer.publishUnchanged')}
          </p>
        )}
        <FormStatus testId="designer-published">
          {form.success ? t('designer.published', { version: form.success.version }) : null}
        </FormStatus>
      </form.Form>
    </AdminSection>
  );
}

function Versions({ formState, t }: { formState: AdminServiceFormState; t: T }) {
  const locale = useLocale();
  const current = formState.current?.version;
  return (
    <AdminSection id="designer-versions" title={t('designer.versionsTitle')} testId="designer-versions">
      {formState.versions.length === 0 ? (
        <p className="text-[15px] text-muted">{t('designer.versionsEmpty')}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-slate-200" data-testid="designer-versions-list">
          {formState.versions.map((version) => (
            <li key={version.id} className="flex flex-col gap-0.5 py-2 text-[15px] first:pt-0">
              <span className="font-semibold text-ink">
                {t('designer.versionName', { version: version.version })}
                {version.version === current && ` · ${t('designer.current')}`}
              </span>
              <span className="text-sm text-muted">
                {t('designer.versionPublished', { date: formatDateTime(version.published_at, locale) })}
              </span>
              <span className="text-sm text-muted">
                {t('designer.versionOrders', { count: version.orders_count })}
              </span>
            </li>
          ))}
        </ul>
      )}
      <p className="mt-3 text-sm text-muted">{t('designer.publishNote')}</p>
    </AdminSection>
  );
}

/** What the designer shows: after a button, the action's state; after a refused save, what was posted; else the saved draft. */
function pickState(
  outcome: DesignerOutcome | null,
  failed: ReturnType<typeof useApiForm>['failedValues'],
  formState: AdminServiceFormState,
): DesignerState {
  if (outcome) return outcome.state;
  if (failed) return readDesignerState(failed);
  return toDesignerState(formState.draft ?? formState.current?.definition ?? null);
}

/**
 * /admin/catalog/services/{id}/form (issue 27 §3): the designer of a service's order form. Its
 * sections and fields live in the form's own inputs (named by the definition's paths); each
 * button posts the whole form and the action answers the changed designer, so it works without
 * script. "Save the draft" sends the definition (its faults beside their inputs); the saved draft
 * is previewed in both languages and published as the next version; every version is listed with
 * the orders filled in with it.
 */
export function FormDesignerPage({
  service,
  form: formState,
  countryNames,
}: {
  service: AdminCatalogService;
  form: AdminServiceFormState;
  countryNames: Record<ApiLocale, CountryNames>;
}) {
  const { t } = useAdminCatalogTranslation();
  const { t: tAdmin } = useAdminTranslation();
  const locale = useLocale();
  const form = useApiForm<DesignerOutcome>({ intent: DESIGNER_INTENT, fields: DESIGNER_FIELDS });
  // The server's last answer (a button without script, a save); a change made in the page since
  // stands until the next one.
  const answer = form.success ?? form.failedValues;
  const [local, setLocal] = useState<{ basedOn: unknown; outcome: DesignerOutcome } | null>(null);
  const inPage = local && local.basedOn === answer ? local.outcome : null;
  const outcome = inPage ?? form.success;
  const state = inPage?.state ?? pickState(form.success, form.failedValues, formState);
  const revision = outcome?.revision ?? 'loaded';
  const status = useRef<HTMLDivElement>(null);
  const title = pickName(service.title, locale);

  const onOp: OpHandler = (event) => {
    const op = readDesignerOp(event.currentTarget.value);
    const element = event.currentTarget.form;
    if (!op || !element) return;
    event.preventDefault();
    const data = new FormData(element);
    const next = applyDesignerOp(
      readDesignerState(readFormValues(data, toDesignerFieldSpec(data.keys()))),
      op,
    );
    const count = Number(local?.outcome.revision.split('-')[1] ?? 0) + 1;
    setLocal({
      basedOn: answer,
      outcome: { state: next.state, focus: next.focus, revision: `page-${count}`, saved: false },
    });
  };
  // The inputs show the designer's state (which holds what was posted); a change in the page
  // leaves the last save's errors behind, as their places may have moved.
  const fields: DesignerFields = {
    ...form,
    valueOf: (_name, fallback) => fallback,
    listOf: (_name, fallback) => [...fallback],
    errorsFor: inPage ? () => [] : form.errorsFor,
    onOp,
  };

  // After a button the inputs start afresh from the new state; the focus goes where the change is
  // (the new field's label, the moved field), or to the saved message.
  useEffect(() => {
    if (!outcome) return;
    if (outcome.saved) status.current?.focus();
    else if (outcome.focus) document.getElementById(`${form.idPrefix}-${outcome.focus}`)?.focus();
  }, [outcome, form.idPrefix]);

  const saveButton = (
    <SubmitButton isSubmitting={form.isSubmitting} className="self-start" testId="designer-save">
      {t('designer.save')}
    </SubmitButton>
  );

  return (
    <>
      <AdminPageHeading
        title={t('designer.title', { service: title })}
        lead={t('designer.lead')}
        breadcrumbs={[
          { label: tAdmin('nav.dashboard'), to: '/admin' },
          { label: t('services.title'), to: SERVICES_PATH },
          { label: title, to: `${SERVICES_PATH}/${service.id}` },
          { label: t('meta.form') },
        ]}
      />
      <div ref={status} tabIndex={-1} className="mb-4 focus:outline-none">
        <FormStatus testId="designer-saved">{outcome?.saved ? t('designer.saved') : null}</FormStatus>
      </div>
      <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_22rem] xl:items-start">
        <form.Form
          {...form.formProps}
          key={revision}
          className="flex min-w-0 flex-col gap-5"
          aria-label={t('designer.sectionsTitle')}
          data-testid="designer-form"
        >
          <input type="hidden" name={INTENT_FIELD} value={form.intent} />
          {/* The first submit button: Enter in a field saves (it never adds or removes). */}
          {saveButton}
          <FormAlert errors={inPage ? [] : form.generalErrors} testId="designer-error" />
          <ListErrors form={fields} name="sections" />
          <ol className="flex flex-col gap-6">
            {state.sections.map((section, s) => (
              <SectionEditor
                key={s}
                form={fields}
                section={section}
                s={s}
                count={state.sections.length}
                t={t}
              />
            ))}
          </ol>
          <div>
            <OpButton form={fields} op="add_section" indexes={[]} name="add_section">
              {t('designer.addSection')}
            </OpButton>
          </div>
          {saveButton}
        </form.Form>
        <div className="flex min-w-0 flex-col gap-6">
          <PublishForm formState={formState} t={t} />
          <Versions formState={formState} t={t} />
        </div>
      </div>
      <DesignerPreview
        definition={formState.draft ?? formState.current?.definition ?? null}
        countryNames={countryNames}
      />
    </>
  );
}
