import { SalesMarketPersonalBodySchema, type Profile } from '@portal/contract';
import { FormAlert, SubmitButton } from '../../components/form/form-feedback';
import { useApiForm } from '../../components/form/use-api-form';
import { useRequestsTranslation } from '../../i18n/requests';
import { INTENT_FIELD } from '../../lib/forms/form-values';
import { PageHeading, ProfileSection } from '../../components/ui/page-heading';
import { ContactFields } from './contact-fields';
import { SalesMarketSteps } from './sales-market-steps';
import { PERSONAL_FIELDS, prefillPersonal } from './sales-market-values';
import { PRODUCT_STEP_PAGES } from './sales-market-pages';

/**
 * /profile/market/create, step 1 of 2 (decision 014): the contact person, filled in from the
 * company's export expert or the user. Sending it creates the application and opens step 2.
 */
export function SalesMarketCreatePage({ profile }: { profile: Profile }) {
  const { t } = useRequestsTranslation();
  const form = useApiForm<never>({
    intent: 'personal',
    fields: PERSONAL_FIELDS,
    schema: SalesMarketPersonalBodySchema,
  });
  return (
    <>
      <PageHeading
        title={t('market.create.title')}
        lead={t('market.create.lead', { pages: PRODUCT_STEP_PAGES })}
      />
      <SalesMarketSteps step={1} />
      <ProfileSection
        id="personal-section"
        title={t('market.sections.personal')}
        lead={t('market.create.personalLead')}
      >
        <form.Form {...form.formProps} className="flex flex-col gap-6" data-testid="personal-form">
          <input type="hidden" name={INTENT_FIELD} value={form.intent} />
          <FormAlert errors={form.generalErrors} testId="personal-error" />
          <ContactFields form={form} initial={prefillPersonal(profile)} />
          <SubmitButton isSubmitting={form.isSubmitting} className="self-start" testId="personal-submit">
            {t('market.create.next')}
          </SubmitButton>
        </form.Form>
      </ProfileSection>
    </>
  );
}
