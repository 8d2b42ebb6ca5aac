/**
 * The 答卷分析 PDF (spec 03 §2.2 jobpaper, §4): the whole tab as one printable HTML document for the shared Chromium
 * renderer. Bars are drawn with CSS widths, so the PDF needs no chart library and its text stays text.
 */
import type {
  TItemStatistics,
  TKnowledgeAnalysisRow,
  TObjectiveAnalysisRow,
  TObjectiveOptionRow,
  TQuestionAnalysis,
  TSubjectiveAnalysisRow,
} from '../contracts/work-answer.js';
import type { TTableHeader } from '../contracts/exam.js';

export interface AnalysisPdfInput {
  workName: string;
  classLabel: string;
  knowledge: readonly TKnowledgeAnalysisRow[];
  objective: readonly TObjectiveAnalysisRow[];
  options: readonly TObjectiveOptionRow[];
  subjective: readonly TSubjectiveAnalysisRow[];
  table: TQuestionAnalysis;
  statistics: TItemStatistics;
}

const esc = (s: string | number | null | undefined): string =>
  String(s ?? '').replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const pct = (r: number) => (r < 0 ? '--' : `${Math.round(r * 10_000) / 100}%`);
const bar = (r: number) => (r < 0 ? '--' : `<div class="bar"><i style="width:${Math.max(0, Math.min(100, r * 100))}%"></i><span>${pct(r)}</span></div>`);

function table(headers: readonly string[], rows: ReadonlyArray<ReadonlyArray<string>>): string {
  if (rows.length === 0) return '<p class="empty">暂无数据</p>';
  const head = headers.map((h) => `<th>${esc(h)}</th>`).join('');
  const body = rows.map((r) => `<tr>${r.map((c) => `<td>${c}</td>`).join('')}</tr>`).join('');
  return `<table><thead><tr>${head}</tr></thead><tbody>${body}</tbody></table>`;
}

/** Leaf columns of nested headers, in order, each with its full title (e.g. 单选题 第1题（2分）). */
function leaves(headers: readonly TTableHeader[], prefix = ''): Array<{ title: string; prop: string }> {
  return headers.flatMap((h) => (h.Children ? leaves(h.Children, `${prefix}${h.Title} `) : h.Prop ? [{ title: `${prefix}${h.Title}`, prop: h.Prop }] : []));
}

export const ANALYSIS_PDF_CSS = `
h1{font-size:20px;margin:0 0 4px}h2{font-size:16px;margin:18px 0 8px;border-left:4px solid #1677ff;padding-left:8px}
.meta{color:#555;margin-bottom:8px}table{width:100%;border-collapse:collapse;font-size:11px;page-break-inside:auto}
th,td{border:1px solid #bbb;padding:3px 5px;text-align:left}th{background:#f0f5ff}tr{page-break-inside:avoid}
.bar{position:relative;background:#f0f0f0;height:14px;min-width:90px}.bar i{position:absolute;left:0;top:0;bottom:0;background:#91caff}
.bar span{position:relative;padding-left:4px;font-size:10px}.right{color:#389e0d;font-weight:700}.flag{color:#cf1322}.empty{color:#888}
ul{margin:4px 0;padding-left:20px}`;

/** The document the pdf.render job prints: every part of the tab in the order the screen shows them. */
export function analysisPdfDocument(input: AnalysisPdfInput): { html: string; css: string; title: string } {
  const title = `答卷分析-${input.workName}`;
  const h = input.statistics.homework;
  const leafColumns = leaves(input.table.Header);
  const parts = [
    `<h1>${esc(title)}</h1><div class="meta">班级：${esc(input.classLabel)}　提交人数：${h.students}　平均分：${h.mean}　标准差：${h.sd}　信度α：${h.alpha ?? '--'}　测量标准误：${h.sem ?? '--'}</div>`,
    '<h2>知识点分析</h2>',
    table(['知识点', '分值', '分值占比', '班级均分', '班级得分率', '对应题号'], input.knowledge.map((k) => [
      esc(k.KnowledgeName), esc(k.FullScore), pct(k.ScorePercentage), esc(k.ClassAvg), bar(k.ClassRate), esc(k.CorrespondingTh),
    ])),
    '<h2>客观题分析</h2>',
    table(['题号', '分值', '班级得分率', '正确答案', '易错答案'], input.objective.map((o) => [
      esc(o.Th), esc(o.Score), bar(o.ClassRate), esc(o.RightAnswer), esc(o.ErrorAnswer || '--'),
    ])),
    '<h2>选项分析</h2>',
    table(['题号', '正确答案', '各选项人数（占比）', '未作答'], input.options.map((o) => [
      esc(o.Th), esc(o.RightAnswer),
      o.Options.map((x) => `<span class="${x.IsRight ? 'right' : ''}">${esc(x.Option)}：${x.Count}人（${pct(x.Rate)}）</span>`).join('　'),
      esc(o.Unanswered),
    ])),
    '<h2>主观题分析</h2>',
    table(['题号', '分值', '班级得分率', '得分率低于40%', '40%至60%', '60%至80%', '80%及以上'], input.subjective.map((s) => [
      esc(s.Th), esc(s.Score), bar(s.ClassRate), pct(s.Rate40), pct(s.Rate60), pct(s.Rate80), pct(s.Rate100),
    ])),
    '<h2>试题质量</h2>',
    h.verdicts.length > 0 ? `<ul>${h.verdicts.map((v) => `<li>${esc(v)}</li>`).join('')}</ul>` : '',
    table(['题号', '结论', '难度P', '区分度D', '区分度等级', '吸引高分学生的选项'], input.statistics.questions.map((q) => [
      esc(q.th), esc(q.verdicts.join('；') || '--'), esc(q.difficulty), esc(q.discrimination ?? '--'), esc(q.band ?? '--'),
      `<span class="flag">${esc(q.options.filter((o) => o.attractsStrong).map((o) => o.option).join('、'))}</span>`,
    ])),
    '<p class="meta">难度P＝平均分÷满分；区分度D＝（前27%学生平均分－后27%学生平均分）÷满分；信度α＝题数÷（题数－1）×（1－各题方差之和÷总分方差）；测量标准误＝标准差×√（1－α）。</p>',
    '<h2>小题得分</h2>',
    table(leafColumns.map((c) => c.title), input.table.Items.map((row) => leafColumns.map((c) => esc(row[c.prop] ?? '--')))),
  ];
  return { html: parts.join('\n'), css: ANALYSIS_PDF_CSS, title };
}
