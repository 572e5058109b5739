/**
 * Where a link's target lies (links/target.ts): a target spelled below the
 * one workspace folder exactly as the folder is spelled is located from its
 * text; any other is parsed and compared component by component. Both ways
 * must agree: the table's links are located with the one folder, and again
 * with a second folder that holds none of them (which takes the parsing way).
 */
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { DEFAULT_SETTINGS } from '@uri-lint/server/contract';
import { analyzeDocument, localTargetOf, placeKey, placeKeyBelow, targetScope, uriBelow } from '@uri-lint/server/service/internal';

const FOLDER = 'file:///work/site';
const DOCUMENT = `${FOLDER}/docs/guide/page.md`;

/** Link destinations, each with the target expected below FOLDER (undefined: no workspace file). */
const CASES: [string, { segments: string[]; directory: boolean; fragment?: string } | undefined][] = [
  ['a.md', { segments: ['docs', 'guide', 'a.md'], directory: false }],
  ['../a.md#intro', { segments: ['docs', 'a.md'], directory: false, fragment: 'intro' }],
  ['../../README.md?plain=1#L3', { segments: ['README.md'], directory: false, fragment: 'L3' }],
  ['June%20outage.pdf', { segments: ['docs', 'guide', 'June outage.pdf'], directory: false }],
  ['caf%C3%A9/', { segments: ['docs', 'guide', 'café'], directory: true }],
  ['./', { segments: ['docs', 'guide'], directory: true }],
  ['../../', { segments: [], directory: true }],
  ['a//b.md', { segments: ['docs', 'guide', 'a', '', 'b.md'], directory: false }],
  ['/img/logo.png', { segments: ['img', 'logo.png'], directory: false }],
  ['../../../elsewhere.md', undefined],
  ['file:///work/site/notes/n.md', { segments: ['notes', 'n.md'], directory: false }],
  ['file:///work/%73ite/notes/n.md', { segments: ['notes', 'n.md'], directory: false }],
  ['file://localhost/work/site/x.md', { segments: ['x.md'], directory: false }],
  ['file:///work/site2/x.md', undefined],
  ['file:///work/sitex.md', undefined],
  ['https://example.com/a.md', undefined],
  ['HTTPS://example.com/a.md', undefined],
  ['FILE:///work/site/x.md', { segments: ['x.md'], directory: false }],
  ['fIlE://LOCALHOST/work/site/y.md', { segments: ['y.md'], directory: false }],
  ['files:///work/site/x.md', undefined],
];

function located(destination: string, folders: string[]) {
  const document = TextDocument.create(DOCUMENT, 'markdown', 1, `[link](${destination})\n`);
  const analysis = analyzeDocument(document);
  const ref = analysis.references.find((r) => r.found.text === destination);
  assert.ok(ref, `${destination} is found`);
  const target = localTargetOf(ref, targetScope(folders, DOCUMENT, analysis, DEFAULT_SETTINGS));
  return target && { folder: target.folder, segments: [...target.segments], directory: target.directory, fragment: target.fragment };
}

describe('links: where a target lies', () => {
  for (const [destination, expected] of CASES) {
    it(`${destination} → ${expected ? `/${expected.segments.join('/')}` : 'no workspace file'}, whether located from its spelling or by parsing`, () => {
      const want = expected && { folder: FOLDER, segments: expected.segments, directory: expected.directory, fragment: expected.fragment };
      assert.deepEqual(located(destination, [FOLDER]), want);
      assert.deepEqual(located(destination, [FOLDER, 'file:///other/place']), want);
    });
  }
});

describe('links: a relative path resolved from the document\'s folders, as RFC 3986 §5.2 resolves its URI', () => {
  // With one folder, a relative path is resolved on the names (belowDirectory); with two, the URI is resolved and parsed.
  const SEGMENTS = ['a', 'b.md', '.', '..', '', 'c%20d', 'docs', 'guide', '...', '.x', 'page.md'];
  const ENDINGS = ['', '#intro', '?raw=1', '?q#f', '#'];
  it('both ways give the same target, for paths of dot segments, empty segments and encoded names', () => {
    fc.assert(fc.property(fc.array(fc.constantFrom(...SEGMENTS), { minLength: 1, maxLength: 7 }), fc.constantFrom(...ENDINGS), (segments, ending) => {
      const destination = `${segments.join('/')}${ending}`;
      if (destination === '' || destination.startsWith('/') || destination.startsWith('#') || destination.startsWith('?')) return;
      assert.deepEqual(located(destination, [FOLDER]), located(destination, [FOLDER, 'file:///other/place']), destination);
    }), { numRuns: 2000 });
  });
});

describe('links: the place key of a file below a folder', () => {
  const FOLDERS = ['file:///work/site', 'file:///work/site/', 'file://localhost/work/my%20site', 'file:///c%3A/Users/me', 'vscode-vfs://github/org/repo'];
  const NAMES: string[][] = [['a.md'], ['docs', 'June outage.pdf'], ['100%', 'a b#c?d.md'], ['café', 'naïve.md'], ['x%2Fy', 'odd/name.md'], ['C:', 'x.md'], []];
  for (const folder of FOLDERS) {
    it(`below ${folder}: the key made from the names is the key of the file's URI`, () => {
      for (const names of NAMES) assert.equal(placeKeyBelow(folder, names), placeKey(uriBelow(folder.replace(/\/$/, ''), names)), names.join('/'));
    });
  }
});

describe('links: the scope of a document judged once (the command line)', () => {
  const cases: [string, string, string][] = [
    // A schema whose `$ref` resolves against its absolute `$id`; an HTML page with a `<base>`; a page with neither.
    ['docs/schema.json', 'json', '{"$id": "https://x.example/s.json", "a": {"$ref": "defs.json"}}\n'],
    ['docs/page.html', 'html', '<base href="https://x.example/docs/"><a href="a.html">a</a>\n'],
    ['docs/page.md', 'markdown', '[a](a.md)\n'],
  ];
  for (const [path, languageId, text] of cases) {
    it(`${path}: its base, rendering and schema ids worked out when first asked, as the shared scope's, whether it renders asked once`, () => {
      const document = TextDocument.create(`${FOLDER}/${path}`, languageId, 1, text);
      const analysis = analyzeDocument(document);
      let asked = 0;
      const once = targetScope([FOLDER], document.uri, analysis, DEFAULT_SETTINGS, { once: true, rendered: () => { asked++; return true; } });
      assert.equal(asked, 0, 'nothing asked, nothing worked out');
      const shared = targetScope([FOLDER], document.uri, analysis, DEFAULT_SETTINGS, { rendered: true });
      assert.deepEqual(once.schemaIds, shared.schemaIds);
      assert.deepEqual(once.base, shared.base);
      assert.equal(once.rendered, true);
      assert.equal(once.rendered, true);
      assert.equal(asked, 1);
    });
  }

  it('the schema ids and the base are those of the text', () => {
    const [json, html] = cases.map(([path, languageId, text]) => {
      const document = TextDocument.create(`${FOLDER}/${path}`, languageId, 1, text);
      return targetScope([FOLDER], document.uri, analyzeDocument(document), DEFAULT_SETTINGS, { once: true });
    });
    assert.deepEqual(json!.schemaIds && [...json!.schemaIds.againstUrl], ['defs.json']);
    assert.equal(html!.base?.uri, 'https://x.example/docs/');
  });
});
