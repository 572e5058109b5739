/**
 * A link in an HTML comment is no link where the document's language writes
 * such comments (links/inert.ts), whichever document was asked about before:
 * the language is worked out per document, asked reference by reference, in
 * any order of documents.
 */
import assert from 'node:assert/strict';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { analyzeDocument, inertLink } from '@uri-lint/server/service/internal';

const TEXT = '<!-- see https://x.example/gone -->\nsee https://x.example/here\n';

/** Documents by their language id and name, and whether their comments are HTML's. */
const DOCUMENTS: Array<[languageId: string, uri: string, htmlComments: boolean]> = [
  ['markdown', 'file:///w/a.md', true],
  ['plaintext', 'file:///w/b.txt', false],
  ['plaintext', 'file:///w/c.md', true],
  ['python', 'file:///w/d.py', false],
  ['html', 'file:///w/e.html', true],
  ['plaintext', 'file:///w/f.html', true],
  ['plaintext', 'file:///w/g', false],
];

describe('links: a link in a comment is no link, per document language', () => {
  it('answers each document by its own language, documents asked in turn', () => {
    const analysed = DOCUMENTS.map(([languageId, uri, html]) => {
      const document = TextDocument.create(uri, languageId, 1, TEXT);
      const analysis = analyzeDocument(document);
      return { document, analysis, html, name: `${languageId} ${uri}` };
    });
    // Every pair in both orders: the document asked before never answers for the next.
    for (const a of analysed) {
      for (const b of [...analysed].reverse()) {
        for (const { document, analysis, html, name } of [a, b]) {
          const [commented, plain] = analysis.references;
          assert.deepEqual([commented?.found.text, plain?.found.text], ['https://x.example/gone', 'https://x.example/here'], name);
          assert.equal(inertLink(commented!, commented!.found.start, analysis, document), html ? 'comment' : undefined, name);
          assert.equal(inertLink(plain!, plain!.found.start, analysis, document), undefined, name);
        }
      }
    }
  });
});

/**
 * The contributors' list the all-contributors bot writes links a contribution with no page of its own to
 * `#<type>-<login>`, a key with no heading by design (open-spaced-repetition/fsrs4anki's README.md, the bot's HTML
 * table; the older Markdown table): no link inside the bot's markers, a link as any other outside them, and its badge
 * (`#contributors-`, a heading's slug the page may lack) still a link.
 */
const CONTRIBUTORS = [
  '## Contributors',
  '',
  '<!-- ALL-CONTRIBUTORS-BADGE:START - Do not remove or modify this section -->',
  '[![All Contributors](https://img.shields.io/badge/all_contributors-3-orange.svg?style=flat-square)](#contributors-)',
  '<!-- ALL-CONTRIBUTORS-BADGE:END -->',
  '',
  '<!-- ALL-CONTRIBUTORS-LIST:START - Do not remove or modify this section -->',
  '<!-- prettier-ignore-start -->',
  '<table>',
  '  <tbody>',
  '    <tr>',
  '      <td align="center" valign="top" width="14.28%"><a href="http://chrislongros.com"><img src="https://avatars.githubusercontent.com/u/98426896?v=4?s=100" width="100px;" alt="Christos Longros"/><br /><sub><b>Christos Longros</b></sub></a><br /><a href="#data-chrislongros" title="Data">🔣</a> <a href="#content-chrislongros" title="Content">🖋</a></td>',
  '    </tr>',
  '  </tbody>',
  '</table>',
  '<!-- prettier-ignore-end -->',
  '<!-- ALL-CONTRIBUTORS-LIST:END -->',
  '',
  '<!-- ALL-CONTRIBUTORS-LIST:START -->',
  '| [<img src="https://avatars.githubusercontent.com/u/1?v=4" width="100px;"/><br /><sub><b>Kent</b></sub>](https://kentcdodds.com)<br />[💻](https://github.com/o/r/commits?author=kentcdodds "Code") [🤔](#ideas-kentcdodds "Ideas, Planning, & Feedback") |',
  '<!-- ALL-CONTRIBUTORS-LIST:END -->',
  '',
  'See [Expertium\'s ideas](#ideas-Expertium) and <a href="#data-user1823">the data</a>.',
  '',
].join('\n');

/** Each link of CONTRIBUTORS by its text, and whether it is a key of the bot's list. */
const KEYS: Array<[text: string, key: boolean]> = [
  ['#contributors-', false],
  ['#data-chrislongros', true],
  ['#content-chrislongros', true],
  ['#ideas-kentcdodds', true],
  ['#ideas-Expertium', false],
  ['#data-user1823', false],
];

describe("links: the all-contributors bot's keys are no links", () => {
  for (const [languageId, uri] of [['markdown', 'file:///w/README.md'], ['html', 'file:///w/contributors.html']] as const) {
    it(`inside its list only, in ${languageId}`, () => {
      const text = languageId === 'html' ? CONTRIBUTORS.replace(/\[([^\]]*)\]\((#[^)]*)\)/g, '<a href="$2">$1</a>') : CONTRIBUTORS;
      const document = TextDocument.create(uri, languageId, 1, text);
      const analysis = analyzeDocument(document);
      const asked = KEYS.filter(([key]) => languageId === 'markdown' || key !== '#contributors-');
      for (const [key, inside] of asked) {
        const ref = analysis.references.find((r) => r.found.text === key);
        assert.ok(ref, `${languageId}: ${key} found`);
        assert.equal(inertLink(ref, ref.found.start, analysis, document), inside ? 'contribution-key' : undefined, `${languageId}: ${key}`);
      }
      // The list's other links (a profile, a commit search) stay links.
      const profile = analysis.references.find((r) => r.found.text === 'http://chrislongros.com')!;
      assert.equal(inertLink(profile, profile.found.start, analysis, document), undefined);
    });
  }
});
