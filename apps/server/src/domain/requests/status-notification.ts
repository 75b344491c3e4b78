import {
  getStatusLabel,
  NOTIFICATION_TITLES,
  REQUEST_KIND_INFO,
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

/** The heading and the text of a status-change notification, in both languages. */
export function describeStatusChange(change: {
  kind: RequestKind;
  number: number;
  title: BilingualText;
  to: ApplicationStatus;
  comment: string;
}): { type: NotificationType; title: BilingualText; text: BilingualText } {
  const type = STATUS_NOTIFICATION_TYPE[change.to];
  const info = REQUEST_KIND_INFO[change.kind];
  const text = (locale: ApiLocale) => {
    const label = getStatusLabel(change.to, toUiLocale(locale), info.statusList);
    const what = `${info.name[locale]} ${locale === 'uk' ? '№' : 'No.'} ${change.number}`;
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
