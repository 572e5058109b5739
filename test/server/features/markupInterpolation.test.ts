/**
 * Svelte's markup interpolates `{expr}` in text and in attribute values,
 * quoted or not: a reference holding one is a template the app fills in,
 * not a URI with braces (sveltejs/kit's test apps). Its expressions get
 * no Error or Warning; a literal mistake beside them still does.
 */
import * as assert from 'node:assert/strict';
import { DiagnosticSeverity } from 'vscode-languageserver-types';
import type { Diagnostic } from 'vscode-languageserver-types';
import { open, settings, service, textAt } from './helpers';

/** The diagnostics above Information of `text` read as `languageId`: code and the text covered. */
function loud(text: string, languageId: string): [string, string][] {
  const { doc, analysis } = open(text, languageId);
  return service.diagnostics({ document: doc, analysis, settings: settings() })
    .filter((d: Diagnostic) => d.severity === DiagnosticSeverity.Error || d.severity === DiagnosticSeverity.Warning)
    .map((d: Diagnostic) => [String(d.code), textAt(doc, d.range)]);
}

describe('Svelte markup: {expr} in a reference is an expression of the app', () => {
  // Lines of sveltejs/kit's test apps.
  const TEMPLATES = [
    '<a href="?a={data.count}&b={data.count + 1}">next</a>',
    "<a href=\"http://localhost:{page.url.searchParams.get('port')}/x\">x</a>",
    '<img src="/images/{name}.png" alt="">',
    '<a href={`/blog/${post.slug}`}>{post.title}</a>',
  ];
  for (const line of TEMPLATES) {
    it(line, () => assert.deepEqual(loud(`${line}\n`, 'svelte'), []));
  }

  it('a literal mistake beside them is still an Error; the same braces in plain HTML are judged', () => {
    assert.deepEqual(loud('<a href="?a={x + 1}">n</a> <a href="http://exa mple.com/">b</a>\n', 'svelte'), [['invalid-character', 'exa mple.com']]);
    assert.notDeepEqual(loud('<a href="?a={x + 1}">n</a>\n', 'html'), []);
  });
});

describe('Julia strings interpolate $name and $(expr)', () => {
  // JuliaDocs/Documenter.jl's tests and deploy code build URLs so.
  const TEMPLATES = ['url = "https://a.example:$port/x"\n', 'url = "https://$(host)/$(repo).git"\n'];
  for (const text of TEMPLATES) {
    it(text.trim(), () => assert.deepEqual(loud(text, 'julia'), []));
  }

  it('a literal mistake in a Julia string is still an Error', () => {
    assert.deepEqual(loud('url = "https://a.example:80a/x"\n', 'julia'), [['invalid-port', '80a']]);
  });
});

describe('TeX: a macro\'s parameters #1…#9 (##1 in a nested definition) are the values it is given', () => {
  // racket/scribble: scribble-lib/scribble/acmart/acmart.cls, ACM's class defining \email.
  const TEMPLATES: [string, string][] = [
    ['\\mathchardef\\UrlBreakPenalty=10000\\href{mailto:##2}{##2}\\egroup}%\n', 'tex'],
    // The shape of a preamble's link macro with two parameters: without them read, `#1/#2` is a fragment holding "#".
    ['\\newcommand{\\gh}[2]{\\url{https://github.com/#1/#2}}\n', 'latex'],
  ];
  for (const [text, languageId] of TEMPLATES) {
    it(text.trim(), () => assert.deepEqual(loud(text, languageId), []));
  }

  it('a literal mistake beside one is still an Error; the same ## in Markdown is judged', () => {
    assert.deepEqual(loud('\\href{https://doi.org/#1}{#1} \\href{https://doi.org:80a/}{x}\n', 'latex'), [['invalid-port', '80a']]);
    assert.deepEqual(loud('[mail](mailto:##2)\n', 'markdown').map(([code]) => code), ['invalid-character']);
  });
});
