import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { AdminEvent } from '@portal/contract';
import { FormAlert, FormStatus, SubmitButton } from '../../../components/form/form-feedback';
import { useApiForm } from '../../../components/form/use-api-form';
import { buttonClasses } from '../../../components/ui/button-link';
import { useAdminClubTranslation } from '../../../i18n/adminClub';
import { useLocale } from '../../../i18n/use-locale';
import { cx } from '../../../lib/cx';
import { formatDateTime } from '../../../lib/format';
import { INTENT_FIELD } from '../../../lib/forms/form-values';
import { pickName } from '../../../lib/localized-name';
import { EMPTY_FIELDS } from '../admin-forms';
import { AdminDialog } from '../ui/admin-dialog';
import { AdminSection } from '../ui/page-heading';
import { useFormDialog } from '../ui/use-form-dialog';
import type { ClubEventPublication } from './club-event-form';

type Action = ClubEventPublication['action'];
const DANGER = 'border-red-700 text-red-700 hover:bg-red-50';

/**
 * Publishing the event (companies see it from now on) or taking it back to a draft, each
 * confirmed in a dialog; what publishing still needs is listed first.
 */
export function PublicationSection({ event }: { event: AdminEvent }) {
  const { t } = useAdminClubTranslation();
  const locale = useLocale();
  const forms = {
    publish: useApiForm<ClubEventPublication>({ intent: 'publish', fields: EMPTY_FIELDS }),
    unpublish: useApiForm<ClubEventPublication>({ intent: 'unpublish', fields: EMPTY_FIELDS }),
  };
  const dialogs = { publish: useFormDialog(forms.publish), unpublish: useFormDialog(forms.unpublish) };
  const [lastAction, setLastAction] = useState<Action | null>(null);
  const status = useRef<HTMLDivElement>(null);
  const isPublished = event.published_at !== null;
  const action: Action = isPublished ? 'unpublish' : 'publish';
  const form = forms[action];
  const dialog = dialogs[action];
  const last = lastAction ? forms[lastAction] : null;
  const done = last && !last.isSubmitting ? last.success : null;

  // The button changes after the action: focus goes to the outcome, not to a button that is gone.
  useEffect(() => {
    if (done) status.current?.focus();
  }, [done]);

  return (
    <AdminSection id="club-event-publication" title={t('publication.title')} testId="club-event-publication">
      <p className="mb-4 text-[15px] text-ink">
        {isPublished
          ? t('publication.isPublished', { date: formatDateTime(event.published_at, locale) })
          : t('publication.isDraft')}
      </p>
      {!isPublished && event.missing_fields.length > 0 && (
        <div className="mb-4 text-[15px]" data-testid="club-event-missing">
          <p className="font-semibold text-ink">{t('publication.missing')}</p>
          <ul className="mt-1 list-disc pl-5 text-muted">
            {event.missing_fields.map((field) => (
              <li key={field}>
                {t(`fieldNames.${field.replace('.', '_')}` as 'fieldNames.title_uk', { defaultValue: field })}
              </li>
            ))}
          </ul>
        </div>
      )}
      <button
        type="button"
        onClick={dialog.open}
        data-testid={`club-event-${action}`}
        className={cx(buttonClasses(isPublished ? 'outline' : 'solid'), isPublished && DANGER)}
      >
        {t(`publication.${action}.button`)}
      </button>
      <div ref={status} tabIndex={-1} className="mt-3 focus:outline-none">
        <FormStatus testId="club-event-publication-status">
          {done ? t(`publication.${done.action}.done`) : null}
        </FormStatus>
      </div>
      <AdminDialog
        open={dialog.isOpen}
        onClose={dialog.close}
        title={t(`publication.${action}.title`)}
        description={t(`publication.${action}.description`, { title: pickName(event.title, locale) })}
        testId={`club-event-${action}-dialog`}
      >
        <form.Form
          {...form.formProps}
          onSubmit={(submitEvent: FormEvent<HTMLFormElement>) => {
            form.formProps.onSubmit(submitEvent);
            if (!submitEvent.defaultPrevented) setLastAction(action);
          }}
          className="flex flex-col gap-4"
        >
          <input type="hidden" name={INTENT_FIELD} value={form.intent} />
          <FormAlert errors={form.generalErrors} testId={`club-event-${action}-error`} />
          <div className="flex flex-col-reverse gap-3 xs:flex-row xs:justify-end">
            <button type="button" onClick={dialog.close} className={buttonClasses('outline')}>
              {t('publication.cancel')}
            </button>
            <SubmitButton
              isSubmitting={form.isSubmitting}
              className={cx('min-w-0', isPublished && 'bg-red-700 hover:bg-red-800')}
              testId={`club-event-${action}-confirm`}
            >
              {t(`publication.${action}.confirm`)}
            </SubmitButton>
          </div>
        </form.Form>
      </AdminDialog>
    </AdminSection>
  );
}
