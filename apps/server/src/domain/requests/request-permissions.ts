import {
  isEditableByExporter,
  type ApplicationStatus,
  type RequestKind,
  type SalesMarketApplication,
} from '@portal/contract';

type RequestPermissions = SalesMarketApplication['permissions'];

/** Statuses in which the exporter may rate the office's work (DOMAIN.md: a closed application). */
export const RATEABLE_STATUSES: readonly ApplicationStatus[] = ['closed', 'contract', 'future'];

/**
 * What the exporter may do with a request in its status (decision 014): change it while
 * `created` or `in_finalization`, delete only a draft, submit once the product is filled in, rate
 * a closed export application once.
 */
export function getRequestPermissions(
  kind: RequestKind,
  row: { status: ApplicationStatus; productStepAt?: Date | null; rating?: number | null },
): RequestPermissions {
  const editable = isEditableByExporter(row.status);
  const hasContent = kind === 'check_list' || Boolean(row.productStepAt);
  return {
    can_edit: editable,
    can_delete: row.status === 'created',
    can_submit: editable && hasContent,
    can_rate: kind === 'sales_market' && RATEABLE_STATUSES.includes(row.status) && row.rating == null,
  };
}
