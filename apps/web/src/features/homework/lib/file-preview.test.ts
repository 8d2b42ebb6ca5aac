import { describe, expect, it } from 'vitest';
import { docxParagraph, tinyDocx } from '../testing/tiny-docx';
import { convertDocx, isLegacyWord, sanitizeDocumentHtml as sanitizeHtml } from './file-preview';

describe('isLegacyWord', () => {
  it('tells an old binary .doc from a .docx', () => {
    expect(isLegacyWord('第一单元.doc')).toBe(true);
    expect(isLegacyWord('答案.DOC')).toBe(true);
    expect(isLegacyWord('答案.docx')).toBe(false);
    expect(isLegacyWord('doc.pdf')).toBe(false);
  });
});

describe('sanitizeHtml', () => {
  it('drops scripts, handlers and script URLs but keeps the document', () => {
    const html = sanitizeHtml(
      '<p onclick="alert(1)">正文<script>alert(2)</script></p>' +
        '<img src="data:image/png;base64,AAAA" onerror="alert(3)">' +
        '<a href=" java\tscript:alert(4)">坏链接</a><a href="https://example.com/x">好链接</a>' +
        '<iframe src="https://evil.example"></iframe><style>p{}</style><table><tr><td style="x">格</td></tr></table>',
    );
    expect(html).not.toMatch(/script|onclick|onerror|iframe|<style|style=/i);
    expect(html).toContain('<p>正文</p>');
    expect(html).toContain('<img src="data:image/png;base64,AAAA">');
    expect(html).toContain('<a>坏链接</a>');
    expect(html).toContain('<a href="https://example.com/x" target="_blank" rel="noopener noreferrer">好链接</a>');
    expect(html).toContain('<td>格</td>');
  });

  it('does not keep data: URLs other than images', () => {
    expect(sanitizeHtml('<a href="data:text/html,<b>x</b>">x</a>')).toBe('<a>x</a>');
  });
});

describe('convertDocx', () => {
  it('converts a real .docx with mammoth', async () => {
    const docx = tinyDocx(docxParagraph('第一题答案', { style: 'Heading1' }) + docxParagraph('选 B，', { bold: true }) + docxParagraph('因为 1 < 2 & 3 > 2'));
    const html = await convertDocx(docx);
    expect(html).toBe('<h1>第一题答案</h1><p><strong>选 B，</strong></p><p>因为 1 &lt; 2 &amp; 3 &gt; 2</p>');
  });

  it('rejects bytes that are not a .docx', async () => {
    await expect(convertDocx(new TextEncoder().encode('not a zip').buffer)).rejects.toThrow();
  });
});
