/**
 * A generated scan of one answer card page, for the Playwright stories (which cannot import server code):
 *   node --import tsx src/modules/scan-reading/testing/scan-cli.ts <request.json> <out.jpg>
 * request.json: { questions: [{ th, type, optionCount }], qr: { paperGuid, workCode }, studentNo, answers: { th: letters[] },
 * seed }. The card is laid out from the questions as the server lays it out (default 答题卡 settings), drawn, and lightly
 * degraded like a scanner.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { layoutOfWork } from '../../scan/scan.reading.js';
import type { QuestionRow } from '../../submissions/submission-work.repository.js';
import { generateScan } from './generate-scan.js';

const [requestFile, outFile] = process.argv.slice(2);
if (!requestFile || !outFile) throw new Error('usage: scan-cli.ts <request.json> <out.jpg>');
const request = JSON.parse(await readFile(requestFile, 'utf8')) as {
  questions: Pick<QuestionRow, 'th' | 'type' | 'optionCount'>[];
  qr: { paperGuid: string; workCode: string };
  studentNo: string;
  answers: Record<number, string[]>;
  seed: number;
};
const { image } = await generateScan(layoutOfWork(request.questions as QuestionRow[]), {
  seed: request.seed,
  qr: request.qr,
  studentNo: request.studentNo,
  answers: request.answers,
  degradation: { rotationDeg: 0.8, scale: 1, noise: 3, jpegQuality: 88, flipped: false },
});
await writeFile(outFile, image);
