import { describe, expect, it } from 'vitest';
import { addAllRefusal } from './add-all-check';

const paper = { period: 'C', km: '数学', isClickable: true, answerLackNumbers: [] as number[] };
const scope = { period: 'C' as const, km: '数学' };

describe('addAllRefusal', () => {
  it('lets a usable paper of the chosen period and subject with all answers through', () => {
    expect(addAllRefusal(paper, scope)).toBeNull();
  });
  it("refuses another period or subject with the spec's words", () => {
    expect(addAllRefusal(paper, { period: 'G', km: '数学' })).toBe('当前试卷科目与页面右上角「学段、科目」不一致，请切换学段、科目');
    expect(addAllRefusal(paper, { period: 'C', km: '物理' })).toBe('当前试卷科目与页面右上角「学段、科目」不一致，请切换学段、科目');
    expect(addAllRefusal(paper, null)).not.toBeNull();
  });
  it('refuses missing answers, and first of all a paper held by manual handling', () => {
    expect(addAllRefusal({ ...paper, answerLackNumbers: [2] }, scope)).toBe('试卷中存在答案缺失，请补充答案，否则将无法使用试题~');
    expect(addAllRefusal({ ...paper, isClickable: false, answerLackNumbers: [2] }, { period: 'G', km: 'x' }))
      .toBe('该试卷正在人工处理中，暂不可用，处理完成后即可使用');
  });
});
