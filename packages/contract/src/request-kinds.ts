import type { StatusList } from './statuses';

/**
 * The kinds of request that follow the status graph of DOMAIN.md, each named once, by its API
 * identifier (issue 13 §3): `sales_market` (export applications), `check_list` (market-analysis
 * requests), `country_analysis` (country-analysis requests) and `assistant` (assistance
 * requests, issue 15). Code, folders and tests use the same name (`sales-market`, `check-list`,
 * `country-analysis`, `assistant`); only the pages' URLs of spec §2 differ (`/profile/market`).
 */
export const REQUEST_KINDS = ['sales_market', 'check_list', 'country_analysis', 'assistant'] as const;
export type RequestKind = (typeof REQUEST_KINDS)[number];

/** What the API, the back office and the web share about a kind (the seam of decision 026). */
export type RequestKindInfo = {
  readonly kind: RequestKind;
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

export const REQUEST_KIND_INFO = {
  sales_market: {
    kind: 'sales_market',
    statusList: 'full',
    name: { uk: 'Експортна заявка', en: 'Export application' },
    exporterPath: '/profile/market',
    backOfficePath: '/admin/sales-market',
    rateable: true,
  },
  check_list: {
    kind: 'check_list',
    statusList: 'short',
    name: { uk: 'Запит на аналіз ринку', en: 'Market-analysis request' },
    exporterPath: '/profile/check-list',
    backOfficePath: '/admin/check-list',
    rateable: false,
  },
  country_analysis: {
    kind: 'country_analysis',
    statusList: 'short',
    name: { uk: 'Запит на аналіз країни', en: 'Country-analysis request' },
    exporterPath: '/profile/analysis-applications',
    backOfficePath: '/admin/country-analysis',
    rateable: false,
  },
  assistant: {
    kind: 'assistant',
    statusList: 'short',
    name: { uk: 'Звернення до асистента', en: 'Assistance request' },
    exporterPath: '/profile/assistant-applications',
    backOfficePath: '/admin/assistant',
    rateable: false,
  },
} as const satisfies { [K in RequestKind]: RequestKindInfo & { kind: K } };

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
