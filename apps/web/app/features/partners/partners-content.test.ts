import { describe, expect, it } from 'vitest';
import type { Partner } from '@portal/contract';
import { groupPartners } from './partners-content';

const partner = (id: number, kind: string): Partner => ({
  id,
  slug: `p-${id}`,
  name: `Partner ${id}`,
  description: '',
  kind,
  website_url: '',
});
const labels = { government: 'Public bodies', finance: 'Finance', other: 'Other' };

describe('/partners shows the partners grouped by kind (spec §2)', () => {
  it('groups in the page order of kinds and keeps the API order inside a group', () => {
    const groups = groupPartners(
      [partner(1, 'finance'), partner(2, 'government'), partner(3, 'finance')],
      labels,
      ['government', 'finance'],
    );
    expect(groups.map((g) => [g.label, g.partners.map((p) => p.id)])).toEqual([
      ['Public bodies', [2]],
      ['Finance', [1, 3]],
    ]);
  });

  it('puts unknown kinds last under "other"', () => {
    const groups = groupPartners([partner(1, 'space'), partner(2, 'finance')], labels, [
      'government',
      'finance',
    ]);
    expect(groups.map((g) => g.kind)).toEqual(['finance', 'other']);
  });

  it('has no groups for no partners', () => {
    expect(groupPartners([], labels, ['finance'])).toEqual([]);
  });
});
