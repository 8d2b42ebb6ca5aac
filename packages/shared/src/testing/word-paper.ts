/**
 * Builds small .docx Word papers in memory for the paper-import tests (route tests and Playwright), so no binary
 * fixture is committed: paragraphs of text runs, OMML equations and PNG pictures, written as WordprocessingML into
 * a stored (uncompressed) ZIP. No dependency: the CRC-32 is computed here.
 */
// Globals of browsers and Node that the shared package's compiler settings (no DOM, no Node types) do not name.
declare const TextEncoder: new () => { encode(text: string): Uint8Array };
declare function atob(data: string): string;

/** `equationObject`: a MathType / Equation 3.0 object, a picture of the equation with the object behind it. */
export type WordRun = string | { math: string } | { picture: 'png' } | { equationObject: 'png' } | { underline: string };
export type WordParagraph = string | WordRun[];

const W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
const M = 'http://schemas.openxmlformats.org/officeDocument/2006/math';
const R = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const WP = 'http://schemas.openxmlformats.org/drawingml/2006/wordprocessingDrawing';
const A = 'http://schemas.openxmlformats.org/drawingml/2006/main';
const PIC = 'http://schemas.openxmlformats.org/drawingml/2006/picture';

/** A 16×16 PNG (a blue triangle). */
export const TINY_PNG_BASE64 = 'iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAARElEQVR4nGOQSznxnxTAIJdygiQ9UA3E60FoIFIPigZi9KBrIKgHiwb8erBrwKOHShpo6Wn8qimLOGJUk5v4iFcN1AAAtVyCxyRiEL4AAAAASUVORK5CYII=';

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** OMML of a few common forms, for tests: x², a fraction, a square root, or plain text. */
export const omml = {
  run: (text: string) => `<m:r><m:t>${escapeXml(text)}</m:t></m:r>`,
  sup: (base: string, sup: string) => `<m:sSup><m:e>${omml.run(base)}</m:e><m:sup>${omml.run(sup)}</m:sup></m:sSup>`,
  frac: (num: string, den: string) => `<m:f><m:num>${omml.run(num)}</m:num><m:den>${omml.run(den)}</m:den></m:f>`,
  sqrt: (body: string) => `<m:rad><m:radPr><m:degHide m:val="1"/></m:radPr><m:deg/><m:e>${omml.run(body)}</m:e></m:rad>`,
};

function runXml(run: WordRun, pictures: { count: number }): string {
  if (typeof run === 'string') return `<w:r><w:t xml:space="preserve">${escapeXml(run)}</w:t></w:r>`;
  if ('math' in run) return `<m:oMath>${run.math}</m:oMath>`;
  if ('underline' in run) return `<w:r><w:rPr><w:u w:val="single"/></w:rPr><w:t xml:space="preserve">${escapeXml(run.underline)}</w:t></w:r>`;
  const id = ++pictures.count;
  if ('equationObject' in run) {
    return `<w:r><w:object><v:shape id="_x0000_i${id}" style="width:40pt;height:20pt"><v:imagedata r:id="rIdImg${id}" o:title=""/></v:shape>` +
      `<o:OLEObject Type="Embed" ProgID="Equation.DSMT4" ShapeID="_x0000_i${id}" DrawAspect="Content" ObjectID="_${id}"/></w:object></w:r>`;
  }
  return `<w:r><w:drawing><wp:inline><wp:extent cx="952500" cy="952500"/><wp:docPr id="${id}" name="图片 ${id}"/>` +
    `<a:graphic><a:graphicData uri="${PIC}"><pic:pic><pic:nvPicPr><pic:cNvPr id="${id}" name="image${id}.png"/><pic:cNvPicPr/></pic:nvPicPr>` +
    `<pic:blipFill><a:blip r:embed="rIdImg${id}"/></pic:blipFill><pic:spPr/></pic:pic></a:graphicData></a:graphic></wp:inline></w:drawing></w:r>`;
}

let crcTable: Uint32Array | null = null;
function crc32(bytes: Uint8Array): number {
  crcTable ??= Uint32Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  let crc = 0xffffffff;
  for (const b of bytes) crc = crcTable[(crc ^ b) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

/** A ZIP of stored entries (method 0) with UTF-8 names. */
function storedZip(entries: { name: string; data: Uint8Array }[]): Uint8Array {
  const chunks: Uint8Array[] = [];
  const central: Uint8Array[] = [];
  let offset = 0;
  const header = (size: number) => {
    const buffer = new Uint8Array(size);
    return { buffer, view: new DataView(buffer.buffer) };
  };
  for (const entry of entries) {
    const name = new TextEncoder().encode(entry.name);
    const crc = crc32(entry.data);
    const local = header(30);
    local.view.setUint32(0, 0x04034b50, true);
    local.view.setUint16(4, 20, true);
    local.view.setUint16(6, 0x0800, true);
    local.view.setUint32(14, crc, true);
    local.view.setUint32(18, entry.data.length, true);
    local.view.setUint32(22, entry.data.length, true);
    local.view.setUint16(26, name.length, true);
    const dir = header(46);
    dir.view.setUint32(0, 0x02014b50, true);
    dir.view.setUint16(4, 20, true);
    dir.view.setUint16(6, 20, true);
    dir.view.setUint16(8, 0x0800, true);
    dir.view.setUint32(16, crc, true);
    dir.view.setUint32(20, entry.data.length, true);
    dir.view.setUint32(24, entry.data.length, true);
    dir.view.setUint16(28, name.length, true);
    dir.view.setUint32(42, offset, true);
    chunks.push(local.buffer, name, entry.data);
    central.push(dir.buffer, name);
    offset += 30 + name.length + entry.data.length;
  }
  const centralSize = central.reduce((n, c) => n + c.length, 0);
  const end = header(22);
  end.view.setUint32(0, 0x06054b50, true);
  end.view.setUint16(8, entries.length, true);
  end.view.setUint16(10, entries.length, true);
  end.view.setUint32(12, centralSize, true);
  end.view.setUint32(16, offset, true);
  const all = [...chunks, ...central, end.buffer];
  const out = new Uint8Array(all.reduce((n, c) => n + c.length, 0));
  let at = 0;
  for (const c of all) {
    out.set(c, at);
    at += c.length;
  }
  return out;
}

/** A .docx of these paragraphs (each a string, or runs of text, equations and pictures). */
export function buildWordPaper(paragraphs: readonly WordParagraph[]): Uint8Array {
  const pictures = { count: 0 };
  const body = paragraphs.map((p) => `<w:p>${(typeof p === 'string' ? [p] : p).map((r) => runXml(r, pictures)).join('')}</w:p>`).join('');
  const text = (s: string) => new TextEncoder().encode(s);
  const png = Uint8Array.from(atob(TINY_PNG_BASE64), (c: string) => c.charCodeAt(0));
  const imageRels = Array.from({ length: pictures.count }, (_, i) =>
    `<Relationship Id="rIdImg${i + 1}" Type="${R}/image" Target="media/image${i + 1}.png"/>`).join('');
  return storedZip([
    { name: '[Content_Types].xml', data: text('<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
      '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>' +
      '<Default Extension="png" ContentType="image/png"/>' +
      '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>') },
    { name: '_rels/.rels', data: text('<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
      `<Relationship Id="rId1" Type="${R}/officeDocument" Target="word/document.xml"/></Relationships>`) },
    { name: 'word/_rels/document.xml.rels', data: text('<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
      `${imageRels}</Relationships>`) },
    { name: 'word/document.xml', data: text(`<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="${W}" xmlns:m="${M}" xmlns:r="${R}" xmlns:wp="${WP}" xmlns:a="${A}" xmlns:pic="${PIC}" xmlns:v="urn:schemas-microsoft-com:vml" xmlns:o="urn:schemas-microsoft-com:office:office">` +
      `<w:body>${body}</w:body></w:document>`) },
    ...Array.from({ length: pictures.count }, (_, i) => ({ name: `word/media/image${i + 1}.png`, data: png })),
  ]);
}

/**
 * The paper of the import's acceptance test: ten questions (one with an equation, one with a picture, choice,
 * multiple choice, true/false, fill-in and worked questions) and two malformed ones (6: a repeated option letter,
 * 11: no stem), with the answers in a section at the end.
 */
export function sampleWordPaper(): Uint8Array {
  return buildWordPaper([
    '七年级数学单元测试（导入样例）',
    '满分：100分　时间：60分钟',
    '一、选择题（每小题3分，共18分）',
    '1．下列各数中，最小的数是（　　）',
    'A．-3　B．0　C．2　D．5',
    ['2．方程 ', { math: `${omml.sup('x', '2')}${omml.run('=4')}` }, ' 的一个解是（　　）'],
    'A．x=1　B．x=2　C．x=3　D．x=4',
    '3．如图，三角形中∠1的度数是（　　）',
    [{ picture: 'png' }],
    'A．30°　B．45°　C．60°　D．90°',
    '4．下列计算正确的是（　　）',
    'A．a+a=2a',
    'B．a·a=2a',
    'C．a-a=a',
    'D．a÷a=0',
    '5．下列数中是偶数的有（　　）A．2　B．3　C．4　D．5',
    '6．下列图形中是轴对称图形的是（　　）A．甲　B．乙　B．丙　D．丁',
    '二、判断题（每小题2分）',
    '7．0 是最小的自然数。（　　）',
    '三、填空题（每小题4分）',
    ['8．计算：3+5=', { underline: '      ' }, '，6×7=', { underline: '      ' }, '．'],
    '9．一个数的相反数是 -2，这个数是____．',
    '四、解答题',
    '10．（10分）解方程：2x+1=7．',
    '11．（10分）',
    '12．（12分）小明买了3支笔，每支2元，他付了10元，应找回多少元？',
    '参考答案',
    '1．A　2．B　3．C　4．A',
    '5．AC',
    '6．B',
    '7．√',
    '8．8；42',
    '9．2',
    '10．【答案】x=3【解析】移项得 2x=6，',
    '所以 x=3．',
    '11．略',
    '12．【答案】4元【解析】10-3×2=4（元）．',
  ]);
}
