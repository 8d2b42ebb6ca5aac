import { ExamMessages, HomeworkMessages, isSchoolAdmin, QuestionType, type TMergeThGroups, type TSubjectiveThs, type TThsAddTeachers, type TThsTeacherTask } from '@zuoyeben/shared';
import type { Db, DbOrTx } from '../../db/database.js';
import type { WorkRow } from '../submissions/submission-work.repository.js';
import { badRequest, forbidden, notFound } from '../../lib/errors.js';
import type { Actor } from '../../plugins/session.js';
import { canEditWork } from '../homework/homework-access.js';
import { homeworkRepository } from '../homework/homework.repository.js';
import { assertRuCode } from '../homework/ru-code.js';
import { examReviewersRepository } from './exam-reviewers.repository.js';
import { examDoubleMarkingRepository } from './exam-double-marking.repository.js';
import { classScopeOf } from '../classes/class-scope.js';
import { submissionWorkRepository } from '../submissions/submission-work.repository.js';
import { loadVisibleExam } from './exam-wizard.service.js';

/**
 * Who may mark question th of a work, and which share of its answers: null when the question has no reviewers (the
 * homework rules apply: creator, administrators, the classes' teachers — not a reviewer of another question); otherwise
 * only its reviewers, each with the answers of their share, so no answer is handed to two of them.
 */
export async function reviewShare(db: DbOrTx, actor: Actor, work: { guid: string; creatorUserId: number; examDuration: number | null }, th: number): Promise<{ index: number; count: number } | null> {
  // Homework has no reviewers: requireTeacherWork already decided.
  if (work.examDuration === null) return null;
  const ids = await examReviewersRepository.reviewerIds(db, actor.schoolId, work.guid, th);
  if (ids.length === 0) {
    if (isSchoolAdmin(actor.role) || work.creatorUserId === actor.userId) return null;
    if (await submissionWorkRepository.teachesAnyClassOf(db, classScopeOf(actor), work.guid)) return null;
    throw forbidden(ExamMessages.notYourQuestion);
  }
  const index = ids.indexOf(actor.userId);
  if (index < 0) throw forbidden(ExamMessages.notYourQuestion);
  return { index, count: ids.length };
}

/** The merged groups of an exam as lists of question numbers, by the group's first question. */
async function groupsOf(db: DbOrTx, schoolId: number, workGuid: string): Promise<Map<number, number[]>> {
  const groups = new Map<number, number[]>();
  for (const r of await examReviewersRepository.mergedThs(db, schoolId, workGuid)) groups.set(r.groupTh, [...(groups.get(r.groupTh) ?? []), r.th]);
  return groups;
}
const groupOfTh = (groups: Map<number, number[]>, th: number) => [...groups.values()].find((g) => g.includes(th));

/** An exam the actor may assign reviewers of, locked for the change; `run` does the change inside the transaction. */
async function editAssignment(db: Db, actor: Actor, workInfoGuid: string, ruCode: string | undefined, run: (tx: DbOrTx, work: WorkRow) => Promise<void>): Promise<TSubjectiveThs> {
  await assertRuCode(db, actor, ruCode);
  await db.transaction().execute(async (tx) => {
    const work = await loadVisibleExam(tx, actor, workInfoGuid, { lock: true });
    if (!canEditWork(actor, work)) throw forbidden(HomeworkMessages.notEditor);
    await run(tx, work);
  });
  return examReviewersService.subjectiveThs(db, actor, workInfoGuid);
}

/** The subjective questions of a work by number (anything else is refused with the spec's message). */
async function subjectiveOf(tx: DbOrTx, schoolId: number, workGuid: string, th: number) {
  const question = (await homeworkRepository.questionsOfWork(tx, schoolId, workGuid)).find((q) => q.th === th);
  if (!question) throw notFound('题目不存在');
  if (question.type !== QuestionType.Subjective) throw badRequest(ExamMessages.notSubjective);
  return question;
}

/** Gives question th (with every question of its merged group) to exactly these teachers of the school. */
async function assign(tx: DbOrTx, actor: Actor, workGuid: string, th: number, userIds: readonly number[]) {
  await subjectiveOf(tx, actor.schoolId, workGuid, th);
  const members = new Set((await examReviewersRepository.membersOfSchool(tx, actor.schoolId)).map((m) => m.userId));
  const ids = [...new Set(userIds)];
  if (ids.some((id) => !members.has(id))) throw badRequest(ExamMessages.reviewerNotMember);
  const group = groupOfTh(await groupsOf(tx, actor.schoolId, workGuid), th) ?? [th];
  for (const member of group) await examReviewersRepository.replace(tx, actor.schoolId, workGuid, member, ids);
}

/** Reviewer assignment of an exam's subjective questions (issue 11 item 5; spec 03 §7.1 ExamSet calls). */
export const examReviewersService = {
  async teachers(db: Db, actor: Actor, ruCode?: string) {
    await assertRuCode(db, actor, ruCode);
    return examReviewersRepository.membersOfSchool(db, actor.schoolId);
  },

  /** Each subjective question with its reviewers (and each reviewer's progress), its merged group and double marking. */
  async subjectiveThs(db: Db, actor: Actor, workGuid: string, ruCode?: string): Promise<TSubjectiveThs> {
    await assertRuCode(db, actor, ruCode);
    const work = await loadVisibleExam(db, actor, workGuid);
    const [questions, reviewers, doubles, doubleProgress, groups, marked] = await Promise.all([
      homeworkRepository.questionsOfWork(db, actor.schoolId, work.guid),
      examReviewersRepository.reviewersOf(db, actor.schoolId, work.guid),
      examDoubleMarkingRepository.settingsOf(db, actor.schoolId, work.guid),
      examDoubleMarkingRepository.progress(db, actor.schoolId, work.guid),
      groupsOf(db, actor.schoolId, work.guid),
      examReviewersRepository.markedByReviewer(db, actor.schoolId, work.guid),
    ]);
    const subjective = questions.filter((q) => q.type === QuestionType.Subjective);
    return Promise.all(subjective.map(async (q) => {
      const double = doubles.find((d) => d.th === q.th);
      const counts = doubleProgress.get(q.th);
      const mine = reviewers.filter((r) => r.th === q.th);
      const given = double ? marked.double : marked.single;
      // A split question: each reviewer's share; double marking: two marks per answer spread over the reviewers.
      const sizes = mine.length === 0 ? [] : await examReviewersRepository.shareSizes(db, actor.schoolId, work.guid, q.th, double ? 1 : mine.length);
      const group = groupOfTh(groups, q.th);
      return {
        th: q.th, score: Number(q.score),
        reviewers: mine.map((r, i) => ({
          userId: r.userId, name: r.name,
          markedCount: given.find((g) => g.th === q.th && g.userId === r.userId)?.n ?? 0,
          taskCount: double ? Math.ceil((2 * (sizes[0] ?? 0)) / mine.length) : (sizes[i] ?? 0),
        })),
        ...(group ? { group } : {}),
        doubleMarking: double ? {
          tolerance: Number(double.tolerance), arbiterUserId: double.arbiterUserId, arbiterName: double.arbiterName,
          firstCount: counts?.firstCount ?? 0, secondCount: counts?.secondCount ?? 0, arbitrationCount: counts?.arbitrationCount ?? 0,
        } : null,
      };
    }));
  },

  /** The creator (or an administrator) gives a subjective question to teachers of the school; an empty list clears it. */
  async save(db: Db, actor: Actor, input: { ruCode?: string; workInfoGuid: string; th: number; userIds: number[] }): Promise<TSubjectiveThs> {
    return editAssignment(db, actor, input.workInfoGuid, input.ruCode, (tx, work) => assign(tx, actor, work.guid, input.th, input.userIds));
  },

  /** BatchSaveThsToTeacher: the reviewers of several questions in one go (all or nothing). */
  async batchSave(db: Db, actor: Actor, input: { ruCode?: string; workInfoGuid: string; list: { th: number; userIds: number[] }[] }): Promise<TSubjectiveThs> {
    return editAssignment(db, actor, input.workInfoGuid, input.ruCode, async (tx, work) => {
      for (const item of input.list) await assign(tx, actor, work.guid, item.th, item.userIds);
    });
  },

  /** ThsAddTeacher / ThsRemoveTeacher: one reviewer more or less on question th. */
  async addOrRemove(db: Db, actor: Actor, input: { ruCode?: string; workInfoGuid: string; th: number; userId: number }, add: boolean): Promise<TSubjectiveThs> {
    return editAssignment(db, actor, input.workInfoGuid, input.ruCode, async (tx, work) => {
      await subjectiveOf(tx, actor.schoolId, work.guid, input.th);
      const ids = await examReviewersRepository.reviewerIds(tx, actor.schoolId, work.guid, input.th);
      if (add && ids.includes(input.userId)) throw badRequest(ExamMessages.reviewerAlready);
      if (!add && !ids.includes(input.userId)) throw badRequest(ExamMessages.reviewerNotAssigned);
      await assign(tx, actor, work.guid, input.th, add ? [...ids, input.userId] : ids.filter((id) => id !== input.userId));
    });
  },

  /** UpdateTeacher: every question of one reviewer handed over to another teacher of the school. */
  async updateTeacher(db: Db, actor: Actor, input: { ruCode?: string; workInfoGuid: string; fromUserId: number; toUserId: number }): Promise<TSubjectiveThs> {
    if (input.fromUserId === input.toUserId) throw badRequest(ExamMessages.sameTeacher);
    return editAssignment(db, actor, input.workInfoGuid, input.ruCode, async (tx, work) => {
      const rows = await examReviewersRepository.reviewersOf(tx, actor.schoolId, work.guid);
      const ths = [...new Set(rows.filter((r) => r.userId === input.fromUserId).map((r) => r.th))];
      if (ths.length === 0) throw badRequest(ExamMessages.reviewerNotAssigned);
      for (const th of ths) {
        const ids = rows.filter((r) => r.th === th).map((r) => r.userId).filter((id) => id !== input.fromUserId);
        await assign(tx, actor, work.guid, th, [...ids, input.toUserId]);
      }
    });
  },

  /** GetThsAddTeachers / GetThsNoAddTeachers: the school's teachers already reviewing question th, or not yet. */
  async thTeachers(db: Db, actor: Actor, query: { ruCode?: string; workGuid: string; th: number }, added: boolean): Promise<TThsAddTeachers> {
    const ths = await examReviewersService.subjectiveThs(db, actor, query.workGuid, query.ruCode);
    const question = ths.find((q) => q.th === query.th);
    if (!question) throw badRequest(ExamMessages.notSubjective);
    const members = await examReviewersRepository.membersOfSchool(db, actor.schoolId);
    const byId = new Map(question.reviewers.map((r) => [r.userId, r]));
    return members.filter((m) => byId.has(m.userId) === added).map((m) => ({
      userId: m.userId, name: m.name, phone: m.phone, markedCount: byId.get(m.userId)?.markedCount ?? 0, taskCount: byId.get(m.userId)?.taskCount ?? 0,
    }));
  },

  async mergedGroups(db: Db, actor: Actor, workGuid: string, ruCode?: string): Promise<TMergeThGroups> {
    await assertRuCode(db, actor, ruCode);
    const work = await loadVisibleExam(db, actor, workGuid);
    const [groups, questions] = await Promise.all([groupsOf(db, actor.schoolId, work.guid), homeworkRepository.questionsOfWork(db, actor.schoolId, work.guid)]);
    const scoreOf = new Map(questions.map((q) => [q.th, Number(q.score)]));
    return [...groups.values()].map((ths) => ({ ths, score: ths.reduce((n, th) => n + (scoreOf.get(th) ?? 0), 0) }));
  },

  /**
   * MergeTh adds one group, UpdateMergeTh replaces them all: two or more subjective questions not yet marked, in one
   * group at most; the questions of a group take the reviewers of its first question, so one reviewer marks them together.
   */
  async saveMerged(db: Db, actor: Actor, input: { ruCode?: string; workInfoGuid: string; groups: { ths: number[] }[] }, append: boolean): Promise<TMergeThGroups> {
    await editAssignment(db, actor, input.workInfoGuid, input.ruCode, async (tx, work) => {
      const existing = append ? [...(await groupsOf(tx, actor.schoolId, work.guid)).values()] : [];
      const before = new Set((await examReviewersRepository.mergedThs(tx, actor.schoolId, work.guid)).map((r) => r.th));
      const questions = await homeworkRepository.questionsOfWork(tx, actor.schoolId, work.guid);
      const subjective = new Set(questions.filter((q) => q.type === QuestionType.Subjective).map((q) => q.th));
      const seen = new Set(existing.flat());
      const groups = input.groups.map((g) => [...new Set(g.ths)].sort((a, b) => a - b));
      for (const ths of groups) {
        if (ths.length < 2 || ths.some((th) => !subjective.has(th))) throw badRequest(ExamMessages.mergeTwoSubjective);
        for (const th of ths) {
          if (seen.has(th)) throw badRequest(ExamMessages.mergeOverlap(th));
          seen.add(th);
        }
      }
      // A question whose grouping changes must not have been marked yet.
      const after = new Set([...existing.flat(), ...groups.flat()]);
      const changed = [...subjective].filter((th) => before.has(th) !== after.has(th) || groups.some((g) => g.includes(th)));
      for (const th of changed) {
        if (await examDoubleMarkingRepository.markingStarted(tx, actor.schoolId, work.guid, th)) throw badRequest(ExamMessages.mergeStarted);
      }
      await examReviewersRepository.replaceMerged(tx, actor.schoolId, work.guid, [...existing, ...groups]);
      for (const ths of groups) {
        const ids = await examReviewersRepository.reviewerIds(tx, actor.schoolId, work.guid, ths[0]!);
        await assign(tx, actor, work.guid, ths[0]!, ids);
      }
    });
    return examReviewersService.mergedGroups(db, actor, input.workInfoGuid);
  },

  /** The questions of the exam given to me, with my share among their reviewers and their merged group. */
  async myTasks(db: Db, actor: Actor, workGuid: string, ruCode?: string): Promise<TThsTeacherTask> {
    await assertRuCode(db, actor, ruCode);
    const all = await examReviewersRepository.reviewersOf(db, actor.schoolId, workGuid);
    const mine = all.filter((r) => r.userId === actor.userId);
    if (mine.length === 0) await loadVisibleExam(db, actor, workGuid);
    const [questions, groups] = await Promise.all([homeworkRepository.questionsOfWork(db, actor.schoolId, workGuid), groupsOf(db, actor.schoolId, workGuid)]);
    return mine.map((r) => {
      const ids = all.filter((x) => x.th === r.th).map((x) => x.userId);
      const group = groupOfTh(groups, r.th);
      return {
        th: r.th, score: Number(questions.find((q) => q.th === r.th)?.score ?? 0), share: ids.indexOf(actor.userId), reviewerCount: ids.length,
        ...(group ? { group } : {}),
      };
    });
  },
};
