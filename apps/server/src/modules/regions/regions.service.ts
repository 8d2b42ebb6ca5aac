import { provinceLabel, type TExamArea, type TRegion } from '@zuoyeben/shared';
import { notFound } from '../../lib/errors.js';
import { examAreas } from './exam-areas.js';
import { citiesOf, districtsOf, provinces, provinceShortName } from './regions.data.js';

export const RegionMessages = {
  noProvince: '省份不存在',
  noCity: '城市不存在',
} as const;

/**
 * An item's province list as shown in the bank list (spec 02 §2, §9): 全国 for five codes or more, else the short
 * province names. Items seeded before exam areas were mapped to provinces may carry QG1–QG3: they show the paper.
 */
export function provinceDisplayName(codes: readonly string[]): string {
  return provinceLabel(codes, (code) => provinceShortName(code) ?? examAreas().find((a) => a.code === code)?.name);
}

/** Regions for pickers and the bank's exam areas; static data, the same for every school. */
export const regionsService = {
  provinces(): { list: TRegion[] } {
    return { list: [...provinces()] };
  },

  cities(provinceCode: string): { list: TRegion[] } {
    const list = citiesOf(provinceCode);
    if (!list) throw notFound(RegionMessages.noProvince);
    return { list: [...list] };
  },

  districts(cityCode: string): { list: TRegion[] } {
    const list = districtsOf(cityCode);
    if (!list) throw notFound(RegionMessages.noCity);
    return { list: [...list] };
  },

  examAreas(): { list: TExamArea[] } {
    return { list: [...examAreas()] };
  },
};
