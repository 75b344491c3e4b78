import type { StatusList } from './statuses';

/**
 * The kinds of request that follow the status graph of DOMAIN.md, each named once, by its API
 * identifier (issue 13 §3), in the registry of `kinds/` (issue 26 §1, decision 044). Code,
 * folders and tests use the same name; only the pages' URLs of spec §2 may differ.
 */
export { REQUEST_KINDS, REQUEST_KIND_INFO, type RequestKind } from './kinds/registry';
import { REQUEST_KIND_INFO, REQUEST_KINDS, type RequestKind } from './kinds/registry';

/** What the API, the back office and the web share about a kind (the seam of decision 026). */
export type RequestKindInfo = {
  readonly kind: string;
  /** Its status set and labels: the full one of export applications, or the shorter one. */
  readonly statusList: StatusList;
  /** A request of this kind, in words (notifications, e-mails, the audit log). */
  readonly name: { readonly uk: string; readonly en: string };
  /** The exporter's list page (spec §2); a request is read at `{path}/{id}`, changed at `{path}/edit/{id}`. */
  readonly exporterPath: string;
  /** The back office's queue; a request is read at `{path}/{id}`. */
  readonly backOfficePath: string;
  /** Whether the exporter rates the office's work once the request is closed. */
  readonly rateable: boolean;
};

export function isRequestKind(value: unknown): value is RequestKind {
  return typeof value === 'string' && (REQUEST_KINDS as readonly string[]).includes(value);
}

/** Where the exporter reads a request of this kind (no language prefix). */
export function exporterRequestPath(kind: RequestKind, id: string): string {
  return `${REQUEST_KIND_INFO[kind].exporterPath}/${id}`;
}

/** Where the exporter changes a request of this kind (no language prefix). */
export function exporterRequestEditPath(kind: RequestKind, id: string): string {
  return `${REQUEST_KIND_INFO[kind].exporterPath}/edit/${id}`;
}

/** Where a manager reads a request of this kind. */
export function backOfficeRequestPath(kind: RequestKind, id: string): string {
  return `${REQUEST_KIND_INFO[kind].backOfficePath}/${id}`;
}

/** The status set a request of this kind is labelled with. */
export function statusListOf(kind: RequestKind): StatusList {
  return REQUEST_KIND_INFO[kind].statusList;
}
