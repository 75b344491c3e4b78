import { describe, expect, it } from 'vitest';
import { REQUEST_KINDS, statusesOf } from '@portal/contract';
import { buildKindSections } from './dashboard-model';

describe('the dashboard counts every registered request kind (issue 15, decision 026)', () => {
  it('has a section per kind, in the registry’s order, each linking to its queue', () => {
    const sections = buildKindSections({});
    expect(sections.map((section) => section.kind)).toEqual([...REQUEST_KINDS]);
    expect(sections.map((section) => section.path)).toEqual([
      '/admin/sales-market',
      '/admin/check-list',
      '/admin/country-analysis',
      '/admin/assistant',
      '/admin/service-orders',
    ]);
    expect(sections.map((section) => section.list)).toEqual(['full', 'short', 'short', 'short', 'short']);
  });

  it('shows every status of the kind’s set, 0 where the summary has none', () => {
    const [, , countryAnalysis] = buildKindSections({ country_analysis: { accepted: 3 } });
    expect(countryAnalysis!.cards.map((card) => card.status)).toEqual([...statusesOf('country_analysis')]);
    expect(countryAnalysis!.cards.find((card) => card.status === 'accepted')!.count).toBe(3);
    expect(countryAnalysis!.cards.find((card) => card.status === 'closed')!.count).toBe(0);
  });

  it('marks only submitted and in-work statuses that hold requests as waiting for the managers', () => {
    const [, , , assistant] = buildKindSections({
      assistant: { created: 4, accepted: 2, in_process: 0, approved: 5 },
    });
    const waiting = assistant!.cards.filter((card) => card.isAwaiting).map((card) => card.status);
    expect(waiting).toEqual(['accepted']);
  });
});
