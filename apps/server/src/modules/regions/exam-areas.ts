import type { TExamArea } from '@zuoyeben/shared';
import { mainlandProvinces, shortProvinceName } from './regions.data.js';

/**
 * Exam areas of the bank filter (spec 02 §9), in its order after 全部地区. A national paper is sat by several
 * provinces: these are the provinces of the 2020 gaokao, the last year the three papers were set before the new
 * gaokao replaced them. Provinces are named here and their codes read from the region table.
 */
const AREAS: readonly { code?: string; name: string; provinces: readonly string[] }[] = [
  { code: 'QG1', name: '全国Ⅰ卷', provinces: ['河北', '山西', '江西', '安徽', '福建', '河南', '湖北', '湖南', '广东'] },
  { code: 'QG2', name: '全国Ⅱ卷', provinces: ['内蒙古', '辽宁', '吉林', '黑龙江', '重庆', '陕西', '甘肃', '青海', '宁夏', '新疆'] },
  { code: 'QG3', name: '全国Ⅲ卷', provinces: ['广西', '四川', '贵州', '云南', '西藏'] },
  { name: '北京', provinces: ['北京'] },
  { name: '上海', provinces: ['上海'] },
  { name: '天津', provinces: ['天津'] },
  { name: '浙江', provinces: ['浙江'] },
  { name: '江苏', provinces: ['江苏'] },
  { name: '海南', provinces: ['海南'] },
];

function provinceCodeOf(shortName: string): string {
  const province = mainlandProvinces().find((p) => shortProvinceName(p.name) === shortName);
  if (!province) throw new Error(`exam area province ${shortName} is not in the region table`);
  return province.code;
}

let areas: TExamArea[] | undefined;

/** The exam areas with their province codes; a single-province area's code is the province's. */
export function examAreas(): readonly TExamArea[] {
  areas ??= AREAS.map((a) => {
    const provinceCodes = a.provinces.map(provinceCodeOf).sort();
    return { code: a.code ?? provinceCodes[0]!, name: a.name, provinceCodes };
  });
  return areas;
}

/** The province codes an exam-area filter asks for: a listed area's, or any one province's own code. */
export function provinceCodesOfArea(code: string): string[] | undefined {
  const area = examAreas().find((a) => a.code === code);
  if (area) return [...area.provinceCodes];
  return mainlandProvinces().some((p) => p.code === code) ? [code] : undefined;
}
