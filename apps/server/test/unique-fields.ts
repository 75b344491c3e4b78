import type { FastifyInstance } from 'fastify';
import { endpointMeta, endpointRoute, endpoints, type AnyEndpoint } from '@portal/contract';
import type { SignedInUser } from './accounts';
import { callOk } from './call';

/**
 * The entries of the table that write a unique field (their meta's `unique`, issue 24), and the
 * records their cases need: the burst suite and the fuzz suite both claim those fields with
 * values other records hold.
 */

export type UniqueFieldEntry = { name: string; entry: AnyEndpoint; field: string };

/** Each unique field of each entry of the table. */
export function listUniqueFieldEntries(): UniqueFieldEntry[] {
  return Object.entries(endpoints).flatMap(([name, entry]) =>
    (endpointMeta(entry).unique ?? []).map((field) => ({ name, entry, field })),
  );
}

/** Whether the entry edits one record named by its path's `{id}` (else it creates one). */
export function isEditing(entry: AnyEndpoint): boolean {
  return endpointRoute(entry).path.endsWith('/{id}');
}

/** The table's creating call of an editing entry's records: POST on the path without `/{id}`. */
export function findCreatingEntry(entry: AnyEndpoint): AnyEndpoint {
  const collection = endpointRoute(entry).path.replace(/\/\{id\}$/, '');
  const creating = Object.values(endpoints).find(
    (other) => endpointRoute(other).method === 'POST' && endpointRoute(other).path === collection,
  );
  if (!creating) throw new Error(`no creating call of ${collection} in the table`);
  return creating;
}

/**
 * An entry's example body without the uploads it names (`{ file_id }`, decision 036): an example's
 * upload exists in no test database, and uploads are tested with their own calls.
 */
export function exampleWithoutUploads(entry: AnyEndpoint): Record<string, unknown> {
  return withoutUploads(endpointMeta(entry).example) as Record<string, unknown>;
}

/** A body without the uploads it names (`{ file_id }` values); anything else as it is. */
export function withoutUploads(body: unknown): unknown {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return body;
  return Object.fromEntries(
    Object.entries(body).filter(
      ([, value]) => !(value !== null && typeof value === 'object' && 'file_id' in value),
    ),
  );
}

/**
 * A new record made by a creating entry from its example (without its uploads), the unique fields set as given (or
 * left to the server when not), and its id.
 */
export async function createRecordWith(
  app: FastifyInstance,
  creating: AnyEndpoint,
  as: SignedInUser | undefined,
  fields: Record<string, unknown> = {},
): Promise<number | string> {
  const example = exampleWithoutUploads(creating);
  for (const field of endpointMeta(creating).unique ?? []) delete example[field];
  const created = (await callOk(app, creating, { body: { ...example, ...fields } }, { as })) as {
    id: number | string;
  };
  return created.id;
}
