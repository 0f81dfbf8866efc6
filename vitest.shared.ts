import { appendFileSync } from 'node:fs';
import path from 'node:path';
import type { Reporter as VitestReporter } from 'vitest/reporters';

type Reporter = string | [string, Record<string, unknown>] | VitestReporter;

/** The first line of an error and where it came from, for the closing summary. */
function describeError(error: { name?: string; message?: string; stack?: string }): string {
  const firstLine = `${error.name ?? 'Error'}: ${(error.message ?? '').split('\n')[0]}`;
  const frame = error.stack
    ?.split('\n')
    .find((line) => line.trim().startsWith('at ') && !line.includes('node_modules'));
  return frame ? `${firstLine} (${frame.trim()})` : firstLine;
}

/**
 * Writes what failed outside a test (an error nothing caught, a failed beforeAll/afterAll) to a file beside
 * the JSON report: vitest's exit code says the run failed, and scripts/test.mjs repeats these lines at the
 * end of the output, where a CI log shown only in part still has them.
 */
function failuresOutsideTests(packageName: string, file: string): VitestReporter {
  return {
    onTestRunEnd(testModules, unhandledErrors) {
      const lines: string[] = [];
      for (const testModule of testModules) {
        for (const error of testModule.errors()) {
          lines.push(
            `${packageName}: ${path.relative(process.cwd(), testModule.moduleId)}: ${describeError(error)}`,
          );
        }
      }
      for (const error of unhandledErrors) {
        const origin = (error as { VITEST_TEST_PATH?: string }).VITEST_TEST_PATH;
        const where = origin ? ` in ${path.relative(process.cwd(), origin)}` : '';
        lines.push(`${packageName}: unhandled error${where}: ${describeError(error)}`);
      }
      if (lines.length > 0) appendFileSync(file, `${lines.join('\n')}\n`);
    },
  };
}

/**
 * Reporters for every package: the default one, plus a JSON report when `npm test` asks for it
 * (EB_TEST_REPORT_DIR), so scripts/test.mjs can print one closing "N passed, N failed" line for the whole run,
 * and the errors that fail a run without failing a test.
 */
export function reporters(packageName: string): Reporter[] {
  const directory = process.env.EB_TEST_REPORT_DIR;
  if (!directory) return ['default'];
  const name = `${packageName}-${process.pid}-${Date.now()}`;
  return [
    'default',
    ['json', { outputFile: path.join(directory, `${name}.json`) }],
    failuresOutsideTests(packageName, path.join(directory, `${name}.errors.txt`)),
  ];
}
