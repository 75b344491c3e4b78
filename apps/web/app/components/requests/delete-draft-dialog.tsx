import { useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import type { RequestKind } from '@portal/contract';
import { FormAlert } from '../form/form-feedback';
import { useApiForm } from '../form/use-api-form';
import { buttonClasses } from '../ui/button-link';
import { cx } from '../../lib/cx';
import { INTENT_FIELD } from '../../lib/forms/form-values';
import { useDialogFocus } from '../../lib/use-dialog-focus';
import { ListDeleteLabel, useListDeletion } from './draft-row-actions';

export type DeleteDraftTexts = {
  /** The button on the request's own page (in a list row the button names the request's number). */
  open: string;
  title: string;
  text: string;
  cancel: string;
  confirm: string;
};

/**
 * 'Delete draft' with a confirmation, for every request kind (decision 014 §3: only a request
 * being created may go): a modal alert dialog (WAI-ARIA) that keeps focus inside, closes on
 * Escape and returns focus to its button. On the request's page and, with `isFromList`, in a row
 * of a list (issue 13 §6), where it posts to the request's page and comes back to the list.
 */
export function DeleteDraftDialog({
  kind,
  id,
  number,
  intent,
  texts,
  testId,
  isFromList = false,
}: {
  kind: RequestKind;
  id: string;
  number: number;
  /** The intent of the request page's action that deletes the draft. */
  intent: string;
  texts: DeleteDraftTexts;
  /** The button's test id on the request's page ('draft-delete' in a list row). */
  testId: string;
  isFromList?: boolean;
}) {
  const [isOpen, setIsOpen] = useState(false);
  const dialog = useRef<HTMLDivElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const dialogId = useId();
  const close = () => setIsOpen(false);
  useDialogFocus(dialog, isOpen, close, opener);
  const form = useApiForm<never>({ intent, fields: {} });
  const target = useListDeletion(kind, id, isFromList);

  return (
    <>
      <button
        ref={opener}
        type="button"
        onClick={() => setIsOpen(true)}
        aria-haspopup="dialog"
        className={cx(
          buttonClasses('outline', isFromList ? 'sm' : 'md'),
          'border-red-700 text-red-800 hover:bg-red-50',
        )}
        data-testid={isFromList ? 'draft-delete' : testId}
      >
        {isFromList ? <ListDeleteLabel number={number} /> : texts.open}
      </button>
      {/* In the page's body, not in the list row: a row is positioned above its stretched link. */}
      {isOpen &&
        createPortal(
          <div className="fixed inset-0 z-[60] flex items-center justify-center bg-brand-950/60 p-4">
            <div
              ref={dialog}
              role="alertdialog"
              aria-modal="true"
              aria-labelledby={`${dialogId}-title`}
              aria-describedby={`${dialogId}-text`}
              className="w-full max-w-md rounded-2xl bg-white p-6 text-left shadow-2xl"
              data-testid="delete-dialog"
            >
              <h2 id={`${dialogId}-title`} className="text-xl font-bold text-brand-900">
                {texts.title}
              </h2>
              <p id={`${dialogId}-text`} className="mt-2 text-[15px] leading-relaxed text-muted">
                {texts.text}
              </p>
              <form.Form {...form.formProps} action={target.action} className="mt-6 flex flex-col gap-3">
                <input type="hidden" name={INTENT_FIELD} value={form.intent} />
                {target.backField}
                <FormAlert errors={form.generalErrors} />
                <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
                  <button type="button" onClick={close} className={buttonClasses('outline')}>
                    {texts.cancel}
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
                    {texts.confirm}
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
