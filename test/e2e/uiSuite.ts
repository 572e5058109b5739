// Part 6: UI suites (ui/*.ui.ts) run in this Node process with mocha and
// drive a fresh code-server, with the .vsix installed and a copy of demo/
// open, through Chromium: what a user sees, not what the API answers.
import Mocha from 'mocha';
import { launchBrowser } from './browser';
import { codeServer } from './codeServer';
import { Lifetime } from './lifetime';
import { collectResults, type SuiteResults } from './results';
import { compiledSuites } from './suites';
import { setSession } from './ui/session';
import { Workbench } from './ui/workbench';
import { demoWorkspace } from './workspace';

export async function runUiSuite(vsix: string): Promise<SuiteResults> {
  const lifetime = new Lifetime('UI suite');
  try {
    const workspace = lifetime.own(demoWorkspace(), (w) => w.dispose());
    // No minimap: a README screenshot is a narrow editor (see Workbench.narrowEditor), all of it for the text.
    const settings = { 'editor.minimap.enabled': false };
    const server = lifetime.own(await codeServer.startCodeServer({ workspace: workspace.target, vsix, settings }), (s) => s.stop());
    // At twice the pixels: the README's screenshots stay crisp on the extension page, which shows them at about half.
    const { page } = lifetime.own(await launchBrowser({ deviceScaleFactor: 2 }), (b) => b.close());
    const workbench = await Workbench.open(page, server.url);
    setSession({ workbench, workspaceRoot: workspace.root });
    return await runMocha(workbench);
  } finally {
    setSession(undefined);
    await lifetime.close();
  }
}

function runMocha(workbench: Workbench): Promise<SuiteResults> {
  const mocha = new Mocha({
    ui: 'bdd', timeout: 60_000, reporter: 'spec',
    rootHooks: { afterEach: [screenshotOnFailure(workbench)] },
  });
  const grep = process.env.URI_LINT_E2E_GREP;
  if (grep) mocha.grep(grep);
  for (const file of compiledSuites('ui', '.ui')) mocha.addFile(file);
  return new Promise((resolve) => {
    const runner = mocha.run(() => resolve(results));
    const results = collectResults('ui', runner);
  });
}

/** A failed UI test leaves a picture of what the user would have seen. */
function screenshotOnFailure(workbench: Workbench): Mocha.AsyncFunc {
  return async function (this: Mocha.Context) {
    const test = this.currentTest;
    if (test?.state !== 'failed') return;
    const file = await workbench.screenshot(`failed-${test.fullTitle()}`);
    console.log(`      screenshot: ${file}`);
  };
}
