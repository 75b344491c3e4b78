import { describe, expect, it } from 'vitest';
import { decideEnterKey, isEntryField, type FormControl } from './enter-to-next';

const control = (tag: string, type = '', extra: Partial<FormControl> = {}): FormControl => ({
  tag,
  type,
  isDisabled: false,
  isHidden: false,
  ...extra,
});

const email = control('INPUT', 'email');
const password = control('INPUT', 'password');
const submit = control('BUTTON', 'submit');

describe('Enter moves to the next enabled field (spec §5)', () => {
  it('from a single-line field to the next field', () => {
    expect(decideEnterKey([email, password, submit], 0)).toEqual({ action: 'focus', index: 1 });
  });

  it('skips disabled, hidden and button controls', () => {
    const controls = [
      email,
      control('INPUT', 'hidden'),
      control('INPUT', 'text', { isDisabled: true }),
      control('INPUT', 'text', { isHidden: true }),
      control('BUTTON', 'button'),
      control('FIELDSET'),
      control('SELECT'),
      submit,
    ];
    expect(decideEnterKey(controls, 0)).toEqual({ action: 'focus', index: 6 });
  });

  it('moves into selects, checkboxes and textareas', () => {
    expect(decideEnterKey([email, control('SELECT'), submit], 0)).toEqual({ action: 'focus', index: 1 });
    expect(decideEnterKey([email, control('INPUT', 'checkbox')], 0)).toEqual({ action: 'focus', index: 1 });
    expect(decideEnterKey([email, control('TEXTAREA')], 0)).toEqual({ action: 'focus', index: 1 });
  });

  it('moves on from a select and a checkbox too', () => {
    expect(decideEnterKey([control('SELECT'), email], 0)).toEqual({ action: 'focus', index: 1 });
    expect(decideEnterKey([control('INPUT', 'checkbox'), email], 0)).toEqual({ action: 'focus', index: 1 });
  });

  it('keeps the default in the last field, so the form is submitted', () => {
    expect(decideEnterKey([email, password, submit], 1)).toEqual({ action: 'default' });
    expect(decideEnterKey([email, control('INPUT', 'text', { isDisabled: true }), submit], 0)).toEqual({
      action: 'default',
    });
  });

  it('never in a textarea: Enter is a line break there', () => {
    expect(decideEnterKey([control('TEXTAREA'), email], 0)).toEqual({ action: 'default' });
  });

  it('on a button Enter presses the button', () => {
    expect(decideEnterKey([control('BUTTON', 'button'), email], 0)).toEqual({ action: 'default' });
    expect(decideEnterKey([control('INPUT', 'submit'), email], 0)).toEqual({ action: 'default' });
  });

  it('an unknown index keeps the default', () => {
    expect(decideEnterKey([email], 5)).toEqual({ action: 'default' });
  });
});

describe('isEntryField', () => {
  it.each([
    ['INPUT', 'text', true],
    ['input', 'TEL', true],
    ['INPUT', 'radio', true],
    ['INPUT', 'submit', false],
    ['INPUT', 'hidden', false],
    ['BUTTON', 'submit', false],
    ['SELECT', '', true],
    ['TEXTAREA', '', true],
    ['FIELDSET', '', false],
  ])('%s[type=%s] → %s', (tag, type, expected) => {
    expect(isEntryField(control(tag, type))).toBe(expected);
  });
});
