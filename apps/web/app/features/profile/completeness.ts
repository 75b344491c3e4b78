import { findMissingProfileFields, type CompanyInfo } from '@portal/contract';

export type MissingField = ReturnType<typeof findMissingProfileFields>[number];

/** Where each field of the completeness rule is filled in on /profile/my-company. */
export const MISSING_FIELD_ANCHORS: Record<MissingField, string> = {
  director_name: 'director-director_name',
  director_surname: 'director-director_surname',
  director_position: 'director-director_position',
  vchasno_email: 'vchasno-vchasno_email',
};

/**
 * Spec §4, §5: the profile is complete when the director's name, surname and position and the
 * e-document e-mail are filled in; these are the ones still missing, in the spec's order. Their
 * labels are `completeness.fields.<field>` in the accounts catalogue.
 */
export function findMissingFields(company: CompanyInfo): MissingField[] {
  return findMissingProfileFields(company);
}
