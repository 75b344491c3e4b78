import { describe, expect, it } from 'vitest';
import { isSubmitPressed, SUBMIT_FIELD, trimmedText } from './request-form-values';

describe('request form values (decision 014 §3: a draft or a submit, by the button pressed)', () => {
  it('reads a posted text trimmed, and nothing from a missing field or a list', () => {
    expect(trimmedText({ product_name: '  Мед  ' }, 'product_name')).toBe('Мед');
    expect(trimmedText({}, 'product_name')).toBe('');
    expect(trimmedText({ target_countries: ['PL', 'DE'] }, 'target_countries')).toBe('');
    expect(trimmedText({ agree: true }, 'agree')).toBe('');
  });

  it('submits only when the submit button (send=true) was pressed', () => {
    expect(SUBMIT_FIELD).toBe('send');
    expect(isSubmitPressed({ send: 'true' })).toBe(true);
    expect(isSubmitPressed({ send: 'false' })).toBe(false);
    expect(isSubmitPressed({})).toBe(false);
  });
});
