/** One key an audited action changed: its value before and after, as short text. */
export type AuditChange = { key: string; before: string | null; after: string | null };

type Snapshot = Readonly<Record<string, unknown>> | null;

const VALUE_MAX_LENGTH = 80;

/** A value as one short line: strings as they are, the rest as compact JSON, long ones cut. */
export function formatAuditValue(value: unknown): string | null {
  if (value === undefined) return null;
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > VALUE_MAX_LENGTH ? `${text.slice(0, VALUE_MAX_LENGTH - 1)}…` : text;
}

/** Absent, null and '' all read 'nothing': a comment left empty is not a change. */
function isBlank(value: unknown): boolean {
  return value === undefined || value === null || value === '';
}

function isSame(a: unknown, b: unknown): boolean {
  if (isBlank(a) && isBlank(b)) return true;
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * The keys an audit entry changed (before → after), in the order they first appear; keys with
 * the same value on both sides (or nothing on either) are left out, so the log shows what the
 * action did and no more.
 * A key present on one side only reads as added or removed (null on the other side).
 */
export function findAuditChanges(before: Snapshot, after: Snapshot): AuditChange[] {
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return keys
    .filter((key) => !isSame(before?.[key], after?.[key]))
    .map((key) => ({
      key,
      before: formatAuditValue(before?.[key]),
      after: formatAuditValue(after?.[key]),
    }));
}

/** Keys of the audited actions with a name for people (`audit.fields.<key>` in the admin catalogue). */
export const AUDIT_FIELD_KEYS = [
  'status',
  'comment',
  'is_approved',
  'is_denied',
  'deny_reason',
  'is_banned',
  'reason',
  'company_name',
  'country_code',
  'number',
  'paid_on',
  'paid_at',
  'reference',
  'subscription_ended_at',
  'name',
  'description',
  'price',
  'period_months',
  'trial_days',
  'is_public',
  'is_recommended',
  'features',
  'seller',
  'vat_rate',
  'text_uk',
  'text_en',
  'pdf_name',
  'pdf_size',
  'hs_code',
  'title_uk',
  'title_en',
  'summary_length',
  'body_length',
  'published_at',
] as const;
export type AuditFieldKey = (typeof AUDIT_FIELD_KEYS)[number];

export function isAuditFieldKey(key: string): key is AuditFieldKey {
  return (AUDIT_FIELD_KEYS as readonly string[]).includes(key);
}

/** An internal reference (`shared_contact_id`) says nothing to a manager: it is left out of the log. */
export function isInternalKey(key: string): boolean {
  return key === 'id' || key.endsWith('_id');
}

/** A recorded flag or an empty value in words: 'true'/'false' → yes/no, 'null' → nothing. */
export function describeAuditValue(value: string | null, words: { yes: string; no: string }): string | null {
  if (value === null || value === 'null') return null;
  if (value === 'true') return words.yes;
  if (value === 'false') return words.no;
  return value;
}
