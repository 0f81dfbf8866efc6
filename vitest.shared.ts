import path from 'node:path';

type Reporter = string | [string, Record<string, unknown>];

/**
 * Reporters for every package: the default one, plus a JSON report when `npm test` asks for it
 * (EB_TEST_REPORT_DIR), so scripts/test.mjs can print one closing "N passed, N failed" line for the whole run.
 */
export function reporters(packageName: string): Reporter[] {
  const directory = process.env.EB_TEST_REPORT_DIR;
  if (!directory) return ['default'];
  const file = path.join(directory, `${packageName}-${process.pid}-${Date.now()}.json`);
  return ['default', ['json', { outputFile: file }]];
}
