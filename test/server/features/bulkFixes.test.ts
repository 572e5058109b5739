/**
 * The one policy of bulk fixing: every fix is declared once,
 * by the rule whose codes it answers, with whether it keeps what the URI
 * identifies; Fix all, `uri-lint --fix` and its `--fix-type` names derive
 * from that table, and `uriLint.fixAll.fixes` selects from it as
 * `eslint.codeActionsOnSave.rules` does.
 */
import * as assert from 'node:assert/strict';
import { ALL_CODES, DEFAULT_BULK_FIXES, FIX_IDS, FIXES, RULES, fixSelection } from '@uri-lint/server/service/internal';
import type { FixDeclaration } from '@uri-lint/server/service/internal';
import type { FixId, Rule } from '@uri-lint/server/service/internal';
import { fixTypesHelp } from '@uri-lint/server/cli';

describe('bulk fixing: the fixes the rules declare', () => {
  /** The fixes bulk fixing may apply: those of a reference alone (not the light bulb's only, `judges: 'document'`). */
  const bulkable = (fix: FixDeclaration): fix is Extract<FixDeclaration, { bulkRank: number }> => fix.judges !== 'document';

  it('every fix is declared by exactly one rule; FIX_IDS are those bulk fixing may apply, first in the table, in bulk order', () => {
    const declared = (RULES as readonly Rule[]).flatMap((rule) => Object.keys(rule.fixes ?? {}));
    assert.deepEqual([...declared].sort(), [...FIXES.keys()].sort());
    assert.deepEqual([...FIXES.values()].filter(bulkable).map((f) => f.id), [...FIX_IDS]);
    assert.deepEqual([...FIXES.keys()].slice(0, FIX_IDS.length), [...FIX_IDS]);
  });

  it('the one fix table orders both the menu and bulk fixing: distinct ranks, FIX_IDS in bulk order (the scheme repairs first, normalize before lowercase)', () => {
    const all = [...FIXES.values()];
    assert.equal(new Set(all.map((f) => f.menuRank)).size, all.length);
    const fixes = all.filter(bulkable);
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
      const fix = FIXES.get(id)!;
      assert.ok(bulkable(fix) && fix.identity === 'changes', id);
    }
  });

  it('the command line names the same fixes, with the same defaults (--help: `*` marks a default), then the light bulb\'s only under a line of their own', () => {
    const lines = fixTypesHelp('  ').split('\n');
    const heading = lines.findIndex((line) => /light bulb only/.test(line));
    const names = (part: string[]) => part.map((line) => /^ {2}([* ]) (\S+)/.exec(line)!);
    assert.deepEqual(names(lines.slice(0, heading)).map((m) => m[2]), FIX_IDS);
    assert.deepEqual(names(lines.slice(0, heading)).filter((m) => m[1] === '*').map((m) => m[2]), DEFAULT_BULK_FIXES);
    const lightBulb = [...FIXES.values()].filter((f) => !bulkable(f)).map((f) => f.id);
    assert.ok(lightBulb.length > 0);
    assert.deepEqual(names(lines.slice(heading + 1)).map((m) => [m[1], m[2]]), lightBulb.map((id) => [' ', id]));
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
