import { z } from 'zod';

/**
 * Administrative regions (spec 03 §9 regional data table): province → city → district, each a name and a
 * 6-digit code, read from the national division codes the server ships; and the bank's exam areas (spec 02 §9).
 */

/** A 6-digit administrative division code, such as 110000. */
export const zRegionCode = () => z.string().trim().regex(/^\d{6}$/, { error: '地区编码应为6位数字' });

export const ZRegionSchema = z.object({ code: z.string(), name: z.string() });
export type TRegion = z.infer<typeof ZRegionSchema>;
/** GET /api/Region/Provinces, Cities and Districts. */
export const ZRegionListSchema = z.object({ list: z.array(ZRegionSchema) });
export type TRegionList = z.infer<typeof ZRegionListSchema>;

/** GET /api/Region/Cities?provinceCode= */
export const ZCitiesQuerySchema = z.object({ provinceCode: zRegionCode() });
/** GET /api/Region/Districts?cityCode= */
export const ZDistrictsQuerySchema = z.object({ cityCode: zRegionCode() });

/**
 * An exam area of the bank filter: one province (its region code) or a national paper (QG1–QG3) sat by several
 * provinces. An item belongs to an area when its province list holds every one of the area's provinces.
 */
export const ZExamAreaSchema = z.object({ code: z.string(), name: z.string(), provinceCodes: z.array(z.string()) });
export type TExamArea = z.infer<typeof ZExamAreaSchema>;
/** GET /api/Region/ExamAreas, in the spec's order; "全部地区" is the absence of a choice. */
export const ZExamAreaListSchema = z.object({ list: z.array(ZExamAreaSchema) });
