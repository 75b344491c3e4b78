import { describe, expect, it } from 'vitest';
import { APPLICATION_STATUSES } from '@portal/contract';
import en from './content/en.json';
import ua from './content/ua.json';

const CONTENT = { ua, en } as const;

describe('issue 13: the landing’s slider tells what is true of the portal, not invented testimonials', () => {
  it.each(['ua', 'en'] as const)('%s: no testimonials of fictional companies and people', (locale) => {
    const content = CONTENT[locale] as Record<string, unknown>;
    expect(Object.keys(content)).not.toContain('testimonials');
    const text = JSON.stringify(content);
    expect(text).not.toMatch(/"illustrative"|"quote"|умовні|fictional/);
  });

  it.each(['ua', 'en'] as const)(
    '%s: how a request goes — filed, accepted, in work, the result — and the back-office',
    (locale) => {
      const { items } = CONTENT[locale].journey;
      expect(items).toHaveLength(5);
      const statuses: readonly string[] = items.flatMap((item) => item.statuses);
      // Real statuses only (spec §4), in the order a request passes them.
      expect(
        statuses.filter((status) => !(APPLICATION_STATUSES as readonly string[]).includes(status)),
      ).toEqual([]);
      const stageOf = (status: string) => items.findIndex((item) => item.statuses.includes(status as never));
      expect(stageOf('accepted')).toBeLessThan(stageOf('approved'));
      expect(stageOf('approved')).toBeLessThan(stageOf('in_work'));
      expect(stageOf('in_work')).toBeLessThan(stageOf('contract'));
      expect(items.at(-1)?.text).toMatch(locale === 'ua' ? /бек-офіс/ : /back-office/);
    },
  );

  it('both languages show the same stages, and the slider speaks of stages', () => {
    expect(en.journey.items.map((item) => item.statuses)).toEqual(
      ua.journey.items.map((item) => item.statuses),
    );
    expect(ua.journey.labels.slideOf).toBe('Етап {{index}} з {{total}}');
    expect(en.journey.labels.next).toBe('Next stage');
  });
});
