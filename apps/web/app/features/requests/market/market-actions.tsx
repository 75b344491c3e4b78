import { useRef, useState, type FormEvent } from 'react';
import { toApiLocale, type SalesMarketApplication } from '@portal/contract';
import { FormAlert } from '../../../components/form/form-feedback';
import { useApiForm } from '../../../components/form/use-api-form';
import { ButtonLink, buttonClasses } from '../../../components/ui/button-link';
import { localizePath } from '../../../i18n/locale';
import { useRequestsTranslation } from '../../../i18n/requests';
import { useLocale } from '../../../i18n/use-locale';
import { cx } from '../../../lib/cx';
import { INTENT_FIELD } from '../../../lib/forms/form-values';
import { notify } from '../../../lib/notifications-store';
import { useDialogFocus } from '../../../lib/use-dialog-focus';
import { buildPdfFileName, buildPdfFormPath, downloadPdf } from './pdf-download';

/**
 * 'Download PDF': a form posting to the resource route that passes the API's PDF through
 * (routes/profile/market/download.ts), so it works without JavaScript; with JavaScript the file
 * is fetched from the API and saved as `export-application-<n>.pdf`, and a refusal is told in a
 * notification instead of replacing the page.
 */
function DownloadPdfButton({ application }: { application: SalesMarketApplication }) {
  const { t } = useRequestsTranslation();
  const locale = useLocale();
  const [isBusy, setIsBusy] = useState(false);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isBusy) return;
    setIsBusy(true);
    downloadPdf(application.id, buildPdfFileName(application.number), toApiLocale(locale))
      .catch(() => false)
      .then((isDone) => {
        if (!isDone) notify({ type: 'error', text: t('market.detail.downloadFailed') });
      })
      .finally(() => setIsBusy(false));
  };
  return (
    <form method="post" action={localizePath(buildPdfFormPath(application.id), locale)} onSubmit={onSubmit}>
      <button
        type="submit"
        aria-disabled={isBusy || undefined}
        className={cx(buttonClasses('outline'), isBusy && 'cursor-wait opacity-80')}
        data-testid="market-download"
      >
        {isBusy ? t('market.detail.downloading') : t('market.detail.download')}
      </button>
    </form>
  );
}

/** 'Delete draft' with a confirmation dialog (WAI-ARIA modal dialog pattern). */
function DeleteDraft({ application }: { application: SalesMarketApplication }) {
  const { t } = useRequestsTranslation();
  const [isOpen, setIsOpen] = useState(false);
  const dialog = useRef<HTMLDivElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const close = () => setIsOpen(false);
  useDialogFocus(dialog, isOpen, close, opener);
  const form = useApiForm<never>({ intent: 'delete', fields: {} });
  return (
    <>
      <button
        ref={opener}
        type="button"
        onClick={() => setIsOpen(true)}
        className={cx(buttonClasses('outline'), 'border-red-700 text-red-800 hover:bg-red-50')}
        data-testid="market-delete"
      >
        {t('market.detail.delete')}
      </button>
      {isOpen && (
        <div className="fixed inset-0 z-[60] flex items-center justify-center bg-brand-950/60 p-4">
          <div
            ref={dialog}
            role="alertdialog"
            aria-modal="true"
            aria-labelledby="delete-title"
            aria-describedby="delete-text"
            className="w-full max-w-md rounded-2xl bg-white p-6 shadow-xl"
            data-testid="delete-dialog"
          >
            <h2 id="delete-title" className="text-xl font-bold text-brand-900">
              {t('market.detail.deleteTitle')}
            </h2>
            <p id="delete-text" className="mt-2 text-[15px] leading-relaxed text-muted">
              {t('market.detail.deleteText', { number: application.number })}
            </p>
            <form.Form {...form.formProps} className="mt-6 flex flex-col gap-3">
              <input type="hidden" name={INTENT_FIELD} value={form.intent} />
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
        </div>
      )}
    </>
  );
}

/** The buttons of the detail page, by what the application's permissions allow. */
export function MarketActions({ application }: { application: SalesMarketApplication }) {
  const { t } = useRequestsTranslation();
  const { permissions } = application;
  return (
    <div className="flex flex-wrap gap-3" data-testid="market-actions">
      {permissions.can_edit && (
        <ButtonLink to={`/profile/market/edit/${application.id}`} data-testid="market-edit">
          {application.status === 'in_finalization' ? t('market.detail.rework') : t('market.detail.edit')}
        </ButtonLink>
      )}
      <DownloadPdfButton application={application} />
      {permissions.can_delete && <DeleteDraft application={application} />}
    </div>
  );
}
