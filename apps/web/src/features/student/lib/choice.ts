import { HomeworkLimits, QuestionType } from '@zuoyeben/shared';

/** The option letters of a question with `optionCount` options (A–H exist). */
export function optionLetters(optionCount: number): string[] {
  return HomeworkLimits.optionLetters.slice(0, Math.max(0, Math.min(optionCount, HomeworkLimits.optionLetters.length))).split('');
}

/**
 * The answer after tapping `letter`: a single choice keeps one letter (tapping it again clears it); a multiple choice
 * toggles the letter and keeps the letters in order.
 */
export function toggleChoice(current: string, letter: string, type: number): string {
  if (type === QuestionType.Single) return current === letter ? '' : letter;
  const letters = new Set(current.split('').filter(Boolean));
  if (letters.has(letter)) letters.delete(letter);
  else letters.add(letter);
  return [...letters].sort().join('');
}
