import { NOT_SUBMITTED_TIME, type TScoreDistribution, type TScoreRow } from '@zuoyeben/shared';

export const WORK_GUID = '44444444-4444-4444-8444-444444444444';

let seq = 0;
/** A submitted student of 七年级1班 with a fresh guid. */
export function buildScoreRow(overrides: Partial<TScoreRow> = {}): TScoreRow {
  seq += 1;
  return {
    stuGuid: `55555555-5555-4555-8555-${String(seq).padStart(12, '0')}`,
    name: '王芳',
    buddies: `2026070${String(seq).padStart(3, '0')}`,
    classCode: 'A701',
    className: '七年级1班',
    score: 18,
    showScore: '18',
    duration: 750,
    level: 'A',
    status: 1,
    desc: '已提交',
    subTime: '2026-03-01 10:03:04',
    showType: 0,
    ...overrides,
  };
}

/** A student who has not submitted, as the server lists them. */
export const notSubmitted = (overrides: Partial<TScoreRow> = {}) =>
  buildScoreRow({ score: 0, showScore: '-', duration: 0, level: '-', status: 0, desc: '未提交', subTime: NOT_SUBMITTED_TIME, ...overrides });

/** Two classes over four bands. */
export const DISTRIBUTION: TScoreDistribution = {
  XData: ['0-5', '5-10', '10-15', '15-20'],
  YData: [
    { classCode: 'A701', className: '七年级1班', data: [0, 0, 40, 60] },
    { classCode: 'A702', className: '七年级<2>班', data: [40, 40, 20, 0] },
  ],
  num: [
    { classCode: 'A701', className: '七年级1班', data: [0, 0, 4, 6] },
    { classCode: 'A702', className: '七年级<2>班', data: [2, 2, 1, 0] },
  ],
  maxScore: 20,
  minScore: 0,
  stepSize: 5,
};
