import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { AdminPublishedAnalysis } from '@portal/contract';
import { FormAlert, FormStatus, SubmitButton } from '../../../components/form/form-feedback';
import { useApiForm } from '../../../components/form/use-api-form';
import { buttonClasses } from '../../../components/ui/button-link';
import { useAdminTranslation } from '../../../i18n/admin';
import { useLocale } from '../../../i18n/use-locale';
import { cx } from '../../../lib/cx';
import { formatDateTime } from '../../../lib/format';
import { INTENT_FIELD } from '../../../lib/forms/form-values';
import { pickName } from '../../../lib/localized-name';
import { EMPTY_FIELDS } from '../admin-forms';
import { AdminDialog } from '../ui/admin-dialog';
import { AdminSection } from '../ui/page-heading';
import { useFormDialog } from '../ui/use-form-dialog';
import type { PublicationChanged } from './published-analysis-form';

type Action = PublicationChanged['action'];
const DANGER = 'border-red-700 text-red-700 hover:bg-red-50';

/**
 * Publishing an analysis (subscribers read it from now on) or taking it back to a draft, each
 * confirmed in a dialog; the API's refusal shows in the dialog, the outcome under the button.
 */
export function PublicationActions({ analysis }: { analysis: AdminPublishedAnalysis }) {
  const { t } = useAdminTranslation();
  const locale = useLocale();
  const forms = {
    publish: useApiForm<PublicationChanged>({ intent: 'publish', fields: EMPTY_FIELDS }),
    unpublish: useApiForm<PublicationChanged>({ intent: 'unpublish', fields: EMPTY_FIELDS }),
  };
  const dialogs = { publish: useFormDialog(forms.publish), unpublish: useFormDialog(forms.unpublish) };
  const [lastAction, setLastAction] = useState<Action | null>(null);
  const status = useRef<HTMLDivElement>(null);
  const isPublished = analysis.published_at !== null;
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
    <AdminSection
      id="analysis-publication"
      title={t('publishedAnalysis.publicationTitle')}
      testId="analysis-publication"
    >
      <p className="mb-4 text-[15px] text-ink">
        {isPublished
          ? t('publishedAnalysis.isPublished', { date: formatDateTime(analysis.published_at, locale) })
          : t('publishedAnalysis.isDraft')}
      </p>
      <button
        type="button"
        onClick={dialog.open}
        data-testid={`analysis-${action}`}
        className={cx(buttonClasses(isPublished ? 'outline' : 'solid'), isPublished && DANGER)}
      >
        {t(`publishedAnalysis.${action}.button`)}
      </button>
      <div ref={status} tabIndex={-1} className="mt-3 focus:outline-none">
        <FormStatus testId="analysis-publication-status">
          {done ? t(`publishedAnalysis.${done.action}.done`) : null}
        </FormStatus>
      </div>
      <AdminDialog
        open={dialog.isOpen}
        onClose={dialog.close}
        title={t(`publishedAnalysis.${action}.title`)}
        description={t(`publishedAnalysis.${action}.description`, {
          title: pickName(analysis.title, locale),
        })}
        testId={`analysis-${action}-dialog`}
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
          <FormAlert errors={form.generalErrors} testId={`analysis-${action}-error`} />
          <div className="flex flex-col-reverse gap-3 xs:flex-row xs:justify-end">
            <button type="button" onClick={dialog.close} className={buttonClasses('outline')}>
              {t('common.cancel')}
            </button>
            <SubmitButton
              isSubmitting={form.isSubmitting}
              className={cx('min-w-0', isPublished && 'bg-red-700 hover:bg-red-800')}
              testId={`analysis-${action}-confirm`}
            >
              {t(`publishedAnalysis.${action}.confirm`)}
            </SubmitButton>
          </div>
        </form.Form>
      </AdminDialog>
    </AdminSection>
  );
}
