import { areaList } from '@vant/area-data';
import type { TRegion } from '@zuoyeben/shared';

/**
 * The national administrative division codes (spec 03 §9 regional data table), read from @vant/area-data: the
 * codes of the civil-affairs and statistics tables (民政部、统计局) at province, city and district level, 6 digits
 * each, with 台湾, 香港 and 澳门. Built once on first use and kept in memory; nothing here is typed by hand.
 */
interface RegionTable {
  provinces: TRegion[];
  /** Cities by province code. */
  cities: Map<string, TRegion[]>;
  /** Districts (county level) by city code. */
  districts: Map<string, TRegion[]>;
  names: Map<string, string>;
}

/** The code of the unit above: a district's city (first 4 digits) or a city's province (first 2). */
const parentOf = (code: string, digits: 2 | 4) => code.slice(0, digits).padEnd(6, '0');

function group(list: Record<string, string>, digits: 2 | 4): Map<string, TRegion[]> {
  const byParent = new Map<string, TRegion[]>();
  // Object keys that look like integers iterate in ascending order, so every group is sorted by code.
  for (const [code, name] of Object.entries(list)) {
    const parent = parentOf(code, digits);
    byParent.set(parent, [...(byParent.get(parent) ?? []), { code, name }]);
  }
  return byParent;
}

/**
 * Cities spec 03 §9 lists without children: 东莞市 and 中山市 have no county level (the towns the source lists under
 * them are not districts), like 济源市, which the source places as a county-level city under 河南省.
 */
export const CITIES_WITHOUT_DISTRICTS: readonly string[] = ['441900', '442000'];

function build(): RegionTable {
  const { province_list: provinces, city_list: cities } = areaList;
  const districts = Object.fromEntries(
    Object.entries(areaList.county_list).filter(([code]) => !CITIES_WITHOUT_DISTRICTS.includes(parentOf(code, 4))),
  );
  return {
    provinces: Object.entries(provinces).map(([code, name]) => ({ code, name })),
    cities: group(cities, 2),
    districts: group(districts, 4),
    names: new Map(Object.entries({ ...provinces, ...cities, ...districts })),
  };
}

let table: RegionTable | undefined;
const regionTable = () => (table ??= build());

/** Provincial-level units: provinces, autonomous regions, municipalities and special administrative regions. */
export function provinces(): readonly TRegion[] {
  return regionTable().provinces;
}

/** Cities of a province; undefined when the code is not a province. */
export function citiesOf(provinceCode: string): readonly TRegion[] | undefined {
  const t = regionTable();
  if (!t.provinces.some((p) => p.code === provinceCode)) return undefined;
  return t.cities.get(provinceCode) ?? [];
}

/** Districts of a city; undefined when the code is not a city. */
export function districtsOf(cityCode: string): readonly TRegion[] | undefined {
  const t = regionTable();
  if (!t.cities.get(parentOf(cityCode, 2))?.some((c) => c.code === cityCode)) return undefined;
  return t.districts.get(cityCode) ?? [];
}

/** Name of any province, city or district code. */
export function regionName(code: string): string | undefined {
  return regionTable().names.get(code);
}

/** A province as people say it in exam names: 北京市 → 北京, 广西壮族自治区 → 广西, 香港特别行政区 → 香港. */
export function shortProvinceName(name: string): string {
  return name.replace(/(特别行政区|(壮族|回族|维吾尔)?自治区|省|市)$/, '');
}

/** The provincial-level unit of a code, by its short name. */
export function provinceShortName(code: string): string | undefined {
  const p = regionTable().provinces.find((x) => x.code === code);
  return p && shortProvinceName(p.name);
}

/** Where the national papers and gaokao are sat: every provincial-level unit but 台湾, 香港 and 澳门. */
export function mainlandProvinces(): readonly TRegion[] {
  return provinces().filter((p) => Number(p.code) < 710000);
}
