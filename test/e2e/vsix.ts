// Which .vsix a run tests, and the command line both runners share.
import { execFileSync } from 'child_process';
import * as fs from 'fs';
import * as path from 'path';
import { codeServer } from './codeServer';
import { REPO_ROOT } from './paths';

/**
 * `--vsix FILE` or $URI_LINT_VSIX; otherwise `npm run package` when
 * package.json has that script, then the newest uri-lint-*.vsix at the root.
 */
export function locateVsix(argv: string[]): string {
  const given = argValue(argv, '--vsix') ?? process.env.URI_LINT_VSIX;
  if (given) return path.resolve(given);
  const scripts = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8')).scripts ?? {};
  // Tests the source as it is now, not a .vsix left over from earlier.
  if (scripts.package) execFileSync('npm', ['run', 'package'], { cwd: REPO_ROOT, stdio: 'inherit' });
  const newest = codeServer.newestVsix(REPO_ROOT);
  if (!newest) throw new Error('no uri-lint-*.vsix at the repository root and no `package` script to build one; pass --vsix FILE');
  return newest;
}

export function argValue(argv: string[], name: string): string | undefined {
  const i = argv.indexOf(name);
  return i >= 0 ? argv[i + 1] : undefined;
}

/** A path relative to the repository when it is inside it. */
export function display(file: string): string {
  const relative = path.relative(REPO_ROOT, file);
  return relative.startsWith('..') ? file : relative;
}
