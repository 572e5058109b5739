// The Neovim suite (neovim/*.nvim.ts): mocha in this Node process; each
// suite starts Debian's Neovim headless with the README's configuration
// against the real server. Needs no code-server and no .vsix.
import Mocha from 'mocha';
import { collectResults, type SuiteResults } from '../results';
import { compiledSuites } from '../suites';
import { neovimVersion } from './neovim';

export async function runNeovimSuite(): Promise<SuiteResults> {
  console.log(`e2e: ${neovimVersion()}`);
  const mocha = new Mocha({ ui: 'bdd', timeout: 120_000, reporter: 'spec' });
  const grep = process.env.URI_LINT_E2E_GREP;
  if (grep) mocha.grep(grep);
  for (const file of compiledSuites('neovim', '.nvim')) mocha.addFile(file);
  return new Promise((resolve) => {
    const runner = mocha.run(() => resolve(results));
    const results = collectResults('nvim', runner);
  });
}
