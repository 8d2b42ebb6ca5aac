import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from '@/app/testing/fake-api';
import { renderAt } from '@/app/testing/render-at';
import { ItemStatisticsSection } from './item-statistics-section';
import { KnowledgeSection } from './knowledge-section';
import { ObjectiveSection } from './objective-section';
import { OptionSection } from './option-section';
import { QuestionTableSection } from './question-table-section';
import { SubjectiveSection } from './subjective-section';

afterEach(() => {
  vi.unstubAllGlobals();
});

const WORK = '11111111-1111-4111-8111-111111111111';
const option = (Th: number, counts: number[], right: string) => ({
  Th,
  RightAnswer: right,
  Options: counts.map((Count, i) => ({ Option: 'ABCD'[i]!, Count, Rate: Count / 10, IsRight: right.includes('ABCD'[i]!) })),
  Unanswered: 10 - counts.reduce((a, b) => a + b, 0),
  StudentCount: 10,
});

const ITEM_STATISTICS = {
  homework: { students: 10, groupSize: 3, mean: 11.3, sd: 6.58, alpha: 0.82, sem: 2.79, verdicts: ['整份作业的信度高，成绩能稳定反映学生的水平'] },
  questions: [{
    th: 1, fullScore: 2, mean: 1.4, difficulty: 0.7, discrimination: -0.6667, band: '较差', upperMean: 0, lowerMean: 1.33,
    options: [
      { option: 'A', isRight: true, share: 0.5, upperShare: 0, lowerShare: 0.6667, pointBiserial: -0.5, attractsStrong: false },
      { option: 'C', isRight: false, share: 0.3, upperShare: 1, lowerShare: 0, pointBiserial: 0.81, attractsStrong: true },
    ],
    verdicts: ['低分学生反而比高分学生答得好，请检查答案或题目是否有误', '选项C吸引了高分学生'],
  }],
};

function serve() {
  return fakeApi({
    '/api/WorkAnswer/KnowledgeAnalysis': { status: 200, data: [{ KnowledgeName: '有理数', FullScore: 4, ScorePercentage: 0.2, ClassAvg: 2.6, ClassRate: 0.65, CorrespondingTh: '1,2' }] },
    '/api/WorkAnswer/ObjectiveAnalysis': { status: 200, data: [{ Th: 1, Score: 2, ClassRate: 0.7, RightAnswer: 'A', ErrorAnswer: 'B' }, { Th: 2, Score: 2, ClassRate: 1, RightAnswer: 'B', ErrorAnswer: '' }] },
    '/api/WorkAnswer/ObjectiveOptionAnalysis': (body) => {
      const page = (body as { PageIndex: number }).PageIndex;
      return { status: 200, data: { list: page === 1 ? Array.from({ length: 10 }, (_, i) => option(i + 1, [7, 2, 0, 0], 'A')) : [option(11, [1, 8, 1, 0], 'B')], total: 11 } };
    },
    '/api/WorkAnswer/SubjectiveAnalysis': { status: 200, data: [
      { Th: 12, Score: 10, ClassRate: 0.6, Rate40: 0.2222, Rate60: 0.2222, Rate80: 0.2222, Rate100: 0.3333 },
      { Th: 13, Score: 5, ClassRate: -1, Rate40: -1, Rate60: -1, Rate80: -1, Rate100: -1 },
    ] },
    '/api/WorkAnswer/ItemStatistics': { status: 200, data: ITEM_STATISTICS },
    '/api/WorkAnswer/QuestionAnalysis': { status: 200, data: {
      Header: [{ Title: '姓名', Prop: 'name' }, { Title: '班级', Prop: 'className' }, { Title: '总分', Prop: 'total' },
        { Title: '单选题', Children: [{ Title: '第1题（2分）', Prop: 'th1' }] }, { Title: '主观题', Children: [{ Title: '第13题（5分）', Prop: 'th13' }] }],
      Items: [{ name: '李雷', className: '七年级1班', total: 20, th1: 2, th13: null }],
      total: 1,
    } },
  });
}

const rowOf = (table: HTMLElement, text: string) => within(table).getByText(text).closest('tr')!;
const cells = (row: HTMLElement) => within(row).getAllByRole('cell').map((c) => c.textContent);

describe('答卷分析 tab', () => {
  it('shows knowledge points and objective questions with their bar charts', async () => {
    const api = serve();
    renderAt(<><KnowledgeSection ruCode="RU10001" workGuid={WORK} classCode="A701" /><ObjectiveSection ruCode="RU10001" workGuid={WORK} classCode="A701" /></>, '/');
    const knowledge = await screen.findByRole('table', { name: '知识点分析' });
    expect(cells(rowOf(knowledge, '有理数'))).toEqual(['有理数', '4', '20%', '2.6', '65%', '1,2']);
    const objective = await screen.findByRole('table', { name: '客观题分析' });
    expect(cells(within(objective).getAllByRole('row')[2]!)).toEqual(['2', '2', '100%', 'B', '--']);
    for (const label of ['知识点得分率柱状图', '客观题得分率柱状图']) {
      expect(screen.getByRole('img', { name: label }).querySelector('svg')).not.toBeNull();
    }
    expect(api.calls.find((c) => c.path === '/api/WorkAnswer/KnowledgeAnalysis')?.body).toEqual({ RuCode: 'RU10001', WorkGuid: WORK, ClassCode: 'A701' });
  }, 60_000);

  it('shows subjective questions with -1 as -- and the per-question score table', async () => {
    const api = serve();
    renderAt(<><SubjectiveSection ruCode="RU10001" workGuid={WORK} classCode="A701" /><QuestionTableSection ruCode="RU10001" workGuid={WORK} classCode="A701" /></>, '/');
    const subjective = await screen.findByRole('table', { name: '主观题分析' });
    expect(cells(within(subjective).getAllByRole('row')[1]!)).toEqual(['12', '10', '60%', '22.22%', '22.22%', '22.22%', '33.33%']);
    expect(cells(within(subjective).getAllByRole('row')[2]!)).toEqual(['13', '5', '--', '--', '--', '--', '--']);
    expect(screen.getByRole('img', { name: '主观题得分分布柱状图' }).querySelector('svg')).not.toBeNull();
    const table = await screen.findByRole('table', { name: '小题得分' });
    expect(cells(rowOf(table, '李雷'))).toEqual(['李雷', '七年级1班', '20', '2', '--']);
    expect(api.calls.find((c) => c.path === '/api/WorkAnswer/QuestionAnalysis')?.body).toEqual({ RuCode: 'RU10001', WorkGuid: WORK, classCode: 'A701', PageIndex: 1, PageSize: 10 });
  }, 60_000);

  it('reads the item statistics in words first, the figures with their formulas beside them', async () => {
    serve();
    renderAt(<ItemStatisticsSection ruCode="RU10001" workGuid={WORK} classCode="" />, '/');
    const table = await screen.findByRole('table', { name: '试题质量' });
    expect(within(table).getByText('低分学生反而比高分学生答得好，请检查答案或题目是否有误；选项C吸引了高分学生')).toBeTruthy();
    expect(screen.getByText('整份作业的信度高，成绩能稳定反映学生的水平')).toBeTruthy();
    await userEvent.hover(screen.getByText('0.82'));
    expect(await screen.findByText('信度α＝题数÷（题数－1）×（1－各题得分方差之和÷总分方差）')).toBeTruthy();
    await userEvent.click(within(table).getByRole('button', { name: /展开/ }));
    const options = await screen.findByRole('table', { name: '第1题选项' });
    expect(cells(rowOf(options, '吸引了高分学生'))).toEqual(['C', '30%', '100%', '0%', '0.81', '吸引了高分学生']);
  }, 60_000);

  it('pages the option analysis ten questions at a time, the right options marked', async () => {
    const api = serve();
    renderAt(<OptionSection ruCode="RU10001" workGuid={WORK} classCode="" />, '/');
    const options = await screen.findByRole('table', { name: '选项分析' });
    expect(screen.getByRole('img', { name: '选项分布柱状图' }).querySelector('svg')).not.toBeNull();
    expect(within(options).getAllByRole('row')).toHaveLength(11);
    await userEvent.click(screen.getByRole('listitem', { name: '2' }));
    expect(await within(screen.getByRole('table', { name: '选项分析' })).findByText('B：8人（80%）')).toBeTruthy();
    expect(api.calls.filter((c) => c.path === '/api/WorkAnswer/ObjectiveOptionAnalysis').map((c) => (c.body as { PageIndex: number }).PageIndex)).toEqual([1, 2]);
  }, 60_000);
});
