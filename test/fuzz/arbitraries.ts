/**
 * What the fuzzer feeds the engine and the server: URI-ish text, built from
 * the RFC 3986 grammar (test/shared/arbitraries.ts) and then damaged with
 * the noise that breaks parsers and finders (delimiters, `%`, brackets,
 * non-ASCII, lone surrogates, controls, invisible characters), and
 * documents of every language the finder reads differently, made of that
 * language's own syntax with such URIs inside.
 */
import fc from 'fast-check';
import { absoluteUri, uri, uriReference } from '../shared/arbitraries';

/** Pieces that break URIs: delimiters, percent signs, brackets, non-ASCII, surrogates, controls, invisibles. */
export const NOISE: readonly string[] = [
  ':', '/', '?', '#', '[', ']', '@', '%', '.', '..', '-', '+', '~', '_', '!', '$', '&', "'", '(', ')', '*', ',', ';', '=',
  '//', '::', '%4', '%zz', '%%', '%25', '%2e', '%C3%A9', '%00', '[::1]', '[v1.x]', '[fe80::1%25eth0]', '[', ']]', '[[',
  ' ', '  ', '\t', '\n', '\r\n', '\u0000', '\u0001', '\u001f', '\u007f', '\u0085', '\u00a0', '\u2028',
  '\\', '^', '|', '"', '<', '>', '{', '}', '`', '{x}', '${a}', '{{ b }}', '&amp;', '&#x2F;',
  'é', 'ß', '中文', 'İ', 'ｆｕｌｌ', '😀', '\ud800', '\udc00', '\udbff\udfff',
  '\u200b', '\u200d', '\u202e', '\u2066', '\ufeff', '\u00ad', '\u061c',
  'user:pw@', 'a@b@', ':80', ':0x1', ':99999', 'xn--', 'exämple.com', '0x7f.1', '127.1', '1.2.3.4', '256.1.1.1',
  'HTTP', 'Example.COM', '/./', '/../', '%7e', '%41',
];

/** Schemes and scheme-like prefixes the finder treats differently. */
const PREFIXES: readonly string[] = [
  'http://', 'https://', 'HTTPS://', 'ftp://', 'file:///', 'ws://', 'mailto:', 'urn:isbn:', 'tel:+1', 'data:,', 'doi:10.1/',
  'htp:/', 'javascript:', 'command:x', 'vscode://x', 'x-y.z+w://', '1a://', 'a:', 'C:\\', '//', 'about:blank',
  // The scheme rules and their fixes (rules/schemes/, their fixes beside them).
  'https:/', 'http:', 'http:///', 'wss:/', 'file://C:', 'file:C:\\', 'file:///C|', 'htps://', 'ws://x/#', 'urn:uuid:',
  'data:text/plain;base64,', 'mailto:a@b?', 'tel:',
];

/** A valid reference from the grammar, a prefix and noise, or noise alone. */
export const uriIsh: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: uriReference },
  { weight: 4, arbitrary: fc.tuple(uriReference, fc.array(fc.tuple(fc.nat(), fc.constantFrom(...NOISE), fc.nat(3)), { minLength: 1, maxLength: 4 })).map(([text, edits]) => damage(text, edits)) },
  { weight: 2, arbitrary: fc.tuple(fc.constantFrom(...PREFIXES), fc.array(fc.oneof(fc.constantFrom(...NOISE), uriReference), { maxLength: 6 })).map(([p, parts]) => p + parts.join('')) },
  { weight: 1, arbitrary: fc.array(fc.constantFrom(...NOISE), { maxLength: 12 }).map((parts) => parts.join('')) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c)), maxLength: 30 }) },
);

/** A URI with a scheme, possibly damaged: what a finder starts a reference on. */
export const absoluteIsh: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: uri },
  { weight: 3, arbitrary: fc.tuple(uri, fc.array(fc.tuple(fc.nat(), fc.constantFrom(...NOISE), fc.nat(3)), { minLength: 1, maxLength: 3 })).map(([text, edits]) => damage(text, edits, 4)) },
  { weight: 1, arbitrary: fc.tuple(fc.constantFrom(...PREFIXES), fc.array(fc.constantFrom(...NOISE), { maxLength: 5 }), uriReference).map(([p, n, r]) => p + n.join('') + r) },
);

/** A base for resolution: a valid absolute URI usually, sometimes not (resolve must then throw an Error). */
export const baseIsh: fc.Arbitrary<string> = fc.oneof(
  { weight: 6, arbitrary: absoluteUri },
  { weight: 1, arbitrary: uri },
  { weight: 1, arbitrary: uriIsh },
);

/**
 * `text` with each `[at, piece, cut]` applied in turn: `piece` inserted at
 * `at` (modulo the length), after deleting `cut` code units there; past
 * `skip` (keeping a scheme intact, say) when given.
 */
function damage(text: string, edits: readonly (readonly [number, string, number])[], skip = 0): string {
  let out = text;
  for (const [at, piece, cut] of edits) {
    const from = Math.min(out.length, skip);
    const i = from + (at % (out.length - from + 1));
    out = out.slice(0, i) + piece + out.slice(i + (cut === 0 ? 0 : cut - 1));
  }
  return out;
}

/** The language ids the finder reads differently (find/traits.ts), and `troff`: plain text that starts like a man page. */
export const LANGUAGES = ['plaintext', 'markdown', 'html', 'json', 'yaml', 'typescript', 'python', 'troff', 'man', 'c', 'shellscript', 'xml', 'jsonc', 'unknown-lang'] as const;
/**
 * Languages read their own way that the incremental test edits too (gettext catalogs, LaTeX), kept out of
 * `LANGUAGES` so that the seeded runs of the other properties draw the same documents as before.
 */
export const MORE_LANGUAGES = ['po', 'latex', 'asciidoc', 'restructuredtext', 'jupyter', 'org', 'pod', 'textile', 'wikitext'] as const;
export type FuzzLanguage = (typeof LANGUAGES)[number] | (typeof MORE_LANGUAGES)[number];

/** Syntax of each language: what opens and closes its links, strings, comments and blocks. */
const SYNTAX: Record<string, readonly string[]> = {
  plaintext: ['(', ')', '"', '<', '>', '`', '. ', ', ', '; ', '!', '?', '*', '_', '~', '[', ']', '{', '}', "'"],
  markdown: ['[t](', ')', '![i](', ' "title")', '<', '>', '```\n', '~~~\n', '`', '``', '[d]: ', '\n[d]: <', '| ', ' \\| ', '> ', '- ',
    '# ', '<a href="', '">', '\\(', '\\)', '&amp;', '[', ']', '(', '*', '_', '\n    ', '<!--', '-->'],
  html: ['<a href="', '">', '</a>', "<img src='", "'>", '<a href=', '>', '<base href="', '&amp;', '&#x2F;', '&lt;', '&#', '<!--', '-->',
    '<script>', '</script>', ' style="background:url(', ')"', ' srcset="', ' 2x, ', '<', '"', "'", '=', '\n  '],
  json: ['{"url": "', '", ', '"', '\\/', '\\u00e9', '\\"', '\\\\', '[', ']', '{', '}', ': ', ',', '"pattern": "^', '{region}', '\\n', '\\u0041', '\\ud800'],
  yaml: ['key: ', '\n', '- ', '"', "'", '  ', ' # ', '|\n  ', '>\n  ', 'url: ', '{{ x }}', 'pattern: ^', ': ', '? ', '---\n', "''"],
  typescript: ['// ', '/* ', ' */', '"', "'", '`', '${x}', '\\n', '\\"', ' /re+gex/g', 'const u = "', '";', '/** @see {@link ', '|text}',
    '\n', '(', ')', '{', '}', '\\u00e9', 'x = y / z / w', '%s'],
  python: ['# ', '"', "'", '"""', "'''", 'r"', 'f"{x}', '%s', 'u = "', '"\n', '\\n', '\\"', '{}', '{0}', '(', ')'],
  troff: ['\\fB', '\\fR', '\\fI', '\\-', '\\&', '\\(dq', '\n.UR ', '\n.UE\n', '\\%', '\n.\\" ', '\n.SH NAME\n', '\\e', '\\ ', '\n.B ', '\\:', '\\/', '\\,'],
  c: ['// ', '/* ', ' */', '"', "'", '#include <', '>', '\\n', '\\"', '%s', '%d'],
  shellscript: ['# ', '"', "'", '`', '$#', '${a}', '$(', ')', '\\n', 'curl "'],
  po: ['\nmsgid ""\n"', '\nmsgstr "', '"\n"', '"\n', '\n#: ', '\n#, python-format\n', '\\"', '\\n', '<a href=\\"', '\\">', '%s', '-"\n"'],
  asciidoc: ['[', ']', 'link:', 'xref:', '<<', '>>', ',', '#', '\n----\n', '\n....\n', '\n////\n', '\n// ', '\nimage::', '\ninclude::',
    'image:', ':imagesdir: img\n', '++', 'pass:[', 'mailto:', '{attr}', '\n== Title\n', '[[id]]', '| '],
  restructuredtext: [':doc:`', ':download:`', ':samp:`', '`', ' <', '>', '`_', '::\n\n   ', '\n.. code-block:: rst\n\n   ', '\n.. image:: ',
    '\n.. include:: ', '\n.. _name: ', '\n   ', '\n', '{', '}'],
  jupyter: ['{"cells": [{"cell_type": "markdown", "source": ["', '\\n", "', '"]}, {"cell_type": "code", "source": ["', '"]}],',
    ' "metadata": {"kernelspec": {"language": "python"}}}', '[t](', ')', '\\"', '\\u00e9', '# ', '"', '\n'],
  latex: ['\\url{', '\\href{', '}{', '}', '\\#', '\\_', '\\%', '\\&', '\\\\', '\\@name', '% ', '\n', '\\texttt{',
    '\\documentclass{article}\n', '\\input{', '\\include{', '\\includegraphics[width=1cm]{', '.png', '\n\\begin{verbatim}\n', '\n\\end{verbatim}\n'],
  org: ['[[', '][', ']]', 'file:', './', '#+INCLUDE: "', '\n#+begin_src sh\n', '\n#+end_src\n', '\n# ', '::*', 'info:', '\n'],
  pod: ['L<', '>', 'L<< ', ' >>', '|', '/"', '\n\n=head1 X\n\n', '\n\n    ', '\n\n=begin html\n\n', '\n\n=end html\n\n', '\n\n=cut\n\n', 'C<'],
  textile: ['"', '":', '!', '(', ')', '[', ']', '.html', '.png', '\n\nbc. ', '\n\nbc.. ', '\n\np. ', '@', '\n[a]', '{', '}'],
  wikitext: ['[', ']', '[[', ']]', '|', '{{cite web|url=', '}}', '//', '<nowiki>', '</nowiki>', '<!--', '-->', '<pre>', '</pre>', '(', ')', '. '],
};
SYNTAX['man'] = SYNTAX['troff']!;
SYNTAX['xml'] = SYNTAX['html']!;
SYNTAX['jsonc'] = [...SYNTAX['json']!, '// ', '/* ', ' */'];
SYNTAX['unknown-lang'] = SYNTAX['plaintext']!;

const WORDS = ['see', 'and', 'the', 'link', 'x', 'at', 'https', 'mailto', 'www.example.com', 'e.g.', 'foo@bar.example'];
const SPACING = [' ', '  ', '\n', '\n\n', '\t', ' \n '];

/** One fragment of a document of `languageId`: its syntax, a URI, a word, spacing, noise. */
const fragment = (languageId: string): fc.Arbitrary<string> => fc.oneof(
  { weight: 5, arbitrary: fc.constantFrom(...SYNTAX[languageId]!) },
  { weight: 5, arbitrary: absoluteIsh },
  { weight: 2, arbitrary: uriIsh },
  { weight: 3, arbitrary: fc.constantFrom(...WORDS) },
  { weight: 4, arbitrary: fc.constantFrom(...SPACING) },
  { weight: 1, arbitrary: fc.constantFrom(...NOISE) },
);

/** The text of a document of `languageId`; a `troff` document is plain text that starts with `.TH`. */
export const documentText = (languageId: string, maxFragments = 40): fc.Arbitrary<string> =>
  fc.array(fragment(languageId), { maxLength: maxFragments, size: 'medium' }).map((parts) => (languageId === 'troff' ? `.TH FUZZ 1\n${parts.join('')}` : parts.join('')));

/** A document as the fuzz targets take it: the language id to open it with, and its text. */
export interface FuzzDocument {
  /** The language id of the document (`troff` is opened as `plaintext`). */
  languageId: string;
  text: string;
}

/** The language id the editor opens a document of `language` with. */
export const languageIdOf = (language: FuzzLanguage): string => (language === 'troff' ? 'plaintext' : language);

/** A document in one of `LANGUAGES`. */
export const fuzzDocument = (maxFragments = 40): fc.Arbitrary<FuzzDocument> =>
  fc.constantFrom(...LANGUAGES).chain((language) => documentText(language, maxFragments).map((text) => ({ languageId: languageIdOf(language), text })));

/** Raw `uriLint` settings as a client may send them: mostly meaningful, sometimes of the wrong type. */
export const rawSettings: fc.Arbitrary<Record<string, unknown>> = fc.record({
  enable: fc.oneof(fc.constant(true), fc.constant(true), fc.boolean(), fc.jsonValue()),
  'normalForm.enable': fc.boolean(),
  'iri.strict': fc.boolean(),
  severity: fc.oneof(
    fc.constant({}),
    fc.dictionary(fc.constantFrom('invalid-character', 'iri', 'not-normalized', 'password-in-userinfo', 'invisible-character', 'x'),
      fc.constantFrom('error', 'warning', 'information', 'hint', 'off', 'bogus')),
    fc.jsonValue(),
  ),
  ignoreSchemes: fc.oneof(fc.constant([]), fc.array(fc.constantFrom('data', 'HTTP', 'mailto', '', 'x')), fc.jsonValue()),
  ignorePatterns: fc.oneof(fc.constant([]), fc.array(fc.constantFrom('https://example.com/*', '/^urn:x-/i', '/(a+)+$/', '/(?<=x)y/', '*a*a*a*b', '/[/', '?', '*')), fc.jsonValue()),
  baseUri: fc.oneof(fc.constant(''), fc.constantFrom('https://example.com/docs/', 'not a uri', 'foo:a/b', 'http://[::1/'), fc.jsonValue()),
  maxFileSize: fc.oneof(fc.constant(16 * 1024 * 1024), fc.integer({ min: -1, max: 400 }), fc.jsonValue()),
  maxFileSizeMB: fc.oneof(fc.constant(16), fc.constant(0.0001), fc.integer({ min: -1, max: 2 }), fc.jsonValue()),
  'links.schemes': fc.oneof(fc.constant(['http', 'https']), fc.array(fc.constantFrom('http', 'command', 'javascript', 'VSCODE', 'file', 'mailto')), fc.jsonValue()),
  languages: fc.oneof(fc.constant(['*']), fc.constant(['*']), fc.array(fc.constantFrom('markdown', 'plaintext', 'json', '*', '')), fc.jsonValue()),
}, { requiredKeys: [] });
