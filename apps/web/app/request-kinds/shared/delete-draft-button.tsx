import type { RequestKind } from '@portal/contract';
import { useChecklistTranslation } from '../../i18n/checklist';
import { useRequestsTranslation } from '../../i18n/requests';
import { DeleteDraftDialog, type DeleteDraftTexts } from '../../components/requests/delete-draft-dialog';
import { DELETE_DRAFT_INTENT } from '../../components/requests/draft-deletion';

/** The test id of the button on each kind's own page. */
const TEST_IDS: Record<RequestKind, string> = {
  sales_market: 'sales-market-delete',
  check_list: 'check-list-delete',
  country_analysis: 'country-analysis-delete',
  assistant: 'assistant-delete',
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
  const salesMarket = useRequestsTranslation().t;
  const checkList = useChecklistTranslation().t;
  // Each kind's texts live in its own catalogue; a new kind adds its entry here.
  const requestTexts = () => ({
    open: checkList('detail.delete'),
    title: checkList('deleteDialog.title'),
    text: checkList('deleteDialog.text', { number }),
    cancel: checkList('deleteDialog.cancel'),
    confirm: checkList('deleteDialog.confirm'),
  });
  const textsOf: Record<RequestKind, () => DeleteDraftTexts> = {
    sales_market: () => ({
      open: salesMarket('market.detail.delete'),
      title: salesMarket('market.detail.deleteTitle'),
      text: salesMarket('market.detail.deleteText', { number }),
      cancel: salesMarket('market.detail.cancel'),
      confirm: salesMarket('market.detail.deleteConfirm'),
    }),
    check_list: requestTexts,
    // Issue 15's kinds: the check-list's texts speak of "the request" and fit them.
    country_analysis: requestTexts,
    assistant: requestTexts,
  };
  const texts = textsOf[kind]();
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
