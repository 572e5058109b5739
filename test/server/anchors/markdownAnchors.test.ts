/**
 * The anchors of Markdown and HTML documents, and fragments judged against
 * them: markdownlint's own test document of link fragments (MD051), whose
 * verdicts follow GitHub, with the differences this project chose named.
 */
import * as assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { analyzeText, htmlAnchors, judgeFragment, markdownAnchors, TargetIndex } from '@uri-lint/server/service/internal';

const FIXTURES = join(__dirname, '../../../../test/fixtures/anchors');

const ids = (text: string, rules: 'github' | 'gitlab' = 'github') => markdownAnchors(text, rules).map((a) => `${a.kind}:${a.id}@${a.line}`);

describe('Markdown anchors', () => {
  it('ATX and setext headings, never in a fenced or indented code block or an HTML block', () => {
    const text = [
      '# Title', '', 'Sub title', '---------', '', '```', '# not a heading', '```', '',
      '    # indented code', '', '<div>', '# inside html', '</div>', '', '> ## Quoted heading', '', '- ## Listed heading', '',
    ].join('\n');
    assert.deepEqual(ids(text), ['heading:title@0', 'heading:sub-title@2', 'heading:quoted-heading@15', 'heading:listed-heading@17']);
  });

  it('an escaped `\\#` starts no heading (radicale\'s translated docs escape every one), on its own or after text', () => {
    const text = ['\\#### Installation', '', '\\# Title \\#', '', '## Real'].join('\n');
    assert.deepEqual(ids(text), ['heading:real@4']);
  });

  it('the text as rendered: markup, link targets, images and HTML tags dropped; code spans kept', () => {
    const text = [
      '## Valid *Heading* With _Emphasis_', '## Valid Heading With `Code`', '## [A Link](https://example.com) here',
      '## Has ![an Image](https://example.com) x', '## Embedded <!-- comment --> Comment', '## Escaped \\_under\\_', '## A &amp; B',
    ].join('\n\n');
    assert.deepEqual(markdownAnchors(text, 'github').map((a) => a.id), [
      'valid-heading-with-emphasis', 'valid-heading-with-code', 'a-link-here', 'has--x', 'embedded--comment', 'escaped-_under_', 'a--b',
    ]);
  });

  it('an explicit {#id} (Pandoc, kramdown) is an anchor beside the slug GitHub makes of the whole text', () => {
    // Attribute lists are Python-Markdown's syntax too: its slug of the text without the list is an alias.
    assert.deepEqual(ids('## Install it {#setup}\n\n### Closed {: #closed .x} ###\n\n## Not {#two words}'), [
      'explicit:setup@0', 'heading:install-it-setup@0', 'alias:install-it@0', 'explicit:closed@2', 'heading:closed--closed-x@2', 'alias:closed@2',
      'heading:not-two-words@4',
    ]);
  });

  it('an explicit id may hold dots (kramdown 2.2+, attr_list, Pandoc, Goldmark, Docusaurus: googletest, js-lingui); a class may not', () => {
    assert.deepEqual(ids('#### Times {#EXPECT_CALL.Times}\n\n## What\'s New in 5.0? {#whats-new-in-5.0}\n\n## Both {#id .a.b}').filter((id) => !id.startsWith('alias:')), [
      'explicit:EXPECT_CALL.Times@0', 'heading:times-expect_calltimes@0', 'explicit:whats-new-in-5.0@2', 'heading:whats-new-in-50-whats-new-in-50@2',
      'heading:both-id-ab@4',
    ]);
  });

  it('HTML anchors: any element\'s id, an <a>\'s name; not <input name>, data-id, or a tag in a code span', () => {
    const text = [
      '<a name="named"></a>', '', '<a id = idlink></a>', '', '<p id="para" name="not-an-anchor"></p>', '',
      'Text <span id="inline">x</span> and `<b id="in-code">`.', '', '<input name="field"> <a data-id="data">',
    ].join('\n');
    assert.deepEqual(ids(text), ['html:named@0', 'html:idlink@2', 'html:para@4', 'html:inline@6']);
  });

  it("a heading of raw HTML: an id by GitHub's and GitLab's rules, in sequence with Markdown's; none by Python-Markdown's", () => {
    const text = [
      '# Title', '', '<h2 align="center">Contributors</h2>', '', '<div><h3>Special <em>Thanks</em> &amp; more</h3></div>', '',
      '## Contributors', '', '<h2>', '', 'Open across a blank line', '', '</h2>', '', '<p><img alt="no text"></p>',
    ].join('\n');
    const headings = (rules: 'github' | 'gitlab' | 'python-markdown') => markdownAnchors(text, rules).filter((a) => a.kind === 'heading').map((a) => `${a.id}@${a.line}`);
    assert.deepEqual(headings('github'), ['title@0', 'contributors@2', 'special-thanks--more@4', 'contributors-1@6']);
    assert.deepEqual(headings('gitlab'), ['title@0', 'contributors@2', 'special-thanks-more@4', 'contributors-1@6']);
    assert.deepEqual(headings('python-markdown'), ['title@0', 'contributors@6']);
  });

  it("pymdown-extensions' Tabbed ids, __tabbed_<set>_<tab>: sets in the order they open, a nested one too, `!` a new set, none in fenced code", () => {
    const text = [
      '=== "A"', '', '    === "A1"', '        x', '', '    === "A2"', '        y', '', '=== "B"', '    ```', '    === "fenced"', '    ```', '',
      'Text between.', '', '=== "C"', '    z', '===! "D"', '    w', '=== "E"', '', '- item', '', '    === "F"', '        v',
    ].join('\n');
    const tabbed = markdownAnchors(text, 'python-markdown').filter((a) => a.id.startsWith('__tabbed_')).map((a) => `${a.id}@${a.line} ${a.text}`);
    assert.deepEqual(tabbed, [
      '__tabbed_1_1@0 A', '__tabbed_2_1@2 A1', '__tabbed_2_2@5 A2', '__tabbed_1_2@8 B', '__tabbed_3_1@15 C', '__tabbed_4_1@17 D', '__tabbed_4_2@19 E',
      '__tabbed_5_1@23 F',
    ]);
    // Accepted, never offered: aliases.
    assert.ok(markdownAnchors(text, 'python-markdown').filter((a) => a.id.startsWith('__tabbed_')).every((a) => a.kind === 'alias'));
  });

  it('HTML documents: ids and <a name>, none in comments or scripts', () => {
    const html = '<h1 id="top-title">T</h1>\n<!-- <p id="commented"> -->\n<script>var s = "<p id=\'scripted\'>";</script>\n<A NAME="Old">x</A>';
    assert.deepEqual(htmlAnchors(html).map((a) => `${a.id}@${a.line}`), ['top-title@0', 'Old@3']);
  });
});

describe('fragments of markdownlint\'s link-fragments.md (MD051)', () => {
  const text = readFileSync(join(FIXTURES, 'markdownlint-link-fragments.md'), 'utf8');
  const lines = text.split('\n');
  const index = new TargetIndex(text, 'markdown', 'github');
  const links = analyzeText(text, 'markdown').filter((r) => r.found.text.startsWith('#'));

  /**
   * Where this project decides otherwise than markdownlint, and why:
   * GitHub finds a heading whatever the fragment's case (markdownlint
   * requires lowercase); HTML scrolls to the top for "top" in any case;
   * Pandoc and kramdown take `{#UpperCase}` and `{#hyphen--run}` as ids;
   * an `<a name>` is found beside the same element's id (HTML Living
   * Standard, "find a potential indicated element"); a line anchor is
   * checked against the file's length (this file has 346 lines, not 3244),
   * and a column alone (`#L30C12`) is GitHub's syntax too.
   */
  const DIFFERENT: Record<string, boolean> = {
    '#Valid-Fragments': true, '#L12-not-a-line-link': true, '#ToP': true, '#UpperCase': true, '#hyphen--run': true,
    '#myname': true, '#L200C4-L3244C2': false, '#L30C12': true,
  };

  it('reads every fragment link of the document', () => {
    assert.ok(links.length >= 80, `${links.length} links`);
  });

  it('judges each as markdownlint does, but for the differences named', () => {
    const disagreements: string[] = [];
    for (const ref of links) {
      const fragment = ref.found.text.slice(1);
      const line = text.slice(0, ref.found.start).split('\n').length - 1;
      const expected = DIFFERENT[ref.found.text] ?? !lines[line]!.includes('{MD051}');
      const verdict = judgeFragment(fragment, index);
      const found = verdict === undefined || verdict.found;
      if (found !== expected) disagreements.push(`${ref.found.text} (line ${line + 1}): ${found ? 'found' : 'missing'}`);
    }
    assert.deepEqual(disagreements, []);
  });

  it('a missing heading names the closest one', () => {
    assert.deepEqual(judgeFragment('valid-heading-with-cod', index), {
      found: false, message: 'No heading or anchor "valid-heading-with-cod" in the target; did you mean "#valid-heading-with-code"?',
      closest: 'valid-heading-with-code',
    });
    const far = judgeFragment('completely-unrelated-words', index);
    assert.ok(far && !far.found && far.closest === undefined);
  });
});
