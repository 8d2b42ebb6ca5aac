import { itemTypeInfo } from '../enums/question.js';
import {
  DEFAULT_ANSWER_AREA_HEIGHT,
  PaperSheets,
  PaperType,
  StructureStatus,
  type PaperPrintSettings,
} from '../enums/paper-layout.js';
import { toChineseNumeral } from './chinese-numeral.js';
import { hasAnswerArea } from './paper-layout.js';

/**
 * One layout of a paper as it prints, shared by the layout page (WYSIWYG preview) and the PDF renderer, so that the
 * screen and the PDF never disagree. Rich text (stems, options, answers, explanations with `$…$` TeX) is turned into
 * safe HTML by the caller's `renderRich` (web: renderRichText; server: KaTeX + the server sanitiser); everything else
 * is escaped here.
 */

/** Turns stored rich text into HTML that is safe to insert (formulas typeset, markup sanitised). */
export type RenderRich = (text: string) => string;

export interface PrintOption {
  label: string;
  text: string;
}
/** A part of a group question (阅读理解 …): its own stem, options and answer. */
export interface PrintSubItem {
  /** The sub-question's own type (SUB_ITEM_TYPES); decides its answer area. */
  type: number;
  stem: string;
  options: PrintOption[];
  answer: string[];
  explanation?: string;
}
export interface PrintItem {
  /** Item type code (enums/question): decides objective/subjective, and so whether an answer area is printed. */
  type: number;
  stem: string;
  options: PrintOption[];
  answer: string[];
  explanation: string;
  score: number;
  /** Answer-area height in px (96 dpi); null = DEFAULT_ANSWER_AREA_HEIGHT. */
  answerAreaHeight: number | null;
  subItems?: PrintSubItem[] | null;
}
export interface PrintGroup {
  /** The section's name without its numeral (单选题); the numeral (一、) is added here from its position. */
  name: string;
  items: PrintItem[];
}
export interface PrintPaper {
  title: string;
  /** A line under the title (subject, grade…); optional. */
  subtitle?: string;
  groups: PrintGroup[];
}

/** What a renderer needs: the body HTML, its CSS, and the sheet (the PdfRenderer's PdfDocument fields). */
export interface PrintDocument {
  title: string;
  html: string;
  css: string;
  format: 'A4' | 'A3';
  landscape: boolean;
  margin: string;
}

const escapeHtml = (s: string): string =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** A score as printed: whole numbers plain, halves with one decimal (2.5分). */
const scoreText = (n: number) => `${Number.isInteger(n) ? n : Number(n.toFixed(1))}分`;

export const isObjectiveType = (type: number): boolean => itemTypeInfo(type)?.isObjective ?? false;


/** A section name without a numeral it was saved with (一、单选题 → 单选题): the numeral comes from its position. */
export const bareSectionName = (name: string): string => name.replace(/^\s*[一二三四五六七八九十百]+\s*[、.．]\s*/, '').trim();

/** The heading of the n-th section (1-based): 一、单选题（共5题，共15分） */
export function groupHeading(n: number, group: PrintGroup): string {
  const total = group.items.reduce((s, i) => s + i.score, 0);
  return `${toChineseNumeral(n)}、${bareSectionName(group.name)}（共${group.items.length}题，共${scoreText(total).replace('分', '')}分）`;
}

/** How many question numbers an item takes: each sub-question of a group counts as one (spec 02 §9). */
export const questionCount = (item: Pick<PrintItem, 'subItems'>): number => Math.max(1, item.subItems?.length ?? 0);

/**
 * Items are numbered straight through the paper (1, 2, 3 … across sections), as the answer card numbers them; `no`
 * is an item's first number.
 */
export function numberItems(paper: PrintPaper): { group: PrintGroup; groupNo: number; items: { no: number; item: PrintItem }[] }[] {
  let next = 1;
  return paper.groups.map((group, g) => ({
    group,
    groupNo: g + 1,
    items: group.items.map((item) => {
      const no = next;
      next += questionCount(item);
      return { no, item };
    }),
  }));
}

/** The CSS of a printed paper for the settings: sheet width and columns, font size and line height. */
export function paperPrintCss(settings: PaperPrintSettings): string {
  const sheet = PaperSheets[settings.sideType];
  const contentWidthMm = sheet.widthMm - 2 * sheet.marginMm;
  return `
.zyb-paper{box-sizing:border-box;width:${contentWidthMm}mm;font-size:${settings.fontSize}px;line-height:${settings.lineHeight};color:#000;
  column-count:${sheet.columns};column-gap:${sheet.columnGapMm}mm;${sheet.columns > 1 ? 'column-rule:0.3mm dashed #999;' : ''}column-fill:auto}
.zyb-paper *{box-sizing:border-box}
.zyb-paper .zp-head{column-span:all;text-align:center;margin-bottom:4mm}
.zyb-paper .zp-title{font-size:1.45em;font-weight:700;margin:0 0 1mm}
.zyb-paper .zp-subtitle{font-size:0.95em;margin:0}
.zyb-paper .zp-student{margin-top:2mm;font-size:0.95em;letter-spacing:0.05em}
.zyb-paper .zp-group-title{font-weight:700;margin:3mm 0 1.5mm;break-after:avoid}
.zyb-paper .zp-item{margin:0 0 2.5mm;break-inside:avoid-column}
.zyb-paper .zp-stem p{margin:0;display:inline}
.zyb-paper .zp-no{font-weight:400}
.zyb-paper .zp-score{color:#333}
.zyb-paper .zp-options{display:grid;grid-template-columns:repeat(auto-fit,minmax(40mm,1fr));column-gap:4mm;margin:0.5mm 0 0 1.5em}
.zyb-paper .zp-option p{margin:0;display:inline}
.zyb-paper .zp-group-item{break-inside:auto}
.zyb-paper .zp-sub{margin:1mm 0 0 1em}
.zyb-paper .zp-area{border:0.3mm solid #000;margin:1.5mm 0 0;break-inside:avoid}
.zyb-paper .zp-key{margin:1mm 0 0;padding:1mm 2mm;border-left:0.8mm solid #888;background:#f4f4f4}
.zyb-paper .zp-key p{margin:0;display:inline}
.zyb-paper .zp-key-label{font-weight:700}
.zyb-paper .zp-key-item{display:flex;gap:1mm;align-items:flex-start}
.zyb-paper .zp-key-item>.zp-key{flex:1;margin:0}
.zyb-paper img,.zyb-paper svg{max-width:100%;vertical-align:middle}
.zyb-paper .katex{font-size:1.05em}
`;
}

function optionsHtml(options: readonly PrintOption[], renderRich: RenderRich): string {
  if (options.length === 0) return '';
  const cells = options.map((o) => `<div class="zp-option">${escapeHtml(o.label)}．${renderRich(o.text)}</div>`).join('');
  return `<div class="zp-options">${cells}</div>`;
}

/** An answer as printed: objective answers are option letters (A、C), others rich text. */
function answerHtml(type: number, answer: readonly string[], renderRich: RenderRich): string {
  if (answer.length === 0) return '略';
  return isObjectiveType(type) ? escapeHtml(answer.join('、')) : answer.map((a) => renderRich(a)).join('；');
}

function keyHtml(item: PrintItem, no: number, renderRich: RenderRich): string {
  const parts: string[] = [];
  if (item.subItems?.length) {
    item.subItems.forEach((s, i) => parts.push(`${no + i}．${answerHtml(s.type, s.answer, renderRich)}`));
  } else {
    parts.push(answerHtml(item.type, item.answer, renderRich));
  }
  const explanation = item.explanation.trim() ? renderRich(item.explanation) : '略';
  return `<div class="zp-key"><div><span class="zp-key-label">【答案】</span>${parts.join(' ')}</div><div><span class="zp-key-label">【解析】</span>${explanation}</div></div>`;
}

function itemHtml(no: number, item: PrintItem, settings: PaperPrintSettings, renderRich: RenderRich): string {
  const combined = settings.structureStatus !== StructureStatus.Separate;
  const height = item.answerAreaHeight ?? DEFAULT_ANSWER_AREA_HEIGHT;
  const areaOf = (type: number, h: number) => (combined && hasAnswerArea(type) ? `<div class="zp-area" style="height:${h}px"></div>` : '');
  const key = settings.paperType === PaperType.Teacher ? keyHtml(item, no, renderRich) : '';
  const score = `<span class="zp-score">（${scoreText(item.score)}）</span>`;
  if (item.subItems?.length) {
    // A group: its shared stem unnumbered, then each sub-question with its own number (and area, when subjective).
    const subHeight = Math.round(height / item.subItems.length);
    const subs = item.subItems
      .map((s, i) => `<div class="zp-sub"><div class="zp-stem"><span class="zp-no">${no + i}．</span>${renderRich(s.stem)}</div>${optionsHtml(s.options, renderRich)}${areaOf(s.type, subHeight)}</div>`)
      .join('');
    return `<div class="zp-item zp-group-item" data-no="${no}"><div class="zp-stem">${score}${renderRich(item.stem)}</div>${optionsHtml(item.options, renderRich)}${subs}${key}</div>`;
  }
  return `<div class="zp-item" data-no="${no}"><div class="zp-stem"><span class="zp-no">${no}．</span>${score}${renderRich(item.stem)}</div>${optionsHtml(item.options, renderRich)}${areaOf(item.type, height)}${key}</div>`;
}

function headHtml(paper: PrintPaper, withStudentLine: boolean): string {
  const subtitle = paper.subtitle ? `<p class="zp-subtitle">${escapeHtml(paper.subtitle)}</p>` : '';
  const student = withStudentLine ? '<div class="zp-student">班级：__________　姓名：__________　学号：__________</div>' : '';
  return `<div class="zp-head"><h1 class="zp-title">${escapeHtml(paper.title)}</h1>${subtitle}${student}</div>`;
}

/** The body HTML of the paper (student copy, or teacher copy with answers and explanations after each item). */
export function paperPrintHtml(paper: PrintPaper, settings: PaperPrintSettings, renderRich: RenderRich): string {
  const body = numberItems(paper)
    .map(({ group, groupNo, items }) =>
      `<section class="zp-group"><div class="zp-group-title">${escapeHtml(groupHeading(groupNo, group))}</div>${items.map(({ no, item }) => itemHtml(no, item, settings, renderRich)).join('')}</section>`)
    .join('');
  return `<div class="zyb-paper">${headHtml(paper, settings.paperType === PaperType.Student)}${body}</div>`;
}

/** The answers-and-explanations sheet: every item's number, answer and explanation, by section, no stems. */
export function answerKeyHtml(paper: PrintPaper, renderRich: RenderRich): string {
  const body = numberItems(paper)
    .map(({ group, groupNo, items }) =>
      `<section class="zp-group"><div class="zp-group-title">${escapeHtml(groupHeading(groupNo, group))}</div>${items
        .map(({ no, item }) => `<div class="zp-item zp-key-item" data-no="${no}"><span class="zp-no">${no}．</span>${keyHtml(item, no, renderRich)}</div>`)
        .join('')}</section>`)
    .join('');
  return `<div class="zyb-paper">${headHtml({ ...paper, title: `${paper.title}（参考答案与解析）` }, false)}${body}</div>`;
}

function documentOf(title: string, html: string, settings: PaperPrintSettings): PrintDocument {
  const sheet = PaperSheets[settings.sideType];
  return { title, html, css: paperPrintCss(settings), format: sheet.format, landscape: sheet.landscape, margin: `${sheet.marginMm}mm` };
}

/** The paper as a document to print (title, body, CSS, sheet). */
export function paperPrintDocument(paper: PrintPaper, settings: PaperPrintSettings, renderRich: RenderRich): PrintDocument {
  return documentOf(paper.title, paperPrintHtml(paper, settings, renderRich), settings);
}

/** The answers and explanations as a document; always one column (A4), the settings' font size and line height. */
export function answerKeyDocument(paper: PrintPaper, settings: PaperPrintSettings, renderRich: RenderRich): PrintDocument {
  const a4 = { ...settings, sideType: 1 as const };
  return documentOf(`${paper.title}（参考答案与解析）`, answerKeyHtml(paper, renderRich), a4);
}
