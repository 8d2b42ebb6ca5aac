import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CardSettingsMessages,
  ZAnswerCardSettingsSchema,
  ZAnswerCardTemplatesRequestSchema,
  ZAnswerCardTemplatesSchema,
  ZExportAnswerConfigRequestSchema,
  ZExportAnswerConfigSchema,
  ZSaveAnswerCardSettingsRequestSchema,
  ZSaveScanSettingsRequestSchema,
  ZScanSettingsSchema,
  ZSaveWorkCardRequestSchema,
  ZWorkCardRequestSchema,
  ZWorkCardSchema,
} from '@zuoyeben/shared';
import { ok, okSchema } from '../../lib/envelope.js';
import { actorOf } from '../../plugins/session.js';
import { cardSettingsService } from './card-settings.service.js';

const tags = ['答题卡与机阅设置'];

/** 个人中心 答题卡 and 机阅设置 (spec 03 §2.9), and a card's layout configuration (spec 03 §7.4). */
export const cardSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/AnswerCard/GetSettings', {
    schema: { tags, summary: '本校答题卡默认设置（纸张、分栏、学号位数）', response: okSchema(ZAnswerCardSettingsSchema) },
  }, async (request) => ok(await cardSettingsService.cardSettings(app.db, actorOf(request))));

  app.post('/api/AnswerCard/SaveSettings', {
    schema: { tags, summary: '保存本校答题卡默认设置（管理员）', body: ZSaveAnswerCardSettingsRequestSchema, response: okSchema(ZAnswerCardSettingsSchema) },
  }, async (request) => ok(await cardSettingsService.saveCardSettings(app.db, actorOf(request), request.body), CardSettingsMessages.saved));

  app.get('/api/AnswerCard/Templates', {
    schema: { tags, summary: '本校答题卡模板（扫描作业与单独答题卡的作业）', querystring: ZAnswerCardTemplatesRequestSchema, response: okSchema(ZAnswerCardTemplatesSchema) },
  }, async (request) => ok(await cardSettingsService.templates(app.db, actorOf(request), request.query)));

  app.get('/api/AnswerCard/GetWorkCard', {
    schema: { tags, summary: '一份作业的答题卡设置（学校默认与本作业自己的纸张、分栏、学号位数、页数、作答区高度）', querystring: ZWorkCardRequestSchema, response: okSchema(ZWorkCardSchema) },
  }, async (request) => ok(await cardSettingsService.workCard(app.db, actorOf(request), request.query.workGuid)));

  app.post('/api/AnswerCard/SaveWorkCard', {
    schema: { tags, summary: '保存一份作业自己的答题卡设置（reset: 恢复学校默认）', body: ZSaveWorkCardRequestSchema, response: okSchema(ZWorkCardSchema) },
  }, async (request) => ok(await cardSettingsService.saveWorkCard(app.db, actorOf(request), request.body), CardSettingsMessages.saved));

  app.get('/api/TemplateImage/GetExportAnswerConfig', {
    schema: { tags, summary: '答题卡版式配置（jobKey → configUrl）', querystring: ZExportAnswerConfigRequestSchema, response: okSchema(ZExportAnswerConfigSchema) },
  }, async (request) => ok(await cardSettingsService.exportConfig(app.db, actorOf(request), request.query.jobKey)));

  app.get('/api/TemplateImage/AnswerConfigFile', {
    schema: { tags, summary: '下载答题卡版式配置（JSON，毫米坐标）', querystring: ZExportAnswerConfigRequestSchema },
  }, async (request, reply) => {
    const file = await cardSettingsService.configFile(app.db, actorOf(request), request.query.jobKey);
    return reply
      .header('content-type', 'application/vnd.zuoyeben.answer-card+json; charset=utf-8')
      .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(file.fileName)}`)
      .send(file.json);
  });

  app.get('/api/MachineRead/GetScanSettings', {
    schema: { tags, summary: '本校机阅设置（阅卷方式、学号位数、复核区间）', response: okSchema(ZScanSettingsSchema) },
  }, async (request) => ok(await cardSettingsService.scanSettings(app.db, actorOf(request))));

  app.post('/api/MachineRead/SaveScanSettings', {
    schema: { tags, summary: '保存本校机阅设置（管理员）', body: ZSaveScanSettingsRequestSchema, response: okSchema(ZScanSettingsSchema) },
  }, async (request) => ok(await cardSettingsService.saveScanSettings(app.db, actorOf(request), request.body), CardSettingsMessages.saved));
};
