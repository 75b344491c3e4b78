import { describe, expect, it } from 'vitest';
import { findFieldErrors, findGeneralErrors } from './form-result';
import { echoFormValues, listVisibleFields, readFormValues } from './form-values';

describe('field errors beside their fields (spec §5)', () => {
  const errors = {
    email: ['Неправильна адреса електронної пошти.'],
    'fields_of_activity.0': ['Недопустиме значення.'],
    'fields_of_activity.2': ['Недопустиме значення.'],
    _: ['Невідоме поле.'],
  };

  it('finds a field by its own key and keys below it', () => {
    expect(findFieldErrors(errors, 'email')).toEqual(['Неправильна адреса електронної пошти.']);
    expect(findFieldErrors(errors, 'fields_of_activity')).toHaveLength(2);
    expect(findFieldErrors(errors, 'password')).toEqual([]);
    expect(findFieldErrors(errors, 'fields')).toEqual([]);
  });

  it('sends errors of no visible field and the message without field errors to the alert', () => {
    expect(findGeneralErrors({ message: 'Дані містять помилки.', fieldErrors: errors }, ['email'])).toEqual([
      'Недопустиме значення.',
      'Невідоме поле.',
    ]);
    expect(
      findGeneralErrors({ message: 'Ваш обліковий запис заблоковано.', fieldErrors: {} }, ['email']),
    ).toEqual(['Ваш обліковий запис заблоковано.']);
    expect(
      findGeneralErrors({ message: 'Неправильний код.', fieldErrors: { challenge: ['Закінчився.'] } }, [
        'code',
      ]),
    ).toEqual(['Неправильний код.', 'Закінчився.']);
  });
});

describe('reading a form', () => {
  const spec = {
    email: 'text',
    password: 'secret',
    challenge: 'hidden',
    fields: 'list',
    accept_terms: 'checkbox',
  } as const;

  it('reads exactly the fields of the spec in their body types', () => {
    const formData = new FormData();
    formData.append('email', 'a@b.ua');
    formData.append('password', 'secret1');
    formData.append('fields', 'it');
    formData.append('fields', 'food');
    formData.append('accept_terms', 'on');
    formData.append('intent', 'register');
    expect(readFormValues(formData, spec)).toEqual({
      email: 'a@b.ua',
      password: 'secret1',
      challenge: '',
      fields: ['it', 'food'],
      accept_terms: true,
    });
    expect(readFormValues(new FormData(), spec).accept_terms).toBe(false);
  });

  it('never echoes secrets and knows the visible fields', () => {
    expect(echoFormValues({ email: 'a@b.ua', password: 'x' }, spec)).toEqual({ email: 'a@b.ua' });
    expect(listVisibleFields(spec)).toEqual(['email', 'password', 'fields', 'accept_terms']);
  });
});
