import { BLANK_MARKER, ItemEditorLimits, sanitizeName } from '@zuoyeben/shared';

/** The bracket a choice stem ends with, where students write the letter (as the seeded items do). */
export const CHOICE_BRACKET = '（　　）';
export { BLANK_MARKER };

export interface Selection {
  start: number;
  end: number;
}

/** The text with `snippet` replacing the selection, and where the caret goes after it. */
export function insertAt(text: string, selection: Selection | null, snippet: string): { text: string; caret: number } {
  const start = Math.min(selection?.start ?? text.length, text.length);
  const end = Math.min(Math.max(selection?.end ?? start, start), text.length);
  return { text: text.slice(0, start) + snippet + text.slice(end), caret: start + snippet.length };
}

/** A formula as item text writes it: LaTeX between single dollars. */
export const formulaSnippet = (tex: string) => `$${tex.trim()}$`;

export const ImageMessages = {
  type: '只能插入 PNG、JPG 或 GIF 图片',
  size: `图片不能超过${Math.round(ItemEditorLimits.imageMaxBytes / 1024)}KB`,
  read: '图片读取失败，请重试',
} as const;

/** Why a picked file cannot go into an item, or null. */
export function imageRefusal(file: Pick<File, 'type' | 'size'>): string | null {
  if (!ItemEditorLimits.imageTypes.includes(file.type)) return ImageMessages.type;
  if (file.size > ItemEditorLimits.imageMaxBytes) return ImageMessages.size;
  return null;
}

/**
 * A picture embedded in the item the way the seed embeds its figures (an <img class="item-figure"> with a data URI),
 * so it shows wherever the item does — other schools' banks and students' phones included. The file name becomes
 * the alt text after the name-sanitising rule, which also keeps quotes out of the attribute.
 */
export function imageSnippet(dataUrl: string, fileName: string): string {
  const alt = sanitizeName(fileName.replace(/\.[a-z]+$/i, ''));
  return `<img class="item-figure" alt="${alt}" src="${dataUrl}">`;
}

export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(new Error(ImageMessages.read));
    reader.readAsDataURL(file);
  });
}

const IMG_TAG = /<img\b[^>]*>/gi;
const IMG_TOKEN = /\[图片(\d+)\]/g;

/**
 * Item text as the text area shows it: each picture is a short token [图片1], [图片2] … in order, so a figure's
 * data URI does not fill the box. `images` holds the tags the tokens stand for.
 */
export function collapseImages(html: string): { text: string; images: string[] } {
  const images: string[] = [];
  const text = html.replace(IMG_TAG, (tag) => {
    images.push(tag);
    return `[图片${images.length}]`;
  });
  return { text, images };
}

/** The item text back from the text area: tokens become their pictures again; a deleted token drops its picture. */
export function expandImages(text: string, images: readonly string[]): string {
  return text.replace(IMG_TOKEN, (token, n: string) => images[Number(n) - 1] ?? token);
}
