import {
  getStatusLabel,
  NOTIFICATION_TITLES,
  toUiLocale,
  type ApiLocale,
  type ApplicationStatus,
  type NotificationType,
  type RequestKind,
} from '@portal/contract';
import type { BilingualText } from '@portal/db';

/** The notification type a status change is shown with (spec §8 types). */
export const STATUS_NOTIFICATION_TYPE: Record<ApplicationStatus, NotificationType> = {
  created: 'info',
  accepted: 'info',
  // Spec §4: a notification of type in_process reads 'В розробці'.
  in_process: 'in_process',
  approved: 'success',
  in_work: 'in_process',
  in_finalization: 'warn',
  denied: 'error',
  closed: 'info',
  contract: 'success',
  future: 'info',
};

const KIND_NAMES: Record<RequestKind, BilingualText> = {
  sales_market: { uk: 'Експортна заявка', en: 'Export application' },
  check_list: { uk: 'Запит на аналіз ринку', en: 'Market-analysis request' },
};

/** Where the exporter reads a request (no language prefix). */
export function requestPath(kind: RequestKind, id: string): string {
  return kind === 'sales_market' ? `/profile/market/${id}` : `/profile/check-list/${id}`;
}

/** The heading and the text of a status-change notification, in both languages. */
export function describeStatusChange(change: {
  kind: RequestKind;
  number: number;
  title: BilingualText;
  to: ApplicationStatus;
  comment: string;
}): { type: NotificationType; title: BilingualText; text: BilingualText } {
  const type = STATUS_NOTIFICATION_TYPE[change.to];
  const list = change.kind === 'sales_market' ? 'full' : 'short';
  const text = (locale: ApiLocale) => {
    const label = getStatusLabel(change.to, toUiLocale(locale), list);
    const what = `${KIND_NAMES[change.kind][locale]} ${locale === 'uk' ? '№' : 'No.'} ${change.number}`;
    const title = change.title[locale] || change.title.uk;
    const status = locale === 'uk' ? `новий статус «${label}»` : `new status "${label}"`;
    return `${what}${title ? ` (${title})` : ''}: ${status}.`;
  };
  return {
    type,
    title: { uk: NOTIFICATION_TITLES.ua[type], en: NOTIFICATION_TITLES.en[type] },
    text: { uk: text('uk'), en: text('en') },
  };
}
