import type { TCommentaryQuestion, THomeworkReview, THomeworkReviewDetail, TReviewAnswer } from '@zuoyeben/shared';

export const WORK_GUID = '44444444-4444-4444-8444-444444444444';
export const PARAMS = { ruCode: 'RU10001', workGuid: WORK_GUID, classCode: '' };

export function student(n: number, overrides: Partial<TReviewAnswer> = {}): TReviewAnswer {
  return {
    stuGuid: `55555555-5555-4555-8555-${String(n).padStart(12, '0')}`,
    studentName: ['李雷', '韩梅梅', '王芳', '张伟', '刘洋'][n] ?? `学生${n}`,
    buddies: `2026070${String(n).padStart(3, '0')}`,
    studentAnswer: '',
    studentAnswerPic: '',
    score: 0,
    answerType: 0,
    ...overrides,
  };
}

export const HEAD: THomeworkReview = {
  workGuid: WORK_GUID,
  workName: '测试作业',
  workType: 2,
  jobType: 2,
  hasCommentary: true,
  levels: [
    { key: 'veryPoor', name: '很差', range: '0-0.4', count: 1 },
    { key: 'poor', name: '较差', range: '0.4-0.6', count: 1 },
    { key: 'average', name: '一般', range: '0.6-0.8', count: 1 },
    { key: 'good', name: '良好', range: '0.8-1', count: 0 },
  ],
  questionCount: 3,
  studentCount: 5,
  submittedCount: 5,
};

const card = (c: Partial<TCommentaryQuestion> & Pick<TCommentaryQuestion, 'th'>): TCommentaryQuestion => ({
  type: 0, typeStr: '单选题', knowledge: '', classScoringRate: '0.50', scoringRate: 0.5, level: 'poor', fullMarksCount: 1, loseMarksCount: 1, fullScore: 2, classAvgScore: 1, ...c,
});

export const LIST: TCommentaryQuestion[] = [
  card({ th: 1, knowledge: '有理数', classScoringRate: '0.40', scoringRate: 0.4, level: 'veryPoor', fullMarksCount: 2, loseMarksCount: 3 }),
  card({ th: 2, typeStr: '多选题', classScoringRate: '0.50', scoringRate: 0.5, level: 'poor' }),
  card({ th: 3, type: 1, typeStr: '主观题', classScoringRate: '0.65', scoringRate: 0.65, level: 'average', fullScore: 10, classAvgScore: 6.5 }),
];

/** Question 1: A right; 李雷 and 王芳 chose A, 韩梅梅 B, nobody D, 张伟 left it blank. */
export const DETAIL_1: THomeworkReviewDetail = {
  th: 1,
  type: 0,
  fullScore: 2,
  classAvgScore: 0.8,
  answer: 'A',
  content: '',
  analysis: '<p>负数的绝对值是它的相反数。</p>',
  optionArry: [
    { option: 'A', isRight: true, count: 2, students: [student(0, { studentAnswer: 'A', score: 2, answerType: 1 }), student(2, { studentAnswer: 'A', score: 2, answerType: 1 })] },
    { option: 'B', isRight: false, count: 1, students: [student(1, { studentAnswer: 'B', answerType: 1 })] },
    { option: 'C', isRight: false, count: 0, students: [] },
    { option: 'D', isRight: false, count: 0, students: [] },
    { option: '未作答', isRight: false, count: 1, students: [student(3)] },
  ],
  splitScoreArray: [],
  answeerDetail: [student(0), student(1), student(2), student(3)],
};
