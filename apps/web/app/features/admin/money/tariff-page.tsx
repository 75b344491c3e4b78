import { ADMIN_TARIFF_LIMITS, type AdminTariff } from '@portal/contract';
import { useMemo } from 'react';
import { TextField } from '../../../components/form/text-field';
import { useApiForm } from '../../../components/form/use-api-form';
import { useAdminTranslation } from '../../../i18n/admin';
import { LocalizedLink } from '../../../i18n/localized-link';
import { useLocale } from '../../../i18n/use-locale';
import { pickName } from '../../../lib/localized-name';
import { AdminSection } from '../../../components/back-office/page-heading';
import { defineEditor } from '../../../components/back-office/editor-declaration';
import { BackOfficeEditorPage } from '../../../components/back-office/editor-page';
import { BilingualFields, SavedCheckbox } from '../../../components/back-office/bilingual-fields';
import { buildTariffFields, buildTariffSchema, type Saved } from './money-forms';
import { formatHryvniasInput } from './money-input';
import { TARIFFS_PATH, useTariffPeriod } from './tariffs-page';

const LINK = 'font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900';

/** The tariff's editor (decision 045): live once saved, audited. */
export const TARIFF_EDITOR = defineEditor({ testId: 'tariff', listPath: TARIFFS_PATH, audit: 'tariff' });

/**
 * /admin/tariffs/{id}: a tariff's names and descriptions in both languages, its price (typed in
 * hryvnias, sent in kopiykas), period or trial days, whether it is public and recommended, and
 * what it gives of each row of the comparison. Saved, it is on /tariffs from the next request.
 */
export function TariffPage({ tariff }: { tariff: AdminTariff }) {
  const { t } = useAdminTranslation();
  const locale = useLocale();
  const describePeriod = useTariffPeriod();
  const fields = useMemo(() => buildTariffFields(tariff), [tariff]);
  const schema = useMemo(() => buildTariffSchema(tariff), [tariff]);
  const form = useApiForm<Saved>({ intent: 'tariff', fields, schema });
  const name = pickName(tariff.name, locale);

  return (
    <BackOfficeEditorPage
      editor={TARIFF_EDITOR}
      form={form}
      record={tariff}
      texts={{
        title: t('tariff.title', { name }),
        lead: t('tariff.lead'),
        listTitle: t('tariffs.title'),
        submit: t('tariff.submit'),
        saved: (
          <>
            {t('tariff.saved')}{' '}
            <LocalizedLink to="/tariffs" className={LINK}>
              {t('tariff.openPublic')}
            </LocalizedLink>
          </>
        ),
      }}
    >
      <AdminSection id="tariff-texts" title={t('tariff.textsTitle')}>
        <div className="flex flex-col gap-4">
          <BilingualFields
            form={form}
            name="name"
            labels={{ uk: t('tariff.fields.nameUk'), en: t('tariff.fields.nameEn') }}
            values={tariff.name}
            maxLength={ADMIN_TARIFF_LIMITS.nameMax}
            isRequired
          />
          <BilingualFields
            form={form}
            name="description"
            labels={{ uk: t('tariff.fields.descriptionUk'), en: t('tariff.fields.descriptionEn') }}
            values={tariff.description}
            maxLength={ADMIN_TARIFF_LIMITS.descriptionMax}
            isLong
          />
        </div>
      </AdminSection>
      <AdminSection id="tariff-terms" title={t('tariff.termsTitle')}>
        <div className="grid gap-4 md:grid-cols-2">
          <TextField
            form={form}
            name="price"
            label={t('tariff.fields.price')}
            hint={tariff.is_trial ? t('tariff.priceTrialHint') : t('tariff.priceHint')}
            initialValue={formatHryvniasInput(tariff.price, locale)}
            inputMode="decimal"
            autoComplete="off"
            required
          />
          {tariff.is_trial ? (
            <TextField
              form={form}
              name="trial_days"
              label={t('tariff.fields.trialDays')}
              hint={t('tariff.trialDaysHint', { max: ADMIN_TARIFF_LIMITS.trialDaysMax })}
              initialValue={String(tariff.trial_days ?? '')}
              inputMode="numeric"
              autoComplete="off"
              required
            />
          ) : (
            <TextField
              form={form}
              name="period_months"
              label={t('tariff.fields.periodMonths')}
              hint={t('tariff.periodHint', { max: ADMIN_TARIFF_LIMITS.periodMonthsMax })}
              initialValue={String(tariff.period_months)}
              inputMode="numeric"
              autoComplete="off"
              required
            />
          )}
        </div>
        <div className="mt-5 flex flex-col gap-3">
          <SavedCheckbox
            form={form}
            name="is_public"
            label={t('tariff.fields.isPublic')}
            hint={t('tariff.isPublicHint')}
            isChecked={tariff.is_public}
          />
          <SavedCheckbox
            form={form}
            name="is_recommended"
            label={t('tariff.fields.isRecommended')}
            hint={t('tariff.isRecommendedHint')}
            isChecked={tariff.is_recommended}
          />
        </div>
        <p className="mt-4 text-sm text-muted">
          {t('tariff.slug', { slug: tariff.slug, period: describePeriod(tariff) })}
        </p>
      </AdminSection>
      <AdminSection id="tariff-features" title={t('tariff.featuresTitle')}>
        {tariff.features.length === 0 ? (
          <p className="text-[15px] text-muted">{t('tariff.noFeatures')}</p>
        ) : (
          <ul className="flex flex-col divide-y divide-slate-200">
            {tariff.features.map((feature, index) => (
              <li key={feature.feature_id} className="py-4 first:pt-0 last:pb-0" data-testid="tariff-feature">
                <fieldset className="flex flex-col gap-3">
                  <legend className="mb-3 text-base font-bold text-ink">
                    {pickName(feature.name, locale)}
                  </legend>
                  <SavedCheckbox
                    form={form}
                    name={`features.${index}.included`}
                    label={t('tariff.fields.included')}
                    isChecked={feature.included}
                  />
                  <BilingualFields
                    form={form}
                    name={`features.${index}.note`}
                    labels={{ uk: t('tariff.fields.noteUk'), en: t('tariff.fields.noteEn') }}
                    values={feature.note}
                    maxLength={ADMIN_TARIFF_LIMITS.noteMax}
                  />
                </fieldset>
              </li>
            ))}
          </ul>
        )}
      </AdminSection>
    </BackOfficeEditorPage>
  );
}
