import { z } from 'zod';
import { AccountLimits, Paging } from '../enums/limits.js';
import { sanitizeName } from '../rules/sanitize-name.js';
import { fieldLabel } from './field-labels.js';

/** A required trimmed text of at most `max` characters. */
export const zText = (max: number = AccountLimits.defaultMaxLength) => z.string().trim().min(1).max(max);

/**
 * A display name: trimmed, sanitised, then required and bounded. The raw-length guard keeps sanitising cheap on
 * huge input; it reports the real limit so a 200-character name reads 不能超过20个字符, not the guard's size.
 */
export const zName = (max: number) =>
  z
    .string()
    .max(max * 4, { error: (issue) => `${fieldLabel(issue.path ?? [])}不能超过${max}个字符` })
    .transform(sanitizeName)
    .pipe(z.string().min(1).max(max));

export const zGuid = () => z.uuid();

/** Mainland mobile number (11 digits starting with 1). Empty string means none. */
export const zPhone = () => z.string().trim().regex(/^1\d{10}$/, { error: '手机号格式不正确，应为11位手机号' });

export const zPaging = {
  pageIndex: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(Paging.maxPageSize).default(Paging.defaultPageSize),
};

/** The success envelope of spec 03 §8.1 around a data schema. */
export const zEnvelope = <T extends z.ZodType>(data: T) =>
  z.object({ status: z.number().int(), message: z.string(), data });

export const ZEmptySchema = z.object({}).strict();
