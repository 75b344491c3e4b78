import { describe, expect, it } from 'vitest';
import type { ImportingCountryGroup } from '@portal/contract';
import {
  decideParticipation,
  findCountry,
  splitActions,
  toRowId,
  toStepBody,
  toStepsBodies,
  toTakePartBody,
} from './importing-cabinet-model';

const FIELDS = [{ id: 1 }, { id: 2 }, { id: 3 }];

describe('/profile/importing-countries forms: what a step sends (decision 029 §1)', () => {
  it('sends one step of one country, ticked only by "true"', () => {
    expect(toStepBody({ geo_country_id: '7', field_id: '3', done: 'true' })).toEqual({
      geo_country_id: 7,
      field_id: 3,
      done: true,
    });
    expect(toStepBody({ geo_country_id: '7', field_id: '3', done: 'false' }).done).toBe(false);
    expect(toStepBody({ geo_country_id: '7', field_id: '3', done: '' }).done).toBe(false);
  });

  it('passes what is not an id on unchanged, for the API to answer 422 on its field', () => {
    expect(toRowId('12')).toBe(12);
    expect(toRowId('abc')).toBe('abc');
    expect(toRowId('-1')).toBe('-1');
    expect(toStepBody({ geo_country_id: 'x', field_id: '', done: 'true' })).toMatchObject({
      geo_country_id: 'x',
      field_id: '',
    });
  });
});

describe('/profile/importing-countries without JavaScript: the steps form sends every step', () => {
  it('ticks the steps sent and unticks the others of the list, in the list’s order', () => {
    expect(toStepsBodies({ geo_country_id: '5', field_ids: ['3', '1'] }, FIELDS)).toEqual([
      { geo_country_id: 5, field_id: 1, done: true },
      { geo_country_id: 5, field_id: 2, done: false },
      { geo_country_id: 5, field_id: 3, done: true },
    ]);
  });

  it('unticks every step when none is sent', () => {
    const bodies = toStepsBodies({ geo_country_id: '5', field_ids: [] }, FIELDS);
    expect(bodies.map((body) => body.done)).toEqual([false, false, false]);
  });

  it('sends an id that is no step first, ticked, so the API refuses it before any change', () => {
    const bodies = toStepsBodies({ geo_country_id: '5', field_ids: ['99', 'zz', '2'] }, FIELDS);
    expect(bodies.slice(0, 2)).toEqual([
      { geo_country_id: 5, field_id: 99, done: true },
      { geo_country_id: 5, field_id: 'zz', done: true },
    ]);
    expect(bodies).toHaveLength(5);
  });
});

describe('/profile/importing-countries: taking part in a country action (decision 029 §2)', () => {
  it('sends the action’s id', () => {
    expect(toTakePartBody({ country_action_id: '42' })).toEqual({ country_action_id: 42 });
  });

  it('reads the participation from the API’s flags, never from dates', () => {
    expect(decideParticipation({ taking_part: true, can_take_part: false }, true)).toBe('taking-part');
    expect(decideParticipation({ taking_part: true, can_take_part: false }, false)).toBe('taking-part');
    expect(decideParticipation({ taking_part: false, can_take_part: true }, true)).toBe('open');
    expect(decideParticipation({ taking_part: false, can_take_part: false }, true)).toBe('closed');
    expect(decideParticipation({ taking_part: false, can_take_part: true }, false)).toBe('not-approved');
  });

  it('lists the company’s actions apart from the others, each in the API’s order', () => {
    const actions = [
      { id: 1, taking_part: false },
      { id: 2, taking_part: true },
      { id: 3, taking_part: false },
      { id: 4, taking_part: true },
    ];
    const { mine, others } = splitActions(actions);
    expect(mine.map((action) => action.id)).toEqual([2, 4]);
    expect(others.map((action) => action.id)).toEqual([1, 3]);
  });
});

describe('/profile/importing-countries: the chosen country', () => {
  const progress = { done: 0, total: 6, percent: 0 };
  const groups: ImportingCountryGroup[] = [
    {
      region: 'europe',
      name: 'Європа',
      countries: [{ id: 1, code: 'PL', name: 'Польща', done_fields: [], progress }],
    },
  ] as ImportingCountryGroup[];

  it('is found by its code in the answer’s groups', () => {
    expect(findCountry(groups, 'PL')?.id).toBe(1);
  });

  it('is none without a code or with a code that is no importing country', () => {
    expect(findCountry(groups, null)).toBeUndefined();
    expect(findCountry(groups, 'RU')).toBeUndefined();
  });
});
