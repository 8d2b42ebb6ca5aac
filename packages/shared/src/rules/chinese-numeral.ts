const DIGITS = ['零', '一', '二', '三', '四', '五', '六', '七', '八', '九'];

/**
 * A whole number from 1 to 99 in Chinese numerals, as question-type sections are numbered (一、二 … 十一 … 九十九;
 * spec 02 §2 paper detail). Anything else is refused with the spec's "Number is wrong!".
 */
export function toChineseNumeral(n: number): string {
  if (!Number.isInteger(n) || n < 1 || n > 99) throw new Error('Number is wrong!');
  const tens = Math.floor(n / 10);
  const ones = n % 10;
  if (tens === 0) return DIGITS[ones]!;
  return `${tens === 1 ? '' : DIGITS[tens]}十${ones === 0 ? '' : DIGITS[ones]}`;
}
