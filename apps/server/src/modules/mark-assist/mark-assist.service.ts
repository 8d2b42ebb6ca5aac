import {

  QuestionType,
  validateMark,
  type TMarkAssistGroup,
  type TMarkAssistGroups,
  type TMarkAssistGroupsRequest,
  type TMarkAssistMarkGroup,
  type TMarkAssistMarkGroupRequest,
  type TMarkAssistResetRequest,
  type TMarkAssistSplit,
  type TMarkAssistSplitRequest,
  type TMarkAssistTolerance,
  type TMarkAssistToleranceRequest,
} from '@zuoyeben/shared';
import { groupAnswers } from '@zuoyeben/shared/rules/answer-grouping';
import type { Db } from '../../db/database.js';
import { badRequest, forbidden, notFound } from '../../lib/errors.js';
import type { Actor } from '../../plugins/session.js';
import { submissionWorkRepository } from '../submissions/submission-work.repository.js';
import { requireTeacherWork } from '../submissions/work-access.js';
import type { WorkRow } from '../submissions/submission-work.repository.js';
import { reviewShare } from '../exams/exam-reviewers.service.js';
import { doubleSettingFor } from '../exams/exam-double-marking.service.js';
import { markingService } from '../marking/marking.service.js';
import { markAssistRepository, type AssistAnswerRow } from './mark-assist.repository.js';

const QUESTION_NOT_FOUND = '题目不存在或不是主观题';
export const MarkAssistMessages = {
  doubleMarked: '该题为双评题目，请逐份批阅',
  shared: '该题由多位阅卷老师分担，请逐份批阅',
  notAnswer: '答卷不存在',
  noWitMarking: '本作业未开启单词批改，无需设置容错字母数',
} as const;

/**
 * The homework and question the assistant works on, when the actor may mark it: the teachers of its classes, its
 * creator and administrators (requireTeacherWork, as web marking). A question split between exam reviewers or
 * double-marked (双评) is marked one answer at a time in web marking, never by group.
 */
async function requireQuestion(db: Db, actor: Actor, workGuid: string, th: number) {
  const work = await requireTeacherWork(db, actor, workGuid);
  const questions = (await submissionWorkRepository.questionsOf(db, actor.schoolId, work.guid)).filter((q) => q.type === QuestionType.Subjective);
  const question = questions.find((q) => q.th === th);
  if (!question) throw notFound(QUESTION_NOT_FOUND);
  if (await doubleSettingFor(db, actor.schoolId, work, th)) throw forbidden(MarkAssistMessages.doubleMarked);
  if (await reviewShare(db, actor, work, th)) throw forbidden(MarkAssistMessages.shared);
  return { work, question, questions };
}

async function requireAnswers(db: Db, actor: Actor, work: WorkRow, th: number, submissionGuids: readonly string[]) {
  const found = await markAssistRepository.answersAmong(db, actor.schoolId, work.guid, th, submissionGuids);
  if (found.length !== submissionGuids.length) throw notFound(MarkAssistMessages.notAnswer);
}

const scoreOf = (r: AssistAnswerRow) => (r.score === null ? null : Number(r.score));

function toGroup(key: string, split: boolean, representative: string, kind: TMarkAssistGroup['kind'], rows: AssistAnswerRow[], showStudentInfo: boolean): TMarkAssistGroup {
  const scores = rows.map(scoreOf);
  const marked = scores.filter((s) => s !== null);
  return {
    key,
    representative,
    kind,
    split,
    size: rows.length,
    markedCount: marked.length,
    commonScore: marked.length === rows.length && new Set(marked).size === 1 ? marked[0]! : null,
    members: rows.map((r) => ({
      submissionGuid: r.submissionGuid,
      studentName: showStudentInfo ? r.studentName : null,
      className: showStudentInfo ? r.className : null,
      answer: r.answer,
      imageCount: r.imageKeys.length,
      score: scoreOf(r),
    })),
  };
}

/**
 * 智能批改-辅助批改 (spec 03 §2.1): the answers of one question grouped by rules (packages/shared/src/rules/
 * answer-grouping.ts), a score given to a whole group through web marking (markingService.save, so the submissions'
 * totals and every report follow), and groups split by hand.
 */
export const markAssistService = {
  async groups(db: Db, actor: Actor, input: TMarkAssistGroupsRequest): Promise<TMarkAssistGroups> {
    const { work, question, questions } = await requireQuestion(db, actor, input.workGuid, input.th);
    const settings = await markAssistRepository.settingsOf(db, actor.schoolId, work.guid);
    const mathWitMarking = settings?.mathWitMarking ?? false;
    const witMarking = settings?.witMarking ?? false;
    // The tolerance asked for, else the one saved for the question (issue 15 item 4), else exact words.
    const tolerance = witMarking ? (input.tolerance ?? (await markAssistRepository.toleranceOf(db, actor.schoolId, work.guid, input.th)) ?? 0) : 0;
    const rows = await markAssistRepository.answersOf(db, actor.schoolId, work.guid, input.th);

    const bySplit = new Map<number, AssistAnswerRow[]>();
    const automatic: AssistAnswerRow[] = [];
    for (const r of rows) {
      if (r.groupNo === null) automatic.push(r);
      else bySplit.set(r.groupNo, [...(bySplit.get(r.groupNo) ?? []), r]);
    }
    const auto = groupAnswers(automatic, (r) => ({ text: r.answer, hasImages: r.imageKeys.length > 0 }), { math: mathWitMarking, wordTolerance: tolerance })
      .map((g, i) => toGroup(`auto-${i + 1}`, false, g.representative, g.kind, g.members, work.showStudentInfo));
    const split = [...bySplit.entries()].sort((a, b) => a[0] - b[0]).map(([no, members]) => {
      const [inner] = groupAnswers(members, (r) => ({ text: r.answer }), { math: false, wordTolerance: 0 });
      return toGroup(`split-${no}`, true, inner!.representative, 'text', members, work.showStudentInfo);
    });
    return {
      workGuid: work.guid,
      name: work.name,
      th: question.th,
      fullScore: question.score,
      mathWitMarking,
      witMarking,
      tolerance,
      questions: questions.map((q) => ({ th: q.th, score: q.score })),
      answerCount: rows.length,
      markedCount: rows.filter((r) => r.score !== null).length,
      groups: [...auto, ...split],
    };
  },

  /** One score for every member; each goes through web marking's save, which checks and writes it like a single mark. */
  async markGroup(db: Db, actor: Actor, input: TMarkAssistMarkGroupRequest): Promise<TMarkAssistMarkGroup> {
    const { work, question } = await requireQuestion(db, actor, input.workGuid, input.th);
    const problem = validateMark(input.score, question.score);
    if (problem) throw badRequest(problem);
    await requireAnswers(db, actor, work, input.th, input.submissionGuids);
    for (const submissionGuid of input.submissionGuids) {
      await markingService.save(db, actor, { workGuid: work.guid, th: input.th, submissionGuid, score: input.score });
    }
    return { th: input.th, score: input.score, markedCount: input.submissionGuids.length };
  },

  async split(db: Db, actor: Actor, input: TMarkAssistSplitRequest): Promise<TMarkAssistSplit> {
    const { work } = await requireQuestion(db, actor, input.workGuid, input.th);
    await requireAnswers(db, actor, work, input.th, input.submissionGuids);
    return db.transaction().execute(async (tx) => {
      const groupNo = await markAssistRepository.nextGroupNo(tx, actor.schoolId, work.guid, input.th);
      await markAssistRepository.split(tx, actor.schoolId, work.guid, input.th, input.submissionGuids, groupNo);
      return { key: `split-${groupNo}`, size: input.submissionGuids.length };
    });
  },

  /** Keeps the word tolerance of a question of a homework with 单词批改 (witMarking) on. */
  async saveTolerance(db: Db, actor: Actor, input: TMarkAssistToleranceRequest): Promise<TMarkAssistTolerance> {
    const { work } = await requireQuestion(db, actor, input.workGuid, input.th);
    if (!(await markAssistRepository.settingsOf(db, actor.schoolId, work.guid))?.witMarking) throw badRequest(MarkAssistMessages.noWitMarking);
    await markAssistRepository.saveTolerance(db, { schoolId: actor.schoolId, workGuid: work.guid, th: input.th, tolerance: input.tolerance, updatedBy: actor.userId });
    return { th: input.th, tolerance: input.tolerance };
  },

  async reset(db: Db, actor: Actor, input: TMarkAssistResetRequest): Promise<{ restored: number }> {
    const { work } = await requireQuestion(db, actor, input.workGuid, input.th);
    return { restored: await markAssistRepository.reset(db, actor.schoolId, work.guid, input.th) };
  },
};
