import { useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { FormAlert } from '../../components/form/form-feedback';
import { useApiForm } from '../../components/form/use-api-form';
import { buttonClasses } from '../../components/ui/button-link';
import { useChecklistTranslation } from '../../i18n/checklist';
import { cx } from '../../lib/cx';
import { INTENT_FIELD } from '../../lib/forms/form-values';
import { useDialogFocus } from '../../lib/use-dialog-focus';
import { ListDeleteLabel, useListDeletion } from '../requests/shared/draft-row-actions';
import { DELETE_INTENT } from './check-list-body';

/**
 * 'Delete draft' with a confirmation (decision 014 §3: only a request being created may go): a
 * modal dialog that keeps focus inside, closes on Escape and returns focus to its button. On the
 * request's page and, with `isFromList`, in a row of a list (issue 13 §6), where it posts to the
 * request's page and comes back to the list.
 */
export function DeleteDraftDialog({
  id,
  number,
  isFromList = false,
}: {
  id: string;
  number: number;
  isFromList?: boolean;
}) {
  const { t } = useChecklistTranslation();
  const form = useApiForm({ intent: DELETE_INTENT, fields: {} });
  const [open, setOpen] = useState(false);
  const panel = useRef<HTMLDivElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const dialogId = useId();
  useDialogFocus(panel, open, () => setOpen(false), opener);
  const target = useListDeletion('check_list', id, isFromList);

  return (
    <>
      <button
        ref={opener}
        type="button"
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        className={cx(
          buttonClasses('outline', isFromList ? 'sm' : 'md'),
          'border-red-700 text-red-700 hover:bg-red-50',
        )}
        data-testid={isFromList ? 'draft-delete' : 'check-list-delete'}
      >
        {isFromList ? <ListDeleteLabel number={number} /> : t('detail.delete')}
      </button>
      {/* In the page's body, not in the list row: a row is positioned above its stretched link. */}
      {open &&
        createPortal(
          <div className="fixed inset-0 z-[60] flex items-center justify-center bg-slate-900/60 p-4">
            <div
              ref={panel}
              role="dialog"
              aria-modal="true"
              aria-labelledby={`${dialogId}-title`}
              aria-describedby={`${dialogId}-text`}
              className="w-full max-w-md rounded-2xl bg-white p-6 text-left shadow-2xl"
              data-testid="delete-dialog"
            >
              <h2 id={`${dialogId}-title`} className="text-xl font-bold text-brand-900">
                {t('deleteDialog.title')}
              </h2>
              <p id={`${dialogId}-text`} className="mt-2 text-[15px] leading-relaxed text-muted">
                {t('deleteDialog.text', { number })}
              </p>
              <form.Form {...form.formProps} action={target.action} className="mt-6">
                <input type="hidden" name={INTENT_FIELD} value={form.intent} />
                {target.backField}
                <FormAlert errors={form.generalErrors} />
                <div className="mt-2 flex flex-wrap justify-end gap-3">
                  <button type="button" onClick={() => setOpen(false)} className={buttonClasses('outline')}>
                    {t('deleteDialog.cancel')}
                  </button>
                  <button
                    type="submit"
                    aria-disabled={form.isSubmitting || undefined}
                    className={cx(
                      buttonClasses('solid'),
                      'bg-red-700 hover:bg-red-800',
                      form.isSubmitting && 'cursor-wait opacity-80',
                    )}
                    data-testid="delete-confirm"
                  >
                    {t('deleteDialog.confirm')}
                  </button>
                </div>
              </form.Form>
            </div>
          </div>,
          document.body,
        )}
    </>
  );
}
