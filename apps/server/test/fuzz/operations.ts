import { z } from 'zod';
import {
  endpointMeta,
  endpointParts,
  endpointRoute,
  endpoints,
  type AnyEndpoint,
  type EndpointMethod,
} from '@portal/contract';

/**
 * The operations the fuzz suite sends bad input to (issue 12), one per entry of the endpoint
 * table (decision 023): its path and query parameters and its JSON body as JSON schemas made
 * from the entry's zod schemas, the entry's example as the valid body, and a valid-looking
 * value of a JSON schema to mutate. A new entry is fuzzed without a case written for it.
 */

export type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  pattern?: string;
  format?: string;
  nullable?: boolean;
  default?: unknown;
};

export type Parameter = {
  in: 'path' | 'query';
  name: string;
  required?: boolean;
  schema: JsonSchema;
};

/** The name of an entry of the table (its operationId). */
export type EntryName = keyof typeof endpoints;

export type Operation = {
  /** `POST /api/profile/sales-market/manage/{id}`: names the operation in reports and seeds its cases. */
  key: string;
  /** The entry's name in the table, which is its operationId. */
  operationId: EntryName;
  entry: AnyEndpoint;
  method: EndpointMethod;
  /** The path template under `/api`, `{name}` for path parameters. */
  path: string;
  parameters: Parameter[];
  /** The JSON schema of the request body, when the entry reads one. */
  body?: JsonSchema;
  /** The entry's example: a valid body to start the bad cases from. */
  example?: unknown;
};

/** A part's zod schema as the JSON schema of what a client sends (the generator reads these). */
export function inputJsonSchema(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

function parametersOf(place: Parameter['in'], schema: z.ZodType | undefined): Parameter[] {
  if (!schema) return [];
  const json = inputJsonSchema(schema);
  const required = new Set(json.required ?? []);
  return Object.entries(json.properties ?? {}).map(([name, property]) => ({
    in: place,
    name,
    // A path parameter is always there: the route would not match without it.
    required: place === 'path' || required.has(name),
    schema: property,
  }));
}

/** The operation of one entry of the table. */
export function operationOf(operationId: EntryName, entry: AnyEndpoint): Operation {
  const route = endpointRoute(entry);
  const parts = endpointParts(entry);
  const meta = endpointMeta(entry);
  const path = `/api${route.path}`;
  return {
    key: `${route.method} ${path}`,
    operationId,
    entry,
    method: route.method,
    path,
    parameters: [...parametersOf('path', parts.params), ...parametersOf('query', parts.query)],
    ...(parts.body ? { body: inputJsonSchema(parts.body) } : {}),
    ...(meta.example !== undefined ? { example: meta.example } : {}),
  };
}

/**
 * Every entry of the table, in the table's order. Entries served outside production only
 * (`developmentOnly`) are included: the tests run outside production.
 */
export function listOperations(): Operation[] {
  return Object.entries(endpoints).map(([name, entry]) => operationOf(name as EntryName, entry));
}

/** Plausible values of fields by name, where a bare `type: string` says too little. */
const NAMED_STRINGS: Record<string, string> = {
  email: 'fuzz@example.test',
  phone: '+380671112233',
  country_code: 'DE',
  currency: 'EUR',
  website: 'https://fuzz.example',
  website_url: 'https://fuzz.example',
  edrpou_code: '34718266',
  hs_code: '0409',
  hs_section: 'I',
  hs_group: '04',
  hs_product_item: '0409',
  date_from: '2026-01-01',
  date_to: '2026-12-31',
  incoterms: 'FCA',
  path: '/',
  locale: 'uk',
};

const UUID_PATTERN_VALUE = '00000000-0000-4000-8000-000000000000';

/** A string meeting a schema's length, pattern and format, preferring what the field's name suggests. */
function exampleString(schema: JsonSchema, name: string): string {
  const candidates = [
    ...(schema.format === 'uuid' ? [UUID_PATTERN_VALUE] : []),
    ...(/email/.test(name) ? ['fuzz@example.test'] : []),
    ...(/phone/.test(name) ? ['+380671112233'] : []),
    ...(NAMED_STRINGS[name] ? [NAMED_STRINGS[name]] : []),
    'Fuzz value',
    '123456',
    '/',
    '1',
  ];
  const pattern = schema.pattern ? new RegExp(schema.pattern) : undefined;
  for (const candidate of candidates) {
    let value = candidate;
    if (schema.minLength && value.length < schema.minLength) value = value.padEnd(schema.minLength, ' text');
    if (schema.maxLength && value.length > schema.maxLength) value = value.slice(0, schema.maxLength);
    if (!pattern || pattern.test(value)) return value;
  }
  return candidates[0]!;
}

/** A value valid for the schema, as far as the JSON schema says (the mutations start from it). */
export function exampleOf(schema: JsonSchema, name = ''): unknown {
  if (schema.default !== undefined) return schema.default;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  const branches = schema.anyOf ?? schema.oneOf;
  const branch =
    branches?.find((part) => part.type === 'string' && !part.enum && part.const === undefined) ??
    branches?.find((part) => part.type !== 'null') ??
    branches?.[0];
  if (branch) return exampleOf(branch, name);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      return exampleString(schema, name);
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 1, 1);
    case 'boolean':
      return true;
    case 'array':
      return Array.from({ length: Math.max(schema.minItems ?? 0, 1) }, () =>
        exampleOf(schema.items ?? { type: 'string' }, name),
      );
    case 'object': {
      const object: Record<string, unknown> = {};
      for (const [key, property] of Object.entries(schema.properties ?? {}))
        object[key] = exampleOf(property, key);
      return object;
    }
    default:
      return null;
  }
}

/**
 * A request of the operation from its schemas and example alone: path and required query
 * parameters by `exampleOf`, the example (else `exampleOf`) as the body. The fuzz suite puts its
 * fixtures' records in; the burst suite sends it as it is.
 */
export function exampleRequestOf(operation: Operation): {
  params: Record<string, string>;
  query: Record<string, string>;
  body: unknown;
} {
  const params: Record<string, string> = {};
  const query: Record<string, string> = {};
  for (const parameter of operation.parameters) {
    if (parameter.in === 'path') params[parameter.name] = String(exampleOf(parameter.schema, parameter.name));
    if (parameter.in === 'query' && parameter.required) {
      query[parameter.name] = String(exampleOf(parameter.schema, parameter.name));
    }
  }
  return {
    params,
    query,
    body: operation.example ?? (operation.body ? exampleOf(operation.body) : undefined),
  };
}

/** Where the id of the record an entry names goes: `recordAt`, else the path's `{id}`. */
export type RecordPlace = { part: 'params' | 'query' | 'body'; name: string; list: boolean };

/** The place of the record id of an operation, or undefined when its entry names no record. */
export function recordPlaceOf(operation: Operation): RecordPlace | undefined {
  const meta = endpointMeta(operation.entry);
  if (!meta.record) return undefined;
  if (!meta.recordAt) return { part: 'params', name: 'id', list: false };
  const [part, name] = meta.recordAt.split('.', 2) as [RecordPlace['part'], string];
  const schema =
    part === 'body'
      ? operation.body
      : { properties: Object.fromEntries(operation.parameters.map((item) => [item.name, item.schema])) };
  const branches = [schema, ...(schema?.anyOf ?? [])];
  const property = branches.find((branch) => branch?.properties?.[name])?.properties?.[name];
  const types = [property, ...(property?.anyOf ?? [])].flatMap((branch) => branch?.type ?? []);
  return { part, name, list: types.includes('array') };
}
