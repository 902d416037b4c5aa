/**
 * The cases of the robustness sweep (robustness.ts sends and judges them): for every operation of
 * a service's own OpenAPI document it builds a
 * fixed, bounded set of hostile requests (odd path values, badly typed or repeated query values,
 * wrong JSON types, deep nesting, long strings, empty and broken bodies) and a valid-looking
 * minimal one, sends them in-process and reports every answer a client must never get: a 5xx
 * that is not a documented answer, or an error that is not `{code, message, params}`.
 * Deterministic on purpose: a failure found once is found again by the same case.
 */

type Schema = Record<string, unknown>;

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: Schema;
}

interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
  responses?: Record<string, { content?: Record<string, unknown> }>;
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, Schema> };
}

export interface RobustnessCase {
  method: string;
  /** The path template of the operation, e.g. `/api/v1/versions/{version_id}`. */
  route: string;
  /** What this case tries, e.g. `path version_id=-1` or `body: array`. */
  variant: string;
  url: string;
  headers: Record<string, string>;
  /** Raw text sent as the body (already JSON-encoded where it is JSON). */
  body?: string;
}



const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

/** Path values no route should turn into a 500 (already percent-encoded where they must be). */
export const HOSTILE_PATH_VALUES: readonly string[] = [
  '-1',
  '0',
  '99999999999999999999',
  '1.5',
  'abc',
  '%00',
  'x'.repeat(300),
  'catalog:',
  'musicdb:not-a-uuid',
  encodeURIComponent('ünïcødé-☃-名前'),
  '%27%22%3B--',
  '%E0%A4%A',
];

const LONG_STRING = 'x'.repeat(10_000);
const NESTING_DEPTH = 200;

function deeplyNested(depth: number): unknown {
  let value: unknown = 'bottom';
  for (let i = 0; i < depth; i += 1) value = i % 2 === 0 ? { a: value } : [value];
  return value;
}

/** Resolves local `$ref`s and picks the first non-null branch of a union, for generating values. */
function resolve(schema: Schema | undefined, document: OpenApiDocument): Schema {
  let current: Schema = schema ?? {};
  for (let i = 0; i < 10; i += 1) {
    const ref = current.$ref;
    if (typeof ref === 'string' && ref.startsWith('#/components/schemas/')) {
      current = document.components?.schemas?.[ref.slice('#/components/schemas/'.length)] ?? {};
      continue;
    }
    const union = (current.anyOf ?? current.oneOf) as Schema[] | undefined;
    if (Array.isArray(union) && union.length > 0) {
      current = union.find((branch) => branch.type !== 'null') ?? union[0] ?? {};
      continue;
    }
    const all = current.allOf as Schema[] | undefined;
    if (Array.isArray(all) && all.length > 0) {
      current = Object.assign({}, ...all);
      continue;
    }
    break;
  }
  return current;
}

function typeOf(schema: Schema): string | undefined {
  const type = schema.type;
  if (Array.isArray(type)) return type.find((t) => t !== 'null') as string | undefined;
  if (typeof type === 'string') return type;
  if (schema.properties) return 'object';
  return undefined;
}

/** The simplest value the schema accepts (best effort: patterns are not generated). */
export function minimalValue(input: Schema | undefined, document: OpenApiDocument): unknown {
  const schema = resolve(input, document);
  if ('const' in schema) return schema.const;
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return schema.enum[0];
  if ('default' in schema) return schema.default;
  switch (typeOf(schema)) {
    case 'string': {
      const format = schema.format;
      if (format === 'date-time') return '2026-03-01T12:00:00.000Z';
      if (format === 'date') return '2026-03-01';
      if (format === 'uuid') return '00000000-0000-4000-8000-000000000000';
      if (format === 'email') return 'someone@example.com';
      if (format === 'uri' || format === 'url') return 'http://127.0.0.1:9/robustness';
      const min = typeof schema.minLength === 'number' ? schema.minLength : 1;
      return 'a'.repeat(Math.max(1, min));
    }
    case 'integer':
    case 'number': {
      if (typeof schema.minimum === 'number') return schema.minimum;
      if (typeof schema.exclusiveMinimum === 'number') return Math.floor(schema.exclusiveMinimum) + 1;
      return 1;
    }
    case 'boolean':
      return false;
    case 'null':
      return null;
    case 'array': {
      const count = typeof schema.minItems === 'number' ? schema.minItems : 0;
      return Array.from({ length: count }, () => minimalValue(schema.items as Schema, document));
    }
    case 'object': {
      const properties = (schema.properties ?? {}) as Record<string, Schema>;
      const required = (schema.required ?? []) as string[];
      return Object.fromEntries(required.map((name) => [name, minimalValue(properties[name], document)]));
    }
    default:
      return 'a';
  }
}

/** A value of a different JSON type than the schema wants. */
function wrongTypeValue(input: Schema | undefined, document: OpenApiDocument): unknown {
  switch (typeOf(resolve(input, document))) {
    case 'string':
      return 12345;
    case 'integer':
    case 'number':
      return 'not-a-number';
    case 'boolean':
      return 'maybe';
    case 'array':
      return { not: 'an array' };
    case 'object':
      return 'not-an-object';
    default:
      return [[{}]];
  }
}

/** Every property of the body schema (required or not), each given by `make`. */
function everyProperty(schema: Schema, document: OpenApiDocument, make: (property: Schema) => unknown): Record<string, unknown> {
  const properties = (schema.properties ?? {}) as Record<string, Schema>;
  const base = minimalValue(schema, document);
  const object = typeof base === 'object' && base !== null && !Array.isArray(base) ? (base as Record<string, unknown>) : {};
  return { ...object, ...Object.fromEntries(Object.entries(properties).map(([name, p]) => [name, make(p)])) };
}

function longStrings(input: Schema | undefined, document: OpenApiDocument): unknown {
  const schema = resolve(input, document);
  const type = typeOf(schema);
  if (type === 'string' && !schema.enum && !('const' in schema)) return LONG_STRING;
  if (type === 'object') return everyProperty(schema, document, (p) => longStrings(p, document));
  if (type === 'array') return [longStrings(schema.items as Schema, document)];
  return minimalValue(schema, document);
}

/** The body with every number replaced by `number` and every free string by `text`, recursively. */
function extremes(input: Schema | undefined, document: OpenApiDocument, number: number, text: string): unknown {
  const schema = resolve(input, document);
  const type = typeOf(schema);
  if (schema.enum || 'const' in schema) return minimalValue(schema, document);
  if (type === 'integer' || type === 'number') return number;
  if (type === 'string' && !schema.format) return text;
  if (type === 'object') return everyProperty(schema, document, (p) => extremes(p, document, number, text));
  if (type === 'array') return [extremes(schema.items as Schema, document, number, text)];
  return minimalValue(schema, document);
}

function fillPath(route: string, values: Record<string, string>): string {
  return route.replace(/\{([^}]+)\}/g, (_, name: string) => values[name] ?? '1');
}

function queryString(pairs: [string, string][]): string {
  if (pairs.length === 0) return '';
  return `?${pairs.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&')}`;
}

function isEventStream(operation: Operation): boolean {
  return Object.values(operation.responses ?? {}).some((r) => r.content && 'text/event-stream' in r.content);
}

/**
 * The cases for every operation of the document. `headersFor` gives the credentials for a path;
 * Server-Sent-Event routes are asked with HEAD so no case waits on an endless body.
 */
export function buildRobustnessCases(document: OpenApiDocument): RobustnessCase[] {
  const cases: RobustnessCase[] = [];
  for (const [route, item] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const parameters = operation.parameters ?? [];
      const pathParams = parameters.filter((p) => p.in === 'path');
      const queryParams = parameters.filter((p) => p.in === 'query');
      const headerParams = parameters.filter((p) => p.in === 'header');
      const stream = isEventStream(operation);
      const verb = stream ? 'HEAD' : method.toUpperCase();
      const bodySchema = operation.requestBody?.content?.['application/json']?.schema;
      const hasBody = bodySchema !== undefined;
      const minimalPath = Object.fromEntries(pathParams.map((p) => [p.name, String(minimalValue(p.schema, document))]));
      const minimalQuery: [string, string][] = queryParams
        .filter((p) => p.required)
        .map((p) => [p.name, String(minimalValue(p.schema, document))]);
      const minimalBody = hasBody ? JSON.stringify(minimalValue(bodySchema, document)) : undefined;
      const jsonHeaders: Record<string, string> = hasBody ? { 'content-type': 'application/json' } : {};
      const add = (variant: string, parts: { path?: Record<string, string>; query?: [string, string][]; headers?: Record<string, string>; body?: string | null }) => {
        const body = parts.body === null ? undefined : (parts.body ?? minimalBody);
        cases.push({
          method: verb,
          route,
          variant,
          url: fillPath(route, { ...minimalPath, ...parts.path }) + queryString(parts.query ?? minimalQuery),
          headers: { ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...parts.headers },
          ...(body !== undefined && verb !== 'HEAD' && verb !== 'GET' ? { body } : {}),
        });
      };

      add('minimal valid-looking request', {});
      add('auth: an oversized, malformed bearer', { headers: { authorization: `Bearer ${'x'.repeat(2000)}.%00` } });
      add('auth: malformed cookies', { headers: { cookie: 'hms_session=%E0%A4%A; hms_refresh=%; =; ;;a' } });
      for (const param of pathParams) {
        for (const value of HOSTILE_PATH_VALUES) add(`path ${param.name}=${value.slice(0, 40)}`, { path: { [param.name]: value } });
      }

      if (queryParams.length > 0) {
        const all = (make: (p: Parameter) => string): [string, string][] => queryParams.map((p) => [p.name, make(p)]);
        add('query: every value of the wrong type', { query: all((p) => (typeOf(resolve(p.schema, document)) === 'string' ? '-1' : 'abc')) });
        add('query: every value a huge number', { query: all(() => '99999999999999999999') });
        add('query: every value negative or fractional', { query: all(() => '-1.5') });
        add('query: every value empty', { query: all(() => '') });
        add('query: every value a 300-char string', { query: all(() => 'q'.repeat(300)) });
        add('query: every key repeated', { query: queryParams.flatMap((p): [string, string][] => [[p.name, '1'], [p.name, '2']]) });
      } else {
        add('query: unknown and repeated keys', { query: [...minimalQuery, ['unknown', '1'], ['unknown', '']] });
      }

      for (const param of headerParams) {
        for (const value of ['abc', '-1', '99999999999999999999', '', 'x'.repeat(300)]) {
          add(`header ${param.name}=${value.slice(0, 20)}`, { headers: { [param.name]: value } });
        }
      }

      if (hasBody && verb !== 'HEAD') {
        const schema = resolve(bodySchema, document);
        add('body: array instead of object', { body: JSON.stringify([minimalValue(bodySchema, document)]) });
        add('body: string', { body: JSON.stringify('a string') });
        add('body: number', { body: '42' });
        add('body: null', { body: 'null' });
        add('body: every property of the wrong type', { body: JSON.stringify(everyProperty(schema, document, (p) => wrongTypeValue(p, document))) });
        add('body: every property null', { body: JSON.stringify(everyProperty(schema, document, () => null)) });
        add('body: every property deeply nested', { body: JSON.stringify(everyProperty(schema, document, () => deeplyNested(NESTING_DEPTH))) });
        add('body: every number huge, strings with control characters', {
          body: JSON.stringify(extremes(bodySchema, document, 1e308, 'a\u0000\u001b[2J\ud83d\ude00')),
        });
        add('body: every number negative, strings with only spaces', { body: JSON.stringify(extremes(bodySchema, document, -1, '   ')) });
        add('body: every string 10,000 chars', { body: JSON.stringify(longStrings(bodySchema, document)) });
        add('body: minimal plus an unknown property', {
          body: JSON.stringify({ ...(minimalValue(bodySchema, document) as object), unexpected_property: deeplyNested(5) }),
        });
        add('body: empty with a JSON content type', { body: '', headers: jsonHeaders });
        add('body: broken JSON', { body: '{"a":' });
        add('body: form-encoded instead of JSON', { body: 'a=1&a=2', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
        add('body: JSON under an odd charset', { body: minimalBody ?? '{}', headers: { 'content-type': 'application/json; charset=utf-16' } });
      } else if (verb === 'POST' || verb === 'PUT' || verb === 'PATCH' || verb === 'DELETE') {
        add('body: an unexpected array body', { body: JSON.stringify([1, 2, 3]) });
        add('body: broken JSON', { body: '{"a":' });
      }
    }
  }
  return cases;
}
