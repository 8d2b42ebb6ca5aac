import { ApiMessages, ApiStatus, zEnvelope } from '@zuoyeben/shared';
import { z } from 'zod';

/** The success envelope of spec 03 §8.1. */
export function ok<T>(data: T, message = 'success') {
  return { status: ApiStatus.Ok, message, data };
}

/** Response schema map for a route whose 200 answer carries `data`. */
export function okSchema<T extends z.ZodType>(data: T) {
  return { 200: zEnvelope(data) };
}

export const ZNullData = z.null();

/**
 * Body status 202 (spec 03 §8.1): the answer is a file; the client downloads it through YJReport/LoadFile with the
 * data's fileKey and fileName.
 */
export function fileToDownload<T extends { fileKey: string; fileName: string }>(data: T) {
  return { status: ApiStatus.Download, message: 'success', data };
}

/** Body status 201 (spec 03 §8.1): the work runs as a task; the client says 操作成功，请在任务队列中查看！ and adds it. */
export function queued<T>(data: T) {
  return { status: ApiStatus.TaskQueued, message: ApiMessages.taskQueued, data };
}
