import type { DbOrTx } from '../../db/database.js';
import { notFound } from '../../lib/errors.js';
import type { Actor } from '../../plugins/session.js';
import { accountRepository } from '../account/account.repository.js';

/** The spec's calls carry ruCode; when sent it must be the session's school (another school's code looks missing). */
export async function assertRuCode(db: DbOrTx, actor: Pick<Actor, 'schoolId'>, ruCode: string | undefined): Promise<void> {
  if (!ruCode) return;
  const school = await accountRepository.findSchoolById(db, actor.schoolId);
  if (school?.ruCode !== ruCode) throw notFound('学校不存在或您不属于该学校');
}
