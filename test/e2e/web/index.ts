// The web extension host loads this module as `extensionTestsPath` (bundled
// by webSuite.ts with esbuild into one CommonJS file: that host has no
// module loader but for `vscode`) and calls run(): mocha's browser build
// over the suites below, with the real `vscode` API, inside the web worker
// extension host where the extension under development runs. mocha's report
// and the results go out on the console, marked, since the only thing the
// host hands back to the browser is a number.

// eslint-disable-next-line @typescript-eslint/no-require-imports
require('mocha/mocha.js');

const MARK = '[uri-lint-e2e] ';

import { collectResults, RESULTS_MARK } from '../results';
import type { SuiteResults } from '../results';

/** printf as mocha's reporters use it (%s, %d), without Node's util. */
function format(first: unknown, ...rest: unknown[]): string {
  const text = String(first ?? '').replace(/%[sd]/g, () => String(rest.shift()));
  return [text, ...rest.map(String)].join(' ');
}

export function run(): Promise<void> {
  mocha.setup({ ui: 'bdd', reporter: 'spec', timeout: 30_000, color: false });
  (Mocha as unknown as { reporters: { Base: { consoleLog: (...args: unknown[]) => void } } }).reporters.Base.consoleLog =
    (...args: unknown[]) => console.log(MARK + format(...(args as [unknown])));
  // After setup: they call describe() as they load.
  /* eslint-disable @typescript-eslint/no-require-imports */
  require('./host.e2e');
  require('./features.e2e');
  require('./workspace.e2e');
  /* eslint-enable @typescript-eslint/no-require-imports */
  return new Promise((resolve, reject) => {
    // Collected from the runner's events; the callback runs once all the tests have.
    let results: SuiteResults | undefined;
    const runner = mocha.run((failures) => {
      console.log(RESULTS_MARK + JSON.stringify(results));
      // The workbench hands this failure count to codeAutomationExit.
      if (failures > 0) reject(new Error(`${failures} web host test(s) failed`));
      else resolve();
    });
    results = collectResults('web', runner);
  });
}
