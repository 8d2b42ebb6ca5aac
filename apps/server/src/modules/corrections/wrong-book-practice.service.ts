import {
  DifficultyNames,
  QuestionType,
  SIMILAR_PRACTICE_SIZE,
  SimilarPracticeMessages,
  difficultyOfScoreRate,
  normalizeAnswer,
  workTypeOfItem,
  type DifficultyLevel,
  type TSimilarPractice,
  type TSimilarPracticeCheck,
  type TSimilarPracticeCheckRequest,
} from '@zuoyeben/shared';
import type { Db } from '../../db/database.js';
import { notFound } from '../../lib/errors.js';
import { guardStudent } from '../../lib/member-guard.js';
import { toStudentContent } from '../homework/paper-work.service.js';
import { treesRepository } from '../question-bank/trees.repository.js';
import type { StudentActor } from '../student-auth/student-session.js';
import { wrongQuestionRepository } from '../wrong-question/wrong-question.repository.js';
import { wrongBookPracticeRepository as repo, type PracticeItemRow } from './wrong-book-practice.repository.js';

/** Candidates read per practice: true/false or choice items whose key cannot be scored are dropped after reading. */
const READ_AHEAD = SIMILAR_PRACTICE_SIZE * 4;
const round4 = (x: number) => Math.round(x * 10_000) / 10_000;

/** The point, its sub-points and the student's figures on it; a point not in the student's book looks missing. */
async function requireBookPoint(db: Db, student: StudentActor, knowledgeGuid: string, now: Date) {
  const point = await wrongQuestionRepository.knowledgeName(db, knowledgeGuid);
  const scope = { schoolId: student.schoolId, studentGuid: student.studentGuid, now };
  if (!point || !(await repo.isPointInBook(db, { ...scope, knowledgeGuid }))) throw notFound(SimilarPracticeMessages.notInBook);
  const points = await treesRepository.descendantsOfAll(db, 'knowledgePoints', [knowledgeGuid]);
  const figures = await repo.figuresOn(db, { ...scope, knowledgeGuids: points });
  const myRate = figures.full > 0 ? round4(figures.got / figures.full) : null;
  const target: DifficultyLevel = myRate === null ? 3 : difficultyOfScoreRate(myRate);
  return { point, points, myRate, target, lostCount: figures.lost };
}

/** How the phone answers the item (true/false as A 对 / B 错); null when its key cannot be scored. */
function phoneForm(item: PracticeItemRow) {
  const mapped = workTypeOfItem(item.type, item.options, item.answer);
  return mapped.type === QuestionType.Subjective ? null : mapped;
}

function difficultyReason(difficulty: number, target: DifficultyLevel, myRate: number | null) {
  const name = DifficultyNames[difficulty as DifficultyLevel] ?? '';
  const rateText = myRate === null ? '你在该知识点还没有已批阅的作答，按中等' : `你在该知识点的得分率为${Math.round(myRate * 100)}%`;
  const gap = Math.abs(difficulty - target);
  if (gap === 0) return myRate === null ? `难度${name}（${rateText}选题）` : `难度${name}，与${rateText}相当`;
  if (gap === 1) return `难度${name}，接近${rateText}对应的${DifficultyNames[target]}`;
  return `难度${name}（该知识点暂无更接近${DifficultyNames[target]}的题）`;
}

/** 举一反三 in the student's wrong-question book (issue 14 item 5): similar questions of one point, scored at once. */
export const wrongBookPracticeService = {
  async practice(db: Db, student: StudentActor, knowledgeGuid: string, now = new Date()): Promise<TSimilarPractice> {
    guardStudent(student);
    const { point, points, myRate, target, lostCount } = await requireBookPoint(db, student, knowledgeGuid, now);
    const read = await repo.candidates(db, {
      schoolId: student.schoolId, studentGuid: student.studentGuid, period: point.periodCode, km: point.km, knowledgeGuids: points, target, limit: READ_AHEAD,
    });
    const chosen = read.flatMap((item) => {
      const form = phoneForm(item);
      return form ? [{ item, form }] : [];
    }).slice(0, SIMILAR_PRACTICE_SIZE);
    const tested = await repo.testedPoints(db, chosen.map((c) => c.item.guid), points);
    return {
      knowledgeGuid: point.guid,
      knowledgeName: point.name,
      km: point.km,
      myRate,
      lostCount,
      list: chosen.map(({ item, form }) => {
        const name = tested.find((t) => t.itemGuid === item.guid)?.name ?? point.name;
        return {
          itemGuid: item.guid,
          type: form.type,
          optionCount: form.optionCount,
          difficulty: item.difficulty,
          difficultyName: DifficultyNames[item.difficulty as DifficultyLevel] ?? '',
          content: toStudentContent({ ...item, itemGuid: item.guid, itemVersion: 0, subItems: null, subIndex: null }, false),
          reasons: [
            name === point.name ? `考查同一知识点「${point.name}」` : `考查「${name}」，属于知识点「${point.name}」`,
            difficultyReason(item.difficulty, target, myRate),
            '你在作业中没有做过这道题',
          ],
        };
      }),
    };
  },

  /** Scores one answer against the key at once; the key and explanation come back with the verdict. */
  async check(db: Db, student: StudentActor, input: TSimilarPracticeCheckRequest, now = new Date()): Promise<TSimilarPracticeCheck> {
    guardStudent(student);
    const { point, points, target } = await requireBookPoint(db, student, input.knowledgeGuid, now);
    const [item] = await repo.candidates(db, {
      schoolId: student.schoolId, studentGuid: student.studentGuid, period: point.periodCode, km: point.km, knowledgeGuids: points, target, limit: 1, guids: [input.itemGuid],
    });
    const form = item ? phoneForm(item) : null;
    if (!item || !form) throw notFound(SimilarPracticeMessages.notCandidate);
    return { isCorrect: normalizeAnswer(input.answer) === form.answer, answerKey: form.answer, explanation: item.explanation || null };
  },
};
