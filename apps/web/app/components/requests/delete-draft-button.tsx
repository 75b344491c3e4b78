import type { RequestKind } from '@portal/contract';
import { useChecklistTranslation } from '../../i18n/checklist';
import { useRequestsTranslation } from '../../i18n/requests';
import { DeleteDraftDialog, type DeleteDraftTexts } from './delete-draft-dialog';
import { DELETE_DRAFT_INTENT } from './draft-deletion';

/** The test id of the button on each kind's own page. */
const TEST_IDS: Record<RequestKind, string> = {
  sales_market: 'sales-market-delete',
  check_list: 'check-list-delete',
};

/**
 * 'Delete draft' of a request of either kind, with that kind's texts: on the request's page and
 * in a row of a list (the lists of one kind and the list of all applications).
 */
export function DeleteDraftButton({
  kind,
  id,
  number,
  isFromList = false,
}: {
  kind: RequestKind;
  id: string;
  number: number;
  isFromList?: boolean;
}) {
  const market = useRequestsTranslation().t;
  const checkList = useChecklistTranslation().t;
  const texts: DeleteDraftTexts =
    kind === 'sales_market'
      ? {
          open: market('market.detail.delete'),
          title: market('market.detail.deleteTitle'),
          text: market('market.detail.deleteText', { number }),
          cancel: market('market.detail.cancel'),
          confirm: market('market.detail.deleteConfirm'),
        }
      : {
          open: checkList('detail.delete'),
          title: checkList('deleteDialog.title'),
          text: checkList('deleteDialog.text', { number }),
          cancel: checkList('deleteDialog.cancel'),
          confirm: checkList('deleteDialog.confirm'),
        };
  return (
    <DeleteDraftDialog
      kind={kind}
      id={id}
      number={number}
      isFromList={isFromList}
      intent={DELETE_DRAFT_INTENT}
      testId={TEST_IDS[kind]}
      texts={texts}
    />
  );
}
