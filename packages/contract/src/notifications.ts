import type { UiLocale } from './locale';

/** Notification types (spec §8), each shown with a title and a text. */
export const NOTIFICATION_TYPES = ['error', 'warn', 'success', 'info', 'in_process'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** Default headings; `in_process` reads 'В розробці' and errors 'Помилка!' (spec §4, §8). */
export const NOTIFICATION_TITLES: Record<UiLocale, Record<NotificationType, string>> = {
  ua: {
    error: 'Помилка!',
    warn: 'Увага!',
    success: 'Успішно!',
    info: 'Інформація',
    in_process: 'В розробці',
  },
  en: {
    error: 'Error!',
    warn: 'Warning!',
    success: 'Success!',
    info: 'Information',
    in_process: 'In development',
  },
};
