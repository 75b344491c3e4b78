import { useChecklistTranslation } from '../../i18n/checklist';
import type { DeleteDraftTexts } from '../../components/requests/delete-draft-dialog';

/** The 'delete draft' texts that speak of "the request" (market analysis, and issue 15's kinds). */
export function useRequestDeleteTexts(number: number): DeleteDraftTexts {
  const { t } = useChecklistTranslation();
  return {
    open: t('detail.delete'),
    title: t('deleteDialog.title'),
    text: t('deleteDialog.text', { number }),
    cancel: t('deleteDialog.cancel'),
    confirm: t('deleteDialog.confirm'),
  };
}
