import { queryString, urlOf, validSample, seededRandom, type JsonSchema, type Operation } from './openapi-operations.js';

/**
 * At least MIN_CASES malformed requests for one operation of the OpenAPI document: bodies that are not JSON or not
 * an object, wrong content types, missing and extra fields, every field given the wrong type, huge strings and
 * arrays, deep nesting, NaN/∞, path traversal and invalid GUIDs, in the query, the path and the body. Each case
 * starts from a valid request and breaks one thing, so it reaches as far into the route as that one thing allows.
 */
export const MIN_CASES = 50;

export interface FuzzCase {
  name: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

const HUGE_STRING = '长'.repeat(200_000);
const HUGE_ARRAY_LENGTH = 50_000;
const DEEP = 20_000;

/** Values any field might be sent instead of a right one; `raw` is JSON text, for what JSON.stringify cannot say. */
const WRONG_VALUES: { name: string; raw: string }[] = [
  { name: 'a number', raw: '12345' },
  { name: 'a negative number', raw: '-1' },
  { name: 'a fraction', raw: '1.5' },
  { name: 'a number past 2^63', raw: '9223372036854775808000' },
  { name: '∞ (1e999)', raw: '1e999' },
  { name: '-∞ (-1e999)', raw: '-1e999' },
  { name: '"NaN"', raw: '"NaN"' },
  { name: '"Infinity"', raw: '"Infinity"' },
  { name: 'a string', raw: '"abc"' },
  { name: 'an empty string', raw: '""' },
  { name: 'true', raw: 'true' },
  { name: 'null', raw: 'null' },
  { name: 'an object', raw: '{"a":1}' },
  { name: 'an array', raw: '[1,"a",null]' },
  { name: 'an empty array', raw: '[]' },
  { name: 'path traversal', raw: JSON.stringify('../../../../etc/passwd') },
  { name: 'encoded traversal', raw: JSON.stringify('..%2F..%2F..%2Fetc%2Fpasswd') },
  { name: 'windows traversal', raw: JSON.stringify('..\\..\\..\\windows\\win.ini') },
  { name: 'an invalid GUID', raw: '"not-a-guid"' },
  { name: 'a GUID with a bad digit', raw: '"6f1c1d0e-2a44-4f6b-9a59-0c1e3a8b100g"' },
  { name: 'a braced GUID', raw: '"{6f1c1d0e-2a44-4f6b-9a59-0c1e3a8b1001}"' },
  { name: 'SQL text', raw: JSON.stringify("' OR 1=1; DROP TABLE users; --") },
  { name: 'markup', raw: JSON.stringify('<script>alert(1)</script>') },
  { name: 'emoji and RTL marks', raw: JSON.stringify('😀\u202e\u200b𠀀') },
  { name: 'a huge string', raw: JSON.stringify(HUGE_STRING) },
  { name: 'a huge array', raw: `[${Array(HUGE_ARRAY_LENGTH).fill('1').join(',')}]` },
  { name: 'deep nesting', raw: '['.repeat(DEEP) + ']'.repeat(DEEP) },
  { name: 'deep object nesting', raw: '{"a":'.repeat(2000) + '1' + '}'.repeat(2000) },
];

/** Whole bodies that are not a JSON object, or not JSON at all. */
const BAD_BODIES: { name: string; contentType?: string; payload: string | Buffer }[] = [
  { name: 'truncated JSON', contentType: 'application/json', payload: '{"a": "1' },
  { name: 'unquoted keys', contentType: 'application/json', payload: '{a:1}' },
  { name: 'single quotes', contentType: 'application/json', payload: "{'a':'1'}" },
  { name: 'a trailing comma', contentType: 'application/json', payload: '{"a":1,}' },
  { name: 'bare NaN', contentType: 'application/json', payload: 'NaN' },
  { name: 'NaN inside', contentType: 'application/json', payload: '{"a":NaN}' },
  { name: 'Infinity inside', contentType: 'application/json', payload: '{"a":Infinity}' },
  { name: 'binary garbage', contentType: 'application/json', payload: Buffer.from([0xff, 0x00, 0xfe, 0x81, 0x7b, 0x22]) },
  { name: 'an empty JSON body', contentType: 'application/json', payload: '' },
  { name: 'a JSON array', contentType: 'application/json', payload: '[]' },
  { name: 'a JSON string', contentType: 'application/json', payload: '"x"' },
  { name: 'a JSON number', contentType: 'application/json', payload: '42' },
  { name: 'JSON null', contentType: 'application/json', payload: 'null' },
  { name: 'deep array nesting', contentType: 'application/json', payload: '['.repeat(DEEP) + ']'.repeat(DEEP) },
  { name: 'a prototype key', contentType: 'application/json', payload: '{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"x":1}}}' },
  { name: 'a body over the size limit', contentType: 'application/json', payload: `{"a":"${'x'.repeat(3 * 1024 * 1024)}"}` },
  { name: 'text/plain', contentType: 'text/plain', payload: '{"a":1}' },
  { name: 'XML', contentType: 'application/xml', payload: '<?xml version="1.0"?><!DOCTYPE a [<!ENTITY e SYSTEM "file:///etc/passwd">]><a>&e;</a>' },
  { name: 'a form', contentType: 'application/x-www-form-urlencoded', payload: 'a=1&b=2' },
  { name: 'multipart on a JSON route', contentType: 'multipart/form-data; boundary=zz', payload: '--zz\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--zz--\r\n' },
  { name: 'multipart without a boundary', contentType: 'multipart/form-data', payload: 'xx' },
  { name: 'JSON in UTF-16', contentType: 'application/json; charset=utf-16', payload: Buffer.from('{"a":1}', 'utf16le') },
  { name: 'an unknown content type', contentType: 'application/x-zuoyeben', payload: '{}' },
  { name: 'no content type', payload: '{"a":1}' },
];

/** Path values a route must refuse or not find, never follow. */
const BAD_PATH_VALUES = ['..%2F..%2F..%2Fetc%2Fpasswd', '%2e%2e', 'not-a-guid', '%00', '%E0%A4%A', 'x'.repeat(5000)];

const JSON_TYPE = { 'content-type': 'application/json' };

function jsonWith(base: Record<string, unknown>, key: string, raw: string | undefined): string {
  // The field's raw JSON text is put in place of a marker, so that 1e999 and deep nesting reach the parser as written.
  const marker = '"\u0001FUZZ\u0001"';
  const body = { ...base };
  if (raw === undefined) delete body[key];
  else body[key] = '\u0001FUZZ\u0001';
  return JSON.stringify(body).replace(marker, raw ?? '');
}

export function malformedCases(op: Operation): FuzzCase[] {
  const rand = seededRandom(`${op.method} ${op.path}`);
  const pathParams = op.params.filter((p) => p.in === 'path');
  const queryParams = op.params.filter((p) => p.in === 'query');
  const pathValues = Object.fromEntries(pathParams.map((p) => [p.name, String(validSample(p.schema, rand))]));
  const validQuery = Object.fromEntries(queryParams.map((p) => [p.name, validSample(p.schema, rand)]));
  const url = urlOf(op, pathValues, queryString(validQuery));
  const baseBody = (op.body ? validSample(op.body, rand) : {}) as Record<string, unknown>;
  const cases: FuzzCase[] = [];
  const add = (name: string, c: Omit<FuzzCase, 'name' | 'method'>, method: string = op.method) => cases.push({ name, method, ...c });

  // The query: every parameter missing, given each wrong value, repeated as an array; unknown and too many parameters.
  for (const p of queryParams) {
    const without = { ...validQuery };
    delete without[p.name];
    add(`query ${p.name} missing`, { url: urlOf(op, pathValues, queryString(without)), headers: {} });
  }
  // Each query parameter gets the wrong values (parameters the route does not have, when it has few of its own).
  const queryFields = [...queryParams.map((p) => p.name), 'id', 'workGuid', 'pageSize'].slice(0, Math.max(3, queryParams.length));
  const queryPairs = queryFields.flatMap((key) => WRONG_VALUES.filter((w) => w.raw.length < 300_000).map((wrong) => ({ key, wrong })));
  const queryWanted = op.method === 'GET' ? MIN_CASES : 6;
  for (const { key, wrong } of queryPairs.length <= queryWanted ? queryPairs : pickCovering(queryPairs, queryWanted, rand)) {
    const text = wrong.raw.startsWith('"') ? (JSON.parse(wrong.raw) as string) : wrong.raw;
    add(`query ${key} = ${wrong.name}`, { url: urlOf(op, pathValues, queryString({ ...validQuery, [key]: text.slice(0, 10_000) })), headers: {} });
  }
  add('query parameters repeated', { url: urlOf(op, pathValues, queryString({ ...validQuery, [queryFields[0]!]: ['1', '2', '3'] })), headers: {} });
  add('a broken percent escape in the query', { url: `${url}${url.includes('?') ? '&' : '?'}${queryFields[0]}=%E0%A4%A&x=%`, headers: {} });
  add('a NUL in the query', { url: `${url}${url.includes('?') ? '&' : '?'}${queryFields[0]}=a%00b`, headers: {} });
  add('1,000 unknown query parameters', { url: `${url}${url.includes('?') ? '&' : '?'}${Array.from({ length: 1000 }, (_, i) => `p${i}=${i}`).join('&')}`, headers: {} });
  add('bracketed query keys', { url: `${url}${url.includes('?') ? '&' : '?'}a[b][c][d]=1&__proto__[x]=1&constructor[prototype][y]=1`, headers: {} });

  // The path: traversal appended and, for path parameters, in their place.
  add('path traversal after the path', { url: `${op.path.replace(/\{\w+\}/g, 'x')}/../../../../etc/passwd`, headers: {} });
  add('encoded traversal after the path', { url: `${op.path.replace(/\{\w+\}/g, 'x')}/..%2F..%2F..%2Fetc%2Fpasswd`, headers: {} });
  for (const p of pathParams) {
    for (const value of BAD_PATH_VALUES) add(`path ${p.name} = ${value.slice(0, 30)}`, { url: urlOf(op, { ...pathValues, [p.name]: value }, ''), headers: {} });
  }
  add('a method the route does not have', { url, headers: {} }, op.method === 'GET' ? 'DELETE' : 'PUT');

  if (op.method === 'GET') {
    // A GET with a body the route does not read.
    add('a GET with a broken JSON body', { url, headers: JSON_TYPE, payload: '{"a":' });
    add('a GET with a huge JSON body', { url, headers: JSON_TYPE, payload: JSON.stringify({ a: HUGE_STRING }) });
  } else if (op.isMultipart) {
    for (const bad of BAD_BODIES) add(`body: ${bad.name}`, { url, headers: bad.contentType ? { 'content-type': bad.contentType } : {}, payload: bad.payload });
    add('multipart with a truncated part', { url, headers: { 'content-type': 'multipart/form-data; boundary=zz' }, payload: '--zz\r\nContent-Disposition: form-data; name="file"; filename="../../etc/passwd"\r\n\r\nabc' });
    add('multipart with a traversal file name', {
      url,
      headers: { 'content-type': 'multipart/form-data; boundary=zz' },
      payload: '--zz\r\nContent-Disposition: form-data; name="file"; filename="../../../etc/passwd"\r\nContent-Type: image/png\r\n\r\nabc\r\n--zz--\r\n',
    });
  } else {
    for (const bad of BAD_BODIES) add(`body: ${bad.name}`, { url, headers: bad.contentType ? { 'content-type': bad.contentType } : {}, payload: bad.payload });
    const props = Object.keys(op.body?.properties ?? {});
    add('an empty object', { url, headers: JSON_TYPE, payload: '{}' });
    add('an unknown field', { url, headers: JSON_TYPE, payload: JSON.stringify({ ...baseBody, unknownField: HUGE_STRING.slice(0, 1000) }) });
    for (const key of op.body?.required ?? []) add(`body ${key} missing`, { url, headers: JSON_TYPE, payload: jsonWith(baseBody, key, undefined) });
    // Every field gets every wrong value when there are few fields; with many, a seeded choice of them.
    const pairs = props.flatMap((key) => WRONG_VALUES.map((wrong) => ({ key, wrong })));
    const wanted = Math.max(WRONG_VALUES.length, MIN_CASES + 10 - cases.length);
    const chosen = pairs.length <= wanted ? pairs : pickCovering(pairs, wanted, rand);
    for (const { key, wrong } of chosen) add(`body ${key} = ${wrong.name}`, { url, headers: JSON_TYPE, payload: jsonWith(baseBody, key, wrong.raw) });
    if (!props.length) for (const wrong of WRONG_VALUES) add(`body field x = ${wrong.name}`, { url, headers: JSON_TYPE, payload: jsonWith({}, 'x', wrong.raw) });
    // Nested fields: each array of objects and each object property broken one level down.
    for (const key of props) add(`body ${key} nested wrong`, { url, headers: JSON_TYPE, payload: jsonWith(baseBody, key, nestedWrong(op.body!.properties![key]!)) });
  }
  return cases;
}

/** `count` pairs chosen by the generator, with every wrong value used at least once. */
function pickCovering<T extends { wrong: unknown }>(pairs: T[], count: number, rand: () => number): T[] {
  const byWrong = new Map<unknown, T[]>();
  for (const p of pairs) byWrong.set(p.wrong, [...(byWrong.get(p.wrong) ?? []), p]);
  const chosen = [...byWrong.values()].map((list) => list[Math.floor(rand() * list.length)]!);
  const rest = pairs.filter((p) => !chosen.includes(p));
  while (chosen.length < count && rest.length) chosen.push(rest.splice(Math.floor(rand() * rest.length), 1)[0]!);
  return chosen;
}

/** A value of the field's own shape with something wrong inside: an array of objects whose members have wrong types. */
function nestedWrong(schema: JsonSchema): string {
  const items = schema.items ?? schema.anyOf?.find((s) => s.items)?.items;
  if (items?.properties) return JSON.stringify([Object.fromEntries(Object.keys(items.properties).map((k) => [k, { nested: [k] }]))]);
  if (items) return JSON.stringify([{ a: 1 }, [[]], null]);
  if (schema.properties) return JSON.stringify(Object.fromEntries(Object.keys(schema.properties).map((k) => [k, [[{ x: k }]]])));
  return '[[[[[[]]]]]]';
}
