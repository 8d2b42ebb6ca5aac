/**
 * A browser's User-Agent as a teacher reads it on the personal page's 登录设备 list: the browser and its major version,
 * then the system ("Chrome 120 · Windows", "微信 8 · iPhone"). Rules over the common browsers, not a full parser: an
 * unknown one reads 未知浏览器 and an unknown system 未知设备.
 */
const BROWSERS: readonly [RegExp, string][] = [
  [/MicroMessenger\/(\d+)/, '微信'],
  [/DingTalk\/(\d+)/, '钉钉'],
  [/Edg(?:e|A|iOS)?\/(\d+)/, 'Edge'],
  [/OPR\/(\d+)/, 'Opera'],
  [/QQBrowser\/(\d+)/, 'QQ浏览器'],
  [/UCBrowser\/(\d+)/, 'UC浏览器'],
  [/(?:HeadlessChrome|Chrome|CriOS)\/(\d+)/, 'Chrome'],
  [/(?:Firefox|FxiOS)\/(\d+)/, 'Firefox'],
  [/Version\/(\d+)[.\d]* (?:Mobile\/\S+ )?Safari\//, 'Safari'],
];

const SYSTEMS: readonly [RegExp, string][] = [
  [/iPhone/, 'iPhone'],
  [/iPad/, 'iPad'],
  [/Android/, 'Android'],
  [/HarmonyOS|OpenHarmony/, 'HarmonyOS'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

export function describeUserAgent(userAgent: string | null | undefined): string {
  const ua = userAgent ?? '';
  let browser = '未知浏览器';
  for (const [re, name] of BROWSERS) {
    const m = re.exec(ua);
    if (m) {
      browser = `${name} ${m[1]}`;
      break;
    }
  }
  const system = SYSTEMS.find(([re]) => re.test(ua))?.[1] ?? '未知设备';
  return `${browser} · ${system}`;
}
