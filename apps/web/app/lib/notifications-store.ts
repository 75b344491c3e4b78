import { useSyncExternalStore } from 'react';
import type { NotificationType } from '@portal/contract';

export type Notification = {
  id: number;
  type: NotificationType;
  /** Omitted: the default heading of the type in the page's language (contract NOTIFICATION_TITLES). */
  title?: string;
  text: string;
  /** A link to what the notification is about: a portal path (any language) and its text. */
  link?: { to: string; label: string };
  /**
   * Shown but not announced (no live role): the form's own alert region says the same text, and
   * a screen reader should hear it once.
   */
  silent?: boolean;
  /**
   * The form whose failed submit this is (its intent): the form's next success, or the form
   * leaving the page, takes it away (issue 25 §5: one message at a time, the right one).
   */
  form?: string;
};

export type NotifyInput = Omit<Notification, 'id'>;

/** Errors stay until closed; the rest disappear after this long (spec §8). */
export const NOTIFICATION_AUTO_DISMISS_MS = 6000;
/** Older notifications make way so the corner never fills the screen. */
const MAX_VISIBLE = 5;

type Listener = () => void;

let notifications: readonly Notification[] = [];
let nextId = 1;
const listeners = new Set<Listener>();
const EMPTY: readonly Notification[] = [];
/** The results (of form submits) already notified: each is shown once, whatever re-renders. */
const notifiedSources = new WeakSet<object>();

function emit() {
  for (const listener of listeners) listener();
}

/**
 * Shows a notification (browser only). On the server it does nothing: the store is one per
 * process there, and a message must never leak from one visitor's request to another's page.
 */
export function notify(input: NotifyInput): number | null {
  if (typeof window === 'undefined') return null;
  return add({ ...input, id: nextId++ });
}

/**
 * Shows the notification of `source`, one result (a failed form submit), once: rendering the
 * result again, a second form reading it, or a closed notification do not show it again. An `id`
 * below 1 takes over a notification the server rendered with the page under that id.
 */
export function notifyOnce(source: object, input: NotifyInput & { id?: number }): number | null {
  if (typeof window === 'undefined' || notifiedSources.has(source)) return null;
  notifiedSources.add(source);
  const { id = nextId++, ...rest } = input;
  return add({ ...rest, id });
}

function add(notification: Notification): number {
  notifications = [...notifications, notification].slice(-MAX_VISIBLE);
  emit();
  return notification.id;
}

/** The notifications shown now. */
export function getNotifications(): readonly Notification[] {
  return notifications;
}

export function dismissNotification(id: number): void {
  const next = notifications.filter((n) => n.id !== id);
  if (next.length === notifications.length) return;
  notifications = next;
  emit();
}

/**
 * Takes away the error notifications of a form (`form` as given to notifyOnce): its submit has
 * now succeeded, or the form has left the page, so the refusal no longer stands beside it.
 */
export function dismissFormErrors(form: string): void {
  const next = notifications.filter((n) => !(n.type === 'error' && n.form === form));
  if (next.length === notifications.length) return;
  notifications = next;
  emit();
}

export function clearNotifications(): void {
  notifications = EMPTY;
  emit();
}

function subscribe(listener: Listener) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The notifications to render. `onServer` is what the server renders with the page (a form posted
 * without JavaScript) and what hydration renders again; it must keep its identity between renders.
 */
export function useNotifications(onServer: readonly Notification[] = EMPTY): readonly Notification[] {
  return useSyncExternalStore(subscribe, getNotifications, () => onServer);
}
