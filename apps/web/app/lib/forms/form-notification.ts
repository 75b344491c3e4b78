import { NOTIFICATION_TITLES, type UiLocale } from '@portal/contract';
import type { Notification, NotifyInput } from '../notifications-store';
import { isFormFailure, type FormFailure } from './form-result';

/**
 * The id of the notification a page brings with it from the server (a form posted without
 * JavaScript); the store's own ids start at 1.
 */
export const PAGE_NOTIFICATION_ID = 0;

/** What the form's alert region (FormAlert) shows after the failure, and whether it changed. */
export type FormAlertState = { errors: readonly string[]; isChanging: boolean };

/**
 * The error notification of a failed server form, as a call from the browser shows it (spec §8):
 * titled 'Помилка!' / 'Error!' in the page's language, the API's message as its text; none when
 * the answer carried no message. Field errors stay beside their fields.
 *
 * A screen reader hears the message once: when the form's alert region changes to the same text
 * (it is a live region), the notification is silent; when the alert does not change (the same
 * refusal again) or does not hold the message (a 422 with field errors), the notification speaks.
 */
export function toFormErrorNotification(
  failure: Pick<FormFailure, 'notification'>,
  locale: UiLocale,
  alert: FormAlertState,
): NotifyInput | null {
  const text = failure.notification;
  if (text === null) return null;
  return {
    type: 'error',
    title: NOTIFICATION_TITLES[locale].error,
    text,
    silent: alert.isChanging && alert.errors.includes(text),
  };
}

/**
 * The notification of a page rendered after a form posted without JavaScript: its route's action
 * data, when that is a failure with a message. It is in the page when it loads, when live regions
 * announce nothing (the form's alert region holds the message too), so it is silent.
 */
export function toPageNotification(actionData: unknown, locale: UiLocale): Notification | null {
  if (!isFormFailure(actionData)) return null;
  const input = toFormErrorNotification(actionData, locale, { errors: [], isChanging: false });
  return input && { ...input, id: PAGE_NOTIFICATION_ID, silent: true };
}

/**
 * What a form does after each render (useApiForm): shows the notification of a failed submit
 * once per submit (`show` is the store's notifyOnce, keyed by the result), and remembers what its
 * alert region showed, to know whether the alert announces the next failure itself.
 */
export function createFormNotifier(show: (source: object, input: NotifyInput) => unknown) {
  let shownAlert = '';
  return (failure: FormFailure | null, locale: UiLocale, generalErrors: readonly string[]): void => {
    const alertText = generalErrors.join('\n');
    if (failure) {
      const isChanging = alertText !== shownAlert;
      const input = toFormErrorNotification(failure, locale, { errors: generalErrors, isChanging });
      if (input) show(failure, input);
    }
    shownAlert = alertText;
  };
}
