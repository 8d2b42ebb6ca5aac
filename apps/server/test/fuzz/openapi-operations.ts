import type { FastifyInstance } from 'fastify';

/**
 * The app's operations as its OpenAPI document describes them (the routes' own zod schemas, through
 * fastify-type-provider-zod), and a valid value for any of their schemas: the fuzz and isolation tests start from a
 * request the route accepts and break or re-aim one part of it at a time.
 */
export type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  exclusiveMaximum?: number | boolean;
  minItems?: number;
  maxItems?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  default?: unknown;
  nullable?: boolean;
  $ref?: string;
};

export interface Parameter {
  name: string;
  in: 'query' | 'path';
  required: boolean;
  schema: JsonSchema;
}

export interface Operation {
  method: 'GET' | 'POST';
  /** The path as the document writes it, e.g. /api/Student/Work/{workGuid}. */
  path: string;
  params: Parameter[];
  /** The JSON body's schema; undefined for GET and for multipart uploads. */
  body?: JsonSchema;
  isMultipart: boolean;
}

/** Every operation of the document, in a stable order (path, then method). */
export function operationsOf(app: FastifyInstance): Operation[] {
  const spec = app.swagger() as { paths: Record<string, Record<string, any>> };
  const list: Operation[] = [];
  for (const path of Object.keys(spec.paths).sort()) {
    for (const [method, op] of Object.entries(spec.paths[path]!).sort(([a], [b]) => a.localeCompare(b))) {
      const content = op.requestBody?.content ?? {};
      list.push({
        method: method.toUpperCase() as Operation['method'],
        path,
        params: (op.parameters ?? []).filter((p: Parameter) => p.in === 'query' || p.in === 'path'),
        body: content['application/json']?.schema,
        // Uploads are documented by their summary ("multipart") and consumes, not by a body schema.
        isMultipart: 'multipart/form-data' in content || /multipart/i.test(op.summary ?? '') || (op.consumes ?? []).includes('multipart/form-data'),
      });
    }
  }
  return list;
}

/** A small seeded generator (mulberry32): the same operation always gets the same cases, so a failure reproduces. */
export function seededRandom(seedText: string): () => number {
  let a = 0;
  for (const ch of seedText) a = (Math.imul(a ^ ch.charCodeAt(0), 2654435761) + 0x9e3779b9) | 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A version-4 GUID from the generator (the schemas' GUID pattern wants version 1–8 and variant 8–b). */
export function randomGuid(rand: () => number): string {
  const hex = Array.from({ length: 32 }, () => Math.floor(rand() * 16).toString(16));
  hex[12] = '4';
  hex[16] = '8';
  const s = hex.join('');
  return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
}

const typeOf = (schema: JsonSchema): string | undefined => (Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type);

/**
 * A value the schema accepts: its enum's first member, a GUID for uuid strings, the smallest allowed length and
 * number, every property of an object. `idOf` may supply the value of a named field (the isolation test's ids).
 */
export function validSample(schema: JsonSchema | undefined, rand: () => number, idOf?: (field: string) => unknown, field = ''): unknown {
  if (!schema) return undefined;
  if (field && idOf) {
    const id = idOf(field);
    if (id !== undefined) return id;
  }
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum.find((v) => v !== '') ?? schema.enum[0];
  const choice = schema.anyOf ?? schema.oneOf;
  if (choice?.length) return validSample(choice.find((s) => typeOf(s) !== 'null') ?? choice[0], rand, idOf, field);
  if (schema.allOf?.length) return Object.assign({}, ...schema.allOf.map((s) => validSample(s, rand, idOf, field)));
  switch (typeOf(schema)) {
    case 'string': {
      if (schema.format === 'uuid') return randomGuid(rand);
      if (schema.format === 'date-time') return '2026-11-29T08:00:00.000Z';
      if (schema.format === 'date') return '2026-11-29';
      if (schema.format === 'email') return 'a@example.com';
      if (schema.pattern) return patternSample(schema.pattern, schema.minLength ?? 1);
      const length = Math.max(schema.minLength ?? 1, Math.min(2, schema.maxLength ?? 2));
      return '测试文字'.repeat(4).slice(0, length);
    }
    case 'integer':
    case 'number': {
      const min = typeof schema.minimum === 'number' ? schema.minimum : typeof schema.exclusiveMinimum === 'number' ? schema.exclusiveMinimum + 1 : 1;
      const max = typeof schema.maximum === 'number' ? schema.maximum : typeof schema.exclusiveMaximum === 'number' ? schema.exclusiveMaximum - 1 : Number.MAX_SAFE_INTEGER;
      return Math.min(Math.max(1, min), max);
    }
    case 'boolean':
      return false;
    case 'null':
      return null;
    case 'array':
      return Array.from({ length: schema.minItems ?? 1 }, () => validSample(schema.items, rand, idOf, field));
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [key, prop] of Object.entries(schema.properties ?? {})) out[key] = validSample(prop, rand, idOf, key);
      return out;
    }
    default:
      return '1';
  }
}

/** A few patterns the schemas use beyond GUIDs (digits, phone numbers, codes); anything else gets digits. */
function patternSample(pattern: string, minLength: number): string {
  if (/^\^1\[3-9\]\\d\{9\}\$$/.test(pattern)) return '13800000009';
  const sample = ['1', '12', '123456', 'A1', '2026-11-29', '13800000009', 'a1'].find((s) => new RegExp(pattern).test(s) && s.length >= minLength);
  return sample ?? '1'.repeat(Math.max(1, minLength));
}

/** The URL of an operation with its path parameters and query filled in. */
export function urlOf(op: Operation, pathValues: Record<string, string>, query: string): string {
  const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) => pathValues[name] ?? 'x');
  return query ? `${path}?${query}` : path;
}

/** A query string from values, arrays repeated (a=1&a=2) the way browsers send them. */
export function queryString(values: Record<string, unknown>): string {
  const parts: string[] = [];
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) parts.push(`${encodeURIComponent(key)}=${encodeURIComponent(typeof v === 'object' ? JSON.stringify(v) : String(v))}`);
  }
  return parts.join('&');
}
