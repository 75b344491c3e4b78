import type { ReactNode } from 'react';
import {
  CompanyDataBodySchema,
  DirectorDataBodySchema,
  ExpertDataBodySchema,
  VchasnoDataBodySchema,
  type CompanyInfo,
} from '@portal/contract';
import { COMPANY_FIELDS } from '../../components/accounts/account-fields';
import { CompanyDataFields } from '../../components/accounts/company-data-fields';
import { TextField } from '../../components/form/text-field';
import { useApiForm, type ApiForm } from '../../components/form/use-api-form';
import { useAccountsTranslation } from '../../i18n/accounts';
import { INTENT_FIELD } from '../../lib/forms/form-values';
import { ProfileSection } from '../../components/ui/page-heading';
import { DIRECTOR_FIELDS, EXPERT_FIELDS, VCHASNO_FIELDS, type Saved } from './profile-fields';
import { FormErrors, SaveRow } from './saved-status';
import { SubmitButton } from '../../components/form/form-feedback';

function CabinetForm({
  form,
  children,
  savedText,
}: {
  form: ApiForm<Saved>;
  children: ReactNode;
  savedText?: string | undefined;
}) {
  return (
    <form.Form {...form.formProps} className="flex flex-col gap-6">
      <input type="hidden" name={INTENT_FIELD} value={form.intent} />
      <FormErrors form={form} />
      {children}
      <SaveRow form={form} savedText={savedText} />
    </form.Form>
  );
}

/**
 * Issue 25 §1: 'submit for verification again', a form that is one button, for a denied company.
 * The form's state lives with the page (`form`), so its answer outlives the button, which goes
 * once the company is awaiting verification again.
 */
export function ResubmitForm({ form }: { form: ApiForm<Saved> }) {
  const { t } = useAccountsTranslation();
  return (
    <form.Form {...form.formProps} className="mt-4 flex flex-col gap-3" data-testid="resubmit-form">
      <input type="hidden" name={INTENT_FIELD} value={form.intent} />
      <p className="text-[15px] leading-relaxed">{t('approval.resubmitText')}</p>
      <FormErrors form={form} />
      <SubmitButton isSubmitting={form.isSubmitting} className="self-start" testId="resubmit-submit">
        {t('approval.resubmit')}
      </SubmitButton>
    </form.Form>
  );
}

export function CompanyForm({ company, isDenied = false }: { company: CompanyInfo; isDenied?: boolean }) {
  const { t } = useAccountsTranslation();
  const form = useApiForm<Saved>({
    intent: 'company',
    fields: COMPANY_FIELDS,
    schema: CompanyDataBodySchema,
  });
  return (
    <ProfileSection id="company-section" title={t('profile.companyTitle')} testId="company-section">
      <CabinetForm form={form} savedText={isDenied ? t('approval.savedDenied') : undefined}>
        <CompanyDataFields form={form} company={company} />
      </CabinetForm>
    </ProfileSection>
  );
}

type PersonPrefix = 'expert' | 'director';

/** The five contact fields of the expert or the director (spec §3 companyInfo). */
function PersonFields({
  form,
  prefix,
  company,
}: {
  form: ApiForm<Saved>;
  prefix: PersonPrefix;
  company: CompanyInfo;
}) {
  const { t } = useAccountsTranslation();
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <TextField
        form={form}
        name={`${prefix}_name`}
        label={t(`fields.${prefix}Name`)}
        autoComplete="off"
        initialValue={company[`${prefix}_name`]}
      />
      <TextField
        form={form}
        name={`${prefix}_surname`}
        label={t(`fields.${prefix}Surname`)}
        autoComplete="off"
        initialValue={company[`${prefix}_surname`]}
      />
      <TextField
        form={form}
        name={`${prefix}_position`}
        label={t(`fields.${prefix}Position`)}
        autoComplete="off"
        initialValue={company[`${prefix}_position`]}
      />
      <TextField
        form={form}
        name={`${prefix}_email`}
        type="email"
        label={t(`fields.${prefix}Email`)}
        autoComplete="off"
        initialValue={company[`${prefix}_email`]}
      />
      <TextField
        form={form}
        name={`${prefix}_phone_number`}
        type="tel"
        inputMode="tel"
        label={t(`fields.${prefix}Phone`)}
        hint={t('fields.phoneHint')}
        autoComplete="off"
        initialValue={company[`${prefix}_phone_number`]}
      />
    </div>
  );
}

export function ExpertForm({ company }: { company: CompanyInfo }) {
  const { t } = useAccountsTranslation();
  const form = useApiForm<Saved>({ intent: 'expert', fields: EXPERT_FIELDS, schema: ExpertDataBodySchema });
  return (
    <ProfileSection
      id="expert-section"
      title={t('profile.expertTitle')}
      lead={t('profile.expertLead')}
      testId="expert-section"
    >
      <CabinetForm form={form}>
        <PersonFields form={form} prefix="expert" company={company} />
      </CabinetForm>
    </ProfileSection>
  );
}

export function DirectorForm({ company }: { company: CompanyInfo }) {
  const { t } = useAccountsTranslation();
  const form = useApiForm<Saved>({
    intent: 'director',
    fields: DIRECTOR_FIELDS,
    schema: DirectorDataBodySchema,
  });
  return (
    <ProfileSection id="director-section" title={t('profile.directorTitle')} testId="director-section">
      <CabinetForm form={form}>
        <PersonFields form={form} prefix="director" company={company} />
      </CabinetForm>
    </ProfileSection>
  );
}

export function VchasnoForm({ company }: { company: CompanyInfo }) {
  const { t } = useAccountsTranslation();
  const form = useApiForm<Saved>({
    intent: 'vchasno',
    fields: VCHASNO_FIELDS,
    schema: VchasnoDataBodySchema,
  });
  return (
    <ProfileSection
      id="vchasno-section"
      title={t('profile.vchasnoTitle')}
      lead={t('profile.vchasnoLead')}
      testId="vchasno-section"
    >
      <CabinetForm form={form}>
        <TextField
          form={form}
          name="vchasno_email"
          type="email"
          label={t('completeness.fields.vchasno_email')}
          autoComplete="email"
          initialValue={company.vchasno_email}
          className="sm:max-w-md"
        />
      </CabinetForm>
    </ProfileSection>
  );
}
