import { useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { FormAlert } from '../../../components/form/form-feedback';
import { useApiForm } from '../../../components/form/use-api-form';
import { buttonClasses } from '../../../components/ui/button-link';
import { useRequestsTranslation } from '../../../i18n/requests';
import { cx } from '../../../lib/cx';
import { INTENT_FIELD } from '../../../lib/forms/form-values';
import { useDialogFocus } from '../../../lib/use-dialog-focus';
import { ListDeleteLabel, useListDeletion } from '../shared/draft-row-actions';
import { MARKET_DELETE_INTENT } from './market-values';

/**
 * 'Delete draft' with a confirmation dialog (WAI-ARIA modal dialog pattern), on the application's
 * page and, with `isFromList`, in a row of a list (issue 13 §6), where it posts to the
 * application's page and comes back to the list.
 */
export function MarketDeleteDraft({
  id,
  number,
  isFromList = false,
}: {
  id: string;
  number: number;
  isFromList?: boolean;
}) {
  const { t } = useRequestsTranslation();
  const [isOpen, setIsOpen] = useState(false);
  const dialog = useRef<HTMLDivElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const dialogId = useId();
  const close = () => setIsOpen(false);
  useDialogFocus(dialog, isOpen, close, opener);
  const form = useApiForm<never>({ intent: MARKET_DELETE_INTENT, fields: {} });
  const target = useListDeletion('sales_market', id, isFromList);
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
        data-testid={isFromList ? 'draft-delete' : 'market-delete'}
      >
        {isFromList ? <ListDeleteLabel number={number} /> : t('market.detail.delete')}
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
              className="w-full max-w-md rounded-2xl bg-white p-6 text-left shadow-xl"
              data-testid="delete-dialog"
            >
              <h2 id={`${dialogId}-title`} className="text-xl font-bold text-brand-900">
                {t('market.detail.deleteTitle')}
              </h2>
              <p id={`${dialogId}-text`} className="mt-2 text-[15px] leading-relaxed text-muted">
                {t('market.detail.deleteText', { number })}
              </p>
              <form.Form {...form.formProps} action={target.action} className="mt-6 flex flex-col gap-3">
                <input type="hidden" name={INTENT_FIELD} value={form.intent} />
                {target.backField}
                <FormAlert errors={form.generalErrors} />
                <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
                  <button type="button" onClick={close} className={buttonClasses('outline')}>
                    {t('market.detail.cancel')}
                  </button>
                  <button
                    type="submit"
                    aria-disabled={form.isSubmitting || undefined}
                    className={cx(buttonClasses('solid'), 'bg-red-700 hover:bg-red-800')}
                    data-testid="delete-confirm"
                  >
                    {t('market.detail.deleteConfirm')}
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
