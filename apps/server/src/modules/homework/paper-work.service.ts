import {
  checkWorkQuestions,
  HomeworkMessages,
  ItemType,
  itemTypeInfo,
  PaperWorkMessages,
  QuestionType,
  TRUE_FALSE_OPTIONS,
  workQuestionsFromPaper,
  type TPaperForWork,
  type TPaperForWorkQuery,
  type TMarkQuestionContent,
  type TStudentQuestionContent,
} from '@zuoyeben/shared';
import type { Db, DbOrTx } from '../../db/database.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { guardMember } from '../../lib/member-guard.js';
import type { Actor } from '../../plugins/session.js';
import { multSettingOf } from './work-questions.js';
import type { WorkQuestionRow } from './homework.repository.js';
import { paperWorkRepository, type ItemContentRow } from './paper-work.repository.js';
import { assertRuCode } from './ru-code.js';
import { assertPaperUsable } from '../paper-detail/paper-detail.service.js';

export type PaperRow = NonNullable<Awaited<ReturnType<typeof paperWorkRepository.findPaper>>>;

/**
 * A bank paper of the school (or the platform) and the work questions it gives, checked as an uploaded list would be
 * (at most 100 questions, scores in half points up to 100). Another school's paper, or another teacher's own paper
 * not shared, is 试卷不存在.
 */
export async function loadPaperQuestions(db: DbOrTx, actor: Actor, paperGuid: string): Promise<{ paper: PaperRow; questions: WorkQuestionRow[] }> {
  const paper = await paperWorkRepository.findPaper(db, actor.schoolId, actor.userId, paperGuid);
  if (!paper) throw notFound(HomeworkMessages.paperNotFound);
  // A paper handed to manual handling is unavailable until the handling is finished (issue 10 item 2).
  await assertPaperUsable(db, actor, paper.guid);
  const items = await paperWorkRepository.itemsOfPaper(db, paper.guid);
  const built = workQuestionsFromPaper(items.map((i) => ({ ...i, multSetting: multSettingOf(i.multSetting) })));
  if (built.length === 0) throw badRequest(PaperWorkMessages.paperEmpty);
  const problem = checkWorkQuestions(built.map((q) => ({ th: q.th, type: q.type, option: q.optionCount, score: q.score, answer: q.answer })));
  if (problem) throw badRequest(problem);
  return { paper, questions: built };
}

/** The rich question a student sees for one work question that came from a bank item. */
export function toStudentContent(row: ItemContentRow & { subIndex: number | null }, isVisible: boolean): TStudentQuestionContent {
  const sub = row.subIndex !== null ? row.subItems?.[row.subIndex] : undefined;
  const type = sub?.type ?? row.type;
  const options = type === ItemType.TrueFalse ? [...TRUE_FALSE_OPTIONS] : (sub?.options ?? row.options);
  const explanation = (sub ? sub.explanation : row.explanation) || null;
  return {
    typeName: itemTypeInfo(type)?.name ?? '题目',
    material: row.subIndex === 0 ? row.stem : null,
    stem: sub?.stem ?? row.stem,
    options,
    explanation: isVisible ? explanation : null,
  };
}

/** The bank question and its reference answer beside a subjective answer being marked. */
export function toMarkContent(row: ItemContentRow & { subIndex: number | null }): TMarkQuestionContent {
  const sub = row.subIndex !== null ? row.subItems?.[row.subIndex] : undefined;
  return {
    typeName: itemTypeInfo(sub?.type ?? row.type)?.name ?? '题目',
    material: row.subIndex !== null ? row.stem : null,
    stem: sub?.stem ?? row.stem,
    answer: [...(sub?.answer ?? row.answer)],
    explanation: (sub ? sub.explanation : row.explanation) || null,
  };
}

/** What the publish settings page shows of a paper before publishing it. */
export const paperWorkService = {
  async paperForWork(db: Db, actor: Actor, query: TPaperForWorkQuery): Promise<TPaperForWork> {
    // Reading a paper before publishing needs no usable service; publishing it does (homework-save.service.ts).
    guardMember(actor);
    await assertRuCode(db, actor, query.ruCode);
    const { paper, questions } = await loadPaperQuestions(db, actor, query.paperGuid);
    const subjective = questions.filter((q) => q.type === QuestionType.Subjective).length;
    return {
      paperGuid: paper.guid,
      name: paper.name,
      km: paper.km,
      periodCode: paper.periodCode,
      gradeCode: paper.gradeCode,
      questionCount: questions.length,
      objectiveCount: questions.length - subjective,
      subjectiveCount: subjective,
      totalScore: questions.reduce((s, q) => s + q.score, 0),
      questions: questions.map((q) => ({ th: q.th, type: q.type, score: q.score })),
    };
  },
};
