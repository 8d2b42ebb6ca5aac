import { ItemType } from '../enums/question.js';
import type { ImportItemType } from './paper-import.js';

/**
 * The line-level reading of a converted Word paper (issue 10 item 6): the patterns of question numbers, section
 * headings, answer sections, inline 【答案】/【解析】 markers, options and scores, and the helpers that read them off one
 * line of inline HTML. paper-import.ts puts the lines together into questions.
 */

const CHINESE_NUMERAL = '[一二三四五六七八九十]+';
const SECTION = new RegExp(`^${CHINESE_NUMERAL}\\s*[、.．]\\s*(.+)$`);
export const QUESTION_NO = /^(\d{1,3})\s*(?:[．、]|\.(?!\d)|[）)](?!\s*$))\s*/;
export const ANSWER_HEADING = /^[（(【]?\s*(?:参考)?答案(?:与|及|和)?(?:解析|详解|评分标准|评分参考)?\s*[）)】]?\s*[:：]?$|^(?:参考答案|答案解析|试题解析|答案与解析)/;
/** Inline markers: 【答案】 【解析】 【详解】 【分析】 【点睛】, and 答案： 解析： at a line's start. */
export const INLINE_MARKER = /【\s*(答案|解析|详解|分析|点睛|解答|答)\s*】|(?:^|(?<=>))\s*(答案|解析|详解)\s*[:：]/g;
const OPTION_MARKER = /(?<![A-Za-z0-9_$\\&#])([A-H])\s*[.．、]/g;
const SCORE_EACH = /每(?:小)?题\s*(\d+(?:\.\d+)?)\s*分/;
export const SCORE_OWN = /^\s*[（(]\s*(\d+(?:\.\d+)?)\s*分\s*[)）]\s*/;
export const TRUE_ANSWERS = ['对', '√', '✓', '✔', '正确', 'T', 'true', 'True', 'Y'];
export const FALSE_ANSWERS = ['错', '×', '✗', '✘', 'X', '错误', 'F', 'false', 'False', 'N'];

export const DEFAULT_SCORE: Record<ImportItemType, number> = { 1: 3, 2: 3, 3: 2, 4: 3, 5: 10 };

/** The visible text of inline HTML: tags dropped (a picture counts as text so a picture-only stem is not empty). */
export function importTextOf(html: string): string {
  return html
    .replace(/<img\b[^>]*>/gi, '[图]')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&amp;/g, '&')
    .replace(/\u3000/g, ' ');
}

/** The inline HTML without `count` leading visible characters (tags before and among them are dropped). */
export function dropLeading(html: string, count: number): string {
  let i = 0;
  let seen = 0;
  while (i < html.length && seen < count) {
    if (html[i] === '<') {
      const end = html.indexOf('>', i);
      if (end < 0) break;
      i = end + 1;
    } else if (html[i] === '&') {
      const end = html.indexOf(';', i);
      i = end > 0 && end - i < 8 ? end + 1 : i + 1;
      seen++;
    } else {
      i++;
      seen++;
    }
  }
  return html.slice(i).replace(/^(?:\s|&nbsp;|\u3000)+/, '');
}

export const trimHtml = (html: string) => html.replace(/^(?:\s|&nbsp;|\u3000|<br\s*\/?>)+|(?:\s|&nbsp;|\u3000|<br\s*\/?>)+$/g, '');
export const isBlank = (html: string) => !importTextOf(html).trim();

/** A section heading's name and what it says about its questions: their type and score each. */
export function sectionOf(text: string): { name: string; type: ImportItemType | null; scoreEach: number | null } | null {
  const m = SECTION.exec(text.trim());
  if (!m) return null;
  const rest = m[1]!;
  const name = rest.replace(/[（(].*$/, '').replace(/[:：.。]\s*$/, '').trim();
  if (!name || name.length > 20) return null;
  const each = SCORE_EACH.exec(rest);
  return { name, type: sectionType(name), scoreEach: each ? Number(each[1]) : null };
}

function sectionType(name: string): ImportItemType | null {
  if (/多选|多项|不定项/.test(name)) return ItemType.MultipleChoice;
  if (/选择/.test(name)) return ItemType.SingleChoice;
  if (/判断/.test(name)) return ItemType.TrueFalse;
  if (/填空/.test(name)) return ItemType.FillBlank;
  if (/解答|计算|简答|证明|应用|作图|实验|探究|综合|论述|问答|阅读|作文|写作/.test(name)) return ItemType.ShortAnswer;
  return null;
}

/** Where options start in a line and their letters: the markers A., B., … found in it. */
export function optionMarkers(html: string): { index: number; end: number; letter: string }[] {
  const found: { index: number; end: number; letter: string }[] = [];
  // Markers inside tags (an attribute) or inside $…$ are not options.
  let inMath = false;
  let inTag = false;
  const mask = [...html].map((ch) => {
    if (ch === '<') inTag = true;
    const hidden = inTag || inMath;
    if (ch === '>') inTag = false;
    if (ch === '$' && !inTag) inMath = !inMath;
    return hidden ? '\u0000' : ch;
  }).join('');
  for (const m of mask.matchAll(OPTION_MARKER)) found.push({ index: m.index, end: m.index + m[0].length, letter: m[1]! });
  return found;
}

/** Splits option lines into options; `letters` lists the markers in order, to tell a malformed run (A B B D). */
export function splitOptions(lines: string[]): { options: { label: string; text: string }[]; letters: string[] } {
  const options: { label: string; text: string }[] = [];
  const letters: string[] = [];
  for (const line of lines) {
    const markers = optionMarkers(line).filter((m, i, all) => i === 0 || m.letter > all[i - 1]!.letter || m.letter === all[i - 1]!.letter);
    if (markers.length === 0 || markers[0]!.index > 0 && importTextOf(line.slice(0, markers[0]!.index)).trim()) {
      // A line without markers continues the last option (a long option wrapped by the author).
      if (options.length) options[options.length - 1]!.text += ' ' + trimHtml(line);
      continue;
    }
    markers.forEach((m, i) => {
      letters.push(m.letter);
      options.push({ label: m.letter, text: trimHtml(line.slice(m.end, markers[i + 1]?.index ?? line.length)) });
    });
  }
  return { options, letters };
}

/** Whether a stem line starts the options (A. at its start, or A. … B. later in the line after the stem). */
export function optionsStartIn(html: string): number | null {
  const markers = optionMarkers(html);
  const a = markers.find((m) => m.letter === 'A');
  if (!a) return null;
  if (!importTextOf(html.slice(0, a.index)).trim()) return 0;
  return markers.some((m) => m.index > a.index && m.letter === 'B') ? a.index : null;
}
