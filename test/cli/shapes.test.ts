/**
 * Evidence of a repository's own syntax over a run: one shape of finding (its code and the text it points at)
 * recurring in different URIs across three files or more is a convention the tool does not read (a theme's
 * placeholder, a test suite's variables), not a mistake made in each. Its findings are information, each message
 * saying why, with one notice in the summary; the same wrong URL copied into several files stays an error, as do
 * shapes with no name in them (a space, a `%`).
 */
import assert from 'node:assert/strict';
import { removeTempTrees, runCli, runJson, tempTree } from './helpers';

/** The problems of a run as `path code severity`. */
function findings(report: { files: { path: string; problems: { code: string; severity: string }[] }[] }): string[] {
  return report.files.flatMap((f) => f.problems.map((p) => `${f.path} ${p.code} ${p.severity}`)).sort();
}

describe('CLI: a shape recurring in different URIs across files is the repository\'s own syntax', () => {
  after(removeTempTrees);

  // Article themes in the shape of NetNewsWire's (whose `[[feed_link]]` the template rules know): a placeholder between
  // single bars, which no rule knows, in the links each theme builds.
  const theme = (n: number, links: string[]) => `<div class="theme-${n}">\n${links.map((l) => `  <a href="${l}">x</a>`).join('\n')}\n</div>\n`;

  it('three files, the same placeholder in different URIs: information, said once, exit 0', () => {
    const dir = tempTree({
      'Themes/A/template.html': theme(1, ['https://feeds.example/|feed|/a']),
      'Themes/B/template.html': theme(2, ['https://feeds.example/|feed|/b', 'https://x.example/|feed|']),
      'Themes/C/template.html': theme(3, ['https://y.example/go/|feed|']),
    });
    const run = runJson([], dir);
    assert.equal(run.status, 0);
    const all = findings(run.report);
    assert.equal(all.length, 4);
    assert.ok(all.every((f) => f.endsWith(' information')), all.join('\n'));
    const message = run.report.files[0]!.problems[0]!.message;
    assert.match(message, /The same "\|feed\|" is in 4 different URIs over 3 files/);
    assert.deepEqual(run.report.notices?.filter((n) => n.includes('|feed|')).length, 1);
    const text = runCli([], dir);
    assert.match(text.stdout, /"\|feed\|" \(invalid-character\) recurs in 4 different URIs over 3 files/);
  });

  const errorRows: [string, Record<string, string>][] = [
    // One wrong URL copied into three READMEs is one mistake: said where it is.
    ['the same URL copied into three files', {
      'a/README.md': 'Fonts: https://fonts.googleapis.com/css?family=Droid+Sans|Droid+Sans:bold\n',
      'b/README.md': 'Fonts: https://fonts.googleapis.com/css?family=Droid+Sans|Droid+Sans:bold\n',
      'c/README.md': 'Fonts: https://fonts.googleapis.com/css?family=Droid+Sans|Droid+Sans:bold\n',
    }],
    // Two files are two slips.
    ['a shape in two files only', {
      'a.md': 'See https://x.example/|feed|/a\n',
      'b.md': 'See https://x.example/|feed|/b and https://y.example/|feed|\n',
    }],
    // SEMICeu/DCAT-AP's pages: each links its issues with the same words left unencoded in the query, a mistake in each.
    ['the same words with a space in different URIs across three files', {
      'a.html': '<a href="https://github.com/SEMICeu/DCAT-AP/issues/new?title=Issue%20for%20contact point%20in%20Dataset&labels=a">issue</a>\n',
      'b.html': '<a href="https://github.com/SEMICeu/DCAT-AP/issues/new?title=Issue%20for%20contact point%20in%20Dataset&labels=b">issue</a>\n',
      'c.html': '<a href="https://github.com/SEMICeu/DCAT-AP/issues/new?title=Issue%20for%20contact point%20in%20Dataset&labels=c">issue</a>\n',
    }],
    // A shape with no name in it recurs by chance: a `%` anybody leaves unencoded.
    ['a stray "%" in different URIs across three files', {
      'a.md': 'See https://x.example/50%/a\n',
      'b.md': 'See https://x.example/50%/b\n',
      'c.md': 'See https://x.example/50%/c\n',
    }],
  ];
  for (const [name, tree] of errorRows) {
    it(`${name}: still errors`, () => {
      const run = runJson([], tempTree(tree));
      const all = findings(run.report);
      assert.ok(all.length > 0 && all.every((f) => f.endsWith(' error')), all.join('\n'));
      assert.equal(run.report.notices?.some((n) => n.includes('recurs in')) ?? false, false);
      assert.equal(run.status, 1);
    });
  }

  it('takes no shape from a URI that holds a password: its text would show in the note', () => {
    const tree: Record<string, string> = {};
    for (const n of [1, 2, 3]) tree[`${n}.md`] = `See https://bot:hunter2@x.example/x^y/${n}\n`;
    const run = runJson([], tempTree(tree));
    assert.ok(findings(run.report).some((f) => f.includes('invalid-character error')));
    assert.doesNotMatch(JSON.stringify(run.report), /hunter2/);
  });

  // sxyazi/yazi: its Rust tests parse URLs of its own format, `scheme://domain[:uri[:urn]]/path`, whose `:1:1` are counts
  // of path components its parser reads (yazi-fs/src/path/expand.rs, yazi-shared/src/url/buf.rs).
  const yazi = (lines: string[]) => `#[test]\nfn t() {\n${lines.map((l) => `\tassert_eq!(u("${l}"), 1);`).join('\n')}\n}\n`;

  it('findings in URIs of a scheme no registry lists, over three files: the program\'s own URL format, information', () => {
    const dir = tempTree({
      'fs/expand.rs': yazi(['test-mount://7z:3:2//tmp/test.zip/a', 'test-mount://7z:2:1//tmp/x']),
      'shared/buf.rs': yazi(['test-mount://b1:2:1/foo']),
      'shared/cow.rs': yazi(['test-mount://a:1:1/b/c']),
    });
    const run = runJson([], dir);
    assert.equal(run.status, 0);
    const all = findings(run.report);
    assert.equal(all.length, 4);
    assert.ok(all.every((f) => f.endsWith(' information')), all.join('\n'));
    assert.match(run.report.files[0]!.problems[0]!.message, /URIs of "test-mount:\/\/", a scheme no registry lists, have findings in 4 different URIs over 3 files/);
    assert.equal(run.report.notices?.filter((n) => n.includes('test-mount://')).length, 1);
  });

  const ownSchemeErrors: [string, Record<string, string>][] = [
    // A registered scheme's URIs follow RFC 3986: the same mistake of port in three files stays one in each.
    ['a registered scheme (sftp)', {
      'a.rs': yazi(['sftp://vps:1:1//a']), 'b.rs': yazi(['sftp://vps:2:1//b']), 'c.rs': yazi(['sftp://vps:1:2//c']),
    }],
    // Registered schemes joined (`git+ssh`): scp's syntax pasted into a URL is the mistake it is.
    ['schemes joined of registered ones (git+ssh)', {
      'a.md': 'Clone git+ssh://git@github.com:org/a.git\n', 'b.md': 'Clone git+ssh://git@github.com:org/b.git\n', 'c.md': 'Clone git+ssh://git@github.com:team/c.git\n',
    }],
  ];
  for (const [name, tree] of ownSchemeErrors) {
    it(`findings in URIs of ${name} over three files: still errors`, () => {
      const run = runJson([], tempTree(tree));
      const all = findings(run.report);
      assert.ok(all.length >= 3 && all.every((f) => f.endsWith(' error')), all.join('\n'));
      assert.equal(run.status, 1);
    });
  }
});
