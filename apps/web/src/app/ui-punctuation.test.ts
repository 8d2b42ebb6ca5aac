// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Issue 9 item 25: Chinese UI text uses full-width punctuation (，！？：；（）). Texts the specs quote with an ASCII
 * mark keep it, to the character, and only those. Reads every string and JSX text of the web app and of the shared
 * texts and the server's messages (regular expressions and comments are not UI).
 */
const SPEC_QUOTES = new Set([
  '该年级下暂无班级,无法选择', // spec 01 §4
  '此操作将会改变现有的题型、题号及分值，是否继续?', // spec 01 §4
  '当页面无当前学段试题，无法批量添加!', // spec 02 §7
  '任务已执行完毕，是否刷新?', // spec 03 §5
]);
const HALF_WIDTH_BESIDE_CHINESE = /[\u4e00-\u9fff][,!?;:()]|[,!?;:()][\u4e00-\u9fff]/;

const root = fileURLToPath(new URL('../../../..', import.meta.url));
/** The server's messages reach the screen too. */
const SOURCES = ['apps/web/src', 'packages/shared/src', 'apps/server/src'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' || entry.name === 'test' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

function uiTexts(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const texts: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateLiteralToken(node)) texts.push(node.text);
    else if (ts.isJsxText(node)) texts.push(node.getText());
    ts.forEachChild(node, visit);
  };
  visit(source);
  return texts;
}

describe('punctuation of UI texts', () => {
  const offending = SOURCES.flatMap((dir) => sourceFiles(path.join(root, dir)))
    .flatMap((file) => uiTexts(file).map((text) => ({ file: path.relative(root, file), text })))
    .filter(({ text }) => HALF_WIDTH_BESIDE_CHINESE.test(text) && !SPEC_QUOTES.has(text));

  it('uses full-width punctuation beside Chinese, except in the texts the specs quote', () => {
    expect(offending).toEqual([]);
  });

  it('keeps the ASCII comma of 该年级下暂无班级,无法选择 where the spec quotes it', async () => {
    const { HomeworkMessages } = await import('@zuoyeben/shared');
    expect(HomeworkMessages.gradeWithoutClasses).toBe('该年级下暂无班级,无法选择');
  });
});
