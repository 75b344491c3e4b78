/**
 * The part of the OpenAPI document the fuzz suite reads (issue 12): every operation with its
 * parameters and JSON request body, and a valid-looking value of a JSON schema to mutate.
 */

export type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
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
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema: JsonSchema;
};

export type Operation = {
  /** `POST /api/profile/sales-market/manage/{id}`: names the operation in reports. */
  key: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The OpenAPI path template, `{name}` for path parameters. */
  path: string;
  parameters: Parameter[];
  /** The JSON schema of the request body, when the operation declares one. */
  body?: JsonSchema;
};

type OpenApiDocument = {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: Parameter[];
        requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
      }
    >
  >;
};

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

/** Every operation of the document, in the document's order. */
export function listOperations(document: unknown): Operation[] {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries((document as OpenApiDocument).paths)) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const upper = method.toUpperCase() as Operation['method'];
      operations.push({
        key: `${upper} ${path}`,
        method: upper,
        path,
        parameters: operation.parameters ?? [],
        body: operation.requestBody?.content?.['application/json']?.schema,
      });
    }
  }
  return operations;
}

/** HTTP methods an OpenAPI path item may hold (the rest of its keys are parameters, summary and such). */
const ALL_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/** Counts every operation of a document, of any method: the fuzz suite must cover them all. */
export function countOperations(document: unknown): number {
  return Object.values((document as OpenApiDocument).paths).reduce(
    (count, item) => count + Object.keys(item).filter((name) => ALL_METHODS.includes(name)).length,
    0,
  );
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

/** A value valid for the schema, as far as the document says (the mutations start from it). */
export function exampleOf(schema: JsonSchema, name = ''): unknown {
  if (schema.default !== undefined) return schema.default;
  if (schema.enum?.length) return schema.enum[0];
  const branch = schema.anyOf?.find((part) => part.type === 'string' && !part.enum) ?? schema.anyOf?.[0];
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
