import { describe, expect, it } from 'vitest';
import { COURIER_REQUEST_EXAMPLE, type Profile } from '@portal/contract';
import { COURIER_FORM_SCHEMA, prefillSender, toCourierBody } from './courier-values';

const posted = (fields: Record<string, string>) => ({
  ...Object.fromEntries(Object.entries(COURIER_REQUEST_EXAMPLE).map(([key, value]) => [key, String(value)])),
  branch_number: '',
  ...fields,
});

describe('issue 28 §5: the pickup form as the body of POST /courier/requests', () => {
  it('sends the address for an address pickup and the branch for a branch pickup, never both', () => {
    const both = posted({ branch_number: '12' });
    expect(toCourierBody(both).branch_number).toBeUndefined();
    expect(toCourierBody(both).address).toBe(COURIER_REQUEST_EXAMPLE.address);
    const branch = toCourierBody(posted({ pickup_place: 'branch', branch_number: ' 12 ' }));
    expect(branch.address).toBeUndefined();
    expect(branch.branch_number).toBe('12');
  });

  it('leaves empty fields out and keeps numbers as typed, which the contract reads', () => {
    const body = toCourierBody(posted({ comment: '  ', weight_kg: '2,5' }));
    expect(body.comment).toBeUndefined();
    expect(body.weight_kg).toBe('2,5');
    expect(COURIER_FORM_SCHEMA.safeParse(posted({ weight_kg: '2,5' })).success).toBe(true);
  });

  it('the browser refuses what the server would, field by field', () => {
    const result = COURIER_FORM_SCHEMA.safeParse(posted({ city: '', height_cm: '301' }));
    expect(result.success).toBe(false);
    if (!result.success)
      expect(result.error.issues.map((issue) => issue.path[0]).sort()).toEqual(['city', 'height_cm']);
  });
});

describe('issue 28 §5: the sender prefilled from the profile', () => {
  const profile = {
    email: 'olena@example.test',
    main_info: { name: 'Олена', surname: 'Коваленко', patronymic: '', position: '', phone: '+380671112233' },
    companyInfo: { name_ru: 'ТОВ «Зелена Гора»', name_en: 'Zelena Hora LLC' },
  } as Pick<Profile, 'email' | 'main_info' | 'companyInfo'>;

  it('names the company in the page’s language, the other when that is empty', () => {
    expect(prefillSender(profile, 'ua')).toEqual({
      company_name: 'ТОВ «Зелена Гора»',
      contact_name: 'Олена Коваленко',
      contact_phone: '+380671112233',
      contact_email: 'olena@example.test',
    });
    expect(prefillSender(profile, 'en').company_name).toBe('Zelena Hora LLC');
    const noEnglish = { ...profile, companyInfo: { ...profile.companyInfo, name_en: '' } };
    expect(prefillSender(noEnglish, 'en').company_name).toBe('ТОВ «Зелена Гора»');
  });
});
