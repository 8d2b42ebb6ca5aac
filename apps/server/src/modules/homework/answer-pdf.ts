import { existsSync } from 'node:fs';
import PDFDocument from 'pdfkit';
import type { TFileRef } from '@zuoyeben/shared';

/** Debian's fonts-noto-cjk (installed by .ci/run); the simplified-Chinese face of the collection. */
const CJK_FONT_FILE = '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc';
const CJK_FONT_NAME = 'NotoSansCJKsc-Regular';

const TYPE_NAMES: Record<number, string> = { 1: '单选题', 2: '多选题', 3: '主观题' };

export interface AnswerPdfInput {
  title: string;
  workCode: string;
  km: string;
  classNames: string[];
  questions: { th: number; type: number; answer: string; score: number }[];
  /** Answer files; images are embedded, documents are named. */
  answerFiles: { ref: TFileRef; bytes: Buffer | undefined }[];
}

const COLUMNS = [
  { title: '题号', width: 60 },
  { title: '题型', width: 100 },
  { title: '答案', width: 215 },
  { title: '分值', width: 120 },
];
const ROW_HEIGHT = 22;

/** The answer key as an A4 PDF: title, work code, classes, a table of th / type / answer / score, then answer images. */
export async function renderAnswerPdf(input: AnswerPdfInput): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 50, info: { Title: `${input.title} 答案`, Creator: '作业本' } });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  // Without the CJK font (a machine without fonts-noto-cjk) the layout still renders; Chinese then shows as blanks.
  if (existsSync(CJK_FONT_FILE)) doc.registerFont('cjk', CJK_FONT_FILE, CJK_FONT_NAME);
  const font = existsSync(CJK_FONT_FILE) ? 'cjk' : 'Helvetica';
  const left = doc.page.margins.left;

  doc.font(font).fontSize(18).text(`${input.title} 答案`, { align: 'center' });
  doc.moveDown(0.5).fontSize(10.5);
  doc.text(`作业号：${input.workCode}    科目：${input.km}`);
  doc.text(`班级：${input.classNames.join('、') || '无'}`);
  doc.moveDown(0.8);

  const drawRow = (cells: string[], header: boolean) => {
    if (doc.y + ROW_HEIGHT > doc.page.height - doc.page.margins.bottom) doc.addPage();
    const y = doc.y;
    let x = left;
    cells.forEach((cell, i) => {
      const width = COLUMNS[i]!.width;
      if (header) doc.rect(x, y, width, ROW_HEIGHT).fillAndStroke('#eeeeee', '#999999').fillColor('#000000');
      else doc.rect(x, y, width, ROW_HEIGHT).stroke('#999999');
      doc.text(cell, x + 6, y + 6, { width: width - 12, height: ROW_HEIGHT - 6, lineBreak: false, ellipsis: true });
      x += width;
    });
    doc.x = left;
    doc.y = y + ROW_HEIGHT;
  };
  drawRow(COLUMNS.map((c) => c.title), true);
  for (const q of input.questions) {
    drawRow([String(q.th), TYPE_NAMES[q.type] ?? '', q.type === 3 ? '（主观题）' : q.answer, String(q.score)], false);
  }
  const total = input.questions.reduce((sum, q) => sum + q.score, 0);
  doc.moveDown(0.5).text(`共 ${input.questions.length} 题，总分 ${Math.round(total * 10) / 10} 分`, left);

  for (const { ref, bytes } of input.answerFiles) {
    if (ref.fileType === 'image' && bytes) {
      doc.addPage().fontSize(12).text(`答案图片：${ref.fileName}`);
      const top = doc.y + 8;
      const width = doc.page.width - left - doc.page.margins.right;
      try {
        doc.image(bytes, left, top, { fit: [width, doc.page.height - top - doc.page.margins.bottom], align: 'center' });
      } catch {
        // An image pdfkit cannot decode (e.g. a progressive or CMYK JPEG) must not cost the teacher the answer table.
        doc.text('（该图片无法嵌入，请在作业详情中查看）', left, top);
      }
    } else {
      doc.moveDown(0.5).text(`答案文件：${ref.fileName}（请在作业详情中查看）`, left);
    }
  }
  doc.end();
  return done;
}
