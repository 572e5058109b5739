// One suite's outcome as JSON, collected from mocha's runner events. The
// in-host suite writes it to the file named by URI_LINT_E2E_RESULTS, since
// the only thing the extension host hands back to the browser is a number
// (resultsFile.ts: this module has no Node import, so the web worker host's
// bundle uses it too).
import type Mocha from 'mocha';

/** What marks the results' JSON on the console of a host that can write no file (the web worker host). */
export const RESULTS_MARK = '[uri-lint-e2e-results] ';

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
