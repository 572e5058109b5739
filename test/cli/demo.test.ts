/**
 * The quick start's main job (`npm start` ends with `node scripts/demo.js`):
 * it must run on the built tree and show the extension's checks on every
 * file of demo/, as the README promises. A change to the command line's
 * entry that the script calls once broke it silently.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './helpers';

describe('the quick start: scripts/demo.js', () => {
  it('shows the core on its samples, then the checks of every file of demo/, each file\'s first problem an error or a warning, and exits 0', function () {
    this.timeout(60_000);
    const run = spawnSync(process.execPath, [path.join(ROOT, 'scripts/demo.js')], { encoding: 'utf8', cwd: ROOT });
    assert.equal(run.status, 0, run.stderr);
    assert.match(run.stdout, /^INVALID uri:\n {8}http:\/\/exa mple\.com\/a\|b$/m);
    const files = fs.readdirSync(path.join(ROOT, 'demo')).filter((name) => fs.statSync(path.join(ROOT, 'demo', name)).isFile());
    assert.ok(files.length > 0, 'demo/ holds files');
    for (const name of files) assert.match(run.stdout, new RegExp(`^  ${name.replace('.', '\\.')} \\([a-z]+\\): \\d+ URI references?, \\d+ problems?$`, 'm'));
    // The counts agree with their nouns: "1 problem", "2 problems".
    for (const [, count, noun] of run.stdout.matchAll(/\b(\d+) (URI references?|problems?)\b/g)) {
      assert.equal(noun!.endsWith('s'), count !== '1', `${count} ${noun}`);
    }
    // What the user sees first in each file is a real problem, not the information of uriLint.normalForm.enable or an IRI.
    for (const section of run.stdout.split(/^(?=  \S+ \([a-z]+\): )/m).slice(1)) {
      const first = /^ {4}\d+:\d+ {2}(\w+)/m.exec(section);
      if (first) assert.match(first[1]!, /^(error|warning)$/, `the first problem of ${section.split('\n')[0]!.trim()} is ${first[1]}`);
    }
    // config.json holds a password: named as a problem, never shown.
    assert.match(run.stdout, /password-in-userinfo/);
    assert.doesNotMatch(run.stdout, /hunter2/);
  });
});
