/**
 * A score as a teacher reads it (issue 9 item 25): whole scores without a decimal (2, 10), half and tenth scores
 * with one (2.5); never 2.0. Scores are kept to one decimal (numeric(5,1)), so the value is rounded to one.
 */
export function formatScore(score: number): string {
  if (!Number.isFinite(score)) return '';
  const rounded = Math.round(score * 10) / 10;
  return String(rounded === 0 ? 0 : rounded);
}
