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

function emit() {
  for (const listener of listeners) listener();
}

/**
 * Shows a notification (browser only). On the server it does nothing: the store is one per
 * process there, and a message must never leak from one visitor's request to another's page.
 */
export function notify(input: NotifyInput): number | null {
  if (typeof window === 'undefined') return null;
  const id = nextId++;
  notifications = [...notifications, { ...input, id }].slice(-MAX_VISIBLE);
  emit();
  return id;
}

export function dismissNotification(id: number): void {
  const next = notifications.filter((n) => n.id !== id);
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

export function useNotifications(): readonly Notification[] {
  return useSyncExternalStore(
    subscribe,
    () => notifications,
    () => EMPTY,
  );
}
