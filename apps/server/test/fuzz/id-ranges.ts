import { INT4_MAX } from '@portal/contract';
import type { JsonSchema, Operation } from './operations';

/**
 * Issue 24: every place an operation takes an integer or names a record — each path parameter,
 * each integer or id query parameter, each integer body field at any depth (array items
 * included), read from the entry's schemas whether or not its example fills it — gets the numbers
 * at the edge of the columns' type (int4, which every id and count column is). The largest value
 * must not overflow on its way (an id + 1); one past it must be refused on the field (or find
 * nothing), not reach PostgreSQL as `integer out of range` (a 500). Decimals (prices, quantities)
 * are no ids and are stored wider: the seeded number cases cover them.
 */

export type IdPlace = {
  part: 'params' | 'query' | 'body';
  /** The parameter's name, or the body field's path (`features.0.feature_id`). */
  path: (string | number)[];
  /**
   * A path parameter (it names a record) or an integer (an id or a count in an int4 column): past
   * the range it answers 404 or 422 on the field. A text id in a query (the audit log's entity)
   * may be any text; for those only the no-5xx rule holds.
   */
  isBounded: boolean;
};

export type IdRangeValue = {
  label: string;
  value: number;
  /** A refusal must name the field (404 or 422 on it): the value is outside every column. */
  isPastRange: boolean;
};

export const ID_RANGE_VALUES: readonly IdRangeValue[] = [
  { label: `${INT4_MAX + 1} (one past int4)`, value: INT4_MAX + 1, isPastRange: true },
  { label: `${INT4_MAX} (the largest int4)`, value: INT4_MAX, isPastRange: false },
];

const ID_NAME = /(^|_)ids?$|Id$/;

function branchesOf(schema: JsonSchema): JsonSchema[] {
  return [schema, ...(schema.anyOf ?? []), ...(schema.oneOf ?? [])];
}

function hasType(schema: JsonSchema, types: string[]): boolean {
  return branchesOf(schema).some((branch) => [branch.type ?? []].flat().some((type) => types.includes(type)));
}

const isInteger = (schema: JsonSchema) => hasType(schema, ['integer']);

/** The integer fields of a body schema (arrays by their first item), 5 levels deep. */
function listIntegerFields(schema: JsonSchema | undefined, prefix: IdPlace['path'] = []): IdPlace[] {
  if (!schema || prefix.length > 5) return [];
  const places: IdPlace[] =
    prefix.length > 0 && isInteger(schema) ? [{ part: 'body', path: prefix, isBounded: true }] : [];
  for (const branch of branchesOf(schema)) {
    for (const [key, property] of Object.entries(branch.properties ?? {})) {
      places.push(...listIntegerFields(property, [...prefix, key]));
    }
    if (branch.items) places.push(...listIntegerFields(branch.items, [...prefix, 0]));
  }
  const seen = new Set<string>();
  return places.filter((place) => !seen.has(place.path.join('.')) && seen.add(place.path.join('.')));
}

/** The places of an operation that get the edge numbers. */
export function listIdPlaces(operation: Operation): IdPlace[] {
  return [
    ...operation.parameters
      .filter(
        (parameter) => parameter.in === 'path' || isInteger(parameter.schema) || ID_NAME.test(parameter.name),
      )
      .map((parameter): IdPlace => ({
        part: parameter.in === 'path' ? 'params' : 'query',
        path: [parameter.name],
        isBounded: parameter.in === 'path' || isInteger(parameter.schema),
      })),
    ...listIntegerFields(operation.body),
  ];
}

/** Sets a value deep in a body, making the objects and arrays on the way. */
export function setDeep(body: Record<string | number, unknown>, path: IdPlace['path'], value: unknown): void {
  let parent = body;
  path.forEach((key, index) => {
    if (index === path.length - 1) {
      parent[key] = value;
      return;
    }
    const next = parent[key];
    if (next === null || typeof next !== 'object')
      parent[key] = typeof path[index + 1] === 'number' ? [] : {};
    parent = parent[key] as Record<string | number, unknown>;
  });
}
