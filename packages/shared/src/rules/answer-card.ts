import {
  ANSWER_CARD_DROPOUT_RED,
  ANSWER_CARD_LAYOUT_VERSION,
  AnswerCardGeometry as G,
  AnswerCardTexts,
  pxToMm,
} from '../enums/answer-card.js';
import { DEFAULT_ANSWER_AREA_HEIGHT } from '../enums/paper-layout.js';
import { CHOICE_LETTERS, ItemType } from '../enums/question.js';
import { hasAnswerArea } from './paper-layout.js';
import { numberItems, type PrintOption, type PrintPaper } from './paper-print.js';

/**
 * The answer card's layout: every box in millimetres (AnswerCardGeometry), computed once from the paper's questions.
 * The PDF draws exactly these boxes, and the scan reader can compute the same layout from the same paper to know
 * where each bubble and answer area is.
 */

/** One question number on the card: bubbles for a choice question, or a framed area for a written answer. */
export type CardQuestion =
  | { no: number; kind: 'choice'; options: string[] }
  | { no: number; kind: 'area'; heightPx: number };

export interface CardBox {
  x: number;
  y: number;
  w: number;
  h: number;
}
export interface CardChoiceRow {
  no: number;
  label: CardBox;
  bubbles: { option: string; box: CardBox }[];
}
export interface CardArea {
  no: number;
  box: CardBox;
}
export interface CardPage {
  /** 1-based. */
  page: number;
  fiducials: CardBox[];
  orientationBar: CardBox;
  qr: CardBox;
  /** First page only: 姓名 and 班级 boxes, and the student-number write boxes and bubble grid ([column][digit]). */
  student: { nameBox: CardBox; classBox: CardBox; writeBoxes: CardBox[]; bubbles: CardBox[][]; instructions: CardBox } | null;
  headings: { text: string; box: CardBox }[];
  choices: CardChoiceRow[];
  areas: CardArea[];
}
export interface AnswerCardLayout {
  version: number;
  sheet: { widthMm: number; heightMm: number };
  /** The options the card was laid out with (paper size, columns, student-number digits). */
  options: AnswerCardOptions;
  pages: CardPage[];
}

/**
 * How a school prints its cards (答题卡 settings): the sheet (A4 portrait, or A3 landscape as two or three columns),
 * the number of columns the questions flow through, and the digits of the student number. The defaults lay the card
 * out exactly as before the settings existed (A4, one column, 8 digits).
 */
export interface AnswerCardOptions {
  paperSize: 'A4' | 'A3';
  columns: number;
  studentIdDigits: number;
  /**
   * A homework's own choice (its card options): 1, the whole card on one page; 2, the objective part on the first page
   * and the written answers from the second (front and back). Absent: the card flows onto as many pages as it needs.
   */
  pageCount?: 1 | 2;
  /** A homework's own heights of written-answer boxes, in millimetres by question number (others keep the paper's). */
  areaHeightsMm?: Record<string, number>;
}
/** Heights a written-answer box may be given, in millimetres. */
export const ANSWER_AREA_HEIGHT_MM = { min: 12, max: 240 } as const;
export const DEFAULT_ANSWER_CARD_OPTIONS: AnswerCardOptions = { paperSize: 'A4', columns: 1, studentIdDigits: G.studentNo.digits };
/** Columns each sheet allows, and the student-number digits a card can hold. */
export const ANSWER_CARD_COLUMNS: Record<AnswerCardOptions['paperSize'], readonly number[]> = { A4: [1, 2], A3: [2, 3] };
export const STUDENT_ID_DIGITS = { min: 4, max: 12 } as const;
const COLUMN_GAP_MM = 10;

/** The reason a set of options cannot be printed, or null when it can. */
export function answerCardOptionsProblem(o: AnswerCardOptions): string | null {
  if (!ANSWER_CARD_COLUMNS[o.paperSize]?.includes(o.columns)) return `${o.paperSize} 答题卡只能分 ${ANSWER_CARD_COLUMNS[o.paperSize]?.join(' 或 ') ?? ''} 栏`;
  if (!Number.isInteger(o.studentIdDigits) || o.studentIdDigits < STUDENT_ID_DIGITS.min || o.studentIdDigits > STUDENT_ID_DIGITS.max) {
    return `学号位数应在 ${STUDENT_ID_DIGITS.min}～${STUDENT_ID_DIGITS.max} 位之间`;
  }
  if (o.pageCount !== undefined && o.pageCount !== 1 && o.pageCount !== 2) return '答题卡只能是 1 页或 2 页';
  for (const [no, h] of Object.entries(o.areaHeightsMm ?? {})) {
    if (!Number.isFinite(h) || h < ANSWER_AREA_HEIGHT_MM.min || h > ANSWER_AREA_HEIGHT_MM.max) return `第${no}题作答区高度应在 ${ANSWER_AREA_HEIGHT_MM.min}～${ANSWER_AREA_HEIGHT_MM.max} 毫米之间`;
  }
  return null;
}

/** The reason a laid-out card breaks its own options (more pages than its page count allows), or null. */
export function answerCardLayoutProblem(layout: AnswerCardLayout): string | null {
  const n = layout.options.pageCount;
  if (n && layout.pages.length > n) return `答题卡内容超过 ${n} 页，请改用 A3、增加分栏、改为 2 页或减小作答区高度`;
  return null;
}

/** The sheet in millimetres: A4 portrait, A3 landscape. */
export function answerCardSheet(paperSize: AnswerCardOptions['paperSize']): { widthMm: number; heightMm: number } {
  return paperSize === 'A3' ? { widthMm: 420, heightMm: 297 } : { ...G.sheet };
}

const round = (n: number) => Math.round(n * 100) / 100;
const box = (x: number, y: number, w: number, h: number): CardBox => ({ x: round(x), y: round(y), w: round(w), h: round(h) });

/** Options of a choice question as bubbles: its own labels, or 对/错 for a true/false question without options. */
function bubbleOptions(type: number, options: readonly PrintOption[]): string[] {
  if (options.length > 0) return options.map((o) => o.label).slice(0, CHOICE_LETTERS.length);
  return type === ItemType.TrueFalse ? [...AnswerCardTexts.trueFalseLabels] : ['A', 'B', 'C', 'D'];
}

/** The card's questions from the paper, numbered as the paper numbers them (each sub-question one number). */
export function cardQuestionsOf(paper: PrintPaper): CardQuestion[] {
  const out: CardQuestion[] = [];
  for (const { items } of numberItems(paper)) {
    for (const { no, item } of items) {
      const height = item.answerAreaHeight ?? DEFAULT_ANSWER_AREA_HEIGHT;
      const parts = item.subItems?.length ? item.subItems : [item];
      const partHeight = item.subItems?.length ? height / item.subItems.length : height;
      parts.forEach((part, i) => {
        out.push(hasAnswerArea(part.type) ? { no: no + i, kind: 'area', heightPx: partHeight } : { no: no + i, kind: 'choice', options: bubbleOptions(part.type, part.options) });
      });
    }
  }
  return out;
}

function framePage(page: number, sheet: { widthMm: number; heightMm: number }): CardPage {
  const { sizeMm, insetMm } = G.fiducial;
  const c = (centre: number) => centre - sizeMm / 2;
  const far = (edge: number) => edge - insetMm;
  return {
    page,
    fiducials: [
      box(c(insetMm), c(insetMm), sizeMm, sizeMm),
      box(c(far(sheet.widthMm)), c(insetMm), sizeMm, sizeMm),
      box(c(insetMm), c(far(sheet.heightMm)), sizeMm, sizeMm),
      box(c(far(sheet.widthMm)), c(far(sheet.heightMm)), sizeMm, sizeMm),
    ],
    orientationBar: box(G.orientationBar.xMm, G.orientationBar.yMm, G.orientationBar.widthMm, G.orientationBar.heightMm),
    qr: box(G.qr.xMm, G.qr.yMm, G.qr.sizeMm, G.qr.sizeMm),
    student: null,
    headings: [],
    choices: [],
    areas: [],
  };
}

/** The first page's student block in the first column; returns where the questions start. */
function placeStudent(page: CardPage, leftMm: number, rightMm: number, digits: number): number {
  const { topMm } = G.content;
  const { heightMm } = G.nameBox;
  const widthMm = Math.min(G.nameBox.widthMm, (rightMm - leftMm - 4) / 2);
  const nameBox = box(leftMm, topMm, widthMm, heightMm);
  const classBox = box(leftMm + widthMm + 4, topMm, widthMm, heightMm);
  const s = G.studentNo;
  const top = topMm + heightMm + 4 + G.headingMm;
  const writeBoxes: CardBox[] = [];
  const bubbles: CardBox[][] = [];
  for (let col = 0; col < digits; col++) {
    const x = leftMm + col * s.columnPitchMm;
    writeBoxes.push(box(x, top, s.columnPitchMm - 0.5, s.writeBoxHeightMm));
    const column: CardBox[] = [];
    for (let digit = 0; digit < 10; digit++) {
      column.push(box(x + (s.columnPitchMm - 0.5 - G.bubble.widthMm) / 2, top + s.writeBoxHeightMm + 1.5 + digit * s.rowPitchMm, G.bubble.widthMm, G.bubble.heightMm));
    }
    bubbles.push(column);
  }
  const gridRight = leftMm + digits * s.columnPitchMm;
  const bottom = top + s.writeBoxHeightMm + 1.5 + 10 * s.rowPitchMm;
  page.headings.push({ text: AnswerCardTexts.studentNo, box: box(leftMm, top - G.headingMm, digits * s.columnPitchMm, G.headingMm) });
  // A narrow column keeps the instructions under the grid instead of beside it.
  const beside = rightMm - gridRight - 6 >= 40;
  const instructions = beside ? box(gridRight + 6, top, rightMm - gridRight - 6, bottom - top) : box(leftMm, bottom + 2, rightMm - leftMm, 30);
  page.student = { nameBox, classBox, writeBoxes, bubbles, instructions };
  return (beside ? bottom : bottom + 32) + 5;
}

/**
 * Lays the card out: the student block on page 1, choice bubbles in blocks of five rows, then the answer areas, flowing
 * down each column of the sheet and on to the next column, then the next page.
 */
export function layoutAnswerCard(questions: readonly CardQuestion[], options: AnswerCardOptions = DEFAULT_ANSWER_CARD_OPTIONS): AnswerCardLayout {
  const problem = answerCardOptionsProblem(options);
  if (problem) throw new Error(problem);
  const sheet = answerCardSheet(options.paperSize);
  const { topMm } = G.content;
  const contentLeft = G.content.leftMm;
  const contentRight = sheet.widthMm - (G.sheet.widthMm - G.content.rightMm);
  const bottomMm = sheet.heightMm - (G.sheet.heightMm - G.content.bottomMm);
  const columnWidth = (contentRight - contentLeft - (options.columns - 1) * COLUMN_GAP_MM) / options.columns;
  let column = 0;
  let leftMm = contentLeft;
  let rightMm = contentLeft + columnWidth;
  const pages: CardPage[] = [framePage(1, sheet)];
  let page = pages[0]!;
  let y = placeStudent(page, leftMm, rightMm, options.studentIdDigits);
  const newPage = () => {
    if (column + 1 < options.columns) {
      column += 1;
    } else {
      column = 0;
      page = framePage(pages.length + 1, sheet);
      pages.push(page);
    }
    leftMm = contentLeft + column * (columnWidth + COLUMN_GAP_MM);
    rightMm = leftMm + columnWidth;
    y = topMm;
  };
  const heading = (text: string) => {
    if (y + G.headingMm > bottomMm) newPage();
    page.headings.push({ text, box: box(leftMm, y, rightMm - leftMm, G.headingMm) });
    y += G.headingMm;
  };

  const choices = questions.filter((q): q is Extract<CardQuestion, { kind: 'choice' }> => q.kind === 'choice');
  if (choices.length > 0) {
    heading(AnswerCardTexts.objective);
    const b = G.bubble;
    const k = G.objectiveBlock;
    const rowsHeight = k.rows * b.rowPitchMm;
    let x = leftMm;
    for (let start = 0; start < choices.length; start += k.rows) {
      const block = choices.slice(start, start + k.rows);
      const width = k.labelWidthMm + Math.max(...block.map((q) => q.options.length)) * b.pitchMm;
      if (x > leftMm && x + width > rightMm) {
        x = leftMm;
        y += rowsHeight + k.blockGapMm;
      }
      if (y + rowsHeight > bottomMm) {
        newPage();
        x = leftMm;
      }
      block.forEach((q, r) => {
        const rowY = y + r * b.rowPitchMm;
        page.choices.push({
          no: q.no,
          label: box(x, rowY, k.labelWidthMm - 1, b.heightMm),
          bubbles: q.options.map((option, i) => ({ option, box: box(x + k.labelWidthMm + i * b.pitchMm, rowY, b.widthMm, b.heightMm) })),
        });
      });
      x += width + k.gapMm;
    }
    y += rowsHeight + k.blockGapMm + 2;
  }

  const areas = questions.filter((q): q is Extract<CardQuestion, { kind: 'area' }> => q.kind === 'area');
  if (areas.length > 0) {
    // A two-page card puts the written answers on the back: they start on a page of their own.
    if (options.pageCount === 2 && pages.length === 1) {
      column = options.columns - 1;
      newPage();
    }
    heading(AnswerCardTexts.subjective);
    const tallest = bottomMm - topMm;
    for (const q of areas) {
      // An area taller than a page is cut to a page: the card never splits one answer over two sheets.
      const own = options.areaHeightsMm?.[String(q.no)];
      const h = Math.min(tallest, Math.max(G.area.minHeightMm, own ?? pxToMm(q.heightPx)));
      if (y + h > bottomMm) newPage();
      page.areas.push({ no: q.no, box: box(leftMm, y, rightMm - leftMm, h) });
      y += h + G.area.gapMm;
    }
  }
  return { version: ANSWER_CARD_LAYOUT_VERSION, sheet, options: { ...options }, pages };
}

/**
 * A short fingerprint of where everything is read on the card: the sheet, the squares, bar and QR code, the student
 * number's bubbles, every question's bubbles and every written-answer box, by question number (labels and texts do not
 * count). Any change of the options or of the questions that moves a box gives another one. Printed in the QR code, so
 * a card printed before a change is told apart from the current one and never read against boxes it does not have.
 * FNV-1a, 32 bits, as 8 hex digits.
 */
export function answerCardFingerprint(layout: Pick<AnswerCardLayout, 'sheet' | 'pages'>): string {
  const geometry = layout.pages.map((p) => [
    p.fiducials,
    p.orientationBar,
    p.qr,
    p.student?.bubbles ?? null,
    p.choices.map((c) => [c.no, c.bubbles.map((b) => b.box)]),
    p.areas.map((a) => [a.no, a.box]),
  ]);
  const text = JSON.stringify([layout.sheet, geometry]);
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h.toString(16).padStart(8, '0');
}

/** What a card page's QR code says: the layout version, the paper, the homework (workCode, may be empty) and the page. */
export interface AnswerCardQr {
  version: number;
  paperGuid: string;
  workCode: string;
  page: number;
  pages: number;
  /** The card's options when they are not the defaults (an A3 card, other columns or student-number digits). */
  options?: AnswerCardOptions;
  /** The layout's fingerprint (answerCardFingerprint); absent on cards printed before it existed. */
  fingerprint?: string;
}
const QR_PREFIX = 'ZYBCARD';

export function answerCardQrText(q: AnswerCardQr): string {
  const parts = [QR_PREFIX, `v${q.version}`, `p=${q.paperGuid}`, `w=${q.workCode}`, `pg=${q.page}/${q.pages}`];
  const o = q.options;
  const d = DEFAULT_ANSWER_CARD_OPTIONS;
  if (o && (o.paperSize !== d.paperSize || o.columns !== d.columns || o.studentIdDigits !== d.studentIdDigits)) parts.push(`o=${o.paperSize}c${o.columns}d${o.studentIdDigits}`);
  if (q.fingerprint) parts.push(`h=${q.fingerprint}`);
  return parts.join('|');
}

/** Reads a card QR code back; null for anything that is not one of ours. */
export function parseAnswerCardQr(text: string): AnswerCardQr | null {
  const m = /^ZYBCARD\|v(\d+)\|p=([^|]+)\|w=([^|]*)\|pg=(\d+)\/(\d+)(?:\|o=(A4|A3)c(\d+)d(\d+))?(?:\|h=([0-9a-f]{8}))?$/.exec(text.trim());
  if (!m) return null;
  const qr: AnswerCardQr = { version: Number(m[1]), paperGuid: m[2]!, workCode: m[3]!, page: Number(m[4]), pages: Number(m[5]) };
  if (m[6]) qr.options = { paperSize: m[6] as AnswerCardOptions['paperSize'], columns: Number(m[7]), studentIdDigits: Number(m[8]) };
  if (m[9]) qr.fingerprint = m[9];
  return qr;
}

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const at = (b: CardBox, extra = '') => `style="left:${b.x}mm;top:${b.y}mm;width:${b.w}mm;height:${b.h}mm;${extra}"`;

/** The card's CSS: pages of the sheet's size, everything absolutely placed in millimetres. */
export const answerCardCss = (sheet: { widthMm: number; heightMm: number } = G.sheet): string => `
.ac-page{position:relative;width:${sheet.widthMm}mm;height:${sheet.heightMm}mm;overflow:hidden;break-after:page;font-size:3.2mm;line-height:1.3;color:#000}
.ac-page:last-child{break-after:auto}
.ac-page>*{position:absolute;box-sizing:border-box}
.ac-fid,.ac-bar{background:#000}
.ac-qr svg{width:100%;height:100%;display:block}
.ac-title{left:30mm;top:9mm;width:106mm;text-align:center}
.ac-title h1{font-size:5.2mm;margin:0 0 1mm;font-weight:700;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
.ac-title p{margin:0;font-size:3.4mm}
.ac-write{border:0.3mm solid #000;padding:0.5mm 1mm;font-size:3mm}
.ac-digit{border:0.3mm solid #000}
.ac-heading{font-weight:700;font-size:3.6mm;border-bottom:0.3mm solid #000}
.ac-bubble{border:0.25mm solid ${ANSWER_CARD_DROPOUT_RED};border-radius:50%;color:${ANSWER_CARD_DROPOUT_RED};font-size:2.2mm;line-height:2.6mm;text-align:center}
.ac-label{font-size:3mm;line-height:3mm;text-align:right}
.ac-area{border:${G.area.ruleMm}mm solid #000;padding:1mm 1.5mm;font-size:3.2mm}
.ac-note{border:0.3mm solid #000;padding:1.5mm 2mm;font-size:2.8mm;line-height:1.5}
.ac-note p{margin:0 0 0.8mm}
.ac-example{display:inline-block;width:${G.bubble.widthMm}mm;height:${G.bubble.heightMm}mm;border-radius:50%;background:#000;vertical-align:middle;margin-left:1mm}
.ac-foot{left:22mm;top:${sheet.heightMm - 17}mm;width:${sheet.widthMm - 44}mm;text-align:center;font-size:2.8mm}
`;
export const ANSWER_CARD_CSS = answerCardCss();

/** The card as HTML pages. `qrSvg(page)` gives each page's QR code as SVG (the server draws it with `qrcode`). */
export function answerCardHtml(layout: AnswerCardLayout, meta: { title: string; subtitle?: string }, qrSvg: (page: number) => string): string {
  const pages = layout.pages.map((p) => {
    const parts: string[] = [];
    for (const f of p.fiducials) parts.push(`<div class="ac-fid" ${at(f)}></div>`);
    parts.push(`<div class="ac-bar" ${at(p.orientationBar)}></div>`);
    parts.push(`<div class="ac-qr" ${at(p.qr)}>${qrSvg(p.page)}</div>`);
    parts.push(`<div class="ac-title"><h1>${esc(meta.title)}</h1><p>${AnswerCardTexts.title}${meta.subtitle ? ` · ${esc(meta.subtitle)}` : ''}</p></div>`);
    if (p.student) {
      const s = p.student;
      parts.push(`<div class="ac-write" ${at(s.nameBox)}>${AnswerCardTexts.name}</div>`);
      parts.push(`<div class="ac-write" ${at(s.classBox)}>${AnswerCardTexts.className}</div>`);
      for (const w of s.writeBoxes) parts.push(`<div class="ac-digit" ${at(w)}></div>`);
      s.bubbles.forEach((column) => column.forEach((b, digit) => parts.push(`<div class="ac-bubble" ${at(b)}>${digit}</div>`)));
      const notes = AnswerCardTexts.instructions.map((t) => `<p>${t}</p>`).join('');
      parts.push(`<div class="ac-note" ${at(s.instructions)}><p><b>注意事项</b></p>${notes}<p>${AnswerCardTexts.filledExample}<span class="ac-example"></span></p></div>`);
    }
    for (const h of p.headings) parts.push(`<div class="ac-heading" ${at(h.box)}>${h.text}</div>`);
    for (const row of p.choices) {
      parts.push(`<div class="ac-label" ${at(row.label)}>${row.no}</div>`);
      for (const b of row.bubbles) parts.push(`<div class="ac-bubble" ${at(b.box)}>${esc(b.option)}</div>`);
    }
    for (const a of p.areas) parts.push(`<div class="ac-area" ${at(a.box)}>${a.no}．</div>`);
    parts.push(`<div class="ac-foot">第 ${p.page} 页 / 共 ${layout.pages.length} 页</div>`);
    return `<div class="ac-page" data-page="${p.page}">${parts.join('')}</div>`;
  });
  return pages.join('');
}
