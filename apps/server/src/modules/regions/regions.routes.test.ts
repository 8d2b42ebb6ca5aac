import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, DEMO, loginAs, type TestApp } from '../../../test/helpers/test-app.js';

let t: TestApp;
let teacher: string;

beforeAll(async () => {
  t = await createTestApp();
  teacher = await loginAs(t.app, DEMO.teacherA);
});
afterAll(async () => t.close());

const get = (url: string) => call(t.app, teacher, 'GET', url);

describe('regions', () => {
  it('answers the provinces, the cities of a province and the districts of a city', async () => {
    const provinces = (await get('/api/Region/Provinces')).body.data.list;
    expect(provinces).toHaveLength(34);
    expect(provinces[0]).toEqual({ code: '110000', name: '北京市' });
    const cities = (await get('/api/Region/Cities?provinceCode=330000')).body.data.list;
    expect(cities[0]).toEqual({ code: '330100', name: '杭州市' });
    const districts = (await get('/api/Region/Districts?cityCode=330100')).body.data.list;
    expect(districts).toContainEqual({ code: '330106', name: '西湖区' });
  });

  it('answers 东莞市 and 中山市 with no districts (spec 03 §9)', async () => {
    for (const cityCode of ['441900', '442000']) {
      expect((await get(`/api/Region/Districts?cityCode=${cityCode}`)).body).toMatchObject({ status: 200, data: { list: [] } });
    }
  });

  it('answers the exam areas with their province codes', async () => {
    const res = await get('/api/Region/ExamAreas');
    expect(res.body.data.list.map((a: { name: string }) => a.name)).toEqual(['全国Ⅰ卷', '全国Ⅱ卷', '全国Ⅲ卷', '北京', '上海', '天津', '浙江', '江苏', '海南']);
    expect(res.body.data.list[3]).toEqual({ code: '110000', name: '北京', provinceCodes: ['110000'] });
  });

  it('refuses a code that is not 6 digits, and an unknown province or city, in Chinese', async () => {
    const bad = await get('/api/Region/Cities?provinceCode=11');
    expect([bad.http, bad.body.status, bad.body.message]).toEqual([400, 400, '地区编码应为6位数字']);
    const noProvince = await get('/api/Region/Cities?provinceCode=990000');
    expect([noProvince.http, noProvince.body.message]).toEqual([404, '省份不存在']);
    const notCity = await get('/api/Region/Districts?cityCode=110000');
    expect(notCity.body.message).toBe('城市不存在');
  });

  it('needs a signed-in member', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/Region/Provinces' });
    expect(res.json().status).toBe(401);
  });
});
