import { COURIER_CONTENTS, COURIER_LIMITS, COURIER_PICKUP_PLACES, type Country } from '@portal/contract';
import type { ReactNode } from 'react';
import { RadioField, SelectField } from '../../components/form/choice-fields';
import { FormAlert, SubmitButton } from '../../components/form/form-feedback';
import { TextAreaField } from '../../components/form/text-area-field';
import { TextField } from '../../components/form/text-field';
import { useApiForm } from '../../components/form/use-api-form';
import { useCourierTranslation } from '../../i18n/courier';
import { useLocale } from '../../i18n/use-locale';
import { INTENT_FIELD } from '../../lib/forms/form-values';
import { useSignedInProfile } from '../../lib/session/use-profile';
import { COURIER_FIELDS, COURIER_FORM_SCHEMA, COURIER_INTENT, prefillSender } from './courier-values';

function Group({ legend, hint, children }: { legend: string; hint?: string; children: ReactNode }) {
  return (
    <fieldset className="min-w-0 rounded-2xl border border-slate-200 p-4 sm:p-6">
      <legend className="px-2 text-lg font-bold text-brand-900">{legend}</legend>
      {hint && <p className="mb-4 text-[15px] text-muted">{hint}</p>}
      <div className="grid gap-5 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}

/**
 * The pickup form (issue 28 §5): the sender prefilled from the profile, where and when to pick
 * up (an address, or a Nova Poshta branch: the other field is hidden by CSS alone, so a page
 * without JavaScript chooses the same way), what is sent with its weight and size, where it goes
 * and a comment. Checked in the browser with the contract's schema and again by the server; a
 * plain form post without JavaScript. The page renews it (its key) after a request was sent.
 */
export function CourierForm({
  countries,
  dates,
}: {
  countries: readonly Country[];
  dates: { earliest: string; latest: string };
}) {
  const { t } = useCourierTranslation();
  const locale = useLocale();
  const profile = useSignedInProfile();
  const sender = prefillSender(profile, locale);
  const form = useApiForm({ intent: COURIER_INTENT, fields: COURIER_FIELDS, schema: COURIER_FORM_SCHEMA });
  return (
    <form.Form {...form.formProps} className="flex flex-col gap-6" data-testid="courier-form">
      <input type="hidden" name={INTENT_FIELD} value={form.intent} />
      <p className="text-[15px] text-muted">{t('form.required')}</p>
      <FormAlert errors={form.generalErrors} testId="courier-form-alert" />

      <Group legend={t('form.sender')} hint={t('form.senderHint')}>
        <TextField
          form={form}
          name="company_name"
          label={t('form.companyName')}
          initialValue={sender.company_name}
          autoComplete="organization"
          maxLength={COURIER_LIMITS.companyNameMax}
          required
          className="sm:col-span-2"
        />
        <TextField
          form={form}
          name="contact_name"
          label={t('form.contactName')}
          initialValue={sender.contact_name}
          autoComplete="name"
          maxLength={COURIER_LIMITS.contactNameMax}
          required
        />
        <TextField
          form={form}
          name="contact_phone"
          type="tel"
          label={t('form.contactPhone')}
          hint={t('form.contactPhoneHint')}
          initialValue={sender.contact_phone}
          autoComplete="tel"
          maxLength={20}
          required
        />
        <TextField
          form={form}
          name="contact_email"
          type="email"
          label={t('form.contactEmail')}
          initialValue={sender.contact_email}
          autoComplete="email"
          maxLength={254}
          required
          className="sm:col-span-2"
        />
      </Group>

      <Group legend={t('form.pickup')}>
        <TextField
          form={form}
          name="city"
          label={t('form.city')}
          autoComplete="address-level2"
          maxLength={COURIER_LIMITS.cityMax}
          required
        />
        <TextField
          form={form}
          name="pickup_date"
          type="date"
          label={t('form.pickupDate')}
          hint={t('form.pickupDateHint')}
          initialValue={dates.earliest}
          min={dates.earliest}
          max={dates.latest}
          required
        />
        {/* The place's own field shows by the chosen radio (CSS :has), with or without JavaScript. */}
        <div className="group/pickup grid gap-5 sm:col-span-2" data-testid="courier-pickup-place">
          <RadioField
            form={form}
            name="pickup_place"
            legend={t('form.place')}
            options={COURIER_PICKUP_PLACES.map((place) => ({
              value: place,
              label: t(place === 'address' ? 'form.placeAddress' : 'form.placeBranch'),
            }))}
            initialValue="address"
            required
          />
          <div className="group-has-[[value=branch]:checked]/pickup:hidden">
            <TextField
              form={form}
              name="address"
              label={t('form.address')}
              hint={t('form.addressHint')}
              autoComplete="street-address"
              maxLength={COURIER_LIMITS.addressMax}
              required
            />
          </div>
          <div className="hidden group-has-[[value=branch]:checked]/pickup:block">
            <TextField
              form={form}
              name="branch_number"
              label={t('form.branchNumber')}
              hint={t('form.branchNumberHint')}
              inputMode="numeric"
              autoComplete="off"
              maxLength={COURIER_LIMITS.branchNumberMax}
              required
              className="max-w-48"
            />
          </div>
        </div>
      </Group>

      <Group legend={t('form.shipment')}>
        <RadioField
          form={form}
          name="contents"
          legend={t('form.contents')}
          options={COURIER_CONTENTS.map((contents) => ({
            value: contents,
            label: t(`contents.${contents}`),
          }))}
          initialValue="documents"
          required
          className="sm:col-span-2"
        />
        <TextField
          form={form}
          name="weight_kg"
          label={t('form.weight')}
          hint={t('form.weightHint')}
          inputMode="decimal"
          autoComplete="off"
          maxLength={10}
          required
        />
        <SelectField
          form={form}
          name="country_code"
          label={t('form.country')}
          placeholder={t('form.countryPlaceholder')}
          options={countries.map((country) => ({ value: country.code, label: country.name }))}
          required
        />
        <fieldset className="min-w-0 sm:col-span-2" aria-describedby="courier-size-hint">
          <legend className="mb-1 text-[15px] font-semibold text-ink">{t('form.size')}</legend>
          <p id="courier-size-hint" className="mb-3 text-sm text-muted">
            {t('form.sizeHint')}
          </p>
          <div className="grid grid-cols-3 gap-3">
            {(['length_cm', 'width_cm', 'height_cm'] as const).map((name) => (
              <TextField
                key={name}
                form={form}
                name={name}
                label={t(`form.${name.replace('_cm', '') as 'length' | 'width' | 'height'}`)}
                inputMode="numeric"
                autoComplete="off"
                maxLength={3}
                required
              />
            ))}
          </div>
        </fieldset>
      </Group>

      <TextAreaField
        form={form}
        name="comment"
        label={t('form.comment')}
        hint={t('form.commentHint')}
        rows={3}
        maxLength={COURIER_LIMITS.commentMax}
      />
      <div>
        <SubmitButton isSubmitting={form.isSubmitting} testId="courier-submit">
          {t('form.submit')}
        </SubmitButton>
      </div>
    </form.Form>
  );
}
