import { BLANK_MARKER } from '../enums/question.js';

/** Item text is an HTML fragment whose formulas are LaTeX between single dollars; `\$` is a literal dollar. */
export interface TextSegment {
  kind: 'text' | 'math';
  value: string;
}

/** Splits rich text into text and formula segments, or returns null when a dollar is left unpaired. */
export function splitMath(text: string): TextSegment[] | null {
  const segments: TextSegment[] = [];
  let current = '';
  let inMath = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (ch === '\\' && text[i + 1] === '$') {
      current += inMath ? '\\$' : '$';
      i++;
    } else if (ch === '$') {
      if (current) segments.push({ kind: inMath ? 'math' : 'text', value: current });
      current = '';
      inMath = !inMath;
    } else {
      current += ch;
    }
  }
  if (inMath) return null;
  if (current) segments.push({ kind: 'text', value: current });
  return segments;
}

/** The formulas of a text, in order (empty when the dollars are unpaired). */
export function formulasOf(text: string): string[] {
  return (splitMath(text) ?? []).filter((s) => s.kind === 'math').map((s) => s.value);
}

const blankPattern = new RegExp(`${BLANK_MARKER[0]}{${BLANK_MARKER.length},}`, 'g');

/** Number of blanks (four or more underscores) outside formulas, where `_` means a subscript. */
export function countBlanks(text: string): number {
  const segments = splitMath(text) ?? [{ kind: 'text' as const, value: text }];
  return segments.filter((s) => s.kind === 'text').reduce((n, s) => n + (s.value.match(blankPattern)?.length ?? 0), 0);
}

/** Problems of one rich text: unpaired dollars, empty formulas, or a raw `<` that HTML would take for a tag. */
export function richTextProblems(text: string): string[] {
  const segments = splitMath(text);
  if (!segments) return ['公式的 $ 不成对'];
  const problems: string[] = [];
  for (const s of segments.filter((x) => x.kind === 'math')) {
    if (!s.value.trim()) problems.push('存在空公式');
    if (s.value.includes('<')) problems.push(`公式中请用 \\lt 代替 <：${s.value}`);
  }
  return problems;
}
