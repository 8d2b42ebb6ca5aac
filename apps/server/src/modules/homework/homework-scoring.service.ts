import {
  checkWorkQuestions,
  DEFAULT_MULT_SETTING,
  HomeworkMessages,
  QuestionType,
  rescoreAll,
  snapshotOf,
  validateMultSetting,
  type MultSetting,
  type TWorkMultSettingRow,
  type ZSaveWorkMultSettingRequestSchema,
  type ZUpdateWorkQuestionRequestSchema,
} from '@zuoyeben/shared';
import type { z } from 'zod';
import type { Db } from '../../db/database.js';
import { badRequest } from '../../lib/errors.js';
import type { Actor } from '../../plugins/session.js';
import { loadEditableWork, loadVisibleWork } from './homework-access.js';
import { homeworkRepository } from './homework.repository.js';
import { preferService } from './prefer.service.js';
import { assertRuCode } from './ru-code.js';
import { scoringRepository } from './scoring.repository.js';
import { buildQuestionRows, countPendingRescore, type WorkQuestionFormRow, multSettingOf, questionShapeChanged, toScorable } from './work-questions.js';
import { changeWork } from './answering-work-cache.js';
import { guardMember } from '../../lib/member-guard.js';

type SaveMultSettingInput = z.output<typeof ZSaveWorkMultSettingRequestSchema>;
type UpdateQuestionsInput = z.output<typeof ZUpdateWorkQuestionRequestSchema>;

/**
 * Scoring rules of a work and explicit rescoring. Rule, answer and score edits never touch submissions (each keeps
 * the rules snapshot it was scored with); only `rescore` rewrites them, in one transaction.
 */
export const homeworkScoringService = {
  async multSettings(db: Db, actor: Actor, workInfoGuid: string, ruCode?: string): Promise<{ list: TWorkMultSettingRow[] }> {
    await assertRuCode(db, actor, ruCode);
    const work = await loadVisibleWork(db, actor, workInfoGuid);
    const questions = await homeworkRepository.questionsOfWork(db, actor.schoolId, work.guid);
    const list = questions.filter((q) => q.type === QuestionType.Multiple).map((q) => {
      const s = multSettingOf(q.multSetting) ?? DEFAULT_MULT_SETTING;
      return {
        th: q.th, score: q.score, answer: q.answer, isDefault: s.isDefault, someWrong: s.someWrong, someRight: s.someRight,
        unifyScore: s.unifyScore, someScoceSetting: JSON.stringify(s.someScoceSetting),
      };
    });
    return { list };
  },

  /** Saves advanced rules per multiple-choice question (isDefault restores the default rule). */
  async saveMultSettings(db: Db, actor: Actor, input: SaveMultSettingInput): Promise<{ pendingRescore: number }> {
    guardMember(actor, { service: true });
    await assertRuCode(db, actor, input.ruCode);
    return changeWork(db, input.workInfoGuid, async (tx) => {
      const work = await loadEditableWork(tx, actor, input.workInfoGuid, { lock: true });
      const questions = await homeworkRepository.questionsOfWork(tx, actor.schoolId, work.guid);
      for (const row of input.multSettingInputs) {
        const q = questions.find((x) => x.th === row.th);
        if (!q || q.type !== QuestionType.Multiple) throw badRequest(HomeworkMessages.notMultipleChoice(row.th));
        const { th: _th, isDefault, ...rule } = row;
        const setting: MultSetting | null = isDefault ? null : { ...rule, isDefault: false };
        if (setting) {
          const problem = validateMultSetting(q, setting);
          if (problem) throw badRequest(problem);
        }
        q.multSetting = setting;
        await homeworkRepository.setMultSetting(tx, actor.schoolId, work.guid, row.th, setting);
      }
      return { pendingRescore: await countPendingRescore(tx, actor.schoolId, work.guid, questions) };
    });
  },

  /**
   * New answers and scores for the answer key (issue item 8). Once a student has submitted, numbers, types and option
   * counts are locked; scores and answers may change and the answer counts what a rescore would change.
   */
  async updateQuestions(db: Db, actor: Actor, input: UpdateQuestionsInput): Promise<{ pendingRescore: number }> {
    guardMember(actor, { service: true });
    await assertRuCode(db, actor, input.ruCode);
    const problem = checkWorkQuestions(input.list);
    if (problem) throw badRequest(problem);
    return changeWork(db, input.workInfoGuid, async (tx) => {
      const work = await loadEditableWork(tx, actor, input.workInfoGuid, { lock: true });
      const previous = await homeworkRepository.questionsOfWork(tx, actor.schoolId, work.guid);
      const next = buildQuestionRows(input.list as WorkQuestionFormRow[], previous, await preferService.get(tx, actor));
      const submitted = (await homeworkRepository.submitCount(tx, actor.schoolId, work.guid)) > 0;
      if (submitted && questionShapeChanged(previous, next)) throw badRequest(HomeworkMessages.questionsLocked);
      await homeworkRepository.replaceQuestions(tx, actor.schoolId, work.guid, next);
      return { pendingRescore: submitted ? await countPendingRescore(tx, actor.schoolId, work.guid, next) : 0 };
    });
  },

  /** 重新计分: every submitted submission scored again from the current questions and rules; snapshots updated. */
  async rescore(db: Db, actor: Actor, workInfoGuid: string, ruCode?: string): Promise<{ changed: number; total: number }> {
    guardMember(actor, { service: true });
    await assertRuCode(db, actor, ruCode);
    return db.transaction().execute(async (tx) => {
      const work = await loadEditableWork(tx, actor, workInfoGuid, { lock: true });
      await scoringRepository.lockSubmissions(tx, actor.schoolId, work.guid);
      const questions = toScorable(await homeworkRepository.questionsOfWork(tx, actor.schoolId, work.guid));
      const result = rescoreAll(questions, await scoringRepository.submissionsOf(tx, actor.schoolId, work.guid));
      const rules = snapshotOf(questions);
      for (const outcome of result.outcomes) await scoringRepository.applyOutcome(tx, actor.schoolId, outcome, rules);
      return { changed: result.changed, total: result.total };
    });
  },
};
