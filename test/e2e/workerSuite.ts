// The language server's browser bundle in a Web Worker of Debian's Chromium
// (bench/browserWorker.ts), driven over the real protocol by the protocol
// suites' own client: the suites named *.browser.ts in test/server/protocol/
// (the features and directives tables the Node server passes in `npm test`,
// and what only the worker does: reading the workspace through its client,
// IDNA). They need Chromium, so they run here and not in `npm test`, which
// needs Node alone.
import fs from 'node:fs';
import path from 'node:path';
import Mocha from 'mocha';
import { collectResults } from './results';
import type { SuiteResults } from './results';

const PROTOCOL_DIR = path.resolve(__dirname, '../server/protocol');
const CHROMIUM = process.env.URI_LINT_CHROMIUM ?? '/usr/bin/chromium';

export async function runWorkerSuite(): Promise<SuiteResults> {
  if (!fs.existsSync(CHROMIUM)) {
    throw new Error(`the worker suite needs Chromium at ${CHROMIUM}: apt-get install -y chromium (Debian), or set URI_LINT_CHROMIUM to a Chromium binary`);
  }
  const files = fs.readdirSync(PROTOCOL_DIR).filter((f) => f.endsWith('.browser.js')).sort();
  if (files.length === 0) throw new Error(`no *.browser.js in ${PROTOCOL_DIR}: build the tests first (tsc -b)`);
  const mocha = new Mocha({ timeout: 20_000, reporter: 'spec' });
  const grep = process.env.URI_LINT_E2E_GREP;
  if (grep) mocha.grep(grep);
  for (const file of files) mocha.addFile(path.join(PROTOCOL_DIR, file));
  await mocha.loadFilesAsync();
  return new Promise((resolve) => {
    const runner = mocha.run(() => resolve(results));
    const results = collectResults('worker', runner);
  });
}
