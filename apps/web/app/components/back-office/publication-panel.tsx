import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Form } from 'react-router';
import { FormAlert, FormStatus, SubmitButton } from '../form/form-feedback';
import { useApiForm } from '../form/use-api-form';
import { buttonClasses } from '../ui/button-link';
import { useAdminTranslation } from '../../i18n/admin';
import { useLocale } from '../../i18n/use-locale';
import { cx } from '../../lib/cx';
import { formatDateTime } from '../../lib/format';
import { INTENT_FIELD } from '../../lib/forms/form-values';
import { EMPTY_FIELDS } from './admin-forms';
import { AdminDialog } from './admin-dialog';
import type { PublicationAction, PublicationChanged } from './publication';
import { AdminSection } from './page-heading';
import { useFormDialog } from './use-form-dialog';

const DANGER = 'border-red-700 text-red-700 hover:bg-red-50';

/** The words of one action: its button, the dialog's title, description and confirmation, the outcome. */
export type PublicationActionTexts = {
  button: string;
  title: string;
  description: string;
  confirm: string;
  done: string;
};

export type PublicationTexts = {
  title: string;
  /** With the moment it was published, formatted for the page. */
  isPublished: (date: string) => string;
  isDraft: string;
  /** The heading of what publishing still needs. */
  missing: string;
} & Record<PublicationAction, PublicationActionTexts>;

/**
 * Publishing published content (an analysis, an event, a course, a partner) or taking it back to a
 * draft. Without script the button posts the action at once; with it, a dialog asks first and
 * shows the API's refusal; what publishing still needs is listed; the outcome takes the focus
 * (the button it came from is gone). Test ids and the section's id start with `testId`.
 */
export function PublicationPanel({
  testId,
  publishedAt,
  missing = [],
  texts,
}: {
  testId: string;
  publishedAt: string | null;
  /** The names of the fields publishing still needs (none: nothing is listed). */
  missing?: readonly string[];
  texts: PublicationTexts;
}) {
  const { t: tAdmin } = useAdminTranslation();
  const locale = useLocale();
  const forms = {
    publish: useApiForm<PublicationChanged>({ intent: 'publish', fields: EMPTY_FIELDS }),
    unpublish: useApiForm<PublicationChanged>({ intent: 'unpublish', fields: EMPTY_FIELDS }),
  };
  const dialogs = { publish: useFormDialog(forms.publish), unpublish: useFormDialog(forms.unpublish) };
  const [lastAction, setLastAction] = useState<PublicationAction | null>(null);
  const status = useRef<HTMLDivElement>(null);
  const isPublished = publishedAt !== null;
  const action: PublicationAction = isPublished ? 'unpublish' : 'publish';
  const form = forms[action];
  const dialog = dialogs[action];
  const last = lastAction ? forms[lastAction] : null;
  // Without script the page comes back from the action with that form's answer (no dialog ran).
  const done = last
    ? last.isSubmitting
      ? null
      : last.success
    : (forms.publish.success ?? forms.unpublish.success);

  useEffect(() => {
    if (done) status.current?.focus();
  }, [done]);

  return (
    <AdminSection id={`${testId}-publication`} title={texts.title} testId={`${testId}-publication`}>
      <p className="mb-4 text-[15px] text-ink">
        {isPublished ? texts.isPublished(formatDateTime(publishedAt, locale)) : texts.isDraft}
      </p>
      {!isPublished && missing.length > 0 && (
        <div className="mb-4 text-[15px]" data-testid={`${testId}-missing`}>
          <p className="font-semibold text-ink">{texts.missing}</p>
          <ul className="mt-1 list-disc pl-5 text-ink">
            {missing.map((field) => (
              <li key={field}>{field}</li>
            ))}
          </ul>
        </div>
      )}
      {!dialog.isOpen && <FormAlert errors={form.generalErrors} testId={`${testId}-publication-error`} />}
      <Form method="post">
        <input type="hidden" name={INTENT_FIELD} value={form.intent} />
        <button
          type="submit"
          onClick={(event) => {
            event.preventDefault();
            dialog.open();
          }}
          data-testid={`${testId}-${action}`}
          className={cx(buttonClasses(isPublished ? 'outline' : 'solid'), isPublished && DANGER)}
        >
          {texts[action].button}
        </button>
      </Form>
      <div ref={status} tabIndex={-1} className="mt-3 focus:outline-none">
        <FormStatus testId={`${testId}-publication-status`}>
          {done ? texts[done.action].done : null}
        </FormStatus>
      </div>
      <AdminDialog
        open={dialog.isOpen}
        onClose={dialog.close}
        title={texts[action].title}
        description={texts[action].description}
        testId={`${testId}-${action}-dialog`}
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
          <FormAlert errors={form.generalErrors} testId={`${testId}-${action}-error`} />
          <div className="flex flex-col-reverse gap-3 xs:flex-row xs:justify-end">
            <button type="button" onClick={dialog.close} className={buttonClasses('outline')}>
              {tAdmin('common.cancel')}
            </button>
            <SubmitButton
              isSubmitting={form.isSubmitting}
              className={cx('min-w-0', isPublished && 'bg-red-700 hover:bg-red-800')}
              testId={`${testId}-${action}-confirm`}
            >
              {texts[action].confirm}
            </SubmitButton>
          </div>
        </form.Form>
      </AdminDialog>
    </AdminSection>
  );
}
