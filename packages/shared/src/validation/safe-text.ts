import { fieldLabel } from './field-labels.js';

/**
 * Text no field may hold: NUL (PostgreSQL refuses it in text and jsonb, so it used to surface as a 500) and lone
 * UTF-16 surrogates (half of a character, which UTF-8 cannot encode and the database would silently replace).
 */
// eslint-disable-next-line no-control-regex
const UNSAFE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Whether one string holds a NUL or a lone surrogate. */
export const hasUnsafeText = (value: string): boolean => UNSAFE.test(value);

/** The message for a field holding such text, naming the field as a teacher knows it. */
export const unsafeTextMessage = (path: readonly PropertyKey[]): string =>
  `${fieldLabel(path)}包含无法识别的字符（空字符或残缺的文字编码），请删除后重新输入`;

/**
 * The path of the first string (or object key) under `value` that holds unsafe text, or null when there is none.
 * Walks objects and arrays, as a request body or query arrives; depth is bounded by what JSON parsing built.
 */
export function findUnsafeText(value: unknown, path: PropertyKey[] = []): PropertyKey[] | null {
  if (typeof value === 'string') return hasUnsafeText(value) ? path : null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findUnsafeText(value[i], [...path, i]);
      if (found) return found;
    }
    return null;
  }
  if (value !== null && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      if (hasUnsafeText(key)) return [...path, key];
      const found = findUnsafeText(child, [...path, key]);
      if (found) return found;
    }
  }
  return null;
}
