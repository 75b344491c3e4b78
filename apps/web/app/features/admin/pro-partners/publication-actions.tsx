import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Form } from 'react-router';
import type { AdminProPartner } from '@portal/contract';
import { FormAlert, FormStatus, SubmitButton } from '../../../components/form/form-feedback';
import { useApiForm } from '../../../components/form/use-api-form';
import { buttonClasses } from '../../../components/ui/button-link';
import { useAdminTranslation } from '../../../i18n/admin';
import { useAdminPartnersTranslation } from '../../../i18n/adminPartners';
import { useLocale } from '../../../i18n/use-locale';
import { cx } from '../../../lib/cx';
import { formatDateTime } from '../../../lib/format';
import { INTENT_FIELD } from '../../../lib/forms/form-values';
import { pickName } from '../../../lib/localized-name';
import { EMPTY_FIELDS } from '../admin-forms';
import { AdminDialog } from '../ui/admin-dialog';
import { AdminSection } from '../ui/page-heading';
import { useFormDialog } from '../ui/use-form-dialog';
import type { PublicationChanged } from './pro-partner-form';

type Action = PublicationChanged['action'];
const DANGER = 'border-red-700 text-red-700 hover:bg-red-50';

/** The editor's label of each field publishing needs. */
const MISSING_LABELS = {
  'summary.uk': 'form.fields.summaryUk',
  'summary.en': 'form.fields.summaryEn',
  'description.uk': 'form.fields.descriptionUk',
  'description.en': 'form.fields.descriptionEn',
} as const;

/**
 * Publishing a partner (approved exporters see it and may write to it) or taking it back to a
 * draft, each confirmed in a dialog; what publishing still needs is listed; the API's refusal
 * shows in the dialog, the outcome under the button.
 */
export function PublicationActions({ partner }: { partner: AdminProPartner }) {
  const { t } = useAdminPartnersTranslation();
  const { t: tAdmin } = useAdminTranslation();
  const locale = useLocale();
  const forms = {
    publish: useApiForm<PublicationChanged>({ intent: 'publish', fields: EMPTY_FIELDS }),
    unpublish: useApiForm<PublicationChanged>({ intent: 'unpublish', fields: EMPTY_FIELDS }),
  };
  const dialogs = { publish: useFormDialog(forms.publish), unpublish: useFormDialog(forms.unpublish) };
  const [lastAction, setLastAction] = useState<Action | null>(null);
  const status = useRef<HTMLDivElement>(null);
  const isPublished = partner.published_at !== null;
  const action: Action = isPublished ? 'unpublish' : 'publish';
  const form = forms[action];
  const dialog = dialogs[action];
  const last = lastAction ? forms[lastAction] : null;
  // Without script the page comes back from the action with that form's answer (no dialog ran).
  const done = last
    ? last.isSubmitting
      ? null
      : last.success
    : (forms.publish.success ?? forms.unpublish.success);

  // The button changes after the action: focus goes to the outcome, not to a button that is gone.
  useEffect(() => {
    if (done) status.current?.focus();
  }, [done]);

  return (
    <AdminSection id="partner-publication" title={t('publication.title')} testId="partner-publication">
      <p className="mb-4 text-[15px] text-ink">
        {isPublished
          ? t('publication.isPublished', { date: formatDateTime(partner.published_at, locale) })
          : t('publication.isDraft')}
      </p>
      {!isPublished && partner.missing_to_publish.length > 0 && (
        <div className="mb-4 text-[15px]" data-testid="partner-missing">
          <p className="font-semibold text-ink">{t('publication.missing')}</p>
          <ul className="mt-1 list-disc pl-5 text-ink">
            {partner.missing_to_publish.map((field) => (
              <li key={field}>{t(MISSING_LABELS[field])}</li>
            ))}
          </ul>
        </div>
      )}
      {!dialog.isOpen && <FormAlert errors={form.generalErrors} testId="partner-publication-error" />}
      {/* Without script the button posts the action at once; with it, a dialog asks first. */}
      <Form method="post">
        <input type="hidden" name={INTENT_FIELD} value={form.intent} />
        <button
          type="submit"
          onClick={(event) => {
            event.preventDefault();
            dialog.open();
          }}
          data-testid={`partner-${action}`}
          className={cx(buttonClasses(isPublished ? 'outline' : 'solid'), isPublished && DANGER)}
        >
          {t(`publication.${action}.button`)}
        </button>
      </Form>
      <div ref={status} tabIndex={-1} className="mt-3 focus:outline-none">
        <FormStatus testId="partner-publication-status">
          {done ? t(`publication.${done.action}.done`) : null}
        </FormStatus>
      </div>
      <AdminDialog
        open={dialog.isOpen}
        onClose={dialog.close}
        title={t(`publication.${action}.title`)}
        description={t(`publication.${action}.description`, { name: pickName(partner.name, locale) })}
        testId={`partner-${action}-dialog`}
      >
        <form.Form
          {...form.formProps}
          onSubmit={(event: FormEvent<HTMLFormElement>) => {
            form.formProps.onSubmit(event);
            if (!event.defaultPrevented) setLastAction(action);
          }}
          className="flex flex-col gap-4"
        >
          <input type="hidden" name={INTENT_FIELD} value={form.intent} />
          <FormAlert errors={form.generalErrors} testId={`partner-${action}-error`} />
          <div className="flex flex-col-reverse gap-3 xs:flex-row xs:justify-end">
            <button type="button" onClick={dialog.close} className={buttonClasses('outline')}>
              {tAdmin('common.cancel')}
            </button>
            <SubmitButton
              isSubmitting={form.isSubmitting}
              className={cx('min-w-0', isPublished && 'bg-red-700 hover:bg-red-800')}
              testId={`partner-${action}-confirm`}
            >
              {t(`publication.${action}.confirm`)}
            </SubmitButton>
          </div>
        </form.Form>
      </AdminDialog>
    </AdminSection>
  );
}
