import { describe, expect, it } from 'vitest';
import type { SharedSale } from '@portal/contract';
import {
  countPending,
  DECLINE_SCHEMA,
  orderSharedSales,
  parseSharedSaleIntent,
  sharedSaleIntent,
  toDeclineBody,
} from './shared-sales-forms';
import { toTelHref, toWebsiteHref } from '../../lib/contact-links';

const ID = '0b6f1c1e-3c2a-4d5e-9f60-1a2b3c4d5e6f';

describe('the intents of the shared sales’ forms (one per card)', () => {
  it('names the card’s share and reads it back', () => {
    expect(sharedSaleIntent('accept', ID)).toBe(`accept-${ID}`);
    expect(parseSharedSaleIntent(sharedSaleIntent('decline', ID))).toEqual({
      action: 'decline',
      shareId: ID,
    });
  });

  it('refuses any other intent, so the action answers 400 rather than calling the API', () => {
    for (const intent of [
      null,
      '',
      'accept',
      `delete-${ID}`,
      `accept-${ID}x`,
      `accept-not-a-uuid`,
      ` accept-${ID}`,
    ]) {
      expect(parseSharedSaleIntent(intent), String(intent)).toBeNull();
    }
  });
});

describe('the decline form as the API body (contract DeclineBodySchema)', () => {
  it('sends the reason and a trimmed comment; an empty comment is not sent', () => {
    expect(toDeclineBody({ reason: 'deadline', comment: '  Too soon  ' })).toEqual({
      reason: 'deadline',
      comment: 'Too soon',
    });
    expect(toDeclineBody({ reason: 'deadline', comment: '   ' })).toEqual({ reason: 'deadline' });
    expect(toDeclineBody({})).toEqual({ reason: '' });
  });

  it('checks in the browser that a reason is chosen and that “other” has a comment', () => {
    expect(DECLINE_SCHEMA.safeParse({ reason: 'no_capacity', comment: '' }).success).toBe(true);
    const noReason = DECLINE_SCHEMA.safeParse({ reason: '', comment: '' });
    expect(noReason.success).toBe(false);
    if (!noReason.success) expect(noReason.error.issues[0]?.path).toEqual(['reason']);
    const other = DECLINE_SCHEMA.safeParse({ reason: 'other', comment: ' ' });
    expect(other.success).toBe(false);
    if (!other.success) expect(other.error.issues.map((issue) => issue.path)).toEqual([['comment']]);
    expect(DECLINE_SCHEMA.safeParse({ reason: 'other', comment: 'Seasonal' }).success).toBe(true);
  });
});

function share(id: string, answer: SharedSale['answer'], sharedAt: string): SharedSale {
  return { id, answer, shared_at: sharedAt } as SharedSale;
}

describe('the order of the cards', () => {
  it('puts the requests awaiting an answer first, each group newest first', () => {
    const sales = [
      share('a', 'accepted', '2026-11-20T10:00:00Z'),
      share('b', 'pending', '2026-11-01T10:00:00Z'),
      share('c', 'declined', '2026-11-25T10:00:00Z'),
      share('d', 'pending', '2026-11-10T10:00:00Z'),
    ];
    expect(orderSharedSales(sales).map((sale) => sale.id)).toEqual(['d', 'b', 'c', 'a']);
    expect(countPending(sales)).toBe(2);
    expect(sales.map((sale) => sale.id)).toEqual(['a', 'b', 'c', 'd']);
  });
});

describe('the buyer’s contacts as links', () => {
  it('gives a website without a scheme https, and nothing for what is no address', () => {
    expect(toWebsiteHref('baltic-foods.pl')).toBe('https://baltic-foods.pl/');
    expect(toWebsiteHref('http://example.com/a')).toBe('http://example.com/a');
    expect(toWebsiteHref('')).toBeNull();
    expect(toWebsiteHref('javascript:alert(1)')).toBeNull();
  });

  it('dials only digits and a leading plus', () => {
    expect(toTelHref('+48 22 123-45-67')).toBe('tel:+48221234567');
    expect(toTelHref('n/a')).toBeNull();
  });
});
