import {
  exporterRequestEditPath,
  REQUEST_KIND_INFO,
  type ApplicationStatus,
  type RequestKind,
} from '@portal/contract';

/** What a request's page reads of the request to offer the exporter's next steps. */
export type DetailRequest = {
  id: string;
  number: number;
  status: ApplicationStatus;
  status_changed_at: string;
  permissions: { can_edit: boolean; can_delete: boolean };
};

export type DetailActions = {
  /** Sent back for changes (spec §4 'На доопрацюванні'): the edit button says 'rework'. */
  isRework: boolean;
  /** The edit page (a Ukrainian path) while the exporter may change the request; else null. */
  editHref: string | null;
  canDelete: boolean;
  /** The kind's list, the way back (REQUEST_KIND_INFO's exporter page). */
  listHref: string;
};

/** A request's page: what the exporter may do with it now (its permissions), and where. */
export function detailActionsOf(kind: RequestKind, request: DetailRequest): DetailActions {
  return {
    isRework: request.status === 'in_finalization',
    editHref: request.permissions.can_edit ? exporterRequestEditPath(kind, request.id) : null,
    canDelete: request.permissions.can_delete,
    listHref: REQUEST_KIND_INFO[kind].exporterPath,
  };
}

type NamedCode = { code: string; name: string };
export type ClassificationRef = {
  section: NamedCode | null;
  group: NamedCode | null;
  product_item: NamedCode | null;
};
export type ClassificationLine = NamedCode & { level: 'section' | 'group' | 'productItem' };

/**
 * A request's customs classification, broadest first: the section, then the group and the product
 * item where chosen. Nothing without a section (a draft not yet classified).
 */
export function classificationLines({
  section,
  group,
  product_item: item,
}: ClassificationRef): ClassificationLine[] {
  if (!section) return [];
  return [
    { level: 'section' as const, ...section },
    ...(group ? [{ level: 'group' as const, ...group }] : []),
    ...(item ? [{ level: 'productItem' as const, ...item }] : []),
  ];
}
