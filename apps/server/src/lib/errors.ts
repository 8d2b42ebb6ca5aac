import { ApiMessages, ApiStatus } from '@zuoyeben/shared';

/** A domain error the error handler turns into an envelope; message is Chinese and shown to the user. */
export class AppError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly httpStatus: number,
    readonly data: unknown = null,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string, data: unknown = null) => new AppError(message, ApiStatus.BadRequest, 400, data);
export const unauthorized = (message = '登入失效，请重新登入') => new AppError(message, ApiStatus.Unauthorized, 401);
export const forbidden = (message = '没有权限进行此操作') => new AppError(message, ApiStatus.Forbidden, 403);
/** Also used for another school's ids, so a foreign id and a missing one look the same. */
export const notFound = (message: string) => new AppError(message, ApiStatus.NotFound, 404);
/** An upload larger than its route allows: HTTP and body status 413, with the limit in the message. */
export const payloadTooLarge = (message: string) => new AppError(message, 413, 413);
export const conflict = (message: string) => new AppError(message, ApiStatus.PreconditionFailed, 409);
/**
 * A homework or exam the caller names does not exist, is deleted, or belongs to another school: body status 100 with
 * 作业或考试不存在！ (spec 03 §8.1), so the client warns and returns to the list. HTTP 404 like any missing id.
 */
export const workNotFound = () => new AppError(ApiMessages.workNotFound, ApiStatus.NotFoundWork, 404);
