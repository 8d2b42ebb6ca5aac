import { sql } from 'kysely';
import type { RescoreOutcome, RescoreSubmission, TRuleSnapshot } from '@zuoyeben/shared';
import type { DbOrTx } from '../../db/database.js';
import { SUBMITTED_STATUSES } from './homework.repository.js';

/** Submissions as rescoring reads and writes them; only the homework module rescores. */
export const scoringRepository = {
  /** Submitted submissions of a work with their answers, in a stable order. */
  async submissionsOf(db: DbOrTx, schoolId: number, workGuid: string): Promise<RescoreSubmission[]> {
    const subs = await db.selectFrom('submissions')
      .select(['guid', 'objectiveScore', 'subjectiveScore', 'totalScore'])
      .where('schoolId', '=', schoolId).where('workGuid', '=', workGuid).where('status', 'in', SUBMITTED_STATUSES)
      .orderBy('guid').execute();
    if (subs.length === 0) return [];
    const answers = await db.selectFrom('submissionAnswers').select(['submissionGuid', 'th', 'answer', 'score'])
      .where('schoolId', '=', schoolId).where('workGuid', '=', workGuid).execute();
    const byGuid = new Map<string, { th: number; answer: string; score: number | null }[]>();
    for (const a of answers) {
      const list = byGuid.get(a.submissionGuid) ?? [];
      list.push({ th: a.th, answer: a.answer, score: a.score });
      byGuid.set(a.submissionGuid, list);
    }
    return subs.map((s) => ({ ...s, answers: byGuid.get(s.guid) ?? [] }));
  },

  /** Writes one outcome: objective and total scores, the new rules snapshot, and the changed answer scores. */
  async applyOutcome(db: DbOrTx, schoolId: number, outcome: RescoreOutcome, rules: readonly TRuleSnapshot[]): Promise<void> {
    await db.updateTable('submissions')
      .set({ objectiveScore: outcome.objectiveScore, totalScore: outcome.totalScore, rules: JSON.stringify(rules), updatedAt: new Date() })
      .where('schoolId', '=', schoolId).where('guid', '=', outcome.guid).execute();
    for (const a of outcome.answerScores) {
      await db.updateTable('submissionAnswers').set({ score: a.score })
        .where('schoolId', '=', schoolId).where('submissionGuid', '=', outcome.guid).where('th', '=', a.th).execute();
    }
  },

  /** Serialises rescoring with the student module's writes of the same work's submissions. */
  async lockSubmissions(db: DbOrTx, schoolId: number, workGuid: string): Promise<void> {
    await sql`SELECT 1 FROM submissions WHERE school_id = ${schoolId} AND work_guid = ${workGuid} FOR UPDATE`.execute(db);
  },
};
