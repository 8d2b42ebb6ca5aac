import { ItemType, itemTypeInfo } from '../enums/question.js';
import { countBlanks } from './rich-text.js';
import {
  ANSWER_HEADING, DEFAULT_SCORE, dropLeading, FALSE_ANSWERS, importTextOf, INLINE_MARKER, isBlank, optionMarkers, optionsStartIn, QUESTION_NO,
  SCORE_OWN, sectionOf, splitOptions, TRUE_ANSWERS, trimHtml,
} from './paper-import-lines.js';

/** Read off single lines; part of this module's public face (the review screen and the tests use them). */
export { importTextOf, sectionOf };

/**
 * Word paper import (issue 10 item 6): the rules that turn the paragraphs of a converted .docx into questions.
 * Pure and line based, so they are tested over fixture texts: question numbers (1. 1． 1、), section headings
 * (一、选择题（每小题3分）), options A–H inline or on their own lines, inline 【答案】/【解析】, and an answer section
 * at the end (参考答案: "1．A", "1.A 2.B 3.C", "1～5 ACBDA", "6．【答案】… 【解析】…"). Whatever cannot become a
 * question is named — a problem (a malformed question, an answer without its question) or a skipped part (the
 * paper's head, text outside any question) — never dropped silently.
 */

/** One paragraph (inline HTML: text, <img>, $LaTeX$, <sub>/<sup>/<u>…) or one table (its whole HTML) of the document. */
export interface ImportBlock {
  kind: 'p' | 'table';
  html: string;
  /** Word's automatic list numbering: the paragraph's number is not in its text. */
  auto?: boolean;
}

/** The plain types an import produces. */
export type ImportItemType = 1 | 2 | 3 | 4 | 5;

export interface ImportedQuestion {
  /** The question's number in the paper. */
  no: number;
  /** Its section heading without the numeral (选择题), or '' before any heading. */
  section: string;
  type: ImportItemType;
  stem: string;
  options: { label: string; text: string }[];
  answer: string[];
  explanation: string;
  score: number;
  /** The document's HTML this question was read from (its paragraphs, then its answer-section entry). */
  source: string;
  /** What the teacher should check before saving (no answer found, blanks and answers differ …). */
  warnings: string[];
}

/** A part of the document that could not become a question; `no` is its question number when it had one. */
export interface ImportProblem {
  no: number | null;
  message: string;
  source: string;
}

export interface ParsedPaper {
  /** The first paragraph before any question, used as the paper's name. */
  title: string;
  questions: ImportedQuestion[];
  problems: ImportProblem[];
  /** Paragraphs deliberately not imported (the paper's head, text outside any question), each with why. */
  skipped: ImportProblem[];
}

export const PaperImportMessages = {
  optionLetters: (letters: string[]) => `选项字母不连续或重复（${letters.join('、')}），无法拆分选项`,
  noOptions: '选择题没有识别到选项（A、B、C、D）',
  emptyStem: '题干为空',
  duplicateNo: (no: number, previous: number) => `题号 ${no} 重复或顺序不对（上一题是第 ${previous} 题）`,
  missingNos: (from: number, to: number) => (from === to ? `缺少第 ${from} 题` : `缺少第 ${from}～${to} 题`),
  answerWithoutQuestion: (no: number) => `答案部分的第 ${no} 题没有对应的题目`,
  answerRangeMismatch: (from: number, to: number, letters: string) => `答案「${from}～${to} ${letters}」的字母数与题数不一致`,
  noAnswer: '没有找到答案，请补充',
  blankAnswers: (blanks: number, answers: number) => `题干有 ${blanks} 个空，找到 ${answers} 个答案，请核对`,
  noBlanks: '填空题的题干中没有横线（____），请核对',
  head: '卷首内容（试卷说明等），未作为题目导入',
  outside: '不属于任何题目的文字，未导入（如为材料，请补充到相关题目的题干中）',
  answerOutside: '答案部分中无法对应到题目的文字，未导入',
} as const;

type Part = 'stem' | 'answer' | 'explanation';

/** Cuts a line at its inline markers: [part, html] pieces in order. */
function splitInline(html: string, current: Part): { part: Part; html: string }[] {
  const pieces: { part: Part; html: string }[] = [];
  let part = current;
  let last = 0;
  for (const m of html.matchAll(INLINE_MARKER)) {
    pieces.push({ part, html: html.slice(last, m.index) });
    const word = m[1] ?? m[2]!;
    part = word === '答案' || word === '答' ? 'answer' : 'explanation';
    last = m.index + m[0].length;
  }
  pieces.push({ part, html: html.slice(last) });
  return pieces.filter((p) => !isBlank(p.html));
}

interface Draft {
  no: number;
  section: ReturnType<typeof sectionOf>;
  stem: string[];
  optionLines: string[];
  answer: string[];
  explanation: string[];
  /** Answer and explanation read from the answer section (used when the question has none inline). */
  sectionAnswer: string[];
  sectionExplanation: string[];
  source: string[];
  answerSource: string[];
  problem: string | null;
}

const blockHtml = (b: ImportBlock) => (b.kind === 'table' ? b.html : `<p>${b.html}</p>`);
const joinLines = (lines: string[]) => (lines.length <= 1 ? trimHtml(lines[0] ?? '') : lines.map((l) => `<p>${trimHtml(l)}</p>`).join(''));

function addLine(d: Draft, html: string, kind: ImportBlock['kind'], part: Part): Part {
  if (kind === 'table') {
    (part === 'stem' ? d.stem : part === 'answer' ? d.answer : d.explanation).push(html);
    return part;
  }
  let current = part;
  for (const piece of splitInline(html, part)) {
    current = piece.part;
    if (piece.part === 'answer') d.answer.push(piece.html);
    else if (piece.part === 'explanation') d.explanation.push(piece.html);
    else if (d.optionLines.length && optionMarkers(piece.html)[0]?.index === 0) d.optionLines.push(piece.html);
    else {
      const at = d.optionLines.length ? (optionsStartIn(piece.html) === 0 ? 0 : null) : optionsStartIn(piece.html);
      if (at === null) d.stem.push(piece.html);
      else {
        if (at > 0) d.stem.push(piece.html.slice(0, at));
        d.optionLines.push(piece.html.slice(at));
      }
    }
  }
  return current;
}

function normaliseChoice(text: string): string[] | null {
  const t = text.replace(/\s/g, '');
  const m = /^([A-H](?:[、,，]?[A-H])*)(?:$|[.．。；;]|[^A-Za-z])/.exec(t);
  if (!m) return null;
  return [...new Set(m[1]!.replace(/[、,，]/g, '').split(''))].sort();
}

function normaliseTrueFalse(text: string): string | null {
  const t = text.trim().replace(/[。.．]$/, '');
  if (TRUE_ANSWERS.includes(t)) return '对';
  if (FALSE_ANSWERS.includes(t)) return '错';
  return null;
}

/** One question from its lines: type, stem, options, answer and score, or the reason it cannot be one. */
function finish(d: Draft): ImportedQuestion | ImportProblem {
  // The answer-section entry follows a rule, as the review screen shows the source.
  const source = [...d.source, ...(d.answerSource.length ? ['<hr>', ...d.answerSource] : [])].join('');
  if (d.problem) return { no: d.no, message: d.problem, source };
  const warnings: string[] = [];
  let stem = joinLines(d.stem);
  let ownScore: number | null = null;
  const score = SCORE_OWN.exec(importTextOf(stem));
  if (score) {
    ownScore = Number(score[1]);
    stem = dropLeading(stem, score[0].length);
  }
  if (isBlank(stem)) return { no: d.no, message: PaperImportMessages.emptyStem, source };
  const { options, letters } = splitOptions(d.optionLines);
  if (letters.some((l, i) => l !== String.fromCharCode(65 + i))) return { no: d.no, message: PaperImportMessages.optionLetters(letters), source };

  const answerLines = d.answer.length ? d.answer : d.sectionAnswer;
  const explanationLines = d.explanation.length ? d.explanation : d.sectionExplanation;
  const answerHtml = joinLines(answerLines);
  const answerText = importTextOf(answerHtml).trim();
  const hint = d.section?.type ?? null;
  const isChoiceSection = hint === ItemType.SingleChoice || hint === ItemType.MultipleChoice;
  if (isChoiceSection && options.length < 2) return { no: d.no, message: PaperImportMessages.noOptions, source };

  let type: ImportItemType;
  let answer: string[] = [];
  if (options.length >= 2) {
    const letters = answerText ? normaliseChoice(answerText) : null;
    type = (letters && letters.length > 1) || hint === ItemType.MultipleChoice ? ItemType.MultipleChoice : ItemType.SingleChoice;
    answer = letters ?? [];
    if (answerText && !letters) warnings.push(`答案「${answerText.slice(0, 20)}」不是选项字母，请核对`);
  } else {
    const tf = answerText ? normaliseTrueFalse(answerText) : null;
    const blanks = countBlanks(stem);
    if (hint === ItemType.TrueFalse || (tf && hint === null)) {
      type = ItemType.TrueFalse;
      if (tf) answer = [tf];
      else if (answerText) warnings.push(`答案「${answerText.slice(0, 20)}」不是对或错，请核对`);
    } else if (hint === ItemType.FillBlank || (hint === null && blanks > 0)) {
      type = ItemType.FillBlank;
      if (blanks === 0) warnings.push(PaperImportMessages.noBlanks);
      if (answerHtml) {
        const parts = answerHtml.split(/\s*(?:[；;]|&nbsp;&nbsp;|\u3000+|\s{2,})\s*/).map(trimHtml).filter((p) => !isBlank(p))
          .map((p) => p.replace(/^[（(]\d+[)）]\s*/, '').replace(/^[①②③④⑤⑥⑦⑧⑨⑩]\s*/, ''));
        answer = blanks <= 1 ? [answerHtml] : parts;
        if (blanks > 1 && parts.length !== blanks) warnings.push(PaperImportMessages.blankAnswers(blanks, parts.length));
      }
    } else {
      type = ItemType.ShortAnswer;
      if (answerHtml) answer = [answerHtml];
    }
  }
  if (!answerText) warnings.push(PaperImportMessages.noAnswer);
  return {
    no: d.no,
    section: d.section?.name ?? '',
    type,
    stem,
    options: type === ItemType.SingleChoice || type === ItemType.MultipleChoice ? options : [],
    answer,
    explanation: joinLines(explanationLines),
    score: ownScore ?? d.section?.scoreEach ?? DEFAULT_SCORE[type],
    source,
    warnings,
  };
}

/** Reads one answer-section line into entries per question number: "1．A", "1.A 2.B", "1～5 ACBDA". */
function answerEntries(text: string, html: string): { no: number; html: string }[] | { rangeError: string } | null {
  const t = text.trim();
  const range = /^(\d{1,3})\s*[-~～—至]+\s*(\d{1,3})\s*[.．、:：]?\s*([A-H\s]+)$/.exec(t);
  if (range) {
    const from = Number(range[1]);
    const to = Number(range[2]);
    const letters = range[3]!.replace(/\s/g, '');
    if (to < from || letters.length !== to - from + 1) return { rangeError: PaperImportMessages.answerRangeMismatch(from, to, letters) };
    return [...letters].map((l, i) => ({ no: from + i, html: l }));
  }
  const start = QUESTION_NO.exec(t);
  if (!start) return null;
  // Several entries on one line: consecutive numbers, each after a space ("1.A 2.B 3.C").
  const markers = [...html.matchAll(/(?:^|\s|&nbsp;|\u3000|>)(\d{1,3})\s*[.．、:：](?!\d)/g)];
  const run = markers.filter((m, i) => Number(m[1]) === Number(start[1]) + i);
  if (run.length > 1 && run.length === markers.length) {
    return run.map((m, i) => ({ no: Number(m[1]), html: trimHtml(html.slice(m.index + m[0].length, run[i + 1]?.index ?? html.length)) }));
  }
  return [{ no: Number(start[1]), html: dropLeading(html, start[0].length) }];
}

/** Turns the blocks of a converted Word paper into questions, problems and skipped parts. */
export function parsePaperBlocks(blocks: readonly ImportBlock[]): ParsedPaper {
  const questions: ImportedQuestion[] = [];
  const problems: ImportProblem[] = [];
  const skipped: ImportProblem[] = [];
  let title = '';
  let section: ReturnType<typeof sectionOf> = null;
  let sectionJustStarted = false;
  let expected = 1;
  let last = 0;
  let current: Draft | null = null;
  let part: Part = 'stem';
  const drafts: Draft[] = [];
  let inAnswers = false;
  let answerTarget: Draft | null = null;
  let answerPart: Part = 'answer';

  const close = () => {
    if (current) drafts.push(current);
    current = null;
  };

  for (const block of blocks) {
    const text = importTextOf(block.html).trim();
    if (!text) continue;
    if (block.kind === 'p' && ANSWER_HEADING.test(text)) {
      close();
      inAnswers = true;
      continue;
    }

    if (inAnswers) {
      if (block.kind === 'p' && sectionOf(text)) continue;
      const entries = block.kind === 'p' ? answerEntries(text, block.html) : null;
      if (entries && 'rangeError' in entries) {
        problems.push({ no: null, message: entries.rangeError, source: blockHtml(block) });
        continue;
      }
      if (entries) {
        for (const entry of entries) {
          const target = drafts.find((d) => d.no === entry.no && !d.answerSource.length);
          if (!target) {
            problems.push({ no: entry.no, message: PaperImportMessages.answerWithoutQuestion(entry.no), source: blockHtml(block) });
            answerTarget = null;
            continue;
          }
          answerTarget = target;
          answerPart = 'answer';
          target.answerSource.push(blockHtml(block));
          for (const piece of splitInline(entry.html, 'answer')) {
            answerPart = piece.part;
            (piece.part === 'explanation' ? target.sectionExplanation : target.sectionAnswer).push(piece.html);
          }
        }
        continue;
      }
      if (answerTarget) {
        answerTarget.answerSource.push(blockHtml(block));
        for (const piece of splitInline(block.html, answerPart)) {
          answerPart = piece.part;
          (piece.part === 'explanation' ? answerTarget.sectionExplanation : answerTarget.sectionAnswer).push(piece.html);
        }
      } else {
        skipped.push({ no: null, message: PaperImportMessages.answerOutside, source: blockHtml(block) });
      }
      continue;
    }

    const heading = block.kind === 'p' && !block.auto ? sectionOf(text) : null;
    if (heading) {
      close();
      section = heading;
      sectionJustStarted = true;
      continue;
    }
    const numbered = block.kind === 'p' ? (block.auto ? { no: expected, rest: block.html } : (() => {
      const m = QUESTION_NO.exec(text);
      return m ? { no: Number(m[1]), rest: dropLeading(block.html, m[0].length) } : null;
    })()) : null;
    // A number below the expected one inside a question's answer or explanation is a step of it ("1．由题意…").
    const isStep = numbered && current && part !== 'stem' && numbered.no < expected;
    if (numbered && !isStep) {
      close();
      let problem: string | null = null;
      const restarts = numbered.no === 1 && sectionJustStarted;
      if (numbered.no < expected && !restarts) problem = PaperImportMessages.duplicateNo(numbered.no, last);
      else if (numbered.no > expected) problems.push({ no: null, message: PaperImportMessages.missingNos(expected, numbered.no - 1), source: '' });
      current = { no: numbered.no, section, stem: [], optionLines: [], answer: [], explanation: [], sectionAnswer: [], sectionExplanation: [],
        source: [blockHtml(block)], answerSource: [], problem };
      part = addLine(current, numbered.rest, 'p', 'stem');
      if (!problem) {
        expected = numbered.no + 1;
        last = numbered.no;
      }
      sectionJustStarted = false;
      continue;
    }
    if (current) {
      const d: Draft = current;
      d.source.push(blockHtml(block));
      part = addLine(d, block.html, block.kind, part);
      continue;
    }
    if (!title && drafts.length === 0 && !section && block.kind === 'p') title = text.slice(0, 100);
    else skipped.push({ no: null, message: drafts.length === 0 && !section ? PaperImportMessages.head : PaperImportMessages.outside, source: blockHtml(block) });
  }
  close();

  for (const d of drafts) {
    const result = finish(d);
    if ('type' in result) questions.push(result);
    else problems.push(result);
  }
  return { title, questions, problems, skipped };
}

/** The type name of an imported question (单选题 …). */
export const importTypeName = (type: number) => itemTypeInfo(type)?.name ?? '';
