import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ItemEditorMessages as M, type TItemInfo } from '@zuoyeben/shared';
import { fakeApi } from '@/app/testing/fake-api';
import { renderAt } from '@/app/testing/render-at';
import { QuestionEditorPage } from './question-editor-page';

afterEach(() => vi.unstubAllGlobals());

const ITEM = '11111111-1111-4111-8111-111111111111';
const KNOWLEDGE = '22222222-2222-4222-8222-222222222222';

function buildItemInfo(overrides: Partial<TItemInfo> = {}): TItemInfo {
  return {
    itemGuid: ITEM, itemVersion: 3, itemTypeGuid: 1, itemTypeName: '单选题', stem: '方程 $3x-2=7$ 的解是（　　）',
    options: [{ label: 'A', text: '$x=1$' }, { label: 'B', text: '$x=2$' }, { label: 'C', text: '$x=3$' }],
    answer: ['C'], subItems: null, explanation: '移项得 $3x=9$。', difficulty: 2, source: 200, sourceName: '校本题库', year: 2026,
    gradeCode: 'A7', provinceCodes: [], period: 'C', km: '数学',
    primaryKnowledge: { guid: KNOWLEDGE, name: '一元一次方程的解法' }, otherKnowledges: [], chapter: null, canEdit: true, canDelete: true,
    ...overrides,
  };
}

function fakeEditor(item: TItemInfo = buildItemInfo()) {
  return fakeApi({
    '/api/QuestionBank/Knowledges': { status: 200, data: { list: [{ guid: KNOWLEDGE, name: '一元一次方程的解法', childList: [] }] } },
    '/api/QuestionBank/Textbooks': { status: 200, data: { list: [] } },
    '/api/QuestionBank/ItemInfo': { status: 200, data: item },
    '/api/QuestionBank/SaveItem': { status: 200, message: '保存成功', data: { itemGuid: ITEM, itemVersion: item.itemVersion + 1, source: 200 } },
    '/api/QuestionBank/Corrections/Fixed': { status: 200, message: '已标记为已修正', data: null },
  });
}

const completeness = () => screen.getByRole('status', { name: '完整性检查' });
const preview = () => screen.getByRole('region', { name: '试题预览' });
const type = (name: string, text: string) => fireEvent.change(screen.getByRole('textbox', { name }), { target: { value: text } });

describe('the question editor', () => {
  it('lists what a new item still lacks, and the list shrinks as it is filled in', async () => {
    fakeEditor();
    renderAt(<QuestionEditorPage />, '/questionEditor?source=300&period=C&km=数学');
    const list = await screen.findByRole('status', { name: '完整性检查' });
    expect(within(list).getByText(M.typeRequired)).toBeTruthy();
    expect(within(list).getByText(M.stemRequired)).toBeTruthy();
    expect(within(list).getByText(M.primaryKnowledge)).toBeTruthy();
    expect(screen.getByRole('heading', { name: '新建试题' })).toBeTruthy();

    type('题干', '计算 $1+1$ 的值：____');
    await waitFor(() => expect(within(completeness()).queryByText(M.stemRequired)).toBeNull());
    expect(within(completeness()).getByText(M.typeRequired)).toBeTruthy();
  });

  it('offers a maths teacher the types of maths, and an English teacher the language types too', async () => {
    // The dropdown's options as drawn (antd's accessible list holds only the ones near the active one).
    const offered = () => [...document.querySelectorAll('.ant-select-item-option')].map((o) => o.getAttribute('title'));
    fakeEditor();
    const { unmount } = renderAt(<QuestionEditorPage />, '/questionEditor?source=300&period=C&km=数学');
    await userEvent.click(await screen.findByRole('combobox', { name: '题型' }));
    await waitFor(() => expect(offered()).toContain('解答题'));
    for (const name of ['阅读理解', '完形填空', '听力', '七选五']) expect(offered()).not.toContain(name);
    unmount();
    fakeEditor();
    renderAt(<QuestionEditorPage />, '/questionEditor?source=300&period=C&km=语文');
    await userEvent.click(await screen.findByRole('combobox', { name: '题型' }));
    await waitFor(() => expect(offered()).toContain('阅读理解'));
    expect(offered()).not.toContain('七选五');
  });

  it('typesets the stem and options with KaTeX in the live preview', async () => {
    fakeEditor();
    renderAt(<QuestionEditorPage />, '/questionEditor?source=200&period=C&km=数学&itemTypeName=单选题');
    await screen.findByRole('textbox', { name: '选项A' });
    type('题干', '已知 $x=\\frac{1}{2}$，则 $2x$ 的值是（　　）');
    type('选项A', '$\\sqrt{2}$');
    await waitFor(() => expect(preview().querySelectorAll('.katex').length).toBe(3));
    expect(preview().querySelector('.katex-mathml annotation')?.textContent).toBe('x=\\frac{1}{2}');
    expect(preview().textContent).toContain('A.');
  });

  it('names a formula KaTeX cannot typeset among the problems and marks it in the preview', async () => {
    fakeEditor();
    renderAt(<QuestionEditorPage />, '/questionEditor?source=200&period=C&km=数学&itemTypeName=单选题');
    await screen.findByRole('textbox', { name: '选项A' });
    type('选项B', '$\\frac{1}{$');
    await waitFor(() => expect(within(completeness()).getByText(M.formulaError('选项B', '\\frac{1}{'))).toBeTruthy());
    expect(within(preview()).getByText('渲染错误')).toBeTruthy();
  });

  it('asks for a blank marker in a fill-in and gives one answer box per blank', async () => {
    fakeEditor();
    renderAt(<QuestionEditorPage />, '/questionEditor?source=300&period=C&km=数学&itemTypeName=填空题');
    await screen.findByRole('textbox', { name: '题干' });
    type('题干', '$3+4=$');
    await waitFor(() => expect(within(completeness()).getByText(M.blankMarker)).toBeTruthy());
    await userEvent.click(screen.getByRole('button', { name: /填空横线/ }));
    expect(await screen.findByRole('textbox', { name: '第1空答案' })).toBeTruthy();
    expect(within(completeness()).queryByText(M.blankMarker)).toBeNull();
    expect((screen.getByRole('textbox', { name: '题干' }) as HTMLTextAreaElement).value).toBe('$3+4=$____');
  });

  it('moves later options up a letter when one is removed, and keeps multiple-choice letters in order', async () => {
    fakeEditor();
    renderAt(<QuestionEditorPage />, '/questionEditor?source=300&period=C&km=数学&itemTypeName=多选题');
    await screen.findByRole('textbox', { name: '选项A' });
    ['甲', '乙', '丙', '丁'].forEach((text, i) => type(`选项${'ABCD'[i]}`, text));
    const answers = screen.getByRole('group', { name: '正确答案' });
    await userEvent.click(within(answers).getByRole('button', { name: 'D' }));
    await userEvent.click(within(answers).getByRole('button', { name: 'B' }));
    await userEvent.click(screen.getByRole('button', { name: '删除选项A' }));
    expect((screen.getByRole('textbox', { name: '选项A' }) as HTMLTextAreaElement).value).toBe('乙');
    expect(screen.queryByRole('textbox', { name: '选项D' })).toBeNull();
    const pressed = within(screen.getByRole('group', { name: '正确答案' })).getAllByRole('button', { pressed: true }).map((b) => b.textContent);
    expect(pressed).toEqual(['A', 'C']);
  });

  it('saves an existing item as its next version and reports the correction it fixes', async () => {
    const api = fakeEditor();
    renderAt(<QuestionEditorPage />, `/questionEditor?itemGuid=${ITEM}&correctionId=7`);
    expect(await screen.findByRole('heading', { name: '编辑试题' })).toBeTruthy();
    expect(screen.getByText('当前版本 v3，保存后为 v4')).toBeTruthy();
    await screen.findByText('试题完整，可以保存');
    type('题干', '方程 $3x-1=8$ 的解是（　　）');
    await userEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
    expect(await screen.findByText(M.saved)).toBeTruthy();
    const save = api.calls.find((c) => c.path === '/api/QuestionBank/SaveItem')!.body;
    expect(save).toMatchObject({ itemGuid: ITEM, itemVersion: 3, source: null, itemTypeGuid: 1, stem: '方程 $3x-1=8$ 的解是（　　）', answer: ['C'],
      gradeCode: 'A7', primaryKnowledgeGuid: KNOWLEDGE, subItems: null });
    await waitFor(() => expect(api.calls.find((c) => c.path === '/api/QuestionBank/Corrections/Fixed')?.body).toEqual({ id: 7, fixedVersion: 4 }));
  });

  it('does not send an incomplete item, and marks the fields', async () => {
    const api = fakeEditor();
    renderAt(<QuestionEditorPage />, '/questionEditor?source=300&period=C&km=数学&itemTypeName=单选题');
    await screen.findByRole('textbox', { name: '选项A' });
    await userEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
    expect((await screen.findAllByText(M.stemRequired)).length).toBeGreaterThan(1);
    expect(api.calls.some((c) => c.path === '/api/QuestionBank/SaveItem')).toBe(false);
  });

  it('shows a platform item read-only to a teacher', async () => {
    fakeEditor(buildItemInfo({ source: 100, sourceName: '七天题库', canEdit: false, canDelete: false }));
    renderAt(<QuestionEditorPage />, `/questionEditor?itemGuid=${ITEM}`);
    expect(await screen.findByText(M.platformEditForbidden)).toBeTruthy();
    expect(screen.getByRole('button', { name: /保\s*存/ }).hasAttribute('disabled')).toBe(true);
  });
});
