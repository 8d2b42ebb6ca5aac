import type { DbOrTx } from '../../db/database.js';
import { schoolPapersRepository } from '../teach-guidance/school-papers.repository.js';

export interface PrintablePaperRow {
  guid: string;
  name: string;
  km: string;
  gradeCode: string | null;
  paperType: number;
  sideType: number;
  fontSize: number;
  lineHeight: number | string;
  structureStatus: number;
  updatedAt: Date;
}

/** A paper's print settings; only what the actor's school may see (its items: schoolPapersRepository.items). */
export const paperPrintRepository = {
  /** The paper with its print settings, when the school may open it (platform papers, its own, shared ones). */
  async findVisible(db: DbOrTx, schoolId: number, userId: number, guid: string): Promise<PrintablePaperRow | undefined> {
    if (!(await schoolPapersRepository.findVisible(db, schoolId, userId, guid))) return undefined;
    return db.selectFrom('papers')
      .select(['guid', 'name', 'km', 'gradeCode', 'paperType', 'sideType', 'fontSize', 'lineHeight', 'structureStatus', 'updatedAt'])
      .where('guid', '=', guid).executeTakeFirst();
  },
};
