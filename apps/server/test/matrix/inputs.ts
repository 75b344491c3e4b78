import {
  COMPANY_RECORD_KINDS,
  endpointMeta,
  type CompanyRecordKind,
  type EndpointErrorStatus,
} from '@portal/contract';
import { exampleOf, recordPlaceOf, type Operation } from '../fuzz/operations';

/**
 * The input of a call of the access matrix, derived from its entry (issue 13 §5): values of the
 * entry's schemas for the path and the required query parameters, the entry's example as the
 * body, and the ids of records put where the entry's meta says.
 */

export type Input = { params: Record<string, unknown>; query: Record<string, unknown>; body?: unknown };

/** Values of the entry's schemas and its example body: a well-formed call naming nothing in particular. */
export function baseInput(operation: Operation): Input {
  const params: Record<string, unknown> = {};
  const query: Record<string, unknown> = {};
  for (const parameter of operation.parameters) {
    if (parameter.in === 'path') params[parameter.name] = exampleOf(parameter.schema, parameter.name);
    if (parameter.in === 'query' && parameter.required)
      query[parameter.name] = exampleOf(parameter.schema, parameter.name);
  }
  const body = operation.example ?? (operation.body ? exampleOf(operation.body) : undefined);
  return { params, query, ...(body !== undefined ? { body } : {}) };
}

/** The input with the id of the record the entry names put at its `recordAt` (or the path's `{id}`). */
export function withRecord(operation: Operation, input: Input, id: string): Input {
  const place = recordPlaceOf(operation);
  if (!place) throw new Error(`${operation.operationId} names no record`);
  const value = place.list ? [id] : id;
  if (place.part === 'body') {
    const body = typeof input.body === 'object' && input.body !== null ? input.body : {};
    return { ...input, body: { ...body, [place.name]: value } };
  }
  return { ...input, [place.part]: { ...input[place.part], [place.name]: value } };
}

/** Whether the place the entry's meta gives its record id exists in its schemas (a wrong `recordAt` would test nothing). */
export function recordPlaceExists(operation: Operation): boolean {
  const place = recordPlaceOf(operation);
  if (!place) return true;
  if (place.part === 'body') {
    const branches = [operation.body, ...(operation.body?.anyOf ?? [])];
    return branches.some((branch) => branch?.properties?.[place.name] !== undefined);
  }
  const where = place.part === 'params' ? 'path' : 'query';
  return operation.parameters.some((item) => item.in === where && item.name === place.name);
}

/**
 * The kind of record a path parameter of a back-office call names, from the path
 * (`/admin/sales-market/{id}` → sales_market), or undefined.
 */
export function recordKindOfPath(path: string): CompanyRecordKind | undefined {
  const segments = path.split('/');
  return COMPANY_RECORD_KINDS.find((kind) => {
    const slug = kind.replaceAll('_', '-');
    return segments.some((segment) => segment === slug || segment === `${slug}s`);
  });
}

/** What fills the path parameters of a back-office call: a company (`{userId}`) or a record of the path's kind. */
export type Targets = {
  company: () => Promise<string> | string;
  record: (kind: CompanyRecordKind) => Promise<string> | string;
};

/** The input of a back-office call on real targets: `{userId}` a company, another path parameter a record of the path's kind. */
export async function withTargets(operation: Operation, input: Input, targets: Targets): Promise<Input> {
  const params = { ...input.params };
  for (const parameter of operation.parameters.filter((item) => item.in === 'path')) {
    const kind = recordKindOfPath(operation.path);
    if (parameter.name === 'userId') params[parameter.name] = await targets.company();
    else if (kind) params[parameter.name] = await targets.record(kind);
  }
  return { ...input, params };
}

/** The error codes of an access refusal (plugins/auth): a public call must never answer them. */
export const ACCESS_REFUSAL_CODES = ['error.unauthenticated', 'error.forbidden'];

/** Whether the entry documents an answer with this status beyond what access and input imply. */
export function documents(operation: Operation, status: number): boolean {
  return (endpointMeta(operation.entry).errors ?? []).includes(status as EndpointErrorStatus);
}
