/**
 * Every diagnostic code has its page in docs/rules/, written from the rules'
 * declarations and the code's documentation (scripts/rule-docs.js), whose
 * example reports the code and whose fixed example does not, run through
 * the real command line; and each link a diagnostic, a SARIF rule or a JSON
 * problem carries leads to that page.
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ALL_CODES, CODE_DOCS } from '@uri-lint/server/service/internal';
import { docsHref } from '@uri-lint/server/contract';

const ROOT = path.resolve(__dirname, '../..');

describe('docs/rules: a page per diagnostic code', () => {
  it('every page is there, up to date, and its example reports its code (rule-docs.js --check)', function () {
    this.timeout(60_000);
    execFileSync(process.execPath, [path.join(ROOT, 'scripts/rule-docs.js'), '--check'], { cwd: ROOT, stdio: 'pipe' });
  });

  it('every code declared by a rule has documentation and a page named after it, which its link names', () => {
    for (const code of ALL_CODES) {
      assert.ok(CODE_DOCS[code], code);
      assert.ok(fs.existsSync(path.join(ROOT, 'docs/rules', `${code}.md`)), code);
      assert.equal(docsHref(code), `https://github.com/uri-lint/uri-lint/blob/main/docs/rules/${code}.md`);
    }
  });
});
