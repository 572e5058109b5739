/**
 * The URI grammar over real files nobody here wrote: the
 * documentation, declarations, manifests and scripts of the packages the
 * tests install, pinned by package-lock.json. In each, the host grammar reads
 * everything outside the URIs as it did; a coloured URI starts where the
 * server's finder finds one and ends no later; and VS Code's Dark+ and Light+
 * draw each URI underlined, in one colour, the colour around it.
 */
import * as assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { findUris } from '@uri-lint/shared';
import { UNDERLINE, hostView, tokenize, uriSpans } from './engine';
import { compareStyles, distinct, loadTheme } from './themes';

const NODE_MODULES = resolve(__dirname, '../../../node_modules');

/** `[file under node_modules, host scope, the finder's language id, URIs coloured at least]`. */
const FILES: [string, string, string, number][] = [
  ['typescript/ThirdPartyNoticeText.txt', 'text.plain', 'plaintext', 8],
  ['mocha/LICENSE', 'text.plain', 'plaintext', 1],
  ['mocha/README.md', 'text.html.markdown', 'markdown', 3],
  ['vscode-textmate/README.md', 'text.html.markdown', 'markdown', 2],
  ['@types/node/url.d.ts', 'source.ts', 'typescript', 40],
  ['linkify-it/index.mjs', 'source.js', 'javascript', 1],
  ['ajv/package.json', 'source.json', 'json', 4],
  ['fast-uri/package.json', 'source.json', 'json', 3],
  ['playwright-core/bin/reinstall_chrome_stable_linux.sh', 'source.shell', 'shellscript', 1],
  ['playwright-core/lib/vite/traceViewer/index.html', 'text.html.basic', 'html', 1],
];

function linesOf(text: string): string[] {
  return text.split('\n').map((line) => line.replace(/\r$/, ''));
}

describe('syntaxes: real files', function () {
  this.timeout(120_000);
  const [dark, light] = [loadTheme('dark-plus.json'), loadTheme('light-plus.json')];

  for (const [file, host, languageId, least] of FILES) {
    it(`${file} (${host}): at least ${least} URIs, the host's reading kept, no more than the finder's, one underlined colour in Dark+ and Light+`, async () => {
      const text = readFileSync(resolve(NODE_MODULES, file), 'utf8');
      // Some have CRLF line ends: an editor's line holds neither character.
      const lines = linesOf(text);
      const tokens = await tokenize(host, lines);
      const spans = tokens.map(uriSpans);
      assert.ok(spans.flat().length >= least, `${spans.flat().length} URIs`);

      const withUris = hostView(tokens, true);
      const before = hostView(await tokenize(host, lines, false), false)
        .map((line, i) => line.map((scopes, j) => (withUris[i]![j] === '(uri)' ? '(uri)' : scopes)));
      assert.deepEqual(withUris, before);

      // The finder over the whole text, its offsets as line and column.
      const lineStarts = [0, ...[...text.matchAll(/\n/g)].map((m) => m.index + 1)];
      const found = findUris(text, { languageId });
      spans.forEach((lineSpans, i) => {
        for (const [start, end] of lineSpans) {
          const at = lineStarts[i]! + start;
          const reference = found.find((f) => f.start === at);
          assert.ok(reference !== undefined && lineStarts[i]! + end <= reference.end, `${i + 1}:${start + 1} ${JSON.stringify(lines[i]!.slice(start, end))}`);
        }
      });

      for (const theme of [dark, light]) {
        const { uris, changedOutside } = await compareStyles(host, lines, theme, { tokens, asLink: false });
        assert.deepEqual(changedOutside, [], theme.name);
        for (const uri of uris) {
          assert.deepEqual(distinct(uri.styles), [`${uri.base.foreground}/${UNDERLINE}`], `${theme.name}: ${uri.line + 1}:${uri.start + 1} ${uri.text}`);
        }
      }
    });
  }
});
