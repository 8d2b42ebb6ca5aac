import { ZImportResultSchema, type TImportResult } from '@zuoyeben/shared';
import { ApiError } from '@/lib/api-client';

/** The rejected rows a refused workbook import carries in its data (every import answers ZImportResultSchema). */
export function importErrorsOf(error: unknown): TImportResult['errors'] {
  if (!(error instanceof ApiError)) return [];
  const parsed = ZImportResultSchema.safeParse(error.data);
  return parsed.success ? parsed.data.errors : [];
}
