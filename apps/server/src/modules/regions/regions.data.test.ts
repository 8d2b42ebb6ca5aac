import { describe, expect, it } from 'vitest';
import { examAreas, provinceCodesOfArea } from './exam-areas.js';
import { citiesOf, districtsOf, mainlandProvinces, provinces, regionName, shortProvinceName } from './regions.data.js';
import { provinceDisplayName } from './regions.service.js';

const allCities = () => provinces().flatMap((p) => citiesOf(p.code) ?? []);
const allDistricts = () => allCities().flatMap((c) => districtsOf(c.code) ?? []);

describe('the region table (spec 03 §9)', () => {
  it('has the 34 provincial-level units, 台湾, 香港 and 澳门 among them', () => {
    expect(provinces()).toHaveLength(34);
    expect(provinces().slice(-3)).toEqual([
      { code: '710000', name: '台湾省' },
      { code: '810000', name: '香港特别行政区' },
      { code: '820000', name: '澳门特别行政区' },
    ]);
    expect(provinces()[0]).toEqual({ code: '110000', name: '北京市' });
    expect(mainlandProvinces()).toHaveLength(31);
  });

  it('codes every level with 6 digits, each under the code of the unit above', () => {
    for (const p of provinces()) {
      expect(p.code).toMatch(/^\d{2}0000$/);
      for (const c of citiesOf(p.code)!) {
        expect(c.code).toMatch(new RegExp(`^${p.code.slice(0, 2)}\\d{2}00$`));
        for (const d of districtsOf(c.code)!) expect(d.code).toMatch(new RegExp(`^${c.code.slice(0, 4)}\\d{2}$`));
      }
    }
    expect(allCities().length).toBeGreaterThan(330);
    expect(allDistricts().length).toBeGreaterThan(2800);
  });

  it('holds the divisions of December 2024 (和安县 and 和康县 in 和田地区)', () => {
    expect(regionName('653229')).toBe('和安县');
    expect(regionName('653228')).toBe('和康县');
    expect(regionName('653200')).toBe('和田地区');
  });

  it('has a city named 重庆市 under 重庆市, beside its counties (spec 03)', () => {
    expect(citiesOf('500000')).toEqual([{ code: '500100', name: '重庆市' }, { code: '500200', name: '县' }]);
    expect(districtsOf('500100')).toContainEqual({ code: '500103', name: '渝中区' });
  });

  it('places 济源市 as a county-level city directly under 河南省, so it has no districts of its own', () => {
    expect(districtsOf('419000')).toEqual([{ code: '419001', name: '济源市' }]);
    // Spec 03 lists it as a city without children; here it is not a city at all.
    expect(districtsOf('419001')).toBeUndefined();
  });

  it('gives 东莞市 and 中山市 no children, as spec 03 lists them (their towns are not districts)', () => {
    expect(citiesOf('440000')).toEqual(expect.arrayContaining([{ code: '441900', name: '东莞市' }, { code: '442000', name: '中山市' }]));
    expect(districtsOf('441900')).toEqual([]);
    expect(districtsOf('442000')).toEqual([]);
    expect(regionName('441912')).toBeUndefined();
    expect(districtsOf('440300')).toContainEqual({ code: '440305', name: '南山区' });
  });

  it('answers undefined for a code that is not a province or not a city', () => {
    expect(citiesOf('110100')).toBeUndefined();
    expect(citiesOf('990000')).toBeUndefined();
    expect(districtsOf('110000')).toBeUndefined();
    expect(districtsOf('110199')).toBeUndefined();
  });

  it('shortens every province name the way exam names say it, each one different', () => {
    const short = provinces().map((p) => shortProvinceName(p.name));
    expect(new Set(short).size).toBe(34);
    expect(short).toEqual(expect.arrayContaining(['北京', '内蒙古', '广西', '西藏', '宁夏', '新疆', '台湾', '香港', '澳门']));
    short.forEach((s) => expect(s).not.toMatch(/(省|市|自治区|特别行政区)$/));
  });
});

describe('exam areas (spec 02 §9)', () => {
  it('lists the national papers, then 北京, 上海, 天津, 浙江, 江苏 and 海南', () => {
    expect(examAreas().map((a) => a.name)).toEqual(['全国Ⅰ卷', '全国Ⅱ卷', '全国Ⅲ卷', '北京', '上海', '天津', '浙江', '江苏', '海南']);
    expect(examAreas().slice(3).map((a) => [a.code, a.provinceCodes])).toEqual([
      ['110000', ['110000']], ['310000', ['310000']], ['120000', ['120000']], ['330000', ['330000']], ['320000', ['320000']], ['460000', ['460000']],
    ]);
  });

  it('gives each national paper five provinces or more, none in two papers nor among the single areas', () => {
    const papers = examAreas().slice(0, 3);
    papers.forEach((p) => expect(provinceDisplayName(p.provinceCodes)).toBe('全国'));
    const codes = examAreas().flatMap((a) => a.provinceCodes);
    expect(new Set(codes).size).toBe(codes.length);
    expect(papers.find((p) => p.code === 'QG3')?.provinceCodes).toEqual(['450000', '510000', '520000', '530000', '540000']);
  });

  it('turns a filter value into province codes: an area, any mainland province, or nothing', () => {
    expect(provinceCodesOfArea('QG2')).toHaveLength(10);
    expect(provinceCodesOfArea('440000')).toEqual(['440000']);
    expect(provinceCodesOfArea('810000')).toBeUndefined();
    expect(provinceCodesOfArea('110100')).toBeUndefined();
  });
});

describe('the province display name of an item', () => {
  it('shows up to four provinces by short name and five or more as 全国', () => {
    expect(provinceDisplayName(['110000', '310000'])).toBe('北京、上海');
    expect(provinceDisplayName(['450000'])).toBe('广西');
    expect(provinceDisplayName(['110000', '120000', '130000', '140000'])).toBe('北京、天津、河北、山西');
    expect(provinceDisplayName(['110000', '120000', '130000', '140000', '150000'])).toBe('全国');
    expect(provinceDisplayName([])).toBe('');
  });

  it('names a national paper code of older items and shows an unknown code as it is', () => {
    expect(provinceDisplayName(['QG1'])).toBe('全国Ⅰ卷');
    expect(provinceDisplayName(['999999'])).toBe('999999');
  });
});
