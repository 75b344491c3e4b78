import { useRequestsTranslation } from '../../../i18n/requests';
import { DeleteDraftDialog } from '../shared/delete-draft-dialog';
import { MARKET_DELETE_INTENT } from './market-values';

/** 'Delete draft' of an export application: the shared dialog with the application's texts. */
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
  return (
    <DeleteDraftDialog
      kind="sales_market"
      id={id}
      number={number}
      isFromList={isFromList}
      intent={MARKET_DELETE_INTENT}
      testId="market-delete"
      texts={{
        open: t('market.detail.delete'),
        title: t('market.detail.deleteTitle'),
        text: t('market.detail.deleteText', { number }),
        cancel: t('market.detail.cancel'),
        confirm: t('market.detail.deleteConfirm'),
      }}
    />
  );
}
