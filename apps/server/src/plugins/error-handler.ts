import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { ApiMessages, ApiStatus } from '@zuoyeben/shared';
import { AppError } from '../lib/errors.js';
import { isDatabaseUnavailable } from '../db/errors.js';

/** Said while the database cannot be reached (a restart): the same words as the readiness probe's. */
export const DATABASE_UNAVAILABLE_MESSAGE = '数据库暂不可用，请稍后再试';

function envelope(status: number, message: string, data: unknown = null) {
  return { status, message, data };
}

/** Fastify's own 4xx codes, in Chinese. */
const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: '请求体不是有效的 JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: '请求体不能为空',
  FST_ERR_CTP_BODY_TOO_LARGE: '请求内容过大',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: '不支持的请求格式',
  FST_REQ_FILE_TOO_LARGE: '文件过大',
  FST_INVALID_MULTIPART_CONTENT_TYPE: '请以文件上传的方式提交',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: '请求长度不正确',
  FST_ERR_BAD_URL: '请求地址不正确',
  FST_ERR_MAX_PARAM_LENGTH: '请求地址过长',
};

/**
 * Fastify's `frameworkErrors` option: a URL it cannot decode (a broken percent escape) or a path parameter past its
 * length limit is refused before routing, where the error handler never runs; without this the answer was Fastify's
 * English {error, code, message}.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const code = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
  return reply.code(code).type('application/json; charset=utf-8').send(JSON.stringify(envelope(code, FRAMEWORK_MESSAGES[error.code] ?? '请求不正确')));
}

/** The one place that maps every failure to an envelope; 5xx details are logged, never sent. */
export const errorHandlerPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    // Error envelopes bypass the route's response schema, which describes only its success answer.
    // With its own serializer Fastify sets no Content-Type: say it, or the browser would have to guess.
    reply.serializer((payload) => JSON.stringify(payload)).type('application/json; charset=utf-8');
    if (hasZodFastifySchemaValidationErrors(error)) {
      const messages = [...new Set(error.validation.map((v) => v.message))];
      return reply.code(400).send(envelope(ApiStatus.BadRequest, messages.join('；')));
    }
    if (error instanceof AppError) {
      return reply.code(error.httpStatus).send(envelope(error.status, error.message, error.data));
    }
    if (error.statusCode === 429) {
      return reply.code(429).send(envelope(ApiStatus.TooManyRequests, error.message || '操作过于频繁，请稍后再试'));
    }
    const code = error.statusCode ?? 500;
    if (code >= 400 && code < 500 && !isResponseSerializationError(error as never)) {
      const message = FRAMEWORK_MESSAGES[error.code] ?? '请求不正确';
      return reply.code(code).send(envelope(code, message));
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply.code(503).header('retry-after', '5').send(envelope(ApiStatus.ServerError, DATABASE_UNAVAILABLE_MESSAGE));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send(envelope(ApiStatus.ServerError, ApiMessages.serverError));
  });
});
