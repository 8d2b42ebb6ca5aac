/**
 * Vitest reporters for every workspace: the default one, plus a JSON report when VITEST_REPORT_DIR is set (CI
 * counts tests from it while running the README's `npm test` unchanged).
 */
export function vitestReporters(workspace: string): ([string, Record<string, unknown>] | string)[] {
  const dir = process.env.VITEST_REPORT_DIR;
  return dir ? ['default', ['json', { outputFile: `${dir}/vitest-${workspace}.json` }]] : ['default'];
}
