import type { FormInstance } from 'antd';
import { ApiStatus } from '@zuoyeben/shared';
import { ApiError } from './api-client';

/**
 * Shows a save failure where the teacher looks: a conflict (body status 412, e.g. a taken name or 学号) under the
 * field it concerns, anything else as a message.
 */
export function showSaveError(
  error: unknown,
  form: FormInstance,
  field: string,
  showMessage: (text: string) => void,
): void {
  const text = error instanceof ApiError ? error.message : '保存失败，请稍后重试';
  if (error instanceof ApiError && error.status === ApiStatus.PreconditionFailed) form.setFields([{ name: field, errors: [text] }]);
  else showMessage(text);
}
