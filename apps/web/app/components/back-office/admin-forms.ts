import {
  AdminBanBodySchema,
  AdminDenyBodySchema,
  AdminSharedContactBodySchema,
  COMMENT_REQUIRED_STATUSES,
} from '@portal/contract';
import type { FormSchema } from '../form/use-api-form';
import type { FieldSpec, FormValues } from '../../lib/forms/form-values';
import { schemaOnValues } from '../form/form-schema';

/** The back-office's forms: their fields (read by the action) and their client-side checks. */

export const EMPTY_FIELDS: FieldSpec = {};
export const REASON_FIELDS: FieldSpec = { reason: 'text' };
export const STATUS_FIELDS: FieldSpec = { status: 'text', comment: 'text' };
export const SHARED_CONTACT_FIELDS: FieldSpec = {
  company_name: 'text',
  country_code: 'text',
  contact_name: 'text',
  position: 'text',
  email: 'text',
  phone: 'text',
  website: 'text',
  note: 'text',
};

/** What a company action answers the page with: which one succeeded. */
export type CompanyActionDone = { action: 'approve' | 'deny' | 'ban' | 'unban' };
export type StatusMoveDone = { status: string };
export type ContactShared = { shared: true };

/**
 * A form's values as an API body: optional fields left empty are not sent at all, since the
 * contract reads an absent field as 'not given' and an empty one as a (wrong) value.
 */
export function toBody(values: FormValues): Record<string, string> {
  const body: Record<string, string> = {};
  for (const [name, value] of Object.entries(values)) {
    if (typeof value === 'string' && value.trim() !== '') body[name] = value.trim();
  }
  return body;
}

/** A percentage typed in a field (a VAT rate, a margin): `20`, `7`, `14,5`, `0.25`; null for anything else. */
export function parsePercent(value: string): number | null {
  const match = /^(\d{1,3})(?:[.,](\d{1,2}))?$/.exec(value.trim());
  return match ? Number(`${match[1]}.${match[2] ?? '0'}`) : null;
}

/** A contract schema checked against the body the form will send (empty optional fields left out). */
export function onBody(schema: FormSchema): FormSchema {
  return schemaOnValues(schema, toBody);
}

export const DENY_SCHEMA = onBody(AdminDenyBodySchema);
export const BAN_SCHEMA = onBody(AdminBanBodySchema);
export const SHARED_CONTACT_SCHEMA = onBody(AdminSharedContactBodySchema);

/** A comment is required when a request is sent for rework or denied: the exporter must learn why. */
export function isCommentRequired(status: string): boolean {
  return (COMMENT_REQUIRED_STATUSES as readonly string[]).includes(status);
}

/** Statuses in which a manager shares importers' contacts on an export application. */
export const SHARING_STATUSES: readonly string[] = ['approved', 'in_work'];
