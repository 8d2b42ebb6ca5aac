import type { TPaperDetail, TPaperItem } from '@zuoyeben/shared';

const item = (n: number, overrides: Partial<TPaperItem> = {}): TPaperItem => ({
  itemGuid: `11111111-1111-4111-8111-${String(n).padStart(12, '0')}`, itemVersion: 1, itemTypeGuid: 1, itemTypeName: '单选题',
  stem: `<p>第${n}题：$x+${n}=0$ 的解是（　）</p>`, options: [{ label: 'A', text: `$-${n}$` }, { label: 'B', text: `$${n}$` }],
  answer: ['A'], subItems: null, explanation: '移项即得。', difficulty: 2, difficultyName: '较易', knowledges: [], knowledgeNames: ['一元一次方程的解法'],
  provinceCodes: [], provinceName: '', scoreRate: null, schoolRate: null, discrimination: null, useCount: 0, isCollection: false, inBasket: false,
  source: 100, sourceName: '七天题库', year: 2026, gradeCode: 'A7', gradeName: '七年级', period: 'C', km: '数学', score: 3, ...overrides,
});

/** 王丽's paper of three questions in two sections (单选题 2 × 3 分, 解答题 1 × 8 分). */
export function buildPaperDetail(overrides: Partial<TPaperDetail> = {}): TPaperDetail {
  return {
    paperGuid: '22222222-2222-4222-8222-222222222222', name: '一元一次方程 课堂小测', period: 'C', km: '数学', gradeCode: 'A7', gradeName: '七年级',
    source: 4, itemCount: 3, totalScore: 14, structureStatus: 1, isAi: false,
    groups: [
      { itemTypeGuid: 1, itemTypeName: '单选题', total: 2, score: 6, list: [item(1), item(2)] },
      { itemTypeGuid: 5, itemTypeName: '解答题', total: 1, score: 8,
        list: [item(3, { itemTypeGuid: 5, itemTypeName: '解答题', options: [], score: 8, difficulty: 3, difficultyName: '中等' })] },
    ],
    creatorPhone: '13800000001', creatorName: '王丽', isCollection: false, answerLackNumbers: [], manual: null, isClickable: true,
    paperType: 1, sideType: 1, ...overrides,
  };
}
