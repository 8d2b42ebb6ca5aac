import { ItemType, type DifficultyLevel } from '@zuoyeben/shared';
import { BLANK, CHOICE_TAIL, makeItem, type Placement } from '../common.js';
import { makeChoice, shuffle, type Candidate, type Rand } from '../math/choice.js';
import type { SeedItem } from '../types.js';
import { loadPoems, type Poem } from './corpus.js';
import { SONG_CI, TANG_POEMS } from './poem-list.js';

interface Chosen {
  poem: Poem;
  grade: string;
  /** Title as a textbook prints it: 《次北固山下》, 《水调歌头·明月几时有》. */
  display: string;
  dynasty: '唐' | '宋';
}

/** Clauses with the punctuation that ends each. */
function clausesOf(text: string): { text: string; end: string }[] {
  return [...text.matchAll(/([^，。！？；]+)([，。！？；]?)/g)].map((m) => ({ text: m[1]!, end: m[2]! }));
}

/**
 * Line pairs fit for 默写: the two halves of a couplet of a regular poem, or a sentence of exactly two clauses.
 * Clauses with the corpus's 、 (a 词's lead-in word) or the old form 著 are left out.
 */
export function couplets(text: string): [string, string, string, string][] {
  const cs = clausesOf(text);
  const fit = (s: string) => s.length >= 4 && s.length <= 9 && !/[、著]/.test(s);
  const regular = cs.length % 2 === 0 && cs.every((c) => c.text.length === cs[0]!.text.length && [5, 7].includes(c.text.length));
  const out: [string, string, string, string][] = [];
  for (let i = 0; i + 1 < cs.length; i++) {
    const [a, b] = [cs[i]!, cs[i + 1]!];
    const sentenceStart = i === 0 || /[。！？；]/.test(cs[i - 1]!.end);
    const ok = regular ? i % 2 === 0 : sentenceStart && a.end === '，' && /[。！？；]/.test(b.end);
    if (ok && fit(a.text) && fit(b.text)) out.push([a.text, a.end, b.text, /[。！？；]/.test(b.end) ? b.end : '。']);
  }
  return out;
}

function choosePoems(): Chosen[] {
  const poems = loadPoems();
  const tang = TANG_POEMS.map(([author, title, grade, display]) => {
    const poem = poems.find((p) => p.corpus === 'tang300' && p.author === author && p.title === title);
    if (!poem) throw new Error(`唐诗三百首 has no ${author}《${title}》`);
    return { poem, grade, display: `《${display ?? title}》`, dynasty: '唐' as const };
  });
  const ci = SONG_CI.map(([author, tune, grade, opening]) => {
    const poem = poems.find((p) => p.corpus === 'songci300' && p.author === author && p.title === tune && (!opening || p.text.startsWith(opening)));
    if (!poem) throw new Error(`宋词三百首 has no ${author}《${tune}》`);
    return { poem, grade, display: `《${tune.split('・').pop()}·${clausesOf(poem.text)[0]!.text.replace('、', '')}》`, dynasty: '宋' as const };
  });
  return [...tang, ...ci];
}

const periodOf = (grade: string) => (grade.startsWith('G') ? 'G' : Number(grade.slice(1)) <= 6 ? 'X' : 'C') as 'X' | 'C' | 'G';
const place = (c: Chosen, knowledge: string): Placement => ({ period: periodOf(c.grade), km: '语文', grade: c.grade, chapters: [], knowledge: [knowledge] });
const level = (c: Chosen, extra: number) => Math.max(1, Math.min(5, (c.grade.startsWith('G') ? 3 : Number(c.grade.slice(1)) <= 6 ? 1 : 2) + extra)) as DifficultyLevel;
const source = (c: Chosen) => `${c.dynasty}代${c.dynasty === '唐' ? '诗人' : '词人'}${c.poem.author}的${c.display}`;

/** 古诗文默写: fill the missing half of a famous line; the answer is the corpus's own line. */
function recitation(rand: Rand, c: Chosen, n: number, pairs: [string, string, string, string][]): SeedItem[] {
  return pairs.map(([first, sep, second, end], j) => {
    const blankFirst = (n + j) % 2 === 0;
    const stem = `补写出下列名句中的空缺部分。<br>${blankFirst ? BLANK : first}${sep}${blankFirst ? second : BLANK}${end}（${c.poem.author}${c.display}）`;
    return makeItem(rand, `chinese-recite-${n}-${j}`, place(c, '名句默写'), {
      type: ItemType.FillBlank, stem, answer: [blankFirst ? first : second],
      explanation: `本句出自${source(c)}，原句为“${first}${sep}${second}${end}”默写时注意不写错别字、不漏字添字。`,
      difficulty: level(c, j), check: { kind: 'poem', corpus: c.poem.corpus, author: c.poem.author, title: c.poem.title },
    });
  });
}

/** 诗词鉴赏: who wrote a line, which poem it comes from, the dynasty, or a true/false statement of its source. */
function appreciation(rand: Rand, c: Chosen, n: number, pair: [string, string, string, string], all: Chosen[]): SeedItem {
  const line = `${pair[0]}${pair[1]}${pair[2]}`;
  const quote = `“${line}”`;
  const ask = (['author', 'title', 'statement', 'author', 'title', 'dynasty'] as const)[n % 6]!;
  const others = shuffle(rand, all.filter((o) => o.poem.author !== c.poem.author));
  const check = { kind: 'poem-source' as const, corpus: c.poem.corpus, author: c.poem.author, title: c.poem.title, line, ask };
  const knowledge = { author: '作家作品', title: '诗句出处', statement: '诗句出处', dynasty: '文学常识' }[ask];
  const explanation = `${quote}出自${source(c)}。`;
  if (ask === 'statement') {
    const truthful = rand() < 0.5;
    const other = others[0]!;
    const claim = truthful ? `${c.poem.author}${c.display}` : `${other.poem.author}${other.display}`;
    return makeItem(rand, `chinese-appreciate-${n}`, place(c, knowledge), {
      type: ItemType.TrueFalse, stem: `判断：${quote}出自${claim}。`, answer: [truthful ? '对' : '错'],
      explanation: truthful ? explanation : `${explanation}${other.display}的作者是${other.poem.author}，题中说法错误。`, difficulty: level(c, 0), check,
    });
  }
  const option = (text: string): Candidate => ({ key: text, text });
  const [correct, mistakes] =
    ask === 'author' ? [c.poem.author, [...new Set(others.filter((o) => o.dynasty === c.dynasty).map((o) => o.poem.author))].slice(0, 3)]
    : ask === 'title' ? [c.display, others.slice(0, 3).map((o) => o.display)]
    : [c.dynasty, ['唐', '宋', '元', '明', '清'].filter((d) => d !== c.dynasty)];
  const { options, answer } = makeChoice(rand, option(correct), mistakes.map(option), (t) => option(ask === 'author' ? others[(3 + t) % others.length]!.poem.author : others[(3 + t) % others.length]!.display));
  const question = { author: `${quote}的作者是`, title: `${quote}出自`, dynasty: `${quote}的作者是哪个朝代的${c.dynasty === '唐' ? '诗人' : '词人'}？` }[ask];
  return makeItem(rand, `chinese-appreciate-${n}`, place(c, knowledge), {
    type: ItemType.SingleChoice, stem: question + CHOICE_TAIL, options, answer, explanation, difficulty: level(c, ask === 'dynasty' ? -1 : 0), check,
  });
}

/** Chinese items built from real poems: two 默写 items and one 鉴赏 item for each chosen poem where the lines allow. */
export function generatePoetryItems(rand: Rand): SeedItem[] {
  const chosen = choosePoems();
  return chosen.flatMap((c, n) => {
    const pairs = shuffle(rand, couplets(c.poem.text));
    if (!pairs.length) return [];
    return [...recitation(rand, c, n, pairs.slice(0, 2)), ...(pairs[2] ?? pairs[0] ? [appreciation(rand, c, n, pairs[2] ?? pairs[0]!, chosen)] : [])];
  });
}
