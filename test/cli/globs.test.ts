/**
 * One glob dialect for paths (config/glob.ts): a path argument of the
 * command line selects the files that an override of the configuration,
 * anchored at its folder, applies to; it matches in time linear in the name
 * (a backtracking matcher once took minutes on a long name), and a name
 * starting with "." is matched as any other (`uri-lint '**\/*.md'` once left
 * out the files of `.github/` that `uri-lint .` checks).
 */
import * as assert from 'node:assert/strict';
import { removeTempTrees, runCli, runJson, tempTree } from './helpers';

const BAD = 'See http://example.com:80a/ now.\n';
const FILES = ['a.md', 'legacy/a.md', 'legacy/x/y.md', 'docs/b1.html', 'docs/z1.html', 'docs/sub/b.html', '.hidden.md', 'x/.h/c.txt', 'src/x/a.test.ts', 'file*.md'];

describe('uri-lint: a path glob reads as the configuration\'s globs', () => {
  after(removeTempTrees);

  /** Glob → the files it selects among FILES, as an argument and as the override `/glob`. */
  const table: [string, string[]][] = [
    ['*.md', ['.hidden.md', 'a.md', 'file*.md']],
    ['**/*.md', ['.hidden.md', 'a.md', 'file*.md', 'legacy/a.md', 'legacy/x/y.md']],
    ['**/*.{md,txt}', ['.hidden.md', 'a.md', 'file*.md', 'legacy/a.md', 'legacy/x/y.md', 'x/.h/c.txt']],
    ['docs/[a-c]*.html', ['docs/b1.html']],
    ['docs/[!a-c]*.html', ['docs/z1.html']],
    ['docs/*', ['docs/b1.html', 'docs/z1.html']],
    ['docs/**', ['docs/b1.html', 'docs/sub/b.html', 'docs/z1.html']],
    ['src/**/*.test.@(ts|js)', ['src/x/a.test.ts']],
    ['?.md', ['a.md']],
    ['legacy/?/*.md', ['legacy/x/y.md']],
    ['x/.h/*', ['x/.h/c.txt']],
    ['{docs,legacy}/*.{html,md}', ['docs/b1.html', 'docs/z1.html', 'legacy/a.md']],
  ];
  const dir = (glob: string): string => tempTree({
    '.urilintrc.json': JSON.stringify({ overrides: [{ files: `/${glob}`, severity: { 'invalid-port': 'off' } }] }),
    ...Object.fromEntries(FILES.map((f) => [f, BAD])),
  });
  for (const [glob, selected] of table) {
    it(`"${glob}": the argument takes ${selected.length} files, the override applies to the same`, () => {
      const tree = dir(glob);
      const taken = runJson([glob], tree).report.files.map((f) => f.path);
      assert.deepEqual([...taken].sort(), [...selected].sort());
      const overridden = runJson([], tree).report.files.filter((f) => f.problems.length === 0 && f.path !== '.urilintrc.json').map((f) => f.path);
      assert.deepEqual([...overridden].sort(), [...selected].sort());
    });
  }

  it('a glob a backtracking matcher takes minutes on: "no file matches" within seconds', () => {
    const long = `${'a'.repeat(240)}.md`;
    const tree = tempTree({ [long]: BAD, [`deep/${long}`]: BAD });
    const started = Date.now();
    const run = runCli(['*a*a*a*a*a*a*a*a*a*a*a*a*b', 'deep/*a*a*a*a*a*a*a*a*a*a*a*a*b'], tree);
    assert.ok(Date.now() - started < 20_000, `${Date.now() - started} ms`);
    assert.equal(run.status, 2);
    assert.equal(run.stderr, 'uri-lint: *a*a*a*a*a*a*a*a*a*a*a*a*b: no file matches this glob\n');
  });

  it('a glob with no linear-time form: exit 2, the reason named', () => {
    const run = runCli(['docs/!(b1).html'], tempTree({ 'docs/b1.html': BAD }));
    assert.equal(run.status, 2);
    assert.match(run.stderr, /^uri-lint: docs\/!\(b1\)\.html: "!\(…\)" cannot be matched in linear time/);
  });
});
