import { describe, expect, it } from 'vitest';
import { parsePaperBlocks, sectionOf, type ImportBlock, type ImportedQuestion } from './paper-import.js';

const p = (html: string): ImportBlock => ({ kind: 'p', html });
const lines = (text: string) => text.trim().split('\n').map((l) => p(l.trim()));
const byNo = (qs: ImportedQuestion[], no: number) => qs.find((q) => q.no === no)!;

describe('sectionOf', () => {
  it('reads the name, the type and the score of each question from a heading', () => {
    expect(sectionOf('一、选择题（本大题共10小题，每小题3分，共30分）')).toEqual({ name: '选择题', type: 1, scoreEach: 3 });
    expect(sectionOf('二．填空题')).toEqual({ name: '填空题', type: 4, scoreEach: null });
    expect(sectionOf('三、解答题：')).toMatchObject({ name: '解答题', type: 5 });
    expect(sectionOf('四、多项选择题（每题4分）')).toMatchObject({ type: 2, scoreEach: 4 });
    expect(sectionOf('1. 选择题')).toBeNull();
  });
});

describe('parsePaperBlocks', () => {
  it('reads numbered questions with inline options and an answer section at the end', () => {
    const paper = parsePaperBlocks(lines(`
      七年级数学期中试卷
      考试时间：90分钟
      一、选择题（每小题3分）
      1．下列各数中最小的是（　　）
      A．-2　B．0　C．1　D．3
      2．计算 $\\frac{1}{2}+\\frac{1}{2}$ 的结果是（　　）A．1 B．2 C．$\\frac{1}{4}$ D．0
      3．下列说法正确的是（　　）
      A．甲
      B．乙
      C．丙
      D．丁
      二、填空题（每小题4分）
      4．$3+4=$____，$2\\times 3=$____．
      三、解答题
      5．（10分）解方程 $2x+1=5$．
      参考答案
      1-3 ACB
      4．7；6
      5．【答案】$x=2$【解析】移项得 $2x=4$，
      所以 $x=2$．
    `));
    expect(paper.title).toBe('七年级数学期中试卷');
    expect(paper.skipped.map((s) => s.source)).toEqual(['<p>考试时间：90分钟</p>']);
    expect(paper.problems).toEqual([]);
    expect(paper.questions.map((q) => [q.no, q.type, q.score, q.answer])).toEqual([
      [1, 1, 3, ['A']], [2, 1, 3, ['C']], [3, 1, 3, ['B']], [4, 4, 4, ['7', '6']], [5, 5, 10, ['$x=2$']],
    ]);
    expect(byNo(paper.questions, 1)).toMatchObject({ stem: '下列各数中最小的是（　　）', options: [{ label: 'A', text: '-2' }, { label: 'B', text: '0' }, { label: 'C', text: '1' }, { label: 'D', text: '3' }] });
    expect(byNo(paper.questions, 2).stem).toBe('计算 $\\frac{1}{2}+\\frac{1}{2}$ 的结果是（　　）');
    expect(byNo(paper.questions, 2).options[2]).toEqual({ label: 'C', text: '$\\frac{1}{4}$' });
    expect(byNo(paper.questions, 3).options.map((o) => o.text)).toEqual(['甲', '乙', '丙', '丁']);
    expect(byNo(paper.questions, 5)).toMatchObject({ stem: '解方程 $2x+1=5$．', explanation: '<p>移项得 $2x=4$，</p><p>所以 $x=2$．</p>' });
    expect(byNo(paper.questions, 5).source).toContain('5．【答案】');
  });

  it('takes inline 【答案】 and 【解析】, multiple answers and true/false answers', () => {
    const { questions, problems } = parsePaperBlocks(lines(`
      1. 下列是偶数的有（ ）
      A. 2 B. 3 C. 4 D. 5
      【答案】AC
      【解析】2 和 4 能被 2 整除。
      2. 0 是自然数。（ ）
      【答案】√
      3. 一个长方形的长是 5，宽是 3，面积是多少？
      答案：15
    `));
    expect(problems).toEqual([]);
    expect(questions.map((q) => [q.type, q.answer])).toEqual([[2, ['A', 'C']], [3, ['对']], [5, ['15']]]);
    expect(questions[0]!.explanation).toBe('2 和 4 能被 2 整除。');
  });

  it('reads several answers on one line', () => {
    const { questions } = parsePaperBlocks(lines(`
      一、选择题
      1．甲（ ）A．a B．b
      2．乙（ ）A．a B．b
      3．丙（ ）A．a B．b
      答案
      1.A 2.B 3.A
    `));
    expect(questions.map((q) => q.answer[0])).toEqual(['A', 'B', 'A']);
  });

  it('names malformed questions as problems instead of importing them, and keeps the rest', () => {
    const { questions, problems } = parsePaperBlocks(lines(`
      一、选择题
      1．甲（ ）A．a B．b C．c D．d
      2．乙（ ）A．a B．b B．c D．d
      3．丙（ ）
      4．（3分）
      A．a B．b
      3．丁 A．a B．b
    `));
    expect(questions.map((q) => q.no)).toEqual([1]);
    expect(problems.map((x) => [x.no, x.message])).toEqual([
      [2, '选项字母不连续或重复（A、B、B、D），无法拆分选项'],
      [3, '选择题没有识别到选项（A、B、C、D）'],
      [4, '题干为空'],
      [3, '题号 3 重复或顺序不对（上一题是第 4 题）'],
    ]);
    expect(problems[0]!.source).toBe('<p>2．乙（ ）A．a B．b B．c D．d</p>');
  });

  it('names an answer without its question and a gap in the numbering', () => {
    const { problems, questions } = parsePaperBlocks(lines(`
      1．甲是什么？
      3．乙是什么？
      参考答案
      1．甲
      3．乙
      7．丙
    `));
    expect(questions.map((q) => q.answer)).toEqual([['甲'], ['乙']]);
    expect(problems.map((x) => x.message)).toEqual(['缺少第 2 题', '答案部分的第 7 题没有对应的题目']);
  });

  it('warns about a missing answer and a fill-in whose answers do not match its blanks', () => {
    const { questions } = parsePaperBlocks(lines(`
      二、填空题
      1．____和____是相反数．
      【答案】2；-2；0
      2．$1+1=$____．
    `));
    expect(questions[0]!.warnings).toEqual(['题干有 2 个空，找到 3 个答案，请核对']);
    expect(questions[1]!.warnings).toEqual(['没有找到答案，请补充']);
  });

  it('keeps pictures and tables in the stem and treats Word\'s automatic numbering as the next number', () => {
    const { questions } = parsePaperBlocks([
      { kind: 'p', html: '如图，求阴影部分的面积．', auto: true },
      { kind: 'p', html: '<img src="/api/Upload/File/abc" alt="">' },
      { kind: 'table', html: '<table><tr><td>1</td></tr></table>' },
      { kind: 'p', html: '【答案】4' },
    ]);
    expect(questions[0]).toMatchObject({
      no: 1,
      type: 5,
      stem: '<p>如图，求阴影部分的面积．</p><p><img src="/api/Upload/File/abc" alt=""></p><p><table><tr><td>1</td></tr></table></p>',
    });
  });

  it('does not split options at letters inside formulas or pictures', () => {
    const { questions } = parsePaperBlocks(lines(`
      1．已知 $A. B$ 两点 <img src="/x/A.png" alt="">，则（ ）
      A．1 B．2
      【答案】B
    `));
    expect(questions[0]!.stem).toContain('$A. B$');
    expect(questions[0]!.options).toHaveLength(2);
  });
});
