import { describe, expect, it } from 'vitest';
import { GRADES } from '@zuoyeben/shared';
import { EMPTY_SELECTION, classesTaughtIn, gradesForSubject, toggleClass, toggleGrade, type GradeClasses } from './class-selection';

const A7: GradeClasses = { gradeCode: 'A7', gradeName: '七年级', clazzes: [{ classGuid: 'c1', name: '七年级1班' }, { classGuid: 'c2', name: '七年级2班' }] };
const A8: GradeClasses = { gradeCode: 'A8', gradeName: '八年级', clazzes: [{ classGuid: 'c3', name: '八年级1班' }] };
const A9: GradeClasses = { gradeCode: 'A9', gradeName: '九年级', clazzes: [] };

describe('one-grade class selection', () => {
  it('adds classes of the same grade', () => {
    const one = toggleClass(EMPTY_SELECTION, 'A7', 'c1', true).selection;
    expect(toggleClass(one, 'A7', 'c2', true).selection).toEqual({ gradeCode: 'A7', classGuids: ['c1', 'c2'] });
  });

  it('replaces the selection when a class of another grade is ticked', () => {
    const sel = { gradeCode: 'A7', classGuids: ['c1', 'c2'] };
    expect(toggleClass(sel, 'A8', 'c3', true)).toEqual({ selection: { gradeCode: 'A8', classGuids: ['c3'] }, error: null });
  });

  it('empties the grade when its last class is unticked', () => {
    expect(toggleClass({ gradeCode: 'A7', classGuids: ['c1'] }, 'A7', 'c1', false).selection).toEqual(EMPTY_SELECTION);
  });

  it('refuses a grade without classes', () => {
    expect(toggleGrade(EMPTY_SELECTION, A9, true).error).toBe('该年级下暂无班级,无法选择');
  });

  it('ticks a whole grade, replacing another', () => {
    expect(toggleGrade({ gradeCode: 'A8', classGuids: ['c3'] }, A7, true).selection).toEqual({ gradeCode: 'A7', classGuids: ['c1', 'c2'] });
  });

  it('keeps published classes: they cannot be removed and another grade cannot replace them', () => {
    const sel = { gradeCode: 'A7', classGuids: ['c1'] };
    expect(toggleClass(sel, 'A7', 'c1', false, ['c1']).error).toBe('作业已发布，不能移除已选班级');
    expect(toggleClass(sel, 'A8', 'c3', true, ['c1']).error).toBe('只能选择同一年级的班级');
    expect(toggleClass(sel, 'A7', 'c2', true, ['c1']).selection.classGuids).toEqual(['c1', 'c2']);
    expect(toggleGrade({ gradeCode: 'A7', classGuids: ['c1', 'c2'] }, A7, false, ['c1']).selection).toEqual(sel);
  });

  it('lists only the grades of the periods teaching the subject that hold classes', () => {
    const periods = [{ period: 'C', subjects: ['数学'] }, { period: 'G', subjects: ['语文', '数学'] }];
    const G1: GradeClasses = { gradeCode: 'G1', gradeName: '高一', clazzes: [{ classGuid: 'g1', name: '高一1班' }] };
    const grades = gradesForSubject([A7, A8, A9, G1], periods, '数学', GRADES);
    expect(grades.map((g) => [g.gradeCode, g.clazzes.length])).toEqual([['A7', 2], ['A8', 1], ['G1', 1]]);
    expect(gradesForSubject([A7, A8, G1], periods, '语文', GRADES).map((g) => g.gradeCode)).toEqual(['G1']);
  });

  it('offers a 七年级 maths teacher only the classes they teach maths in, not 高一–高三', () => {
    const periods = [{ period: 'C', subjects: ['数学'] }, { period: 'G', subjects: ['数学'] }];
    const G1: GradeClasses = { gradeCode: 'G1', gradeName: '高一', clazzes: [{ classGuid: 'g1', name: '高一1班' }] };
    const infos = [{ Subject: '数学', classGuid: 'c1' }, { Subject: '物理', classGuid: 'g1' }, { Subject: '物理', classGuid: 'c3' }];
    const taught = classesTaughtIn(infos, '数学', false);
    const grades = gradesForSubject([A7, A8, G1], periods, '数学', GRADES, taught);
    expect(grades).toEqual([{ gradeCode: 'A7', gradeName: '七年级', clazzes: [{ classGuid: 'c1', name: '七年级1班' }] }]);
    // An administrator assigns any class; an edited homework keeps the classes it went to.
    expect(classesTaughtIn(infos, '数学', true)).toBeNull();
    expect([...classesTaughtIn(infos, '数学', false, ['c3'])!]).toEqual(['c1', 'c3']);
  });
});
