import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZCitiesQuerySchema, ZDistrictsQuerySchema, ZExamAreaListSchema, ZRegionListSchema } from '@zuoyeben/shared';
import { ok, okSchema } from '../../lib/envelope.js';
import { regionsService } from './regions.service.js';

const tags = ['地区'];

/** Administrative regions (spec 03 §9) and the bank's exam areas (spec 02 §9). */
export const regionsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/Region/Provinces', {
    schema: { tags, summary: '省级行政区（含台湾、香港、澳门）', response: okSchema(ZRegionListSchema) },
  }, async () => ok(regionsService.provinces()));

  app.get('/api/Region/Cities', {
    schema: { tags, summary: '某省的地级行政区', querystring: ZCitiesQuerySchema, response: okSchema(ZRegionListSchema) },
  }, async (request) => ok(regionsService.cities(request.query.provinceCode)));

  app.get('/api/Region/Districts', {
    schema: { tags, summary: '某市的县级行政区', querystring: ZDistrictsQuerySchema, response: okSchema(ZRegionListSchema) },
  }, async (request) => ok(regionsService.districts(request.query.cityCode)));

  app.get('/api/Region/ExamAreas', {
    schema: { tags, summary: '题库考试地区（全国卷与单独命题的省市）', response: okSchema(ZExamAreaListSchema) },
  }, async () => ok(regionsService.examAreas()));
};
