import { describe, expect, it } from 'vitest';
import { normalizeDay, OfflineWorkMessages as M, validateOfflineWorkRows, type OfflineWorkContext } from './offline-works.js';

const CTX: OfflineWorkContext = {
  teachers: [{ id: 7, name: '王丽' }, { id: 8, name: '李强' }, { id: 9, name: '张伟' }, { id: 10, name: '张伟' }],
  classes: [{ guid: 'c701', name: '七年级1班' }, { guid: 'c702', name: '七年级2班' }],
  subjects: ['数学', '语文'],
  onlyTeacherId: null,
};
const GOOD = ['王丽', '七年级1班', '数学', '练习册第3页', '2026-03-02', '46', '44', '40', '8.5', '10'];
const row = (n: number, ...changes: [number, string][]) => {
  const cells = [...GOOD];
  for (const [i, v] of changes) cells[i] = v;
  return { row: n, cells };
};

describe('validateOfflineWorkRows', () => {
  it('turns a good row into an offline homework of a teacher, class and day', () => {
    expect(validateOfflineWorkRows([row(2)], CTX)).toEqual({
      works: [{ teacherId: 7, classGuid: 'c701', km: '数学', name: '练习册第3页', day: '2026-03-02', expectedCount: 46, submitCount: 44, markedCount: 40, avgScore: 8.5, fullScore: 10 }],
      errors: [],
    });
  });

  it('names each bad row by its Excel row number and its first problem', () => {
    const { works, errors } = validateOfflineWorkRows([
      row(2, [0, '赵六']),
      row(3, [0, '张伟']),
      row(4, [1, '九年级9班']),
      row(5, [2, '物理']),
      row(6, [3, '']),
      row(7, [4, '2026-02-30']),
      row(8, [6, '47']),
      row(9, [7, '45']),
      row(10, [5, '4.5']),
      row(11, [8, '11']),
      row(12, [9, '0']),
      row(13),
      row(14),
    ], CTX);
    expect(works).toHaveLength(1);
    expect(errors).toEqual([
      { row: 2, reason: M.teacherMissing },
      { row: 3, reason: M.teacherAmbiguous },
      { row: 4, reason: M.classMissing },
      { row: 5, reason: M.subjectMissing },
      { row: 6, reason: M.nameMissing },
      { row: 7, reason: M.dayInvalid },
      { row: 8, reason: M.submitOverExpected },
      { row: 9, reason: M.markedOverSubmit },
      { row: 10, reason: M.countInvalid('应交人数') },
      { row: 11, reason: M.avgInvalid },
      { row: 12, reason: M.fullScoreInvalid },
      { row: 14, reason: M.duplicate(13) },
    ]);
  });

  it('lets a teacher upload only their own homework', () => {
    const { errors } = validateOfflineWorkRows([row(2), row(3, [0, '李强'])], { ...CTX, onlyTeacherId: 7 });
    expect(errors).toEqual([{ row: 3, reason: M.notOwnWork }]);
  });
});

describe('normalizeDay', () => {
  it('reads the ways a workbook writes a date', () => {
    expect(['2026-3-2', '2026/03/02', '2026年3月2日', '2026-03-02T00:00:00.000Z', 'yesterday'].map(normalizeDay))
      .toEqual(['2026-03-02', '2026-03-02', '2026-03-02', '2026-03-02', 'yesterday']);
  });
});
