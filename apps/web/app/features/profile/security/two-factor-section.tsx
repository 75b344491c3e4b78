import { TwoFactorDisableBodySchema, TwoFactorEnableBodySchema } from '@portal/contract';
import { FormAlert, SubmitButton } from '../../../components/form/form-feedback';
import { CodeField } from '../../../components/form/text-field';
import { useApiForm } from '../../../components/form/use-api-form';
import { useAccountsTranslation } from '../../../i18n/accounts';
import { cx } from '../../../lib/cx';
import { INTENT_FIELD } from '../../../lib/forms/form-values';
import { ProfileSection } from '../../../components/ui/page-heading';
import { NO_FIELDS, TWO_FACTOR_CODE_FIELDS, type Saved, type TwoFactorEnrolment } from '../profile-fields';

function EnrolmentSteps({ setup }: { setup: TwoFactorEnrolment }) {
  const { t } = useAccountsTranslation();
  const form = useApiForm<Saved>({
    intent: 'two-factor-enable',
    fields: TWO_FACTOR_CODE_FIELDS,
    schema: TwoFactorEnableBodySchema,
  });
  return (
    <ol className="mt-6 flex list-decimal flex-col gap-6 pl-5 text-[15px]" data-testid="two-factor-setup">
      <li>
        <p>{t('security.scanQr')}</p>
        <img
          src={setup.qr_src}
          alt={t('security.qrAlt')}
          width={200}
          height={200}
          className="mt-3 size-50 rounded-lg border border-slate-200 bg-white p-2"
          data-testid="two-factor-qr"
        />
      </li>
      <li>
        <p>{t('security.enterSecret')}</p>
        <code
          className="mt-2 inline-block rounded-md bg-slate-100 px-3 py-2 font-mono text-base tracking-wider break-all text-ink"
          data-testid="two-factor-secret"
        >
          {setup.secret}
        </code>
      </li>
      <li>
        <form.Form {...form.formProps} className="flex flex-col gap-4">
          <input type="hidden" name={INTENT_FIELD} value={form.intent} />
          <FormAlert errors={form.generalErrors} testId="two-factor-enable-error" />
          <CodeField form={form} name="code" label={t('fields.authenticatorCode')} />
          <SubmitButton
            isSubmitting={form.isSubmitting}
            className="self-start"
            testId="two-factor-enable-submit"
          >
            {t('security.confirmTwoFactor')}
          </SubmitButton>
        </form.Form>
      </li>
    </ol>
  );
}

function DisableForm() {
  const { t } = useAccountsTranslation();
  const form = useApiForm<Saved>({
    intent: 'two-factor-disable',
    fields: TWO_FACTOR_CODE_FIELDS,
    schema: TwoFactorDisableBodySchema,
  });
  return (
    <form.Form {...form.formProps} className="mt-6 flex flex-col gap-4">
      <input type="hidden" name={INTENT_FIELD} value={form.intent} />
      <FormAlert errors={form.generalErrors} testId="two-factor-disable-error" />
      <CodeField
        form={form}
        name="code"
        label={t('fields.authenticatorCode')}
        hint={t('security.disableHint')}
      />
      <SubmitButton
        isSubmitting={form.isSubmitting}
        variant="outline"
        className="self-start"
        testId="two-factor-disable-submit"
      >
        {t('security.disableTwoFactor')}
      </SubmitButton>
    </form.Form>
  );
}

/** Two-factor authentication (spec §4): a QR code and a code to turn it on; a code to turn it off. */
export function TwoFactorSection({ isEnabled }: { isEnabled: boolean }) {
  const { t } = useAccountsTranslation();
  const setupForm = useApiForm<TwoFactorEnrolment | null>({ intent: 'two-factor-setup', fields: NO_FIELDS });
  const setup = isEnabled ? null : setupForm.success;
  return (
    <ProfileSection
      id="two-factor-section"
      title={t('security.twoFactorTitle')}
      lead={t('security.twoFactorLead')}
      testId="two-factor-section"
    >
      <p
        className="flex items-center gap-2 text-[15px] font-semibold"
        data-testid="two-factor-state"
        data-enabled={isEnabled}
      >
        <span
          className={cx('size-2.5 rounded-full', isEnabled ? 'bg-green-600' : 'bg-slate-400')}
          aria-hidden="true"
        />
        {isEnabled ? t('security.twoFactorOn') : t('security.twoFactorOff')}
      </p>
      {isEnabled ? (
        <DisableForm />
      ) : setup ? (
        <EnrolmentSteps setup={setup} />
      ) : (
        <setupForm.Form {...setupForm.formProps} className="mt-6 flex flex-col gap-4">
          <input type="hidden" name={INTENT_FIELD} value={setupForm.intent} />
          <FormAlert errors={setupForm.generalErrors} testId="two-factor-setup-error" />
          <SubmitButton
            isSubmitting={setupForm.isSubmitting}
            className="self-start"
            testId="two-factor-start"
          >
            {t('security.enableTwoFactor')}
          </SubmitButton>
        </setupForm.Form>
      )}
    </ProfileSection>
  );
}
