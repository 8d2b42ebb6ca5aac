import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as OpenCC from 'opencc-js/t2cn';
import { normalizePoemText } from '../../src/db/seed/question-bank/chinese/corpus.js';
import { TANG_POEMS } from '../../src/db/seed/question-bank/chinese/poem-list.js';
import type { MathCheck, SeedItem } from '../../src/db/seed/question-bank/types.js';

type PoemCheck = Extract<MathCheck, { kind: 'poem' | 'poem-source' }>;
interface Entry { corpus: string; author: string; title: string; text: string }

const require = createRequire(import.meta.url);
const t2cn = OpenCC.Converter({ from: 't', to: 'cn' });

/** The two corpora read straight from the chinese-poetry package, in simplified characters. */
function corpus(): Entry[] {
  const tang = JSON.parse(readFileSync(require.resolve('chinese-poetry/dist/mengxue/tangshisanbaishou.json'), 'utf8'));
  const ci = JSON.parse(readFileSync(require.resolve('chinese-poetry/dist/songci/宋词三百首.json'), 'utf8'));
  return [
    ...tang.content.flatMap((s: { content: { author: string; chapter: string; paragraphs: string[] }[] }) =>
      s.content.map((p) => ({ corpus: 'tang300', author: t2cn(p.author), title: t2cn(p.chapter), text: normalizePoemText(t2cn(p.paragraphs.join(''))) }))),
    ...ci.map((p: { author: string; rhythmic: string; paragraphs: string[] }) => ({ corpus: 'songci300', author: p.author, title: p.rhythmic, text: normalizePoemText(p.paragraphs.join('')) })),
  ];
}

let entries: Entry[] | undefined;

/** Problems of a poetry item: a fill-in that is not the poem's own line, or a source question keyed wrongly. */
export function poemProblems(item: SeedItem): string[] {
  entries ??= corpus();
  const check = item.check as PoemCheck;
  const poem = entries.find((e) => e.corpus === check.corpus && e.author === check.author && e.title === check.title);
  if (!poem) return [`${item.key}: ${check.author}《${check.title}》 is not in the corpus`];
  if (check.kind === 'poem') {
    const body = item.stem.replace(/^.*<br>/, '').replace(/（[^（）]*《.*》）$/, '');
    const line = body.replace('____', item.answer[0]!).replace(/[，。！？；]$/, '');
    return poem.text.includes(line) && item.answer[0]!.length >= 4 ? [] : [`${item.key}: “${line}” is not in ${poem.title}`];
  }
  const holders = entries.filter((e) => e.text.includes(check.line));
  if (holders.length !== 1 || holders[0] !== poem) return [`${item.key}: “${check.line}” is in ${holders.length} poems`];
  if (!item.stem.includes(check.line)) return [`${item.key}: the stem does not quote ${check.line}`];
  const keyed = item.options.find((o) => o.label === item.answer[0])?.text ?? '';
  switch (check.ask) {
    case 'author':
      return keyed === poem.author && item.options.filter((o) => o.text === poem.author).length === 1 ? [] : [`${item.key}: keyed ${keyed}, author ${poem.author}`];
    case 'dynasty':
      return keyed === (poem.corpus === 'tang300' ? '唐' : '宋') ? [] : [`${item.key}: keyed dynasty ${keyed}`];
    case 'title': {
      const others = item.options.filter((o) => o.label !== item.answer[0]);
      // A textbook may print another title than the corpus (《送元二使安西》 for 渭城曲); the poem list names those.
      const printed = TANG_POEMS.find(([a, t]) => a === poem.author && t === poem.title)?.[3];
      const fits = (t: string) => poem.title.split(/[·・]/).some((part) => t.includes(part)) || poem.title.includes(t.replace(/[《》]|（.*）/g, '')) || t === `《${printed}》`;
      return fits(keyed) && !others.some((o) => entries!.some((e) => e.text.includes(check.line) && o.text.includes(e.title))) ? [] : [`${item.key}: keyed title ${keyed} for ${poem.title}`];
    }
    default: {
      const claimsAuthor = item.stem.includes(`出自${poem.author}《`);
      return (item.answer[0] === '对') === claimsAuthor ? [] : [`${item.key}: statement keyed ${item.answer[0]}`];
    }
  }
}
