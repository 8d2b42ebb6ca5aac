import { accessSync, constants } from 'node:fs';

/** Where Chromium is looked for, in order: CHROMIUM_PATH, then Debian's and Ubuntu's places. */
export function chromiumCandidates(env: NodeJS.ProcessEnv = process.env): string[] {
  return [env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter((p): p is string => !!p);
}

export const CHROMIUM_MISSING =
  '未找到 Chromium 浏览器，无法生成 PDF。请安装 chromium（Debian/Ubuntu：apt-get install chromium），或用 CHROMIUM_PATH 指明它的位置。' +
  ' / Chromium was not found, so PDFs cannot be made: install chromium (apt-get install chromium) or set CHROMIUM_PATH.';

/** The first executable Chromium, or an error saying (in Chinese and English) how to get one. */
export function findChromium(env: NodeJS.ProcessEnv = process.env, candidates = chromiumCandidates(env)): string {
  for (const candidate of candidates) {
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      /* try the next place */
    }
  }
  throw new Error(CHROMIUM_MISSING);
}
