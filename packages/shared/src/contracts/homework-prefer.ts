/** The teacher's publish defaults (spec 01 §3 'user preference'), per user and school. */
import { z } from 'zod';
import { zFlag, zFlagOut, ZMultSettingSchema } from './homework.js';

const zBit = () => z.union([z.literal(0), z.literal(1)]);

/** GET /api/PreferSet/GetPrefer: the saved defaults, or the product defaults when none were saved. */
export const ZPreferSchema = z.object({
  /** 0 score; 1 right/wrong. */
  scoreType: zBit(),
  /** 0 score; 1 ABCDE grade. */
  showType: zBit(),
  /** Default rule of new multiple-choice questions (per-option scores are per question and not kept here). */
  multSetting: ZMultSettingSchema,
  syncToOthers: zFlagOut(),
  /** Answer publish kind: 0 after scoring; 1 timed. */
  releaseTime: zBit(),
  recordFinishTime: zFlagOut(),
});
export type TPrefer = z.infer<typeof ZPreferSchema>;

/** POST /api/PreferSet/AddOrUpdatePrefer: any subset; answers the whole preference. */
export const ZSavePreferRequestSchema = z.object({
  ruCode: z.string().trim().max(32).optional(),
  scoreType: zBit().optional(),
  showType: zBit().optional(),
  multSetting: ZMultSettingSchema.omit({ someScoceSetting: true }).optional(),
  syncToOthers: zFlag().optional(),
  releaseTime: zBit().optional(),
  recordFinishTime: zFlag().optional(),
});
export type TSavePreferRequest = z.input<typeof ZSavePreferRequestSchema>;
