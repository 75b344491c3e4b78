import type { UiLocale } from './locale';

/** The full status set of export applications (spec §4). */
export const APPLICATION_STATUSES = [
  'created',
  'accepted',
  'in_process',
  'approved',
  'in_work',
  'in_finalization',
  'denied',
  'closed',
  'contract',
  'future',
] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** The shorter set used by market-analysis requests and one further list (spec §4). */
export const SHORT_APPLICATION_STATUSES = [
  'created',
  'accepted',
  'in_process',
  'approved',
  'in_finalization',
  'denied',
  'closed',
] as const satisfies readonly ApplicationStatus[];
export type ShortApplicationStatus = (typeof SHORT_APPLICATION_STATUSES)[number];

/**
 * Which list a label is shown in: the export list uses the full set, where `in_process`
 * reads 'under check'; the shorter lists read it 'in work' (spec §4).
 */
export type StatusList = 'full' | 'short';

const LABELS: Record<UiLocale, Record<ApplicationStatus, string>> = {
  ua: {
    created: 'Створюється',
    accepted: 'Подано на розгляд',
    in_process: 'На перевірці',
    approved: 'Прийнято',
    in_work: 'В роботі',
    in_finalization: 'На доопрацюванні',
    denied: 'Відхилено',
    closed: 'Закрито',
    contract: 'Закрито, укладено контракт',
    future: 'Закрито, співпраця в майбутньому',
  },
  en: {
    created: 'Being created',
    accepted: 'Submitted for review',
    in_process: 'Under check',
    approved: 'Accepted',
    in_work: 'In work',
    in_finalization: 'For rework',
    denied: 'Rejected',
    closed: 'Closed',
    contract: 'Closed, contract concluded',
    future: 'Closed, cooperation in the future',
  },
};

const IN_PROCESS_IN_SHORT_LISTS: Record<UiLocale, string> = { ua: 'В роботі', en: 'In work' };

export function getStatusLabel(
  status: ApplicationStatus,
  locale: UiLocale,
  list: StatusList = 'full',
): string {
  if (status === 'in_process' && list === 'short') return IN_PROCESS_IN_SHORT_LISTS[locale];
  return LABELS[locale][status];
}

export function isShortStatus(status: ApplicationStatus): status is ShortApplicationStatus {
  return (SHORT_APPLICATION_STATUSES as readonly string[]).includes(status);
}
