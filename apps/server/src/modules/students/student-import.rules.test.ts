import { describe, expect, it } from 'vitest';
import {
  EMPTY_MESSAGE,
  HEADER_MESSAGE,
  TOO_MANY_MESSAGE,
  checkSheetShape,
  importFailureMessage,
  validateStudentRows,
  type ImportContext,
  type StudentSheetRow,
} from './student-import.rules.js';

const ctx: ImportContext = {
  classes: [
    { guid: 'c1', name: '七年级1班', isWritable: true },
    { guid: 'c2', name: '七年级2班', isWritable: false },
    { guid: 'c3', name: '实验班', isWritable: true },
    { guid: 'c4', name: '实验班', isWritable: true },
  ],
  takenBuddies: new Set(['2020070101']),
};

let next = 2;
const row = (cells: Partial<StudentSheetRow>): StudentSheetRow => ({
  row: next++,
  stuName: '张三',
  buddies: `S${next}`,
  className: '七年级1班',
  stuPhone: '',
  ...cells,
});

const reasonsOf = (rows: StudentSheetRow[]) => validateStudentRows(rows, ctx).errors.map((e) => e.reason);

describe('checkSheetShape', () => {
  it('accepts the template header with surrounding spaces', () => {
    expect(checkSheetShape([' 姓名', '学号 ', '班级', '手机号'], 3)).toBeNull();
  });

  it('names the expected header when a column is wrong or missing', () => {
    expect(checkSheetShape(['姓名', '学号', '班级'], 3)).toBe(HEADER_MESSAGE);
    expect(checkSheetShape(['名字', '学号', '班级', '手机号'], 3)).toBe('表头应为：姓名、学号、班级、手机号');
  });

  it('refuses a sheet with no students or more than the row limit', () => {
    expect(checkSheetShape(['姓名', '学号', '班级', '手机号'], 0)).toBe(EMPTY_MESSAGE);
    expect(checkSheetShape(['姓名', '学号', '班级', '手机号'], 2001)).toBe(TOO_MANY_MESSAGE);
    expect(checkSheetShape(['姓名', '学号', '班级', '手机号'], 2000)).toBeNull();
  });
});

describe('validateStudentRows', () => {
  it('returns clean rows as students with the class guid and no phone as null', () => {
    const result = validateStudentRows([row({ row: 2, stuName: ' 李 四 ', buddies: 'A01', stuPhone: '' })], ctx);
    expect(result.errors).toEqual([]);
    expect(result.students).toEqual([{ row: 2, stuName: '李 四', buddies: 'A01', classGuid: 'c1', stuPhone: null }]);
  });

  it('reports a missing or too long name', () => {
    expect(reasonsOf([row({ stuName: '' }), row({ stuName: '名'.repeat(21) })])).toEqual(['姓名不能为空', '姓名不能超过20个字符']);
  });

  it('reports a missing, too long or non-alphanumeric student number', () => {
    expect(reasonsOf([row({ buddies: '' }), row({ buddies: '1'.repeat(21) }), row({ buddies: '20-01' })]))
      .toEqual(['学号不能为空', '学号不能超过20个字符', '学号只能包含数字和字母']);
  });

  it('reports a student number repeated in the file with both row numbers', () => {
    const result = validateStudentRows([row({ row: 2, buddies: 'D1' }), row({ row: 3, buddies: 'D2' }), row({ row: 5, buddies: 'D1' })], ctx);
    expect(result.errors).toEqual([{ row: 5, reason: '第5行学号与第2行重复' }]);
    expect(result.students).toEqual([]);
  });

  it('reports a student number already used in the school', () => {
    expect(reasonsOf([row({ buddies: '2020070101' })])).toEqual(['学号已存在：2020070101']);
  });

  it('reports an unknown class, an ambiguous class and a class the user may not write to', () => {
    expect(reasonsOf([row({ className: '九年级9班' }), row({ className: '实验班' }), row({ className: '七年级2班' }), row({ className: '' })])).toEqual([
      '班级「九年级9班」不存在',
      '班级「实验班」在多个年级重名，请联系管理员修改班级名称',
      '您不是班级「七年级2班」的任课老师',
      '班级不能为空',
    ]);
  });

  it('reports a phone that is not 11 digits starting with 1', () => {
    expect(reasonsOf([row({ stuPhone: '23800000000' }), row({ stuPhone: '1380000' }), row({ stuPhone: '13800000000' })]))
      .toEqual(['手机号格式不正确，应为11位手机号', '手机号格式不正确，应为11位手机号']);
  });

  it('collects every problem of a row into one entry and every bad row of the file', () => {
    const result = validateStudentRows([
      row({ row: 2 }),
      row({ row: 3, stuName: '', buddies: 'x-1', className: '不存在班', stuPhone: '1' }),
      row({ row: 4, stuPhone: 'abc' }),
    ], ctx);
    expect(result.errors).toEqual([
      { row: 3, reason: '姓名不能为空；学号只能包含数字和字母；班级「不存在班」不存在；手机号格式不正确，应为11位手机号' },
      { row: 4, reason: '手机号格式不正确，应为11位手机号' },
    ]);
    expect(result.students).toEqual([]);
    expect(importFailureMessage(result.errors)).toBe('导入失败：共2行有误，未导入任何学生');
  });
});
