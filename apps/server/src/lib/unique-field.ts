import { randomBytes } from 'node:crypto';
import type { MessageKey } from '@portal/contract';
import { AppError } from './app-error';
import { isUniqueViolation } from './database-errors';

/**
 * A field whose value must be unique among records (a slug), and the message a caller who sends
 * another record's value gets on it.
 */
export type UniqueField = { field: string; messageKey: MessageKey };

/** 422 on the field: the value is another record's. */
export function takenFieldError({ field, messageKey }: UniqueField): AppError {
  return new AppError('validation_failed', 'error.validation_failed', { fields: { [field]: [messageKey] } });
}

/**
 * Runs a write that stores a unique field (issue 24). A check before the write cannot see a twin
 * written by a transaction not yet committed, so two requests claiming one value at the same moment
 * both pass it on PostgreSQL, and the unique index refuses the second: its violation is the 422 a
 * sequential duplicate gets, not a 500. Only for writes where that index is the one unique index
 * the transaction can break.
 */
export async function writeUniqueField<T>(unique: UniqueField, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw takenFieldError(unique);
    throw error;
  }
}

/**
 * A new row under the slug given (422 on the field when another row has it), or, when none is
 * given, under `base` with the first free suffix (`base`, `base-2` … `base-9`, then a random one).
 * `insert` answers the row, or undefined when the slug is taken (an insert on conflict do nothing).
 */
export async function insertWithFreeSlug<Row>(options: {
  unique: UniqueField;
  slug: string | undefined;
  base: string;
  insert: (slug: string) => Promise<Row | undefined>;
}): Promise<Row> {
  const { unique, slug, base, insert } = options;
  if (slug !== undefined) {
    const row = await insert(slug);
    if (!row) throw takenFieldError(unique);
    return row;
  }
  for (let attempt = 1; attempt <= 10; attempt++) {
    const tail = attempt === 1 ? '' : attempt < 10 ? `-${attempt}` : `-${randomBytes(3).toString('hex')}`;
    const row = await insert(`${base}${tail}`);
    if (row) return row;
  }
  throw new Error(`no free slug for ${base}`);
}
