import katex from 'katex';
import { ItemType, checkItemConsistency, formulasOf, type ItemOption } from '@zuoyeben/shared';
import { describe, expect, it } from 'vitest';
import { satisfies } from '../../../../test/helpers/math-recompute.js';
import { poemProblems } from '../../../../test/helpers/poem-check.js';
import { buildSeedItems } from './content.js';
import type { SeedItem } from './types.js';

const items = buildSeedItems();

function textsOf(item: SeedItem): string[] {
  const subs = item.subItems ?? [];
  return [
    item.stem,
    item.explanation,
    ...item.options.map((o) => o.text),
    ...item.answer,
    ...subs.flatMap((s) => [s.stem, s.explanation ?? '', ...s.options.map((o) => o.text), ...s.answer]),
  ];
}

const optionText = (options: ItemOption[], letter: string) => options.find((o) => o.label === letter)!.text;

describe('seeded question-bank content', () => {
  it('renders every formula of every item with KaTeX, with no error', () => {
    const failures: string[] = [];
    for (const item of items) {
      for (const text of textsOf(item)) {
        for (const tex of formulasOf(text)) {
          try {
            katex.renderToString(tex, { throwOnError: true, strict: 'error' });
          } catch (e) {
            failures.push(`${item.key}: ${tex} — ${(e as Error).message}`);
          }
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('draws geometry figures as well-formed SVG images', () => {
    const figures = items.flatMap((i) => [...i.stem.matchAll(/<img class="item-figure"[^>]* src="data:image\/svg\+xml;base64,([^"]+)">/g)].map((m) => m[1]!));
    expect(figures.length).toBeGreaterThanOrEqual(40);
    for (const data of figures) {
      const svg = Buffer.from(data, 'base64').toString('utf8');
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*>.*<\/svg>$/s);
      expect(svg).not.toMatch(/NaN|undefined|Infinity/);
    }
  });

  it('has answers consistent with every item type and its options', () => {
    const failures = items.flatMap((item) => checkItemConsistency(item).map((p) => `${item.key}: ${p}`));
    expect(failures).toEqual([]);
  });

  it('takes every poem fill-in and source question from the real poem text', () => {
    const poetry = items.filter((i) => i.check?.kind.startsWith('poem'));
    expect(poetry.length).toBeGreaterThan(100);
    expect(poetry.flatMap(poemProblems)).toEqual([]);
  });

  it('gives every item a stem, an explanation, a primary knowledge point and a unique key', () => {
    expect(items.filter((i) => !i.stem.trim() || !i.explanation.trim() || !i.knowledge.length).map((i) => i.key)).toEqual([]);
    expect(new Set(items.map((i) => i.key)).size).toBe(items.length);
    expect(items.filter((i) => i.difficulty < 1 || i.difficulty > 5)).toEqual([]);
  });

  it('recomputes every generated mathematics answer and finds only the keyed option correct', () => {
    const failures: string[] = [];
    for (const item of items.filter((i) => i.check && !i.check.kind.startsWith('poem'))) {
      const check = item.check!;
      if (item.type === ItemType.SingleChoice) {
        const right = item.options.filter((o) => satisfies(check, o.text)).map((o) => o.label);
        if (right.join() !== item.answer.join()) failures.push(`${item.key}: options satisfied ${right.join() || 'none'}, keyed ${item.answer.join()} — ${optionText(item.options, item.answer[0]!)}`);
      } else {
        const answer = item.type === ItemType.FillBlank && item.answer.length > 1 ? item.answer.map((a) => a).join('，') : item.answer[0]!;
        if (!satisfies(check, answer)) failures.push(`${item.key}: ${answer} does not satisfy ${JSON.stringify(check)}`);
      }
    }
    expect(failures).toEqual([]);
  });
});
