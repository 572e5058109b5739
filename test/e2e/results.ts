// One suite's outcome as JSON, collected from mocha's runner events. The
// in-host suite writes it to the file named by URI_LINT_E2E_RESULTS, since
// the only thing the extension host hands back to the browser is a number.
import * as fs from 'fs';
import type Mocha from 'mocha';

export interface TestResult {
  title: string;
  state: 'passed' | 'failed' | 'pending';
  durationMs?: number;
  error?: string;
}

export interface SuiteResults {
  suite: string;
  passed: number;
  failed: number;
  pending: number;
  tests: TestResult[];
}

export function collectResults(suite: string, runner: Mocha.Runner): SuiteResults {
  const results: SuiteResults = { suite, passed: 0, failed: 0, pending: 0, tests: [] };
  const add = (test: Mocha.Runnable, state: TestResult['state'], error?: Error) => {
    results[state]++;
    results.tests.push({ title: test.fullTitle(), state, durationMs: test.duration, error: error?.stack ?? error?.message });
  };
  runner.on('pass', (test) => add(test, 'passed'));
  // A failing hook is reported here too, under the hook's title.
  runner.on('fail', (test, error) => add(test, 'failed', error));
  runner.on('pending', (test) => add(test, 'pending'));
  return results;
}

export function writeResults(file: string, results: SuiteResults): void {
  fs.writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
}

export function readResults(file: string): SuiteResults | undefined {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as SuiteResults;
  } catch {
    return undefined;
  }
}
