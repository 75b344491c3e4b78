import type { AdminCountryAction, CountryActionParticipant, GeoCountryGroup } from '@portal/contract';
import { COUNTRY_ACTION_KINDS } from '@portal/contract';
import { SelectField } from '../../../components/form/choice-fields';
import { describeField, FieldHint } from '../../../components/form/field-parts';
import { TextField } from '../../../components/form/text-field';
import { useApiForm, type ApiFormFields } from '../../../components/form/use-api-form';
import { useAdminTranslation } from '../../../i18n/admin';
import { useCountryActionsTranslation } from '../../../i18n/countryActions';
import { useLocale } from '../../../i18n/use-locale';
import { foreignLang, pickName } from '../../../lib/localized-name';
import { BilingualFields } from '../../../components/back-office/bilingual-fields';
import { AdminSection } from '../../../components/back-office/page-heading';
import { defineEditor } from '../../../components/back-office/editor-declaration';
import { BackOfficeEditorPage } from '../../../components/back-office/editor-page';
import { CountryActionPreview } from './country-action-preview';
import {
  COUNTRY_ACTIONS_PATH,
  COUNTRY_ACTION_FIELDS,
  COUNTRY_ACTION_LIMITS,
  COUNTRY_ACTION_SCHEMA,
  toCountryOptions,
  toEditorValues,
  type CountryActionSaved,
} from './country-action-form';
import { ParticipantsSection } from './participants-section';

/**
 * The city in both languages and the one hint both fields share, read out with each of them
 * (WCAG 1.3.1): the hint's id (named as the form fields name theirs) comes before the field's
 * own error in `aria-describedby`, as `describeField` orders a single field's.
 */
function CityFields({
  form,
  labels,
  values,
  hint,
}: {
  form: ApiFormFields;
  labels: { uk: string; en: string };
  values: { uk: string; en: string };
  hint: string;
}) {
  const locale = useLocale();
  const hintId = `${form.idPrefix}-city-hint`;
  return (
    <div>
      <div className="grid gap-4 md:grid-cols-2">
        {(['uk', 'en'] as const).map((lang) => {
          const name = `city.${lang}`;
          const { describedBy } = describeField(form, name);
          return (
            <TextField
              key={lang}
              form={form}
              name={name}
              label={labels[lang]}
              initialValue={values[lang]}
              maxLength={COUNTRY_ACTION_LIMITS.cityMax}
              lang={foreignLang(lang, locale)}
              aria-describedby={[hintId, describedBy].filter(Boolean).join(' ')}
            />
          );
        })}
      </div>
      <FieldHint id={hintId}>{hint}</FieldHint>
    </div>
  );
}

/**
 * The country action's editor (decision 045): live once saved. Its audit entries are not among the
 * audit log's tabs yet, so it has no history link.
 */
export const COUNTRY_ACTION_EDITOR = defineEditor({
  testId: 'country-action',
  listPath: COUNTRY_ACTIONS_PATH,
});

/**
 * /admin/country-actions/new and /{id}: an event in an importing country written in both
 * languages (title, description, city; the English in Latin letters), its country, format and
 * days (Kyiv), and the last day to apply (empty: until it starts). It is live as soon as it is
 * saved; a saved event shows its participants, their CSV and how exporters read it.
 */
export function CountryActionPage({
  action,
  participants,
  countries,
}: {
  action: AdminCountryAction | null;
  participants: readonly CountryActionParticipant[];
  countries: readonly GeoCountryGroup[];
}) {
  const { t } = useCountryActionsTranslation();
  const { t: tAdmin } = useAdminTranslation();
  const locale = useLocale();
  const form = useApiForm<CountryActionSaved>({
    intent: 'country-action',
    fields: COUNTRY_ACTION_FIELDS,
    schema: COUNTRY_ACTION_SCHEMA,
  });
  const values = toEditorValues(action);
  const title = action ? pickName(action.title, locale) : t('form.newTitle');
  const countryOptions = toCountryOptions(countries, new Intl.Collator(locale === 'ua' ? 'uk' : 'en'));

  return (
    <BackOfficeEditorPage
      editor={COUNTRY_ACTION_EDITOR}
      form={form}
      record={action}
      texts={{
        title,
        lead: t('form.lead'),
        listTitle: tAdmin('nav.countryActions'),
        submit: action ? t('form.save') : t('form.create'),
        saved: t('form.saved'),
        created: t('form.created'),
      }}
      footer={action && <p className="text-sm text-muted">{t('form.slug', { slug: action.slug })}</p>}
      after={
        action && (
          <>
            <ParticipantsSection action={action} participants={participants} />
            <CountryActionPreview action={action} />
          </>
        )
      }
    >
      <AdminSection id="country-action-subject" title={t('form.subjectTitle')}>
        <div className="grid gap-4 md:grid-cols-2">
          <SelectField
            form={form}
            name="geo_country_id"
            label={t('form.fields.country')}
            placeholder={t('form.countryPlaceholder')}
            options={countryOptions}
            initialValue={values.geo_country_id}
            required
          />
          <SelectField
            form={form}
            name="kind"
            label={t('form.fields.kind')}
            placeholder={t('form.kindPlaceholder')}
            options={COUNTRY_ACTION_KINDS.map((kind) => ({ value: kind, label: t(`kinds.${kind}`) }))}
            initialValue={values.kind}
            required
          />
        </div>
      </AdminSection>
      <AdminSection id="country-action-texts" title={t('form.textsTitle')}>
        <div className="flex flex-col gap-4">
          <p className="text-sm text-muted">{t('form.englishHint')}</p>
          <BilingualFields
            form={form}
            name="title"
            labels={{ uk: t('form.fields.titleUk'), en: t('form.fields.titleEn') }}
            values={values.title}
            maxLength={COUNTRY_ACTION_LIMITS.titleMax}
            isRequired
          />
          <BilingualFields
            form={form}
            name="description"
            labels={{ uk: t('form.fields.descriptionUk'), en: t('form.fields.descriptionEn') }}
            values={values.description}
            maxLength={COUNTRY_ACTION_LIMITS.descriptionMax}
            isLong
            isRequired
            rows={6}
          />
        </div>
      </AdminSection>
      <AdminSection id="country-action-place" title={t('form.placeTitle')}>
        <div className="flex flex-col gap-4">
          <CityFields
            form={form}
            labels={{ uk: t('form.fields.cityUk'), en: t('form.fields.cityEn') }}
            values={values.city}
            hint={t('form.cityHint')}
          />
          <div className="grid gap-4 md:grid-cols-3">
            <TextField
              form={form}
              name="starts_on"
              type="date"
              label={t('form.fields.startsOn')}
              hint={t('form.datesHint')}
              initialValue={values.starts_on}
              required
            />
            <TextField
              form={form}
              name="ends_on"
              type="date"
              label={t('form.fields.endsOn')}
              hint={t('form.datesHint')}
              initialValue={values.ends_on}
              required
            />
            <TextField
              form={form}
              name="apply_by"
              type="date"
              label={t('form.fields.applyBy')}
              hint={t('form.applyByHint')}
              initialValue={values.apply_by}
            />
          </div>
        </div>
      </AdminSection>
    </BackOfficeEditorPage>
  );
}
