import { useChecklistTranslation } from '../../i18n/checklist';
import { DeleteDraftDialog as RequestDeleteDraftDialog } from '../requests/shared/delete-draft-dialog';
import { DELETE_INTENT } from './check-list-body';

/** 'Delete draft' of a market-analysis request: the shared dialog with the check-list's texts. */
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
  return (
    <RequestDeleteDraftDialog
      kind="check_list"
      id={id}
      number={number}
      isFromList={isFromList}
      intent={DELETE_INTENT}
      testId="check-list-delete"
      texts={{
        open: t('detail.delete'),
        title: t('deleteDialog.title'),
        text: t('deleteDialog.text', { number }),
        cancel: t('deleteDialog.cancel'),
        confirm: t('deleteDialog.confirm'),
      }}
    />
  );
}
