import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { layoutAnswerCard, type CardQuestion } from '@zuoyeben/shared';
import { readScanPage } from './read-page.js';
import { generateScan } from './testing/generate-scan.js';
import { SCAN_PROFILES } from './testing/scan-profiles.js';

const questions: CardQuestion[] = [
  ...Array.from({ length: 20 }, (_, i) => ({ no: i + 1, kind: 'choice' as const, options: i % 7 === 6 ? ['A', 'B', 'C', 'D', 'E'] : ['A', 'B', 'C', 'D'] })),
  { no: 21, kind: 'area', heightPx: 120 },
  { no: 22, kind: 'area', heightPx: 160 },
];
const layout = layoutAnswerCard(questions);
const qr = { paperGuid: 'paper-1', workCode: 'W100' };
const expected = { paperGuid: 'paper-1', workCode: 'W100' };

const chosen = (answers: { selected: string[] }[]) => answers.map((a) => a.selected.join(''));

describe('reading a scanned answer-card page', () => {
  it('reads a clean page: identity from the QR code, the student number, every answer, and crops of the written answers', async () => {
    const scan = await generateScan(layout, { seed: 1, qr, clean: true, studentNo: '20260417' });
    const r = await readScanPage(scan.image, layout, { expected });
    expect(r.status).toBe('read');
    expect(r.flags).toEqual([]);
    expect(r.qr).toMatchObject({ paperGuid: 'paper-1', workCode: 'W100', page: 1 });
    expect(r.studentNo?.value).toBe('20260417');
    expect(chosen(r.answers)).toEqual(chosen(scan.truth.answers));
    expect(r.answers[6]!.options).toEqual(['A', 'B', 'C', 'D', 'E']);
    expect(r.answers[0]!.darkness).toHaveLength(4);
    expect(r.crops.map((c) => c.no)).toEqual([21, 22]);
    const meta = await sharp(r.crops[0]!.png).metadata();
    expect(meta.format).toBe('png');
    // 166 mm wide frame + 2 mm each side at 150 dpi.
    expect(meta.width).toBe(Math.round((170 * 150) / 25.4));
  });

  it('reads a scan turned upside down, rotated, scaled and noisy like the same page', async () => {
    const scan = await generateScan(layout, { seed: 2, qr, profile: SCAN_PROFILES.typical, degradation: { flipped: true, rotationDeg: 4, scale: 0.9, noise: 10, jpegQuality: 65 } });
    const r = await readScanPage(scan.image, layout, { expected });
    expect(r.status).toBe('read');
    expect(Math.abs(Math.abs(r.alignment!.rotationDeg) - 176)).toBeLessThan(1.5);
    expect(r.studentNo?.value).toBe(scan.truth.studentNo);
    expect(chosen(r.answers)).toEqual(chosen(scan.truth.answers));
  });

  it('reads a page fed sideways (turned a quarter) like the same page', async () => {
    const scan = await generateScan(layout, { seed: 9, qr, profile: SCAN_PROFILES.typical, degradation: { flipped: false, rotationDeg: 90, scale: 1 } });
    const r = await readScanPage(scan.image, layout, { expected });
    expect(r.status).toBe('read');
    expect(Math.abs(r.alignment!.rotationDeg)).toBeCloseTo(90, 0);
    expect(r.studentNo?.value).toBe(scan.truth.studentNo);
    expect(chosen(r.answers)).toEqual(chosen(scan.truth.answers));
  });

  it('reads a hard scan (±10°, shear, poor scanner) without a silently wrong answer or number', async () => {
    const scan = await generateScan(layout, { seed: 3, qr, profile: SCAN_PROFILES.hard, degradation: { rotationDeg: -9, scale: 0.75, shearX: 0.01 } });
    const r = await readScanPage(scan.image, layout, { expected });
    expect(r.status).not.toBe('failed');
    if (r.studentNo?.value) expect(r.studentNo.value).toBe(scan.truth.studentNo);
    r.answers.forEach((a, i) => {
      if (!a.flags.includes('ambiguous')) expect(a.selected).toEqual(scan.truth.answers[i]!.selected);
    });
  });

  it('never guesses a student number: a blank, doubled or faint column leaves it empty and flagged', async () => {
    for (const seed of [4, 5, 6]) {
      const scan = await generateScan(layout, { seed, qr, clean: true, damageStudentNo: true });
      const r = await readScanPage(scan.image, layout, { expected });
      expect(r.studentNo?.value).toBeNull();
      expect(r.flags).toContain('studentNoReview');
      expect(r.status).toBe('review');
      expect(r.studentNo?.columns.filter((c) => c.digit === null).length).toBe(1);
    }
  });

  it('identifies a page whose QR code is torn by its printed frames, and sends it to review', async () => {
    const scan = await generateScan(layout, { seed: 7, qr, clean: true, damageQr: true });
    const r = await readScanPage(scan.image, layout, { expected });
    expect(r.qr).toBeNull();
    expect(r.flags).toContain('qrUnreadable');
    expect(r.page).toBe(1);
    expect(r.pageFrom).toBe('frames');
    expect(r.status).toBe('review');
    expect(chosen(r.answers)).toEqual(chosen(scan.truth.answers));
  });

  it('refuses a card of another paper or homework and reads nothing from it', async () => {
    const scan = await generateScan(layout, { seed: 8, qr: { paperGuid: 'paper-1', workCode: 'W999' }, clean: true });
    const r = await readScanPage(scan.image, layout, { expected });
    expect(r.status).toBe('refused');
    expect(r.flags).toEqual(['otherCard']);
    expect(r.answers).toEqual([]);
    expect(r.studentNo).toBeNull();
  });

  it('reports a page without corner squares as unaligned and a corrupt file as unreadable, without throwing', async () => {
    const blank = await sharp({ create: { width: 1654, height: 2339, channels: 3, background: { r: 250, g: 250, b: 250 } } }).jpeg().toBuffer();
    expect(await readScanPage(blank, layout)).toMatchObject({ status: 'failed', flags: ['unaligned'] });
    expect(await readScanPage(Buffer.from('not an image at all'), layout)).toMatchObject({ status: 'failed', flags: ['unreadableImage'] });
  });
});
