import { describe, expect, it } from 'vitest';
import {
  APPLICATION_STATUSES,
  SHORT_APPLICATION_STATUSES,
  getStatusLabel,
  isShortStatus,
  type ApplicationStatus,
} from './statuses';

describe('spec §4 application statuses', () => {
  it('the full set, used by the export list, has the ten statuses in order', () => {
    expect(APPLICATION_STATUSES).toEqual([
      'created',
      'accepted',
      'in_process',
      'approved',
      'in_work',
      'in_finalization',
      'denied',
      'closed',
      'contract',
      'future',
    ]);
  });

  it('the short set (market analysis and one further list) has seven', () => {
    expect(SHORT_APPLICATION_STATUSES).toEqual([
      'created',
      'accepted',
      'in_process',
      'approved',
      'in_finalization',
      'denied',
      'closed',
    ]);
  });

  it('isShortStatus tells in_work, contract and future apart from the short set', () => {
    const outside = APPLICATION_STATUSES.filter((status) => !isShortStatus(status));
    expect(outside).toEqual(['in_work', 'contract', 'future']);
  });
});

describe('spec §4 status labels', () => {
  it('Ukrainian labels of the full list', () => {
    const labels = Object.fromEntries(APPLICATION_STATUSES.map((s) => [s, getStatusLabel(s, 'ua')]));
    expect(labels).toEqual({
      created: 'Створюється',
      accepted: 'Подано на розгляд',
      in_process: 'На перевірці',
      approved: 'Прийнято',
      in_work: 'В роботі',
      in_finalization: 'На доопрацюванні',
      denied: 'Відхилено',
      closed: 'Закрито',
      contract: 'Закрито, укладено контракт',
      future: 'Закрито, співпраця в майбутньому',
    });
  });

  it('English labels of the full list follow the specification’s table', () => {
    const labels = Object.fromEntries(APPLICATION_STATUSES.map((s) => [s, getStatusLabel(s, 'en', 'full')]));
    expect(labels).toEqual({
      created: 'Being created',
      accepted: 'Submitted for review',
      in_process: 'Under check',
      approved: 'Accepted',
      in_work: 'In work',
      in_finalization: 'For rework',
      denied: 'Rejected',
      closed: 'Closed',
      contract: 'Closed, contract concluded',
      future: 'Closed, cooperation in the future',
    });
  });

  it("in_process reads 'На перевірці' in the full list and 'В роботі' in the short lists", () => {
    expect(getStatusLabel('in_process', 'ua', 'full')).toBe('На перевірці');
    expect(getStatusLabel('in_process', 'ua', 'short')).toBe('В роботі');
  });

  it("in_process reads 'Under check' in the full list and 'In work' in the short lists (English)", () => {
    expect(getStatusLabel('in_process', 'en')).toBe('Under check');
    expect(getStatusLabel('in_process', 'en', 'short')).toBe('In work');
  });

  it('every other status reads the same in both lists', () => {
    for (const status of SHORT_APPLICATION_STATUSES.filter((s) => s !== 'in_process')) {
      for (const locale of ['ua', 'en'] as const) {
        expect(getStatusLabel(status, locale, 'short'), `${status} ${locale}`).toBe(
          getStatusLabel(status, locale, 'full'),
        );
      }
    }
  });

  it('no two statuses of one list share a label', () => {
    for (const locale of ['ua', 'en'] as const) {
      const full = APPLICATION_STATUSES.map((s) => getStatusLabel(s, locale, 'full'));
      expect(new Set(full).size, `full ${locale}`).toBe(full.length);
      const short = SHORT_APPLICATION_STATUSES.map((s: ApplicationStatus) =>
        getStatusLabel(s, locale, 'short'),
      );
      expect(new Set(short).size, `short ${locale}`).toBe(short.length);
    }
  });
});
