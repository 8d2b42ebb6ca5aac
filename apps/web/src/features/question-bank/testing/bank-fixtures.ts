import type { TBankItem, TBasket } from '@zuoyeben/shared';

/** A junior-maths single-choice question as the list answers it. */
export function buildBankItem(overrides: Partial<TBankItem> = {}): TBankItem {
  return {
    itemGuid: '11111111-1111-4111-8111-111111111111',
    itemVersion: 1,
    itemTypeGuid: 1,
    itemTypeName: '单选题',
    stem: '<p>若 $x^2=4$，则 $x$ 的值是（　）</p>',
    options: [
      { label: 'A', text: '$2$' },
      { label: 'B', text: '$-2$' },
      { label: 'C', text: '$\\pm 2$' },
      { label: 'D', text: '$4$' },
    ],
    answer: ['C'],
    subItems: null,
    explanation: '因为 $(\\pm 2)^2=4$，所以选 C。',
    difficulty: 2,
    difficultyName: '较易',
    knowledges: [],
    knowledgeNames: ['平方根'],
    provinceCodes: ['110000'],
    provinceName: '北京',
    scoreRate: null,
    schoolRate: null,
    discrimination: null,
    useCount: 3,
    isCollection: false,
    inBasket: false,
    source: 100,
    sourceName: '七天题库',
    year: 2024,
    gradeCode: 'A8',
    gradeName: '八年级',
    period: 'C',
    km: '语文',
    ...overrides,
  };
}

/** A basket holding the given items as single-choice questions. */
export function buildBasket(itemGuids: string[]): TBasket {
  if (itemGuids.length === 0) return { groups: [], total: 0, totalScore: 0, difficulty: null };
  const items = itemGuids.map((itemGuid) => ({ itemGuid, itemVersion: 1, itemTypeGuid: 1, score: 1, difficulty: 2, answerAreaHeight: null,
    stem: `<p>试题 ${itemGuid.slice(-4)}：若 $x^2=4$，则 $x=$____</p>` }));
  return {
    groups: [{ itemTypeGuid: 1, itemTypeName: '单选题', total: items.length, score: items.length, items }],
    total: items.length,
    totalScore: items.length,
    difficulty: { value: 0.75, level: 1, name: '容易' },
  };
}
