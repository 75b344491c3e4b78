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

describe('the manager’s comment at the top of a request sent back (issue 13 §6)', () => {
  const history = [
    change({ from_status: null, to_status: 'created', actor: 'exporter' }),
    change({ from_status: 'created', to_status: 'accepted', actor: 'exporter' }),
    change({ from_status: 'accepted', to_status: 'in_process' }),
    change({ comment: 'Додайте країни', created_at: '2026-11-21T10:00:00.000Z' }),
    change({ from_status: 'in_finalization', to_status: 'accepted', actor: 'exporter' }),
    change({ from_status: 'accepted', to_status: 'in_process' }),
    change({ comment: '  Уточніть продукт ', created_at: '2026-11-22T10:00:00.000Z', actor_name: 'Олег' }),
  ];

  it('is the latest move to in_finalization, with who and when', () => {
    expect(findManagerComment('in_finalization', history)).toEqual({
      status: 'in_finalization',
      text: 'Уточніть продукт',
      at: '2026-11-22T10:00:00.000Z',
      author: 'Олег',
    });
  });

  it('announces a request sent back even when the move has no comment', () => {
    expect(findManagerComment('in_finalization', [change({ comment: ' ' })])).toMatchObject({
      status: 'in_finalization',
      text: '',
    });
  });

  it('is the reason of a rejection, and none for a rejection without one', () => {
    const denied = [
      ...history,
      change({ from_status: 'in_process', to_status: 'denied', comment: 'Не наш профіль' }),
    ];
    expect(findManagerComment('denied', denied)).toMatchObject({ status: 'denied', text: 'Не наш профіль' });
    expect(findManagerComment('denied', [change({ to_status: 'denied' })])).toBeNull();
  });

  it('is none in any other status, or without such a change in the history', () => {
    expect(findManagerComment('accepted', history)).toBeNull();
    expect(findManagerComment('in_process', history)).toBeNull();
    expect(findManagerComment('in_finalization', history.slice(0, 3))).toBeNull();
  });
});
