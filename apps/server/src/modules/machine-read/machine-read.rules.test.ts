import { describe, expect, it } from 'vitest';
import { HEADER_HINT, validateAnswerSheet, type AnswerSheet } from './machine-read.rules.js';

const questions = [
  { th: 1, type: 1, optionCount: 4, score: 2 },
  { th: 2, type: 2, optionCount: 5, score: 4 },
];
const students = [
  { guid: 'g1', name: '王芳', buddies: '2025101001' },
  { guid: 'g2', name: '李雷', buddies: '2025101002' },
];
const sheet = (rows: string[][], header = ['姓名', '学号', '1', '2']): AnswerSheet => ({ header, rows: rows.map((cells, i) => ({ row: i + 2, cells })) });

describe('validateAnswerSheet', () => {
  it('reads each student’s letters by question number', () => {
    const { entries, errors } = validateAnswerSheet(sheet([['王芳', '2025101001', 'b', 'a,e'], ['李雷', '2025101002', '', '']]), { questions, students });
    expect(errors).toEqual([]);
    expect(entries).toEqual([
      { stuGuid: 'g1', answers: new Map([[1, 'B'], [2, 'AE']]) },
      { stuGuid: 'g2', answers: new Map([[1, ''], [2, '']]) },
    ]);
  });

  it('accepts a file with only some of the question columns', () => {
    const { entries } = validateAnswerSheet(sheet([['', '2025101001', 'CD']], ['姓名', '学号', '2']), { questions, students });
    expect(entries[0]!.answers).toEqual(new Map([[2, 'CD']]));
  });

  it('lists every bad row with its number: unknown or repeated 学号, letters out of range, several letters on a single choice', () => {
    const { errors } = validateAnswerSheet(
      sheet([
        ['王芳', '2025101001', 'AB', 'F'],
        ['某某', '9999', 'A', ''],
        ['王芳', '2025101001', 'A', ''],
        ['', '', 'A', '1'],
      ]),
      { questions, students },
    );
    expect(errors).toEqual([
      { row: 2, reason: '第1题是单选题，只能选一个选项' },
      { row: 2, reason: '第2题的答案只能是A-E' },
      { row: 3, reason: '学号9999不是本作业班级的学生' },
      { row: 4, reason: '学号2025101001与第2行重复' },
      { row: 5, reason: '学号不能为空' },
      { row: 5, reason: '第2题的答案只能填写字母' },
    ]);
  });

  it('checks the header first', () => {
    expect(validateAnswerSheet(sheet([], ['学号', '姓名', '1']), { questions, students }).errors).toEqual([{ row: 1, reason: HEADER_HINT }]);
    expect(validateAnswerSheet(sheet([], ['姓名', '学号', '1', '9', '1']), { questions, students }).errors).toEqual([
      { row: 1, reason: '表头「9」不是本作业的选择题题号' },
      { row: 1, reason: '表头中第1题重复' },
    ]);
    expect(validateAnswerSheet(sheet([]), { questions, students }).errors).toEqual([{ row: 2, reason: '文件中没有学生答案' }]);
  });
});
