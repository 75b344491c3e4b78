import { describe, expect, it } from 'vitest';
import type { CompanyInfo } from '@portal/contract';
import { ACCOUNTS_RESOURCES } from '../../i18n/accounts';
import { findMissingFields } from './completeness';

const empty: CompanyInfo = {
  expert_email: '',
  expert_name: '',
  expert_surname: '',
  expert_phone_number: '',
  expert_position: '',
  director_name: '',
  director_surname: '',
  director_phone_number: '',
  director_email: '',
  director_position: '',
  position_in_the_company: '',
  website_url: '',
  name_ru: 'ТОВ Тест',
  name_en: 'Test LLC',
  year_of_foundation: 2001,
  edrpou_code: '32855961',
  region: 'UA-30',
  fields_of_activity: ['it'],
  ipn_code: '',
  type_business: 'manufacturer',
  vchasno_email: '',
};

const labels = (locale: 'uk' | 'en') =>
  findMissingFields(empty).map((field) => ACCOUNTS_RESOURCES[locale].completeness.fields[field]);

describe('profile completeness (spec §4, §5)', () => {
  it('lists the four missing fields in Ukrainian, each named as its form field is (issue 25 §8)', () => {
    expect(labels('uk')).toEqual([
      'Ім’я директора',
      'Прізвище директора',
      'Посада директора',
      'Електронна пошта для сервісу Вчасно',
    ]);
  });

  it('and in English', () => {
    expect(labels('en')).toEqual([
      "Director's first name",
      "Director's surname",
      "Director's position",
      'E-mail for the Vchasno service',
    ]);
  });

  it('lists only what is still empty, and nothing once complete', () => {
    const partly = { ...empty, director_name: 'Іван', director_position: ' ' };
    expect(findMissingFields(partly)).toEqual(['director_surname', 'director_position', 'vchasno_email']);
    const complete = {
      ...empty,
      director_name: 'Іван',
      director_surname: 'Петренко',
      director_position: 'Директор',
      vchasno_email: 'docs@test.ua',
    };
    expect(findMissingFields(complete)).toEqual([]);
  });

  it('issue 25 §8: the notice names each missing field exactly as the form labels it, in both languages', () => {
    for (const locale of ['uk', 'en'] as const) {
      const { completeness, fields } = ACCOUNTS_RESOURCES[locale];
      expect(completeness.fields.director_name).toBe(fields.directorName);
      expect(completeness.fields.director_surname).toBe(fields.directorSurname);
      expect(completeness.fields.director_position).toBe(fields.directorPosition);
    }
  });
});
