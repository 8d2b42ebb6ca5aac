import { z } from 'zod';
import { fieldLabel } from './field-labels.js';

type Issue = z.core.$ZodRawIssue;

/** One Chinese sentence for a zod issue, naming the field. Custom messages set on a schema win. */
export function zhIssueMessage(issue: Issue): string {
  const label = fieldLabel(issue.path ?? []);
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null) return `${label}不能为空`;
      return `${label}格式不正确`;
    case 'too_small':
      if (issue.origin === 'string') return Number(issue.minimum) <= 1 ? `${label}不能为空` : `${label}至少${issue.minimum}个字符`;
      if (issue.origin === 'array' || issue.origin === 'set') return `请至少选择${issue.minimum}项${label}`;
      return `${label}不能小于${issue.minimum}`;
    case 'too_big':
      if (issue.origin === 'string') return `${label}不能超过${issue.maximum}个字符`;
      if (issue.origin === 'array' || issue.origin === 'set') return `${label}最多${issue.maximum}项`;
      return `${label}不能大于${issue.maximum}`;
    case 'invalid_format':
      return `${label}格式不正确`;
    case 'invalid_value':
      // A missing enum field reports invalid_value (not invalid_type) in zod 4.
      if (issue.input === undefined || issue.input === null) return `${label}不能为空`;
      return `${label}的取值不正确`;
    case 'unrecognized_keys':
      return `请求包含无法识别的字段：${issue.keys.join('、')}`;
    case 'not_multiple_of':
      return `${label}必须是${issue.divisor}的倍数`;
    default:
      return `${label}不正确`;
  }
}

let installed = false;
/** Installs the Chinese messages as zod's global error map (idempotent). */
export function installZhErrorMap(): void {
  if (installed) return;
  installed = true;
  z.config({ customError: (issue) => zhIssueMessage(issue) });
}
