/**
 * Adding a rule with a fix is one module and its line in rules/index.ts:
 * every rule module's rules are in `RULES`, and every fix a rule module (or
 * a scheme module of the scheme rules) declares is in the one fix table, so
 * in the light bulb's menu and `--help`, and by its policy in Fix all and
 * `--fix` (its `--fix-type` names, the `uriLint.fixAll.fixes` setting) or
 * refused there (a fix of the light bulb only, `bulk: 'never'`), with
 * nothing listed by hand beside it.
 */
import * as assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { FIX_IDS, FIXES, MENU_ORDER, RULES } from '@uri-lint/server/service/internal';
import type { Rule } from '@uri-lint/server/service/internal';
import { fixSelectorItems } from '@uri-lint/server/cli';
import { ROOT, runCli } from '../../cli/helpers';

/** The compiled rule modules: every `.js` file below server/out/service/rules. */
const RULES_DIR = path.join(path.dirname(require.resolve('@uri-lint/server/service/internal')), 'rules');

function modulesBelow(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const at = path.join(dir, entry.name);
    return entry.isDirectory() ? modulesBelow(at) : entry.name.endsWith('.js') ? [at] : [];
  });
}

interface Exported { module: string; name: string; value: Record<string, unknown> }

/** Every object a rule module exports that declares codes (a rule, or a scheme module of the scheme rules). */
async function declarations(): Promise<Exported[]> {
  const modules = await Promise.all(modulesBelow(RULES_DIR).map(async (file) => ({ file, exports: await import(file) as Record<string, unknown> })));
  return modules.flatMap(({ file, exports }) => Object.entries(exports)
    .filter((entry): entry is [string, Record<string, unknown>] => typeof entry[1] === 'object' && entry[1] !== null && typeof (entry[1] as { codes?: unknown }).codes === 'object')
    .map(([name, value]) => ({ module: path.relative(RULES_DIR, file), name, value })));
}

/** The fix ids a declaration names. */
function fixesOf(declaration: Exported): string[] {
  return Object.keys((declaration.value.fixes as object | undefined) ?? {});
}

describe('the rules: one registry the rule modules are listed in', () => {
  let DECLARATIONS: readonly Exported[] = [];
  before(async () => {
    DECLARATIONS = await declarations();
  });

  it('finds the rule modules and their fixes (the test sees what it checks)', () => {
    assert.ok(DECLARATIONS.some((d) => d.module === 'syntax.js' && d.name === 'syntaxRule'));
    assert.ok(DECLARATIONS.some((d) => d.module === path.join('schemes', 'http.js') && fixesOf(d).includes('restore-slashes')));
    assert.ok(DECLARATIONS.flatMap(fixesOf).length >= FIX_IDS.length);
  });

  it('every rule a rule module exports is in RULES', () => {
    const registered = new Set<unknown>(RULES as readonly Rule[]);
    const rules = DECLARATIONS.filter((d) => typeof d.value.check === 'function' && !Array.isArray(d.value.schemes) || typeof d.value.judges === 'string');
    assert.ok(rules.length >= RULES.length);
    for (const rule of rules) assert.ok(registered.has(rule.value), `${rule.module} ${rule.name} is not in RULES (rules/index.ts)`);
  });

  it('every fix a rule module declares is in the table, the menu and --help; by its policy in Fix all, --fix, --fix-type and the fixAll.fixes setting', () => {
    const declared = new Set(DECLARATIONS.flatMap(fixesOf));
    const menu = new Set(MENU_ORDER.map((fix) => fix.id));
    const setting = new Set(fixSelectorItems().enum as string[]);
    const help = runCli(['--help'], ROOT).stdout;
    const bulk = [...declared].filter((id) => FIXES.get(id)?.judges !== 'document');
    const lightBulb = [...declared].filter((id) => FIXES.get(id)?.judges === 'document');
    assert.ok(lightBulb.length > 0 && bulk.length > lightBulb.length);
    // Every declared fix that bulk fixing may apply named at once: a name --fix-type does not take is a usage error (exit 2).
    const named = runCli(['--stdin', '--stdin-filename', 'notes.txt', '--fix-dry-run', '--fix-type', bulk.join(',')], ROOT, 'See https://example.com/a b.\n');
    assert.notEqual(named.status, 2, named.stderr);
    for (const id of declared) {
      assert.ok(FIXES.has(id), `${id}: not in the fix table`);
      assert.ok(menu.has(id), `${id}: not in the menu`);
      assert.match(help, new RegExp(`^\\s+\\*?\\s*${id}\\b`, 'm'), `${id}: not in --help`);
    }
    for (const id of bulk) {
      assert.ok(FIX_IDS.includes(id), `${id}: not in Fix all`);
      assert.ok(setting.has(id) && setting.has(`!${id}`), `${id}: not in uriLint.fixAll.fixes`);
    }
    for (const id of lightBulb) {
      assert.ok(!FIX_IDS.includes(id) && !setting.has(id), `${id}: a fix of the light bulb only in bulk fixing`);
      const refused = runCli(['--stdin', '--stdin-filename', 'notes.txt', '--fix-dry-run', '--fix-type', id], ROOT, 'See https://example.com/a b.\n');
      assert.equal(refused.status, 2, id);
      assert.match(refused.stderr, /light bulb only/, id);
    }
    assert.deepEqual([...declared].sort(), [...FIXES.keys()].sort());
  });
});
