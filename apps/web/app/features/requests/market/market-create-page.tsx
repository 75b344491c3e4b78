import { SalesMarketPersonalBodySchema, type Profile } from '@portal/contract';
import { FormAlert, SubmitButton } from '../../../components/form/form-feedback';
import { TextField } from '../../../components/form/text-field';
import { useApiForm } from '../../../components/form/use-api-form';
import { useRequestsTranslation } from '../../../i18n/requests';
import { INTENT_FIELD } from '../../../lib/forms/form-values';
import { PageHeading, ProfileSection } from '../../profile/page-heading';
import { MarketSteps } from './market-steps';
import { PERSONAL_FIELDS, prefillPersonal } from './market-values';

/**
 * /profile/market/create, step 1 of 2 (decision 014): the contact person, filled in from the
 * company's export expert or the user. Sending it creates the application and opens step 2.
 */
export function MarketCreatePage({ profile }: { profile: Profile }) {
  const { t } = useRequestsTranslation();
  const form = useApiForm<never>({
    intent: 'personal',
    fields: PERSONAL_FIELDS,
    schema: SalesMarketPersonalBodySchema,
  });
  const prefill = prefillPersonal(profile);
  return (
    <>
      <PageHeading title={t('market.create.title')} lead={t('market.create.lead')} />
      <MarketSteps step={1} />
      <ProfileSection
        id="personal-section"
        title={t('market.sections.personal')}
        lead={t('market.create.personalLead')}
      >
        <form.Form {...form.formProps} className="flex flex-col gap-6" data-testid="personal-form">
          <input type="hidden" name={INTENT_FIELD} value={form.intent} />
          <FormAlert errors={form.generalErrors} testId="personal-error" />
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField
              form={form}
              name="contact_name"
              label={t('market.fields.contactName')}
              autoComplete="name"
              required
              initialValue={prefill.contact_name}
            />
            <TextField
              form={form}
              name="contact_position"
              label={t('market.fields.contactPosition')}
              autoComplete="organization-title"
              initialValue={prefill.contact_position}
            />
            <TextField
              form={form}
              name="contact_phone"
              type="tel"
              inputMode="tel"
              label={t('market.fields.contactPhone')}
              hint={t('market.fields.phoneHint')}
              autoComplete="tel"
              required
              initialValue={prefill.contact_phone}
            />
            <TextField
              form={form}
              name="contact_email"
              type="email"
              label={t('market.fields.contactEmail')}
              autoComplete="email"
              required
              initialValue={prefill.contact_email}
            />
          </div>
          <SubmitButton isSubmitting={form.isSubmitting} className="self-start" testId="personal-submit">
            {t('market.create.next')}
          </SubmitButton>
        </form.Form>
      </ProfileSection>
    </>
  );
}
