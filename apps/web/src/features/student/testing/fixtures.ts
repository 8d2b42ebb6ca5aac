import type { TStudentMe, TStudentWorkDetail, TStudentWorkItem } from '@zuoyeben/shared';

export const WORK_GUID = '44444444-4444-4444-8444-444444444444';

export const ME: TStudentMe = {
  stuGuid: '33333333-3333-4333-8333-000000000001',
  stuName: '王芳',
  buddies: '2025101001',
  className: '七年级1班',
  schoolName: '育才实验学校',
  ruCode: 'RU10001',
  isInitialPassword: false,
};

const inHours = (h: number) => new Date(Date.now() + h * 3600_000).toISOString();

export function buildWorkItem(overrides: Partial<TStudentWorkItem> = {}): TStudentWorkItem {
  return {
    workGuid: WORK_GUID,
    name: '一元一次方程练习',
    km: '数学',
    workType: 1,
    startTime: inHours(-2),
    endTime: inHours(20),
    state: 1,
    status: 0,
    fullScore: 20,
    score: null,
    isOnline: true,
    ...overrides,
  };
}

/** An open homework: two single choices, one multiple choice and one subjective question, nothing submitted. */
export function buildWork(overrides: Partial<TStudentWorkDetail> = {}): TStudentWorkDetail {
  return {
    workGuid: WORK_GUID,
    name: '一元一次方程练习',
    km: '数学',
    workType: 1,
    startTime: inHours(-2),
    endTime: inHours(20),
    state: 1,
    overdueable: false,
    fullScore: 16,
    isAnswerVisible: false,
    canSubmit: true,
    submitBlockedReason: null,
    questionFiles: [{ fileKey: 'f'.repeat(32), filePath: `/api/Upload/File/${'f'.repeat(32)}`, mime: 'image/png' }],
    answerFiles: [],
    questions: [
      { th: 1, type: 1, optionCount: 4, score: 2, answer: null },
      { th: 2, type: 1, optionCount: 4, score: 2, answer: null },
      { th: 3, type: 2, optionCount: 5, score: 2, answer: null },
      { th: 4, type: 3, optionCount: 4, score: 10, answer: null },
    ],
    submission: null,
    ...overrides,
  };
}
