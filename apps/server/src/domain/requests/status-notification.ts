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

/**
 * The notification type a status change is shown with (spec §8 types; decision 041). The type
 * `in_process`, whose heading the specification fixes as 'В розробці' (in development), is the
 * office's work on an accepted request (`in_work`); the status `in_process` is the check of a
 * request ('На перевірці'), an information titled with its own label.
 */
export const STATUS_NOTIFICATION_TYPE: Record<ApplicationStatus, NotificationType> = {
  created: 'info',
  accepted: 'info',
  in_process: 'info',
  approved: 'success',
  in_work: 'in_process',
  in_finalization: 'warn',
  denied: 'error',
  closed: 'info',
  contract: 'success',
  future: 'info',
};

/**
 * The heading and the text of a status-change notification, in both languages. The heading says
 * what happened: the new status's label in the request's list ('На перевірці', 'Прийнято'), or,
 * for the type `in_process`, the heading the specification gives that type (spec §4).
 */
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
  const heading = (locale: ApiLocale) =>
    type === 'in_process'
      ? NOTIFICATION_TITLES[toUiLocale(locale)].in_process
      : getStatusLabel(change.to, toUiLocale(locale), info.statusList);
  return {
    type,
    title: { uk: heading('uk'), en: heading('en') },
    text: { uk: text('uk'), en: text('en') },
  };
}
