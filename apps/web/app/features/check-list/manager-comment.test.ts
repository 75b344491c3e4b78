import { describe, expect, it } from 'vitest';
import type { StatusChange } from '@portal/contract';
import { findManagerComment } from './manager-comment';

function change(partial: Partial<StatusChange>): StatusChange {
  return {
    id: crypto.randomUUID(),
    from_status: 'in_process',
    to_status: 'in_finalization',
    comment: '',
    actor: 'manager',
    actor_name: 'Ірина',
    created_at: '2026-11-21T10:00:00.000Z',
    ...partial,
  };
}

describe('the manager’s comment on a request sent back', () => {
  const history = [
    change({ from_status: null, to_status: 'created', actor: 'exporter' }),
    change({ comment: 'Додайте країни', created_at: '2026-11-21T10:00:00.000Z' }),
    change({ from_status: 'in_finalization', to_status: 'accepted', actor: 'exporter' }),
    change({ comment: 'Уточніть продукт', created_at: '2026-11-22T10:00:00.000Z', actor_name: 'Олег' }),
  ];

  it('is the newest comment of a move into for-rework', () => {
    expect(findManagerComment('in_finalization', history)).toEqual({
      text: 'Уточніть продукт',
      at: '2026-11-22T10:00:00.000Z',
      author: 'Олег',
    });
  });

  it('is the reason of a rejection', () => {
    const denied = [...history, change({ to_status: 'denied', comment: 'Не наш профіль' })];
    expect(findManagerComment('denied', denied)?.text).toBe('Не наш профіль');
  });

  it('is none in other statuses or without a comment', () => {
    expect(findManagerComment('accepted', history)).toBeNull();
    expect(findManagerComment('in_finalization', [change({ comment: ' ' })])).toBeNull();
  });
});
