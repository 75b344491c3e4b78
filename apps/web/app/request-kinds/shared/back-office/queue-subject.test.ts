import { describe, expect, it } from 'vitest';
import { describeQueueSubject, type QueueItem } from './queue-page';

const base = { id: 'a', number: 1, status: 'accepted', status_changed_at: '2026-11-27T10:00:00Z' } as const;

describe('describeQueueSubject (what a queue row says of its request)', () => {
  it('a product with its analysis category or its country', () => {
    const checkList: QueueItem = { ...base, product_name: 'Мед', category: { name: 'Ціни' } };
    const country: QueueItem = { ...base, product_name: 'Honey', country: { name: 'Польща' } };
    expect(describeQueueSubject(checkList)).toEqual({ main: 'Мед', detail: 'Ціни' });
    expect(describeQueueSubject(country)).toEqual({ main: 'Honey', detail: 'Польща' });
    expect(describeQueueSubject({ ...base, product_name: 'Пшениця' })).toEqual({
      main: 'Пшениця',
      detail: undefined,
    });
  });

  it('an assistance request by its topic and the start of its question', () => {
    const item: QueueItem = { ...base, topic: { name: 'Сертифікація' }, excerpt: 'Які сертифікати…' };
    expect(describeQueueSubject(item)).toEqual({ main: 'Сертифікація', detail: 'Які сертифікати…' });
  });
});
