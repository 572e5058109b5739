/**
 * The one policy of bulk fixing: every fix is declared once,
 * by the rule whose codes it answers, with whether it keeps what the URI
 * identifies; Fix all, `uri-lint --fix` and its `--fix-type` names derive
 * from that table, and `uriLint.fixAll.fixes` selects from it as
 * `eslint.codeActionsOnSave.rules` does.
 */
import * as assert from 'node:assert/strict';
import { ALL_CODES, DEFAULT_BULK_FIXES, FIX_IDS, FIXES, RULES, fixSelection } from '@uri-lint/server/service/internal';
import type { FixId, Rule } from '@uri-lint/server/service/internal';
import { fixTypesHelp } from '@uri-lint/server/cli';

describe('bulk fixing: the fixes the rules declare', () => {
  it('every fix is declared by exactly one rule, in FIX_IDS order', () => {
    const declared = (RULES as readonly Rule[]).flatMap((rule) => Object.keys(rule.fixes ?? {}));
    assert.deepEqual([...declared].sort(), [...FIX_IDS].sort());
    assert.deepEqual([...FIXES.keys()], [...FIX_IDS]);
  });

  it('the one fix table orders both the menu and bulk fixing: distinct ranks, FIX_IDS in bulk order (the scheme repairs first, normalize before lowercase)', () => {
    const fixes = [...FIXES.values()];
    assert.equal(new Set(fixes.map((f) => f.menuRank)).size, fixes.length);
    assert.equal(new Set(fixes.map((f) => f.bulkRank)).size, fixes.length);
    assert.deepEqual([...FIX_IDS], [...fixes].sort((a, b) => a.bulkRank - b.bulkRank).map((f) => f.id));
    assert.deepEqual(FIX_IDS.slice(0, 3), ['restore-slashes', 'scp-to-url', 'file-drive-letter']);
    assert.ok(FIX_IDS.indexOf('normalize') < FIX_IDS.indexOf('lowercase') && FIX_IDS.indexOf('remove-invisible') < FIX_IDS.indexOf('encode'));
    assert.deepEqual([...fixes].sort((a, b) => a.menuRank - b.menuRank).map((f) => f.id).slice(-6),
      ['encode', 'remove-invisible', 'iri-to-uri', 'remove-password', 'normalize', 'lowercase']);
  });

  it('each answers codes the rules declare, and has a title', () => {
    for (const fix of FIXES.values()) {
      assert.ok(fix.codes.length > 0 && fix.codes.every((code) => ALL_CODES.includes(code)), fix.id);
      assert.ok(fix.title.length > 0, fix.id);
    }
  });

  it('only the fixes that keep what a URI identifies are applied in bulk by default', () => {
    const keeps: FixId[] = ['restore-slashes', 'file-drive-letter', 'remove-invisible', 'encode', 'lowercase'];
    assert.deepEqual(DEFAULT_BULK_FIXES, keeps);
    // Removing a password, normalizing a path, converting an IRI change what the URI identifies.
    for (const id of ['remove-password', 'normalize', 'iri-to-uri', 'scheme-typo', 'remove-fragment'] as const) {
      assert.equal(FIXES.get(id)!.identity, 'changes', id);
    }
  });

  it('the command line names the same fixes, with the same defaults (--help: `*` marks a default)', () => {
    const lines = fixTypesHelp('').split('\n').map((line) => /^([* ]) (\S+)/.exec(line)!);
    assert.deepEqual(lines.map((m) => m[2]), FIX_IDS);
    assert.deepEqual(lines.filter((m) => m[1] === '*').map((m) => m[2]), DEFAULT_BULK_FIXES);
  });

  describe('uriLint.fixAll.fixes: the first entry that matches a fix decides, the declaration when none does', () => {
    const cases: [string, string[], FixId[]][] = [
      ['[] is the default', [], [...DEFAULT_BULK_FIXES]],
      ['an id adds a fix', ['iri-to-uri'], ['restore-slashes', 'file-drive-letter', 'iri-to-uri', 'remove-invisible', 'encode', 'lowercase']],
      ['!id leaves one out', ['!lowercase', '!restore-slashes'], ['file-drive-letter', 'remove-invisible', 'encode']],
      ['one alone', ['encode', '!*'], ['encode']],
      ['"*" selects all', ['*'], [...FIX_IDS]],
      ['the first match wins', ['!encode', 'encode'], ['restore-slashes', 'file-drive-letter', 'remove-invisible', 'lowercase']],
      ['an unknown name selects nothing', ['encdoe'], [...DEFAULT_BULK_FIXES]],
    ];
    for (const [name, selectors, expected] of cases) {
      it(`${name}: ${JSON.stringify(selectors)}`, () => assert.deepEqual([...fixSelection(selectors)], expected));
    }
  });
});
