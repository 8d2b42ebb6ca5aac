import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZSubjectNetworkSchema } from '@zuoyeben/shared';
import { ok, okSchema } from '../../lib/envelope.js';
import { badRequest } from '../../lib/errors.js';
import { guardMember } from '../../lib/member-guard.js';
import { actorOf } from '../../plugins/session.js';
import { operationOf, QUESTION_BANK_OPERATIONS } from './question-bank.operations.js';

const tags = ['题库'];

/** POST /api/WorkInfo/UniversalInterface: {url, data} where data is a JSON string (spec 02 §7). */
const ZUniversalRequestSchema = z.object({ url: z.string().trim().min(1).max(200), data: z.string().max(200_000).default('{}') });

function parseData(raw: string): Record<string, unknown> {
  let data: unknown;
  try {
    data = JSON.parse(raw || '{}');
  } catch {
    throw badRequest('data 不是有效的 JSON');
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) throw badRequest('data 应为 JSON 对象');
  const record = data as Record<string, unknown>;
  // The client adds `subject` to every call; the contracts name it km.
  return record.km === undefined && record.subject !== undefined ? { ...record, km: record.subject } : record;
}

/** The question bank: trees, list, collections and basket, by direct path and through UniversalInterface. */
export const questionBankRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const operation of QUESTION_BANK_OPERATIONS) {
    const input = operation.method === 'GET' ? { querystring: operation.input } : { body: operation.input };
    app.route({
      method: operation.method,
      url: operation.path,
      schema: { tags, summary: operation.summary, ...input, response: okSchema(operation.output) },
      handler: async (request) => {
        const payload = operation.method === 'GET' ? request.query : request.body;
        const actor = actorOf(request);
        guardMember(actor, operation.guard);
        const result = await operation.run(app.db, actor, payload);
        return ok(result.data, result.message);
      },
    });
  }

  app.get('/api/QuestionBank/SubjectNetwork', {
    schema: { tags, summary: '学科网题库地址（未配置时为 null）', response: okSchema(ZSubjectNetworkSchema) },
  }, async () => ok({ url: app.subjectNetworkUrl }));

  app.post('/api/WorkInfo/UniversalInterface', {
    schema: { tags, summary: '题库服务通用接口（url + data JSON 字符串）', body: ZUniversalRequestSchema, response: okSchema(z.unknown()) },
  }, async (request) => {
    const data = parseData(request.body.data);
    const operation = operationOf(request.body.url, data);
    if (!operation) throw badRequest('不支持的接口');
    const parsed = operation.input.safeParse(data);
    if (!parsed.success) throw badRequest([...new Set(parsed.error.issues.map((i) => i.message))].join('；'));
    const actor = actorOf(request);
    guardMember(actor, operation.guard);
    const result = await operation.run(app.db, actor, parsed.data);
    return ok(operation.output.parse(result.data), result.message);
  });
};
