import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { exporterRequestEditPath, exporterRequestPath, type RequestKind } from '@portal/contract';
import { ButtonLink } from '../ui/button-link';
import { localizePath } from '../../i18n/locale';
import { useRequestsTranslation } from '../../i18n/requests';
import { useLocale } from '../../i18n/use-locale';
import { DELETE_BACK_FIELD } from './draft-deletion';

/**
 * How a detail page's delete dialog posts when it is opened from a list row (issue 13 §6): to the
 * request's page, whose action deletes it, naming this list (its filters) to come back to. On the
 * request's own page: nothing, the form posts to that page.
 */
export function useListDeletion(kind: RequestKind, id: string, isFromList: boolean) {
  const location = useLocation();
  const locale = useLocale();
  if (!isFromList) return { action: undefined, backField: null };
  return {
    action: localizePath(exporterRequestPath(kind, id), locale),
    backField: (
      <input type="hidden" name={DELETE_BACK_FIELD} value={`${location.pathname}${location.search}`} />
    ),
  };
}

/** 'Видалити' in a list row, named by the draft's number for assistive technology. */
export function ListDeleteLabel({ number }: { number: number }) {
  const { t } = useRequestsTranslation();
  return (
    <>
      {t('shared.draft.delete')}
      <span className="sr-only"> {t('shared.draft.deleteOf', { number })}</span>
    </>
  );
}

/**
 * A draft's actions in a list row (issue 13 §6): 'Продовжити', the edit page, where it stopped
 * (an export application's product step), and the delete of its detail page (`children`, the
 * kind's own dialog).
 */
export function DraftRowActions({
  kind,
  id,
  number,
  children,
}: {
  kind: RequestKind;
  id: string;
  number: number;
  children: ReactNode;
}) {
  const { t } = useRequestsTranslation();
  return (
    <div className="flex flex-wrap items-center gap-2" data-testid="draft-actions">
      <ButtonLink to={exporterRequestEditPath(kind, id)} size="sm" data-testid="draft-resume">
        {t('shared.draft.resume')}
        <span className="sr-only"> {t(`shared.draft.resumeOf.${kind}`, { number })}</span>
      </ButtonLink>
      {children}
    </div>
  );
}
