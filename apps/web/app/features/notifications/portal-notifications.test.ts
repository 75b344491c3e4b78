import { describe, expect, it } from 'vitest';
import type { PortalNotification } from '@portal/contract';
import {
  isReadDue,
  pickToShow,
  PORTAL_NOTIFICATIONS_INTERVAL_MS,
  PORTAL_NOTIFICATIONS_SHOWN_MAX,
  toToast,
} from './portal-notifications';

function item(partial: Partial<PortalNotification> = {}): PortalNotification {
  return {
    id: crypto.randomUUID(),
    type: 'in_process',
    title: 'В розробці',
    text: 'Запит на аналіз ринку № 501: новий статус «В роботі».',
    link: '/profile/check-list/0b7d6c1e-8a51-4c6e-9d27-5d3f1f0e6a11',
    created_at: '2026-11-21T10:00:00.000Z',
    read_at: null,
    ...partial,
  };
}

describe('portal notifications as toasts', () => {
  it('reads at once, then on navigation no more often than every 30 s', () => {
    expect(isReadDue(null, 0)).toBe(true);
    expect(isReadDue(1_000, 1_000 + PORTAL_NOTIFICATIONS_INTERVAL_MS - 1)).toBe(false);
    expect(isReadDue(1_000, 1_000 + PORTAL_NOTIFICATIONS_INTERVAL_MS)).toBe(true);
  });

  it('shows the server’s heading (in_process: ‘В розробці’) with a link to the request', () => {
    const toast = toToast(item(), 'ua');
    expect(toast).toMatchObject({ type: 'in_process', title: 'В розробці' });
    expect(toast.link).toEqual({
      to: '/profile/check-list/0b7d6c1e-8a51-4c6e-9d27-5d3f1f0e6a11',
      label: 'Відкрити заявку',
    });
    expect(toToast(item(), 'en').link?.label).toBe('Open the request');
    expect(toToast(item({ link: null }), 'ua')).not.toHaveProperty('link');
  });

  it('a company decision links to the company page, labelled as a page, not a request', () => {
    const toast = toToast(item({ type: 'success', link: '/profile/my-company' }), 'ua');
    expect(toast.link).toEqual({ to: '/profile/my-company', label: 'Відкрити' });
    expect(toToast(item({ link: '/profile/my-company' }), 'en').link?.label).toBe('Open');
  });

  it('shows the unread ones not yet shown, oldest first, a few at a time', () => {
    const shown = item({ created_at: '2026-11-21T09:00:00.000Z' });
    const read = item({ read_at: '2026-11-21T11:00:00.000Z' });
    const newer = item({ created_at: '2026-11-21T12:00:00.000Z' });
    const older = item({ created_at: '2026-11-21T08:00:00.000Z' });
    expect(pickToShow([newer, read, shown, older], new Set([shown.id]))).toEqual([older, newer]);

    const many = Array.from({ length: 6 }, (_, index) =>
      item({ created_at: `2026-11-21T1${index}:00:00.000Z` }),
    );
    const picked = pickToShow(many, new Set());
    expect(picked).toHaveLength(PORTAL_NOTIFICATIONS_SHOWN_MAX);
    expect(picked.at(-1)).toBe(many.at(-1));
  });
});
