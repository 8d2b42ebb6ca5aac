import { findUnsafeText, unsafeTextMessage } from '@zuoyeben/shared';
import { badRequest } from './errors.js';

/**
 * Refuses text that no field may hold (NUL, lone surrogates) with a Chinese 400 naming the field. The request-text
 * plugin applies it to every body, query and path; multipart readers apply it to their fields and file names.
 */
export function assertSafeText(value: unknown, path: PropertyKey[] = []): void {
  const found = findUnsafeText(value, path);
  if (found) throw badRequest(unsafeTextMessage(found));
}
