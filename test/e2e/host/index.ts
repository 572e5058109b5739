// The extension host loads this module as `extensionTestsPath` and calls
// run(): mocha over every `*.e2e.ts` suite beside it (compiled), with the real
// `vscode` API. Named `.e2e.ts`, never `.test.ts`, so that `npm test`'s mocha
// (spec `out/test/**/*.test.js`) does not pick them up outside VS Code.
import Mocha from 'mocha';
import { collectResults } from '../results';
import { writeResults } from '../resultsFile';
import { compiledSuites } from '../suites';
import { routeMochaOutput } from './output';

export function run(): Promise<void> {
  routeMochaOutput();
  // Colours would reach the browser console as escape codes.
  const mocha = new Mocha({ ui: 'bdd', color: false, timeout: 30_000, reporter: 'spec' });
  const grep = process.env.URI_LINT_E2E_GREP;
  if (grep) mocha.grep(grep);
  for (const file of compiledSuites('host', '.e2e')) mocha.addFile(file);
  return new Promise((resolve, reject) => {
    const runner = mocha.run((failures) => {
      const file = process.env.URI_LINT_E2E_RESULTS;
      if (file) writeResults(file, results);
      // The workbench hands this failure count to codeAutomationExit.
      if (failures > 0) reject(new Error(`${failures} in-host test(s) failed`));
      else resolve();
    });
    const results = collectResults('host', runner);
  });
}
