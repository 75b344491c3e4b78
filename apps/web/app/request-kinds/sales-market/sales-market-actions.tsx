import { useState, type FormEvent } from 'react';
import { toApiLocale, type SalesMarketApplication } from '@portal/contract';
import { ButtonLink, buttonClasses } from '../../components/ui/button-link';
import { localizePath } from '../../i18n/locale';
import { useRequestsTranslation } from '../../i18n/requests';
import { useLocale } from '../../i18n/use-locale';
import { cx } from '../../lib/cx';
import { notify } from '../../lib/notifications-store';
import { DeleteDraftButton } from '../shared/delete-draft-button';
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
        data-testid="sales-market-download"
      >
        {isBusy ? t('market.detail.downloading') : t('market.detail.download')}
      </button>
    </form>
  );
}

/** The buttons of the detail page, by what the application's permissions allow. */
export function SalesMarketActions({ application }: { application: SalesMarketApplication }) {
  const { t } = useRequestsTranslation();
  const { permissions } = application;
  return (
    <div className="flex flex-wrap gap-3" data-testid="sales-market-actions">
      {permissions.can_edit && (
        <ButtonLink to={`/profile/market/edit/${application.id}`} data-testid="sales-market-edit">
          {application.status === 'in_finalization' ? t('market.detail.rework') : t('market.detail.edit')}
        </ButtonLink>
      )}
      <DownloadPdfButton application={application} />
      {permissions.can_delete && (
        <DeleteDraftButton kind="sales_market" id={application.id} number={application.number} />
      )}
    </div>
  );
}
