import { describe, expect, it } from 'vitest';
import type { FileKind } from '@zuoyeben/shared';
import { checkFileToAdd, compressionQuality, fileKindOf } from './file-checks';

const MB = 1024 * 1024;
const file = (name: string, size = MB) => ({ name, size });
const images = (n: number) => Array<FileKind>(n).fill('image');

describe('file checks before upload', () => {
  it.each([
    ['a.JPG', 'image'],
    ['a.jpe', 'image'],
    ['a.png', 'image'],
    ['a.pdf', 'pdf'],
    ['a.doc', 'word'],
    ['a.docx', 'word'],
    ['a.gif', null],
    ['noext', null],
  ])('judges %s as %s', (name, kind) => {
    expect(fileKindOf(name)).toBe(kind);
  });

  it.each<[string, FileKind[], { name: string; size: number }, 1 | 2, string | null]>([
    ['refuses other types', [], file('a.gif'), 1, '只能上传jpg、jpeg、jpe、png、word、pdf格式的文件'],
    ['takes a first image', [], file('a.jpg'), 1, null],
    ['takes a first document', [], file('a.pdf'), 1, null],
    ['refuses a second document', ['pdf'], file('b.docx'), 1, '文档只能上传一次'],
    ['refuses a document after images', ['image'], file('b.pdf'), 1, '只能传和前面文件格式相同的文件'],
    ['refuses an image after a document', ['word'], file('b.png'), 2, '只能传和前面文件格式相同的文件'],
    ['takes the ninth question image', images(8), file('i.jpg'), 1, null],
    ['refuses a tenth question image', images(9), file('j.jpg'), 1, '最多只能上传9张图片哦'],
    ['takes the second answer image', images(1), file('b.jpg'), 2, null],
    ['refuses a third answer image', images(2), file('c.jpg'), 2, '最多只能上传2张图片哦'],
    ['refuses a document of 10MB', [], file('big.pdf', 10 * MB), 1, '只能上传10MB以内的pdf/word文件'],
    ['takes a document just under 10MB', [], file('ok.pdf', 10 * MB - 1), 1, null],
    ['takes a 20MB photo (it is compressed)', [], file('photo.jpg', 20 * MB), 1, null],
  ])('%s', (_case, existing, candidate, uploadType, expected) => {
    expect(checkFileToAdd(existing, candidate, uploadType)).toBe(expected);
  });
});

describe('compression threshold', () => {
  it.each([
    [MB, null],
    [5 * MB - 1, null],
    [5 * MB, 0.8],
    [10 * MB, 0.8],
    [10 * MB + 1, 0.6],
    [30 * MB, 0.6],
  ])('an image of %d bytes gets quality %s', (bytes, quality) => {
    expect(compressionQuality(bytes)).toBe(quality);
  });
});
