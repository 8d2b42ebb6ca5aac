import { DEFAULT_MULT_SETTING, ZPreferSchema, type TPrefer, type ZSavePreferRequestSchema } from '@zuoyeben/shared';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/database.js';
import type { Actor } from '../../plugins/session.js';
import { preferRepository } from './prefer.repository.js';
import { assertRuCode } from './ru-code.js';

/** Product defaults of a teacher who never saved a preference. */
export const DEFAULT_PREFER: TPrefer = {
  scoreType: 0,
  showType: 0,
  multSetting: DEFAULT_MULT_SETTING,
  syncToOthers: 0,
  releaseTime: 0,
  recordFinishTime: 0,
};

export const preferService = {
  /** The saved preference over the defaults; a stored document that no longer parses falls back to the defaults. */
  async get(db: DbOrTx, actor: Pick<Actor, 'userId' | 'schoolId'>): Promise<TPrefer> {
    const stored = await preferRepository.find(db, actor.userId, actor.schoolId);
    const parsed = ZPreferSchema.safeParse({ ...DEFAULT_PREFER, ...(stored as object | undefined) });
    return parsed.success ? parsed.data : DEFAULT_PREFER;
  },

  /** Merges the sent fields into the saved preference. Per-option scores belong to a question and are not kept. */
  async save(db: Db, actor: Actor, input: z.output<typeof ZSavePreferRequestSchema>): Promise<TPrefer> {
    await assertRuCode(db, actor, input.ruCode);
    const { ruCode: _ruCode, multSetting, ...rest } = input;
    const current = await preferService.get(db, actor);
    const next: TPrefer = {
      ...current,
      ...Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined)),
      ...(multSetting ? { multSetting: { ...multSetting, someScoceSetting: {} } } : {}),
    };
    await preferRepository.upsert(db, actor.userId, actor.schoolId, next);
    return next;
  },
};
