import { FIRST_USE_GUIDE } from '@zuoyeben/shared';
import type { Db } from '../../db/database.js';
import type { Actor } from '../../plugins/session.js';
import { teachInfoRepository } from '../teach-info/teach-info.repository.js';
import { guideRepository } from './guide.repository.js';

/** The first-use guide (spec 03 §7.5 IsShowGuidePage): offered to a teacher with nothing set up, until closed. */
export const guideService = {
  async isShown(db: Db, actor: Actor): Promise<{ isShow: boolean }> {
    if (actor.role !== 'Teacher') return { isShow: false };
    if (await guideRepository.isClosed(db, actor.userId, FIRST_USE_GUIDE)) return { isShow: false };
    const infos = await teachInfoRepository.listOfUser(db, actor.schoolId, actor.userId);
    return { isShow: infos.length === 0 };
  },

  async close(db: Db, actor: Actor): Promise<void> {
    await guideRepository.close(db, actor.userId, FIRST_USE_GUIDE);
  },
};
