import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as OpenCC from 'opencc-js/t2cn';
import type { PoemCorpus } from '../types.js';

/** One poem of the chinese-poetry corpus in simplified characters, with the editors' notes removed. */
export interface Poem {
  corpus: PoemCorpus;
  author: string;
  /** 唐诗: the corpus title; 宋词: the tune name (词牌) as the corpus spells it. */
  title: string;
  text: string;
}

const require = createRequire(import.meta.url);
const toSimplified = OpenCC.Converter({ from: 't', to: 'cn' });

/**
 * Text as a school edition prints it: the corpus's notes such as "(明年 一作：…)" removed, and the few old forms the
 * 宋词 corpus keeps (後, 馀, 沈沈) written as today's characters.
 */
export function normalizePoemText(text: string): string {
  return text
    .replace(/[（(][^）)]*[）)]/g, '')
    .replace(/後/g, '后')
    .replace(/馀/g, '余')
    .replace(/沈沈/g, '沉沉')
    .replace(/\s+/g, '');
}

interface TangFile { content: { type: string; content: { chapter: string; author: string; paragraphs: string[] }[] }[] }
interface CiEntry { author: string; rhythmic: string; paragraphs: string[] }

let cache: Poem[] | undefined;

/** Both corpora, read once from the installed chinese-poetry package (two small JSON files of its 350 MB). */
export function loadPoems(): Poem[] {
  if (cache) return cache;
  const tang = JSON.parse(readFileSync(require.resolve('chinese-poetry/dist/mengxue/tangshisanbaishou.json'), 'utf8')) as TangFile;
  const ci = JSON.parse(readFileSync(require.resolve('chinese-poetry/dist/songci/宋词三百首.json'), 'utf8')) as CiEntry[];
  cache = [
    ...tang.content.flatMap((section) =>
      section.content.map((p) => ({
        corpus: 'tang300' as const,
        author: toSimplified(p.author),
        title: toSimplified(p.chapter),
        text: normalizePoemText(toSimplified(p.paragraphs.join(''))),
      })),
    ),
    ...ci.map((p) => ({ corpus: 'songci300' as const, author: p.author, title: p.rhythmic, text: normalizePoemText(p.paragraphs.join('')) })),
  ];
  return cache;
}
