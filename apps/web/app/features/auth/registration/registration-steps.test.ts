import { describe, expect, it } from 'vitest';
import { getRegistrationStep, getStepName } from './registration-steps';

describe('registration resumes at the right step (spec §4)', () => {
  it('starts at step 1 for a guest', () => {
    expect(getRegistrationStep(null)).toBe(1);
    expect(getStepName(1)).toBe('account');
  });

  it.each([
    [1, 2, 'email'],
    [2, 3, 'phone'],
    [3, 4, 'mainInfo'],
    [4, 5, 'company'],
  ])('registration_step %i (done) shows step %i (%s)', (done, shown, name) => {
    expect(getRegistrationStep({ registration_step: done })).toBe(shown);
    expect(getStepName(shown)).toBe(name);
  });

  it('never goes past step 5 or below step 1', () => {
    expect(getRegistrationStep({ registration_step: 5 })).toBe(5);
    expect(getRegistrationStep({ registration_step: 0 })).toBe(1);
  });
});
