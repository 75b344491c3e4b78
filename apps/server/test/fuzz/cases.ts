import { createRandom } from '../fixtures';
import { ID_RANGE_VALUES, listIdPlaces, setDeep } from './id-ranges';
import type { JsonSchema, Operation } from './operations';

/**
 * Bad requests of one operation (issue 12), derived from its parameters and body schema: every
 * kind of bad input as a candidate, then a seeded pick of at least one per kind and more at
 * random, so that a failure replays with the same seed.
 */

export type Random = () => number;

export type FuzzCase = {
  /** What is wrong with the request, e.g. `body.email: NUL inside`. */
  label: string;
  /** The kind of bad input; every kind an operation has is picked at least once. */
  group: string;
  method: Operation['method'];
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  /** The case brings its own Authorization or cookie: the actor's are left off. */
  ownAuth?: boolean;
  /**
   * The field a refusal must name (issue 24): the case puts a number past the column's range or a
   * value another record holds there, which answers 404 (no such record) or 422 naming this
   * field, or the caller's access refusal (401, 403) when that comes first.
   */
  namedField?: string;
  remoteAddress: string;
};

/** A valid request of the operation: the bad cases change one part of it (or a few). */
export type BaseRequest = {
  /** Path parameters, already in URL form. */
  params: Record<string, string>;
  query: Record<string, string>;
  /** The JSON body, or undefined when the operation declares none. */
  body?: unknown;
};

export type CaseOptions = {
  /** BODY_LIMIT_BYTES of the app: a body one byte over it must answer 413. */
  bodyLimit: number;
  /** Cases per operation (at least one per kind an operation has, whatever this says). */
  perOperation: number;
  /** Unique fields of the body (its entry's meta `unique`) with a value another record holds. */
  takenValues?: Record<string, string> | undefined;
};

type Candidate = {
  label: string;
  group: string;
  /** Sent whatever the seed picks: a case every entry gets for each of its places (issue 24). */
  always?: boolean;
  build: () => Omit<FuzzCase, 'remoteAddress'>;
};

/** A seed of its own per operation, so that adding an operation changes no other's cases. */
export function seedOf(seed: number, key: string): number {
  let hash = seed >>> 0;
  for (let i = 0; i < key.length; i++) hash = Math.imul(hash ^ key.charCodeAt(i), 0x01000193) >>> 0;
  return hash;
}

function shuffle<T>(items: T[], random: Random): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

const ONE_MB = 1_000_000;
const DEPTH = 10_000;
const JSON_TYPE = 'application/json';
const INJECTIONS = [
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  "'; DROP TABLE users; --",
  '${7*7}{{7*7}}<%= 7*7 %>',
  '../../../../etc/passwd',
  '%00%27%22',
];

/** Big values made once, shared by every field that gets them (a case clones what it sends). */
const ONE_MB_STRING = 'x'.repeat(ONE_MB);
const LONG_ARRAY = Array.from({ length: 10_000 }, () => 'fuzz');
const WIDE_OBJECT = Object.fromEntries(Array.from({ length: 5000 }, (_, i) => [`k${i}`, 'yes']));

const deepArrays = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
const deepObjects = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);

/** A bad value of a field: a value, raw JSON text (numbers JSON.stringify cannot write, `__proto__` keys) or none. */
type Mutation = { label: string; group: string; value?: unknown; raw?: string; remove?: boolean };
type FieldPath = (string | number)[];

/** The fields of a body, nested objects and the first item of arrays included (3 levels deep). */
function listFields(value: unknown, prefix: FieldPath = [], depth = 0): FieldPath[] {
  if (depth >= 3 || value === null || typeof value !== 'object') return [];
  const entries: [string | number, unknown][] = Array.isArray(value)
    ? value.length > 0
      ? [[0, value[0]]]
      : []
    : Object.entries(value);
  return entries.flatMap(([key, child]) => {
    const path = [...prefix, key];
    return [path, ...listFields(child, path, depth + 1)];
  });
}

function valueAt(body: unknown, path: FieldPath): unknown {
  return path.reduce<unknown>((value, key) => (value as Record<string | number, unknown>)[key], body);
}

/** The schema of a field of a body (through `anyOf`, object properties and array items). */
function schemaAt(schema: JsonSchema | undefined, path: FieldPath): JsonSchema | undefined {
  let current = schema;
  for (const key of path) {
    if (!current) return undefined;
    const branches = [current, ...(current.anyOf ?? [])];
    current =
      typeof key === 'number'
        ? branches.find((branch) => branch.items)?.items
        : (branches.find((branch) => branch.properties?.[key])?.properties?.[key] ??
          (branches.find((branch) => typeof branch.additionalProperties === 'object')
            ?.additionalProperties as JsonSchema | undefined));
  }
  return current;
}

/**
 * Fields whose format a refinement checks, which the document does not show: e-mail, phone,
 * codes, dates, amounts, and the English-only `_en` names (decision 007).
 */
const FORMATTED_NAMES =
  /email|phone|website|url|code|countr|currency|date|deadline|password|token|challenge|hs_|incoterms|price|quantity|capacity|minimum_order|locale|slug|path|_en$/;

/** A string the caller writes freely (no enum, pattern or format): what reaches storage and mail as typed. */
function isFreeText(schema: JsonSchema | undefined, path: FieldPath): boolean {
  if (path.some((key) => FORMATTED_NAMES.test(String(key)))) return false;
  return [schema, ...(schema?.anyOf ?? [])].some(
    (branch) => branch?.type === 'string' && !branch.enum && !branch.pattern && !branch.format,
  );
}

/**
 * Characters appended to (or put before) every free-text field at once, so that a valid body
 * carries them past validation into the domain, the database, notifications and mail.
 */
const TEXT_VARIANTS: [string, (text: string) => string][] = [
  ['NUL', (text) => `${text}\u0000`],
  ['RTL override', (text) => `\u202E${text}`],
  ['zero-width space', (text) => `${text}\u200B`],
  ['lone surrogate', (text) => `${text}\uD800`],
  ['emoji and combining marks', (text) => `${text}💩\u0301\u0301`],
  ['control characters', (text) => `${text}\u0001\u001b[31m\r\n\t`],
  ['injection', (text) => `${text}' OR 1=1 --<script>alert(1)</script>`],
];

function kindOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

const WRONG_TYPES: Record<string, unknown> = {
  number: 1,
  string: 'fuzz',
  array: ['fuzz'],
  object: { fuzz: 1 },
  boolean: true,
};

/** The bad values of one field whose valid value is `value`. */
function fieldMutations(value: unknown): Mutation[] {
  const kind = kindOf(value);
  const text = typeof value === 'string' && value.length > 0 ? value : 'fuzz';
  const mutations: Mutation[] = [
    { label: 'missing', group: 'field: missing', remove: true },
    { label: 'null', group: 'field: null', value: null },
    ...Object.entries(WRONG_TYPES)
      .filter(([type]) => type !== kind)
      .map(([type, wrong]) => ({ label: `wrong type (${type})`, group: 'field: wrong type', value: wrong })),
    { label: 'number -1', group: 'field: number', value: -1 },
    { label: 'number 0', group: 'field: number', value: 0 },
    { label: 'number 1.5', group: 'field: number', value: 1.5 },
    { label: 'number 1e308', group: 'field: number', value: 1e308 },
    { label: 'number -1e308', group: 'field: number', value: -1e308 },
    { label: 'number 2**53+1', group: 'field: number', raw: '9007199254740993' },
    { label: 'number 1e400 (Infinity)', group: 'field: number', raw: '1e400' },
    { label: 'number -0', group: 'field: number', raw: '-0' },
    { label: 'number of 30 digits', group: 'field: number', raw: '123456789012345678901234567890' },
    { label: 'numeric string -1', group: 'field: number', value: '-1' },
    { label: 'numeric string 1e308', group: 'field: number', value: '1e308' },
    { label: 'numeric string 99999999999999999999', group: 'field: number', value: '99999999999999999999' },
    { label: 'numeric string NaN', group: 'field: number', value: 'NaN' },
    { label: 'numeric string Infinity', group: 'field: number', value: 'Infinity' },
    { label: 'empty string', group: 'field: string', value: '' },
    { label: 'blank string', group: 'field: string', value: '   ' },
    { label: 'string of 10,000 characters', group: 'field: string', value: 'x'.repeat(10_000) },
    { label: 'NUL inside', group: 'field: unicode', value: `${text}\u0000x` },
    { label: 'only NUL', group: 'field: unicode', value: '\u0000' },
    { label: 'RTL override', group: 'field: unicode', value: `\u202E${text}` },
    { label: 'zero-width space', group: 'field: unicode', value: `${text}\u200B` },
    { label: 'lone surrogate', group: 'field: unicode', value: `${text}\uD800` },
    { label: 'emoji and combining marks', group: 'field: unicode', value: `${text}💩\u0301\u0301` },
    { label: 'control characters', group: 'field: unicode', value: `${text}\u0001\u001b[31m\r\n\t` },
    ...INJECTIONS.map((injection) => ({
      label: `injection ${injection}`,
      group: 'field: injection',
      value: injection,
    })),
    {
      label: 'injection appended to the valid value',
      group: 'field: injection',
      value: `${text}' OR 1=1 --`,
    },
    { label: '__proto__ object', group: 'field: prototype', raw: '{"__proto__":{"polluted":true}}' },
    {
      label: 'constructor.prototype object',
      group: 'field: prototype',
      value: { constructor: { prototype: { polluted: true } } },
    },
    {
      label: 'object with toString and valueOf keys',
      group: 'field: prototype',
      value: { toString: 1, valueOf: 2 },
    },
    { label: 'arrays 10,000 deep', group: 'field: nesting', raw: deepArrays(DEPTH) },
    { label: 'objects 10,000 deep', group: 'field: nesting', raw: deepObjects(DEPTH) },
    { label: 'array of 10,000 items', group: 'field: array', value: LONG_ARRAY },
    { label: 'array with null', group: 'field: array', value: [null] },
    { label: 'empty array', group: 'field: array', value: [] },
    { label: 'empty object', group: 'field: object', value: {} },
    { label: 'object with 5,000 keys', group: 'field: object', value: WIDE_OBJECT },
  ];
  if (kind === 'array' && Array.isArray(value) && value.length > 0) {
    mutations.push(
      {
        label: 'the valid item 1,000 times',
        group: 'field: array',
        value: Array.from({ length: 1000 }, () => value[0]),
      },
      { label: 'the valid item nested in an array', group: 'field: array', value: [value] },
    );
  }
  if (kind === 'boolean')
    mutations.push({ label: 'string "true"', group: 'field: wrong type', value: 'true' });
  return mutations;
}

function clone<T>(value: T): T {
  return value === undefined ? value : (JSON.parse(JSON.stringify(value)) as T);
}

/** Sets (or removes) a field of a body; the placeholder of a raw value is replaced when serialising. */
function applyMutation(body: unknown, path: FieldPath, mutation: Mutation, raws: Map<string, string>): void {
  let parent = body as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
  const last = path[path.length - 1]!;
  if (mutation.remove) {
    if (Array.isArray(parent)) parent.splice(Number(last), 1);
    else delete parent[last];
    return;
  }
  if (mutation.raw !== undefined) {
    const token = `__fuzz_raw_${raws.size}__`;
    raws.set(token, mutation.raw);
    parent[last] = token;
    return;
  }
  parent[last] = clone(mutation.value);
}

function serialise(body: unknown, raws: Map<string, string>): string {
  let text = JSON.stringify(body);
  for (const [token, raw] of raws) text = text.replace(`"${token}"`, () => raw);
  return text;
}

function fieldName(path: FieldPath): string {
  return path.join('.');
}

const PATH_VALUES: [string, string][] = [
  ['abc', 'abc'],
  ['-1', '-1'],
  ['0', '0'],
  ['1.5', '1.5'],
  ['99999999999999999999', '99999999999999999999'],
  ['2**53+1', '9007199254740993'],
  ['1e308', '1e308'],
  ['NaN', 'NaN'],
  ['%00 (NUL)', '%00'],
  ['NUL inside', 'abc%00def'],
  ['../', '..%2F'],
  ['.. (raw)', '..'],
  ['%2e%2e', '%2e%2e'],
  ['very long (5,000 characters)', 'a'.repeat(5000)],
  ['malformed percent-encoding', '%E0%A4%A'],
  ['space', '%20'],
  ['RTL override', '%E2%80%AE'],
  ['zero-width space', '%E2%80%8B'],
  ['emoji', '%F0%9F%92%A9'],
  ['injection', encodeURIComponent("' OR 1=1 --")],
  ['<script>', encodeURIComponent('<script>alert(1)</script>')],
  ['__proto__', '__proto__'],
  ['constructor', 'constructor'],
  ['nil uuid', '00000000-0000-0000-0000-000000000000'],
  ['unknown uuid', '7b4f0e53-8d4a-4c1e-9a55-2c1f0d3e9b11'],
  ['uuid with a trailing character', '7b4f0e53-8d4a-4c1e-9a55-2c1f0d3e9b11x'],
  ['uuid in braces', '%7B7b4f0e53-8d4a-4c1e-9a55-2c1f0d3e9b11%7D'],
];

const QUERY_VALUES: [string, string][] = [
  ['empty', ''],
  ['NUL', '%00'],
  ['NUL inside', 'a%00b'],
  ['-1', '-1'],
  ['0', '0'],
  ['1.5', '1.5'],
  ['1e308', '1e308'],
  ['99999999999999999999', '99999999999999999999'],
  ['2**53+1', '9007199254740993'],
  ['NaN', 'NaN'],
  ['Infinity', 'Infinity'],
  ['true', 'true'],
  ['null', 'null'],
  ['[]', '%5B%5D'],
  ['{}', '%7B%7D'],
  ['RTL override', '%E2%80%AE'],
  ['zero-width space', '%E2%80%8B'],
  ['lone surrogate (malformed UTF-8)', '%ED%A0%80'],
  ['very long (8,000 characters)', 'x'.repeat(8000)],
  ['injection', encodeURIComponent("' OR 1=1 --")],
  ['<script>', encodeURIComponent('<script>alert(1)</script>')],
  ['LIKE wildcards', encodeURIComponent('%_\\')],
];

const RAW_QUERIES: [string, string][] = [
  ['unknown __proto__', '__proto__=x'],
  ['unknown constructor', 'constructor=x'],
  ['unknown hasOwnProperty', 'hasOwnProperty=x'],
  ['unknown field', 'unknown_field=1'],
  ['unknown field with NUL', 'unknown%00=1'],
  ['unknown field 8,000 characters', `${'k'.repeat(8000)}=1`],
  ['bare percent', '%'],
  ['malformed percent-encoding', 'a=%E0%A4%A'],
  ['only separators', '&&&=&='],
  ['bracket syntax', 'a[]=1&a[b]=2'],
  ['1,000 parameters', Array.from({ length: 1000 }, (_, i) => `p${i}=${i}`).join('&')],
];

const AUTH_HEADERS: [string, Record<string, string>][] = [
  ['Authorization: Bearer (empty)', { authorization: 'Bearer ' }],
  ['Authorization: Bearer garbage', { authorization: 'Bearer not-a-token' }],
  ['Authorization: Bearer of 5,000 characters', { authorization: `Bearer ${'a'.repeat(5000)}` }],
  ['Authorization: Bearer injection', { authorization: "Bearer ' OR 1=1 --" }],
  ['Authorization: Basic', { authorization: 'Basic Zm9vOmJhcg==' }],
  ['Authorization: two Bearer tokens', { authorization: 'Bearer a, Bearer b' }],
  ['cookie token garbage', { cookie: 'token=not-a-token' }],
  ['cookie token of 5,000 characters', { cookie: `token=${'a'.repeat(5000)}` }],
  ['cookie token %00', { cookie: 'token=%00' }],
  ['cookie token twice', { cookie: 'token=a; token=b' }],
  ['malformed cookie header', { cookie: '=;;==;token' }],
];

const OTHER_HEADERS: [string, Record<string, string>][] = [
  ['X-Localization unknown', { 'x-localization': 'xx' }],
  ['X-Localization of 2,000 characters', { 'x-localization': 'en'.repeat(1000) }],
  ['X-Localization __proto__', { 'x-localization': '__proto__' }],
  ['X-Request-Id of 5,000 characters', { 'x-request-id': 'a'.repeat(5000) }],
  ['Accept: text/html', { accept: 'text/html' }],
  ['Accept-Language garbage', { 'accept-language': '*;q=x,,,en-' }],
  ['Origin of another site', { origin: 'https://evil.example' }],
  ['X-Forwarded-For garbage', { 'x-forwarded-for': 'not-an-ip, 999.1.1.1' }],
];

const MALFORMED_JSON = [
  '{"a":',
  '{a:1}',
  "{'a':1}",
  '{"a":1,}',
  '{"a":1}}',
  'undefined',
  'NaN',
  '\uFEFF{}',
  '{"a":"\\x00"}',
  '{"a":"\\ud800"}x',
];

/** Content types with the body they carry; null sends no Content-Type at all. */
const CONTENT_TYPES: [string, string | null, (json: string) => string | Buffer][] = [
  ['text/plain', 'text/plain', (json) => json],
  ['application/x-www-form-urlencoded', 'application/x-www-form-urlencoded', () => 'a=1&b=2'],
  [
    'multipart/form-data',
    'multipart/form-data; boundary=fuzz',
    (json) => `--fuzz\r\nContent-Disposition: form-data; name="json"\r\n\r\n${json}\r\n--fuzz--\r\n`,
  ],
  ['application/xml', 'application/xml', () => '<a>1</a>'],
  ['no content type', null, (json) => Buffer.from(json)],
  [
    'application/json; charset=utf-16le',
    'application/json; charset=utf-16le',
    (json) => Buffer.from(json, 'utf16le'),
  ],
  ['application/vnd.api+json', 'application/vnd.api+json', (json) => json],
  ['text/json', 'text/json', (json) => json],
  ['*/*', '*/*', (json) => json],
  ['content type of 2,000 characters', `application/json; x=${'a'.repeat(2000)}`, (json) => json],
];

/** Every bad request of an operation, built only when picked (`generateCases` picks). */
function listCandidates(
  operation: Operation,
  base: BaseRequest,
  options: CaseOptions,
  random: Random,
): Candidate[] {
  const candidates: Candidate[] = [];
  const hasBody = operation.method !== 'GET';
  const baseBody = base.body ?? {};
  const baseJson = JSON.stringify(baseBody);

  const url = (params: Record<string, string> = base.params, query?: string) => {
    const path = operation.path.replace(/\{([^}]+)\}/g, (_, name: string) => params[name] ?? 'missing');
    const search =
      query ??
      Object.entries(base.query)
        .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`)
        .join('&');
    return search ? `${path}?${search}` : path;
  };
  const validQuery = () => url(base.params);
  const add = (label: string, group: string, build: Candidate['build']) =>
    candidates.push({ label, group, build });
  const json = (
    label: string,
    group: string,
    payload: string | Buffer,
    contentType: string | null = JSON_TYPE,
  ) =>
    add(label, group, () => ({
      label,
      group,
      method: operation.method,
      url: validQuery(),
      headers: contentType ? { 'content-type': contentType } : ({} as Record<string, string>),
      payload,
    }));

  /** The valid body (if any) of a case that changes something else. */
  const bodyParts = (): { headers: Record<string, string>; payload?: string } =>
    base.body !== undefined ? { headers: { 'content-type': JSON_TYPE }, payload: baseJson } : { headers: {} };

  // The body: each field, then the body as a whole.
  if (base.body !== undefined) {
    for (const path of listFields(base.body)) {
      const current = valueAt(base.body, path);
      const mutations = fieldMutations(current);
      if (typeof current === 'string') {
        mutations.push({ label: '1 MB string', group: 'field: 1 MB string', value: ONE_MB_STRING });
      }
      for (const mutation of mutations) {
        const label = `body.${fieldName(path)}: ${mutation.label}`;
        add(label, mutation.group, () => {
          const body = clone(base.body);
          const raws = new Map<string, string>();
          applyMutation(body, path, mutation, raws);
          return {
            label,
            group: mutation.group,
            method: operation.method,
            url: validQuery(),
            headers: { 'content-type': JSON_TYPE },
            payload: serialise(body, raws),
          };
        });
      }
    }
    // Every free-text field at once, each valid still, with odd characters.
    const fields = listFields(base.body);
    const texts = fields.filter(
      (path) =>
        typeof valueAt(base.body, path) === 'string' && isFreeText(schemaAt(operation.body, path), path),
    );
    for (const [variant, change] of texts.length > 0 ? TEXT_VARIANTS : []) {
      const label = `every free-text field (${texts.map(fieldName).join(', ')}): ${variant}`;
      const group = `text fields: ${variant}`;
      add(label, group, () => {
        const body = clone(base.body);
        for (const path of texts) {
          applyMutation(
            body,
            path,
            { label, group, value: change(valueAt(body, path) as string) },
            new Map(),
          );
        }
        return {
          label,
          group,
          method: operation.method,
          url: validQuery(),
          headers: { 'content-type': JSON_TYPE },
          payload: JSON.stringify(body),
        };
      });
    }
    // A few bad fields at once.
    for (let i = 0; i < 4 && fields.length > 1; i++) {
      // Fields apart from each other (no field inside another), so that every mutation is sent.
      const count = 2 + Math.floor(random() * 2);
      const related = (a: FieldPath, b: FieldPath) =>
        a.every((key, index) => b[index] === key) || b.every((key, index) => a[index] === key);
      const chosen: FieldPath[] = [];
      for (const path of shuffle(fields, random)) {
        if (chosen.length < count && !chosen.some((other) => related(other, path))) chosen.push(path);
      }
      const mutations = chosen.map((path) => {
        const all = fieldMutations(valueAt(base.body, path)).filter((mutation) => !mutation.remove);
        return { path, mutation: all[Math.floor(random() * all.length)]! };
      });
      const label = `combined: ${mutations.map(({ path, mutation }) => `body.${fieldName(path)}: ${mutation.label}`).join(' + ')}`;
      add(label, 'combined', () => {
        const body = clone(base.body);
        const raws = new Map<string, string>();
        for (const { path, mutation } of mutations) applyMutation(body, path, mutation, raws);
        return {
          label,
          group: 'combined',
          method: operation.method,
          url: validQuery(),
          headers: { 'content-type': JSON_TYPE },
          payload: serialise(body, raws),
        };
      });
    }
  }

  if (hasBody) {
    const withRaw = (raw: string) => (baseJson === '{}' ? `{${raw}}` : `{${raw},${baseJson.slice(1)}`);
    add('no body at all', 'body: missing', () => ({
      label: 'no body at all',
      group: 'body: missing',
      method: operation.method,
      url: validQuery(),
      headers: {},
    }));
    json('empty body declared as JSON', 'body: empty', '');
    for (const text of MALFORMED_JSON)
      json(`malformed JSON ${JSON.stringify(text)}`, 'body: malformed JSON', text);
    json(
      'random bytes',
      'body: malformed JSON',
      Buffer.from(Array.from({ length: 64 }, () => Math.floor(random() * 256))),
    );
    for (const [label, text] of [
      ['JSON array instead of an object', '[]'],
      ['the valid body in an array', `[${baseJson}]`],
      ['JSON string instead of an object', '"fuzz"'],
      ['JSON number instead of an object', '1'],
      ['JSON null', 'null'],
      ['JSON true', 'true'],
      ['empty object', '{}'],
    ] as const) {
      json(label, 'body: not an object', text);
    }
    json('arrays 10,000 deep', 'body: nesting', deepArrays(DEPTH));
    json('objects 10,000 deep', 'body: nesting', deepObjects(DEPTH));
    json('field nested 10,000 deep', 'body: nesting', withRaw(`"deep":${deepObjects(DEPTH)}`));
    add('body over BODY_LIMIT_BYTES', 'body: over the limit', () => ({
      label: 'body over BODY_LIMIT_BYTES',
      group: 'body: over the limit',
      method: operation.method,
      url: validQuery(),
      headers: { 'content-type': JSON_TYPE },
      payload: `{"x":"${'x'.repeat(options.bodyLimit)}"}`,
    }));
    json('unknown field', 'body: unknown field', withRaw('"unknown_field":1'));
    json(
      '200 unknown fields',
      'body: unknown field',
      withRaw(Array.from({ length: 200 }, (_, i) => `"unknown_${i}":${i}`).join(',')),
    );
    json('duplicate keys', 'body: unknown field', withRaw('"dup":1,"dup":2'));
    json('__proto__ key', 'body: prototype', withRaw('"__proto__":{"polluted":true,"isAdmin":true}'));
    json(
      'constructor.prototype key',
      'body: prototype',
      withRaw('"constructor":{"prototype":{"polluted":true}}'),
    );
    json(
      'prototype keys toString, valueOf, hasOwnProperty',
      'body: prototype',
      withRaw('"toString":1,"valueOf":2,"hasOwnProperty":3'),
    );
    for (const [label, type, payload] of CONTENT_TYPES) {
      json(`content type ${label}`, 'content type', payload(baseJson), type);
    }
    add('Content-Length shorter than the body', 'content type', () => ({
      label: 'Content-Length shorter than the body',
      group: 'content type',
      method: operation.method,
      url: validQuery(),
      headers: { 'content-type': JSON_TYPE, 'content-length': '1' },
      payload: baseJson,
    }));
  } else {
    json('a JSON body on GET', 'body on GET', baseJson === '{}' ? '{"a":1}' : baseJson);
    json('malformed JSON on GET', 'body on GET', '{"a":');
    json('a text body on GET', 'body on GET', 'hello', 'text/plain');
    json('a body over BODY_LIMIT_BYTES on GET', 'body on GET', `{"x":"${'x'.repeat(options.bodyLimit)}"}`);
    json('a deep body on GET', 'body on GET', deepArrays(DEPTH));
  }

  // Path parameters.
  for (const parameter of operation.parameters.filter((item) => item.in === 'path')) {
    for (const [label, value] of PATH_VALUES) {
      const caseLabel = `path ${parameter.name}: ${label}`;
      add(caseLabel, 'path parameter', () => ({
        label: caseLabel,
        group: 'path parameter',
        method: operation.method,
        url: url({ ...base.params, [parameter.name]: value }),
        ...bodyParts(),
      }));
    }
  }

  // The query string.
  const withQuery = (label: string, group: string, search: string) =>
    add(label, group, () => ({
      label,
      group,
      method: operation.method,
      url: url(base.params, search),
      ...bodyParts(),
    }));
  const validPairs = Object.entries(base.query).map(
    ([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`,
  );
  for (const parameter of operation.parameters.filter((item) => item.in === 'query')) {
    const others = Object.entries(base.query)
      .filter(([name]) => name !== parameter.name)
      .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`);
    if (parameter.required) withQuery(`query ${parameter.name}: missing`, 'query: missing', others.join('&'));
    for (const [label, value] of QUERY_VALUES) {
      withQuery(
        `query ${parameter.name}: ${label}`,
        'query: bad value',
        [...others, `${parameter.name}=${value}`].join('&'),
      );
    }
    withQuery(
      `query ${parameter.name}: given twice (array)`,
      'query: array',
      [...others, `${parameter.name}=1`, `${parameter.name}=2`].join('&'),
    );
    withQuery(
      `query ${parameter.name}: bracket array`,
      'query: array',
      [...others, `${parameter.name}[]=1`].join('&'),
    );
  }
  for (const [label, raw] of RAW_QUERIES)
    withQuery(`query: ${label}`, 'query: unknown or malformed', [...validPairs, raw].join('&'));
  for (const [label, value] of QUERY_VALUES) {
    withQuery(
      `query: unknown field ${label}`,
      'query: unknown or malformed',
      [...validPairs, `fuzz=${value}`].join('&'),
    );
  }

  // Issue 24: the numbers at the edge of the columns' type in every place that takes a number
  // or an id, for every operation (not left to the seed).
  for (const place of listIdPlaces(operation)) {
    const field = place.path.join('.');
    for (const edge of ID_RANGE_VALUES) {
      const label = `${place.part === 'params' ? 'path' : place.part} ${field}: ${edge.label}`;
      const group = 'id range';
      candidates.push({
        label,
        group,
        always: true,
        build: () => {
          const common = {
            label,
            group,
            method: operation.method,
            ...(edge.isPastRange && place.isBounded ? { namedField: field } : {}),
          };
          if (place.part === 'params') {
            return { ...common, url: url({ ...base.params, [field]: String(edge.value) }), ...bodyParts() };
          }
          if (place.part === 'query') {
            const search = Object.entries({ ...base.query, [field]: String(edge.value) })
              .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`)
              .join('&');
            return { ...common, url: url(base.params, search), ...bodyParts() };
          }
          const body = clone(base.body ?? {}) as Record<string | number, unknown>;
          setDeep(body, place.path, edge.value);
          return {
            ...common,
            url: validQuery(),
            headers: { 'content-type': JSON_TYPE },
            payload: JSON.stringify(body),
          };
        },
      });
    }
  }

  // Issue 24: each unique field the entry writes, claiming a value another record holds.
  for (const [field, value] of Object.entries(options.takenValues ?? {})) {
    const label = `body.${field}: a value another record holds`;
    const group = 'unique field';
    candidates.push({
      label,
      group,
      always: true,
      build: () => ({
        label,
        group,
        method: operation.method,
        url: validQuery(),
        headers: { 'content-type': JSON_TYPE },
        payload: JSON.stringify({ ...(base.body as Record<string, unknown>), [field]: value }),
        namedField: field,
      }),
    });
  }

  // Headers.
  for (const [label, headers] of AUTH_HEADERS) {
    add(label, 'header: authentication', () => {
      const request = { method: operation.method, url: validQuery(), ...bodyParts() };
      return {
        ...request,
        label,
        group: 'header: authentication',
        headers: { ...request.headers, ...headers },
        ownAuth: true,
      };
    });
  }
  for (const [label, headers] of OTHER_HEADERS) {
    add(label, 'header: other', () => {
      const request = { method: operation.method, url: validQuery(), ...bodyParts() };
      return { ...request, label, group: 'header: other', headers: { ...request.headers, ...headers } };
    });
  }
  return candidates;
}

/**
 * The bad requests of an operation: one of each kind it has, then more at random up to
 * `perOperation`, in a seeded order.
 */
export function generateCases(
  operation: Operation,
  base: BaseRequest,
  options: CaseOptions,
  seed: number,
): FuzzCase[] {
  const random = createRandom(seedOf(seed, operation.key));
  const candidates = shuffle(listCandidates(operation, base, options, random), random);
  const chosen = new Set<Candidate>(candidates.filter((candidate) => candidate.always));
  const groups = new Set<string>();
  for (const candidate of candidates) {
    if (groups.has(candidate.group)) continue;
    groups.add(candidate.group);
    chosen.add(candidate);
  }
  for (const candidate of candidates) {
    if (chosen.size >= options.perOperation) break;
    chosen.add(candidate);
  }
  return candidates
    .filter((candidate) => chosen.has(candidate))
    .map((candidate) => {
      const address = `10.${1 + Math.floor(random() * 254)}.${1 + Math.floor(random() * 254)}.${1 + Math.floor(random() * 254)}`;
      return { ...candidate.build(), remoteAddress: address };
    });
}
