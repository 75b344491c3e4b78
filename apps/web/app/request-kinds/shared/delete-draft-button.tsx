import type { RequestKind } from '@portal/contract';
import { kindTestId } from '../../components/requests/request-kind-ids';
import { webKind } from '../registry';
import { DeleteDraftDialog } from '../../components/requests/delete-draft-dialog';
import { DELETE_DRAFT_INTENT } from '../../components/requests/draft-deletion';

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
  // Each kind's texts live in its own catalogue (its facts, decision 044).
  const texts = webKind(kind).useDeleteTexts(number);
  return (
    <DeleteDraftDialog
      kind={kind}
      id={id}
      number={number}
      isFromList={isFromList}
      intent={DELETE_DRAFT_INTENT}
      testId={kindTestId(kind, 'delete')}
      texts={texts}
    />
  );
}
