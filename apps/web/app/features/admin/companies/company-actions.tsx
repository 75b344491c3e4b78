import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { REQUEST_LIMITS, type AdminCompany } from '@portal/contract';
import { FormAlert, FormStatus, SubmitButton } from '../../../components/form/form-feedback';
import { useApiForm, type ApiForm } from '../../../components/form/use-api-form';
import { buttonClasses } from '../../../components/ui/button-link';
import { useAdminTranslation } from '../../../i18n/admin';
import { cx } from '../../../lib/cx';
import { INTENT_FIELD } from '../../../lib/forms/form-values';
import {
  BAN_SCHEMA,
  DENY_SCHEMA,
  EMPTY_FIELDS,
  REASON_FIELDS,
  type CompanyActionDone,
} from '../../../components/back-office/admin-forms';
import { AdminDialog } from '../../../components/back-office/admin-dialog';
import { useFormDialog, type FormDialog } from '../../../components/back-office/use-form-dialog';
import { TextAreaField } from '../../../components/form/text-area-field';

type Form = ApiForm<CompanyActionDone>;

const DANGER = 'border-red-700 text-red-700 hover:bg-red-50';

/** A form that is one button (approve, unban): no fields, no confirmation; errors go to the page. */
function OneButtonForm({
  form,
  label,
  onSubmitted,
  className,
}: {
  form: Form;
  label: string;
  onSubmitted: (intent: string) => void;
  className?: string;
}) {
  return (
    <form.Form
      {...form.formProps}
      onSubmit={(event: FormEvent<HTMLFormElement>) => {
        form.formProps.onSubmit(event);
        if (!event.defaultPrevented) onSubmitted(form.intent);
      }}
    >
      <input type="hidden" name={INTENT_FIELD} value={form.intent} />
      <SubmitButton
        isSubmitting={form.isSubmitting}
        className={cx('min-w-0', className)}
        testId={`company-${form.intent}`}
      >
        {label}
      </SubmitButton>
    </form.Form>
  );
}

function ReasonDialog({
  form,
  dialog,
  title,
  description,
  reasonLabel,
  reasonHint,
  isReasonRequired,
  submitLabel,
  onSubmitted,
}: {
  form: Form;
  dialog: FormDialog;
  title: string;
  description: ReactNode;
  reasonLabel: string;
  reasonHint: string;
  isReasonRequired: boolean;
  submitLabel: string;
  onSubmitted: (intent: string) => void;
}) {
  const { t } = useAdminTranslation();
  return (
    <AdminDialog
      open={dialog.isOpen}
      onClose={dialog.close}
      title={title}
      description={description}
      testId={`company-${form.intent}-dialog`}
    >
      <form.Form
        {...form.formProps}
        onSubmit={(event: FormEvent<HTMLFormElement>) => {
          form.formProps.onSubmit(event);
          if (!event.defaultPrevented) onSubmitted(form.intent);
        }}
        className="flex flex-col gap-4"
      >
        <input type="hidden" name={INTENT_FIELD} value={form.intent} />
        <FormAlert errors={form.generalErrors} testId={`company-${form.intent}-error`} />
        <TextAreaField
          form={form}
          name="reason"
          label={reasonLabel}
          hint={reasonHint}
          required={isReasonRequired}
          maxLength={REQUEST_LIMITS.denyReasonMax}
        />
        <div className="flex flex-col-reverse gap-3 xs:flex-row xs:justify-end">
          <button type="button" onClick={dialog.close} className={buttonClasses('outline')}>
            {t('common.cancel')}
          </button>
          <SubmitButton
            isSubmitting={form.isSubmitting}
            className="min-w-0 bg-red-700 hover:bg-red-800"
            testId={`company-${form.intent}-confirm`}
          >
            {submitLabel}
          </SubmitButton>
        </div>
      </form.Form>
    </AdminDialog>
  );
}

/**
 * What a manager does with a company (DOMAIN.md 'Company verification'): approve; deny with a
 * reason the user sees; ban (cannot sign in, sessions revoked) after a confirmation; unban.
 * The outcome, or the API's error, is announced under the buttons.
 */
export function CompanyActions({ company }: { company: AdminCompany }) {
  const { t } = useAdminTranslation();
  const approve = useApiForm<CompanyActionDone>({ intent: 'approve', fields: EMPTY_FIELDS });
  const unban = useApiForm<CompanyActionDone>({ intent: 'unban', fields: EMPTY_FIELDS });
  const deny = useApiForm<CompanyActionDone>({ intent: 'deny', fields: REASON_FIELDS, schema: DENY_SCHEMA });
  const ban = useApiForm<CompanyActionDone>({ intent: 'ban', fields: REASON_FIELDS, schema: BAN_SCHEMA });
  const denyDialog = useFormDialog(deny);
  const banDialog = useFormDialog(ban);
  const [lastIntent, setLastIntent] = useState<string | null>(null);
  const status = useRef<HTMLDivElement>(null);

  const forms = { approve, unban, deny, ban };
  const last = lastIntent ? forms[lastIntent as keyof typeof forms] : undefined;
  const done = last && !last.isSubmitting ? last.success : null;
  // Errors of the dialogs' forms show in their dialogs; the one-button forms' errors show here.
  const errors = last && (last === approve || last === unban) ? last.generalErrors : [];

  // The buttons change after an action (an approved company has no 'Approve'): focus goes to
  // the outcome, so keyboard and screen-reader users are not left on a button that is gone.
  useEffect(() => {
    if (done) status.current?.focus();
  }, [done]);

  const { verification } = company;
  return (
    <div data-testid="company-actions">
      <div className="flex flex-wrap gap-3">
        {verification !== 'approved' && verification !== 'banned' && (
          <OneButtonForm form={approve} label={t('company.actions.approve')} onSubmitted={setLastIntent} />
        )}
        {verification !== 'denied' && verification !== 'banned' && (
          <button
            type="button"
            onClick={denyDialog.open}
            data-testid="company-deny"
            className={cx(buttonClasses('outline'), DANGER)}
          >
            {t('company.actions.deny')}
          </button>
        )}
        {verification !== 'banned' && (
          <button
            type="button"
            onClick={banDialog.open}
            data-testid="company-ban"
            className={cx(buttonClasses('outline'), DANGER)}
          >
            {t('company.actions.ban')}
          </button>
        )}
        {verification === 'banned' && (
          <OneButtonForm form={unban} label={t('company.actions.unban')} onSubmitted={setLastIntent} />
        )}
      </div>
      <div ref={status} tabIndex={-1} className={cx('focus:outline-none', done && 'mt-4')}>
        <FormStatus testId="company-action-status">
          {done ? t(`company.done.${done.action}`) : null}
        </FormStatus>
      </div>
      <div className={cx(errors.length > 0 && 'mt-4')}>
        <FormAlert errors={errors} testId="company-action-error" />
      </div>
      <ReasonDialog
        form={deny}
        dialog={denyDialog}
        title={t('company.deny.title')}
        description={t('company.deny.description')}
        reasonLabel={t('company.deny.reason')}
        reasonHint={t('company.deny.reasonHint', { min: REQUEST_LIMITS.denyReasonMin })}
        isReasonRequired
        submitLabel={t('company.deny.submit')}
        onSubmitted={setLastIntent}
      />
      <ReasonDialog
        form={ban}
        dialog={banDialog}
        title={t('company.ban.title')}
        description={t('company.ban.description')}
        reasonLabel={t('company.ban.reason')}
        reasonHint={t('company.ban.reasonHint')}
        isReasonRequired={false}
        submitLabel={t('company.ban.submit')}
        onSubmitted={setLastIntent}
      />
    </div>
  );
}
