/**
 * `.urilintignore` files for one file at a time (the editor's documents):
 * every such file from the file's folder up, the deepest rule that names the
 * file deciding, with git's rules (the `ignore` package), as the command
 * line applies them while it walks a tree (cli/files.ts). Platform-free like
 * the configuration loader: the search yields the files it reads.
 */
import ignore from 'ignore';
import type { Ignore } from 'ignore';
import { usableIgnoreRules } from '../shared/ignoreRules';
import type { ConfigPaths, Steps } from './load';

// Which lines of an ignore file are used: the same for the links' reading of `.gitignore` (service/links/ignored.ts).
export { MAX_IGNORE_LINE, usableIgnoreRules } from '../shared/ignoreRules';

/** The ignore file the editor honours (the command line also reads .gitignore while it walks). */
export const URILINTIGNORE = '.urilintignore';

/** The ignore files of each folder, read once. */
export class IgnoreFiles {
  private readonly byDir = new Map<string, { dir: string; rules: Ignore }[]>();

  constructor(private readonly paths: ConfigPaths) {}

  /** Whether the file at `path` is ignored. */
  *ignores(path: string): Steps<boolean> {
    let ignored = false;
    for (const { dir, rules } of yield* this.chain(this.paths.dirname(path))) {
      const result = rules.test(this.paths.relative(dir, path));
      if (result.ignored) ignored = true;
      else if (result.unignored) ignored = false;
    }
    return ignored;
  }

  /** The rules that apply in `dir`, from the top folder down. */
  private *chain(dir: string): Steps<{ dir: string; rules: Ignore }[]> {
    const known = this.byDir.get(dir);
    if (known) return known;
    const parent = this.paths.dirname(dir);
    const chain = parent === dir ? [] : [...yield* this.chain(parent)];
    const text = yield this.paths.join(dir, URILINTIGNORE);
    if (text !== undefined) chain.push({ dir, rules: ignore().add(usableIgnoreRules(text).rules) });
    this.byDir.set(dir, chain);
    return chain;
  }
}
