import {
  isEditableByExporter,
  type ApplicationStatus,
  type RequestKindInfo,
  type RequestPermissions,
} from '@portal/contract';

/** Statuses in which the exporter may rate the office's work (DOMAIN.md: a closed application). */
export const RATEABLE_STATUSES: readonly ApplicationStatus[] = ['closed', 'contract', 'future'];

/**
 * What the exporter may do with a request in its status (decision 014): change it while
 * `created` or `in_finalization`, delete only a draft, submit once its content is complete (an
 * export application: once the product step is filled in), rate a closed request of a rateable
 * kind once.
 */
export function getRequestPermissions(
  info: Pick<RequestKindInfo, 'rateable'>,
  row: { status: ApplicationStatus; contentComplete: boolean; rating?: number | null | undefined },
): RequestPermissions {
  const editable = isEditableByExporter(row.status);
  return {
    can_edit: editable,
    can_delete: row.status === 'created',
    can_submit: editable && row.contentComplete,
    can_rate: info.rateable && RATEABLE_STATUSES.includes(row.status) && row.rating == null,
  };
}
