import type { ReactNode } from 'react';
import { statusListOf, type RequestKind } from '@portal/contract';
import { ButtonLink } from '../../components/ui/button-link';
import { PageHeading } from '../../components/ui/page-heading';
import { LocalizedLink } from '../../i18n/localized-link';
import { useLocale } from '../../i18n/use-locale';
import { formatDateTime } from '../../lib/format';
import { DeleteDraftButton } from './delete-draft-button';
import type { ManagerComment } from '../../components/requests/manager-comment';
import { ManagerCommentNotice } from '../../components/requests/manager-comment-notice';
import type { KindTexts } from '../../components/requests/kind-texts';
import {
  classificationLines,
  detailActionsOf,
  type ClassificationLine,
  type ClassificationRef,
  type DetailRequest,
} from '../../components/requests/request-detail-model';
import { kindTestId } from '../../components/requests/request-kind-ids';
import { StatusBadge } from '../../components/requests/status-badge';
import { SuccessNotice } from '../../components/requests/success-notice';

/** The way back to a list, under a request's title. */
export const BACK_LINK_CLASSES =
  'inline-flex min-h-11 items-center px-1 text-[15px] font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900';

/**
 * The head of a request's page: its title, its status (the kind's set, spec §4) and since when,
 * what the exporter's last action did (`saved`), the manager's comment on a request sent back or
 * rejected and, with `hasActions`, the exporter's next steps (the comment then offers the edit
 * page too).
 */
export function RequestDetailHeading({
  kind,
  request,
  title,
  lead,
  saved,
  managerComment,
  t,
  hasActions = false,
}: {
  kind: RequestKind;
  request: DetailRequest;
  title: string;
  lead: string;
  /** The notice after a save or a submit; null when the page was simply opened. */
  saved: string | null;
  managerComment: ManagerComment | null;
  t: KindTexts<DetailTextKey>;
  /** Offer the exporter's next steps (edit, delete, back) below; the comment then links to the edit page. */
  hasActions?: boolean;
}) {
  const locale = useLocale();
  const editHref = hasActions ? detailActionsOf(kind, request).editHref : null;
  return (
    <>
      <PageHeading title={title} lead={lead} />
      <div className="-mt-4 mb-6 flex flex-wrap items-center gap-3">
        <StatusBadge status={request.status} list={statusListOf(kind)} size="md" />
        <span className="text-sm text-muted">
          {t('detail.changedAt')}:{' '}
          <time dateTime={request.status_changed_at}>
            {formatDateTime(request.status_changed_at, locale)}
          </time>
        </span>
      </div>
      {saved !== null && <SuccessNotice testId={kindTestId(kind, 'saved')}>{saved}</SuccessNotice>}
      {managerComment && (
        <ManagerCommentNotice comment={managerComment} kind={kind} editHref={editHref ?? undefined} />
      )}
      {hasActions && <RequestDetailActions kind={kind} request={request} t={t} />}
    </>
  );
}

/**
 * What the exporter may do on a request's page (its permissions): change it ('rework' when it was
 * sent back), delete a draft, or go back to the kind's list.
 */
/** What the head reads of the kind's catalogue (`detail.*`). */
type DetailTextKey = `detail.${'changedAt' | 'edit' | 'rework' | 'back'}`;

/** The notices after the exporter saved a request (`?saved=`), by the catalogue's keys. */
export const SAVED_TEXT_KEYS = {
  draft: 'detail.savedDraft',
  submitted: 'detail.savedSubmitted',
  changes: 'detail.savedChanges',
} as const;
export type RequestSaved = keyof typeof SAVED_TEXT_KEYS;

function RequestDetailActions({
  kind,
  request,
  t,
}: {
  kind: RequestKind;
  request: DetailRequest;
  t: KindTexts<DetailTextKey>;
}) {
  const { isRework, editHref, canDelete, listHref } = detailActionsOf(kind, request);
  return (
    <div className="mb-8 flex flex-wrap items-center gap-3">
      {editHref && (
        <ButtonLink to={editHref} data-testid={kindTestId(kind, 'edit')}>
          {isRework ? t('detail.rework') : t('detail.edit')}
        </ButtonLink>
      )}
      {canDelete && <DeleteDraftButton kind={kind} id={request.id} number={request.number} />}
      <LocalizedLink to={listHref} className={BACK_LINK_CLASSES}>
        {t('detail.back')}
      </LocalizedLink>
    </div>
  );
}

/**
 * A request's classification as a list ('Розділ II. …'), or null without a section (a detail list
 * then says it is not given).
 */
export function classificationList(
  classification: ClassificationRef,
  t: KindTexts<`detail.${ClassificationLine['level']}`>,
): ReactNode {
  const lines = classificationLines(classification);
  if (lines.length === 0) return null;
  return (
    <ul className="flex flex-col gap-1">
      {lines.map((line) => (
        <li key={line.level}>
          {t(`detail.${line.level}`)} {line.code}. {line.name}
        </li>
      ))}
    </ul>
  );
}
