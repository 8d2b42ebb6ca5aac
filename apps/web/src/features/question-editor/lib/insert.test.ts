import { describe, expect, it } from 'vitest';
import { collapseImages, expandImages, imageRefusal, imageSnippet, insertAt, ImageMessages } from './insert';

describe('inserting into item text', () => {
  it('replaces the selection and puts the caret after the snippet', () => {
    expect(insertAt('求的值', { start: 1, end: 1 }, '$x$')).toEqual({ text: '求$x$的值', caret: 4 });
    expect(insertAt('abc', { start: 1, end: 2 }, '____')).toEqual({ text: 'a____c', caret: 5 });
    expect(insertAt('abc', null, '（　　）')).toEqual({ text: 'abc（　　）', caret: 7 });
  });

  it('embeds a picture like the seed figures, with a sanitised name as alt text', () => {
    expect(imageSnippet('data:image/png;base64,AAA=', '图"1"<a>.png')).toBe('<img class="item-figure" alt="图1a" src="data:image/png;base64,AAA=">');
  });

  it('refuses pictures that are not PNG, JPG or GIF, or too large', () => {
    expect(imageRefusal({ type: 'image/png', size: 1000 })).toBeNull();
    expect(imageRefusal({ type: 'image/svg+xml', size: 1000 })).toBe(ImageMessages.type);
    expect(imageRefusal({ type: 'image/jpeg', size: 300 * 1024 })).toBe(ImageMessages.size);
  });

  it('shows pictures as [图片N] tokens and puts them back, dropping a deleted one', () => {
    const html = '如图 <img class="item-figure" src="data:image/svg+xml;base64,AA"> 与 <img src="/a.png">';
    const { text, images } = collapseImages(html);
    expect(text).toBe('如图 [图片1] 与 [图片2]');
    expect(expandImages(text, images)).toBe(html);
    expect(expandImages('如图 [图片2]', images)).toBe('如图 <img src="/a.png">');
  });
});
