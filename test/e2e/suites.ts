// The compiled suites to run, listed from the sources: `tsc -b` leaves the
// output of a deleted or renamed suite in out/, and that must not run.
import * as fs from 'fs';
import * as path from 'path';
import { E2E_OUT, REPO_ROOT } from './paths';

/** out/test/e2e/FOLDER/*SUFFIX.js for every test/e2e/FOLDER/*SUFFIX.ts. */
export function compiledSuites(folder: string, suffix: string): string[] {
  const sources = path.join(REPO_ROOT, 'test', 'e2e', folder);
  return fs.readdirSync(sources)
    .filter((name) => name.endsWith(`${suffix}.ts`))
    .sort()
    .map((name) => path.join(E2E_OUT, folder, name.replace(/\.ts$/, '.js')));
}
