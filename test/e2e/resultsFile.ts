// A suite's results in a file: written by the in-host suite, read by the
// runner (results.ts collects them).
import * as fs from 'fs';
import type { SuiteResults } from './results';

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
