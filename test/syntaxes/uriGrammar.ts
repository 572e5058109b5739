/**
 * The URI injection grammar, syntaxes/uri.injection.tmLanguage.json, built
 * from named parts. A TextMate grammar has no variables, so its regular
 * expressions repeat the same character classes dozens of times: this file
 * is their source, and grammar.test.ts fails when the JSON is not what it
 * builds. Rewrite the JSON with `node out/test/syntaxes/uriGrammar.js --write`.
 *
 * Where a URI starts and ends follows shared/src/find (RFC 3986 Appendix C),
 * cut down to what one line shows: the grammar colours a subset of what the
 * server finds, never more. When it cannot tell (a `%s`, a `{name}`, an
 * escape it cannot decode), it colours nothing. Every quantifier is
 * possessive or atomic, and no lookahead reads past the URI it starts in
 * (nor past the second `://` inside one), so each line costs linear time.
 */
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';

/** Where the grammar lives, from out/test/syntaxes/ or test/syntaxes/. */
export const GRAMMAR_PATH = resolve(__dirname, '../../../syntaxes/uri.injection.tmLanguage.json');

export const SCOPE_NAME = 'uri-lint.injection';

/**
 * The grammar the extension contributes for the `plaintext` language, which
 * VS Code has without one: empty, so that the injection has a `text.plain`
 * to reach.
 */
export const PLAIN_TEXT_PATH = resolve(__dirname, '../../../syntaxes/plaintext.tmLanguage.json');
export const PLAIN_TEXT_SCOPE = 'text.plain';

/**
 * The root grammars of VS Code's built-in languages whose comments, strings
 * or text hold URIs (package.json `contributes.grammars[].injectTo`), and
 * the plain-text grammar of PLAIN_TEXT_PATH.
 */
export const INJECT_TO = [
  'text.plain', 'text.html.markdown', 'text.html.basic', 'text.xml', 'text.xml.xsl', 'text.log', 'text.git-commit', 'source.rst', 'text.tex.latex',
  'source.js', 'source.js.jsx', 'source.ts', 'source.tsx', 'source.json', 'source.json.comments', 'source.json.lines', 'source.yaml',
  'source.python', 'source.shell', 'source.powershell', 'source.batchfile', 'source.dockerfile', 'source.makefile', 'source.ini',
  'source.c', 'source.cpp', 'source.cs', 'source.go', 'source.rust', 'source.java', 'source.ruby', 'source.php', 'text.html.php',
  'source.perl', 'source.lua', 'source.swift', 'source.dart', 'source.groovy', 'source.sql', 'source.css', 'source.css.scss', 'source.css.less',
];

/** Schemes that start a URI without `//` (`mailto:a@b`): a few well-known registered ones, lowercase. */
export const OPAQUE_SCHEMES = ['data', 'doi', 'file', 'geo', 'magnet', 'mailto', 'news', 'sip', 'sips', 'sms', 'tel', 'urn', 'xmpp'];

/**
 * One scope per part, every one under `markup.underline.link`: the scope
 * themes give links (Markdown's destinations are `markup.underline.link.markdown`).
 * VS Code's Dark+, Light+, Light Modern and High Contrast only underline it
 * (their rule is `markup.underline`), so a URI keeps the colour of the
 * comment, string or text it is in; a theme that colours links colours the
 * whole URI so. No part takes a root themes colour otherwise (`keyword`,
 * `string`, `entity`, `variable`, `constant`): a URI is one link, not five
 * colours. The parts' names are for `editor.tokenColorCustomizations`, and
 * none is one a theme colours (dracula's `markup.underline.link.image`).
 */
export const SCOPES = {
  uri: 'markup.underline.link.uri',
  scheme: 'markup.underline.link.scheme.uri',
  colon: 'markup.underline.link.scheme-separator.uri',
  slashes: 'markup.underline.link.authority-start.uri',
  userinfo: 'markup.underline.link.userinfo.uri',
  at: 'markup.underline.link.userinfo-separator.uri',
  host: 'markup.underline.link.host.uri',
  portColon: 'markup.underline.link.port-separator.uri',
  port: 'markup.underline.link.port.uri',
  path: 'markup.underline.link.path.uri',
  questionMark: 'markup.underline.link.query-separator.uri',
  query: 'markup.underline.link.query.uri',
  hash: 'markup.underline.link.fragment-separator.uri',
  fragment: 'markup.underline.link.fragment.uri',
  percent: 'markup.underline.link.percent-encoded.uri',
} as const;
type Part = keyof typeof SCOPES;

/**
 * The host scopes URIs are coloured in, and, inside them, the ones they are
 * not: code in a template literal (`${…}`), a regular expression, and the
 * URI itself, so that no pattern starts again inside one.
 */
const COLOURED_IN = ['text.plain', 'text.log', 'text.git-commit', 'source.rst', 'text.html.markdown', 'text.html.basic', 'text.xml', 'comment', 'string'];
const NOT_IN = ['string.regexp', 'meta.template.expression', 'meta.embedded.line', SCOPES.uri];

// Characters, by what they do to a URI in text.
// Any character no class below names ends a URI: controls, spaces, `"<>\`\\|{}`, and `*`, which may close
// Markdown emphasis (`**http://x/a**b`) or a block comment (`*/`) that the URI must not swallow.
// Each class is ASCII first: the engine skips fast over text that cannot start or end a URI.
/** Always part of a URI. */
const HARD = ['#', '+', '\\-', '/', '0-9', '=', '@', 'A-Z', '^', 'a-z'];
/** Sentence punctuation: part of a URI only when more of it follows (`http://x/a.b.` ends at `b`). */
const SOFT = ['.', ',', ';', ':', '!', '?', '~', '\\x{2026}'];
/** Unicode spaces, typographic quotes, the em dash and CJK punctuation end a URI (find/classes.ts `isWideStop`). */
const WIDE_STOPS = '\\x{85}\\x{a0}\\x{ab}\\x{bb}\\x{1680}\\x{2000}-\\x{200a}\\x{2014}\\x{2018}-\\x{201f}\\x{2026}' +
  '\\x{2028}\\x{2029}\\x{202f}\\x{2039}\\x{203a}\\x{205f}\\x{3000}-\\x{3002}\\x{3008}-\\x{3011}' +
  '\\x{ff01}\\x{ff08}\\x{ff09}\\x{ff0c}\\x{ff1a}\\x{ff1b}\\x{ff1f}\\x{ff5c}';
/** What can stand where a URI ends: anything but a HARD character. Listing it lets the engine skip to it. */
const MAY_END = '[\\x00-\\x20\\x7f"<>`\\\\|{}.,;:!?*_~()\\[\\]\'%&$]|[^\\x00-\\x7f]';

const set = (chars: readonly string[], without: readonly string[] = []): string =>
  `[${chars.filter((c) => !without.includes(c)).join('')}]`;
/** Any other non-ASCII character: an IRI's letters are reported by the server, not cut off. */
const NON_ASCII = `(?![${WIDE_STOPS}])[^\\x00-\\x7f]`;
const HARD_CHAR = `(?:${set(HARD)}|${NON_ASCII})`;
const hardRun = (without: readonly string[] = []): string => `${set(HARD, without)}++|${NON_ASCII}`;
/**
 * A `,` or `;` before `scheme://`, maybe after a name and `=`, starts the next URI of a list
 * (`https://localhost:5001;http://localhost:5000`, `infra0=http://a:2380,infra1=http://b:2380`, find/shapes.ts `listBreak`).
 */
const LIST_SEPARATOR = '[,;](?!(?:(?:[\\w.\\-]|\\$\\{[\\w.\\-]{1,64}\\}|\\{[\\w.\\-]{1,64}\\}){1,64}=)?[A-Za-z][A-Za-z0-9+.\\-]{1,39}://)';
/** Sentence punctuation, `,` and `;` only when no `scheme://` follows (the lookahead tried at those two alone: speed). */
const softSet = (without: readonly string[]): string => `(?:${set(SOFT, [',', ';', ...without])}|${LIST_SEPARATOR})`;
const SOFT_CHAR = softSet([]);
/** A `:` followed by `//` starts a second URI's authority: the bounded lookaheads stop there. */
const softChar = (without: readonly string[] = []): string => `(?:${softSet([':', ...without])}|:(?!//))`;
const PERCENT = '%[0-9A-Fa-f]{2}';
/** `&quot;`, `&gt;` and numeric references stand for delimiters in HTML: they end a URI. */
const AMPERSAND = '&(?!(?:quot|[lg]t|nbsp|#[xX]?[0-9A-Fa-f]+);)';
/** `$(` is a shell's command substitution, whose `(` the host grammar must see. */
const DOLLAR = '\\$(?!\\()';
/** An apostrophe inside a word (`Ender's_Game`); any other `'` may close the host's string. */
const APOSTROPHE = "(?<=[A-Za-z0-9])'(?=[A-Za-z0-9])";
/**
 * Underscores inside a word (`a_b`): one before punctuation may close
 * Markdown emphasis (`_see http://x/a_.`), which the URI must not swallow.
 */
const WORD_UNDERSCORES = `_++(?=[A-Za-z0-9]|${NON_ASCII})`;
/** An unmatched `)` followed by more of a path or query goes on, as GFM reads `?q=(a))+ok`. */
const CLOSE_GOES_ON = '\\)(?=[+&=/%])';
/**
 * Inside `(…)` or `[…]`, one level deep: brackets that open inside a URI and
 * close on the line stay in it; an unmatched one ends it, since it may open
 * what the host reads (a YAML flow sequence, a shell's `$(`).
 */
const inBrackets = (percent: boolean): string =>
  `(?:${set([...HARD, ...SOFT, '$', '&'], ['#', '?'])}|${NON_ASCII}|${WORD_UNDERSCORES}${percent ? `|${PERCENT}` : ''})`;
const brackets = (percent: boolean): string => `\\((?:${inBrackets(percent)})*+\\)|\\[(?:${inBrackets(percent)})*+\\]`;
const BRACKETS_START = `\\((?=${inBrackets(true)}*+\\))|\\[(?=${inBrackets(true)}*+\\])`;
/** Wikipedia's `Foo_(bar)` too: an underscore before a bracket. */
const UNDERSCORES = `_++(?=[A-Za-z0-9(\\[]|${NON_ASCII})`;
/** What may follow sentence punctuation inside a URI (a bracket without checking it closes: the pattern stays small). */
const CONTINUES = `(?:${HARD_CHAR}|${PERCENT}|${AMPERSAND}|${DOLLAR}|[(\\[]|${CLOSE_GOES_ON}|${UNDERSCORES})`;

/** One step through a URI, consumed; sentence punctuation only with more after it. */
const UNIT = `(?:${hardRun()}|${PERCENT}|${AMPERSAND}|${DOLLAR}|${brackets(true)}|${CLOSE_GOES_ON}|${APOSTROPHE}|${UNDERSCORES}|` +
  `(?>${softChar()}++)(?=${CONTINUES}))`;
/** A step starts here (looked at, not consumed). */
const STEP_STARTS = [HARD_CHAR, PERCENT, AMPERSAND, DOLLAR, BRACKETS_START, CLOSE_GOES_ON, APOSTROPHE, UNDERSCORES, `${SOFT_CHAR}++(?=${CONTINUES})`];
const STEP = `(?:${STEP_STARTS.join('|')})`;
/**
 * Where a URI ends: no step starts here. The engine tries this at every
 * position, so inside a run of punctuation or underscores it answers from
 * the character before (the run's start decided), keeping the search linear.
 */
const URI_END = `(?=${MAY_END})(?!${[...STEP_STARTS, `(?<=${set(SOFT)})${SOFT_CHAR}`, '(?<=_)_'].join('|')})`;
/**
 * A URI that runs into one of these is no URI the server reports: a
 * template or format string (`{id}`, `%s`, `${x}`, `$(cmd)`), or an escape
 * that may be a pattern's (`\.`, `\\`); `\n`, `\u0007` and the like end it
 * instead, as in the server. Nor one that ends in `.*` or `.+` before a
 * substitution's delimiter (`s# *bot https://.+##`: find/shapes.ts).
 */
const UNREADABLE = `(?:(?<=[^*.]\\.[*+])(?=[#!|,]|$)|(?>[.,;:!?_~'\\x{2026}]*+)(?:\\{|%(?![0-9A-Fa-f]{2})|\\\\(?![nrtbfv0"'\`ux]|$)|\\$\\())`;
/**
 * A bracket in the authority is an IP literal (RFC 3986 §3.2.2), followed by
 * a port, a path or nothing: `https://[-a-z]+` is a pattern's character class.
 */
const NOT_A_PATTERN = '(?![^/?#\\[\\]\\x00-\\x20"<>`\\\\|{}]*+\\[[^\\[\\]\\x00-\\x20"<>`\\\\|{}]*+\\][+\\-=0-9A-Za-z^*(\\[{])';
/** After the scheme: something other than `#` alone, and no UNREADABLE end, checked across at most two more `://`. */
const READABLE = `(?=(?>#*+)${UNIT}${UNIT}*+(?:://${UNIT}*+(?:://${UNIT}*+)?)?(?!${UNREADABLE}))`;
/** Not inside a word (`xhttp://` is the scheme `xhttp`), a typo'd scheme (`ht_tp://`) or a pattern (`"^https://"`). */
const WORD_START = '(?<![A-Za-z0-9+.\\-^])(?<![A-Za-z0-9]_)';
/**
 * Not a Markdown link's destination (after `](`): the finder ends it at the
 * link's `)`, even before a `/`, which one line's regular expression cannot
 * tell from a `)` that goes on, so it is left to the host grammar.
 */
const NOT_LINK_DESTINATION = '(?<!\\]\\()';
/**
 * The URI's first non-ASCII character is no CJK letter right after its ASCII
 * (a host that starts with one aside): the finder ends such a URI before the
 * letters when they are the sentence's (`https://example.com/page를`), which
 * a regular expression cannot judge.
 */
const CJK = '\\x{1100}-\\x{11ff}\\x{3040}-\\x{30ff}\\x{3130}-\\x{318f}\\x{3400}-\\x{4dbf}\\x{4e00}-\\x{9fff}\\x{ac00}-\\x{d7af}\\x{f900}-\\x{faff}\\x{ff66}-\\x{ff9f}';
const NO_CJK_AFTER_ASCII = `(?![!#-;=?-_a-~]*+(?<!//)[${CJK}])`;
/**
 * A URI in a word that a quote opens and the line's end closes is in a
 * string not closed yet, being typed: TypeScript's and C#'s strings then end
 * by taking the line's last character, which the URI must leave them.
 * Checked after `scheme:`, which few places reach (the window counts it).
 */
const NOT_UNCLOSED = '(?!(?<=[\'"][^\\s\'"]{0,48})[^\\s\'"]*+$)';
/** RFC 3986 §3.1, two to forty characters (find/absolute.ts `MAX_SCHEME`; one letter is a drive, `C:\`). */
const SCHEME = '[A-Za-z](?>[A-Za-z0-9+.\\-]{1,39})';
/**
 * OPAQUE_SCHEMES, first letter apart and checked for a word start after it:
 * the engine then skips to those letters instead of stopping at every `:`.
 */
function opaqueScheme(): string {
  const firsts = [...new Set(OPAQUE_SCHEMES.map((name) => name[0]!))].join('');
  const rests = [...firsts].map((first) => {
    const tails = OPAQUE_SCHEMES.filter((name) => name[0] === first).map((name) => name.slice(1));
    return `(?<=${first})(?:${tails.join('|')})`;
  });
  return `[${firsts}](?<![A-Za-z0-9+.\\-^][${firsts}])(?<![A-Za-z0-9]_[${firsts}])(?:${rests.join('|')})`;
}
/** `data:image/png` alone names a media type, no URI (find/shapes.ts `namesMediaType`). */
const NOT_MEDIA_TYPE = '(?!(?<=data:)[A-Za-z]++/[A-Za-z0-9.+\\-]++(?![A-Za-z0-9.+\\-;,/%]))';
const OPAQUE_START = `${NOT_MEDIA_TYPE}(?=[A-Za-z0-9%+?,]|/[^/]|${NON_ASCII})`;
const USERINFO_CHAR = `(?:${set([...HARD, ...SOFT, '$'], ['/', '?', '#', '@'])}|${NON_ASCII}|${AMPERSAND}|${PERCENT}|${WORD_UNDERSCORES})`;

/**
 * A component without percent-encodings, whole: the begin pattern takes
 * these in one match, so most URIs cost one search. `without` are the
 * delimiters that end the component.
 */
const plain = (without: readonly string[], soft: string): string =>
  `(?:${hardRun(without)}|${AMPERSAND}|${DOLLAR}|${brackets(false)}|${CLOSE_GOES_ON}|${APOSTROPHE}|${UNDERSCORES}|(?>${soft}++)(?=${CONTINUES}))`;
const PLAIN_USERINFO = plain(['/', '?', '#', '@'], softChar(['?']));
const PLAIN_HOST = plain(['/', '?', '#', '@'], softSet([':', '?']));
const PLAIN_PATH = plain(['?', '#'], softChar(['?']));
const PLAIN_QUERY = plain(['#'], softChar());
const PLAIN_FRAGMENT = plain([], softChar());
const SOFT_THEN_MORE = `(?=${SOFT_CHAR}*+${CONTINUES})`;
/** The component ends at one of `delimiters` or where the URI does. */
const endsAt = (delimiters: string): string => `(?=[${delimiters}]|(?!${STEP}))`;
const AUTHORITY = `(?:(?>(?:(${PLAIN_USERINFO}*+)(@))?(${PLAIN_HOST}*+)(?:(:)${SOFT_THEN_MORE}(${PLAIN_HOST}*+))?)${endsAt('/?#')})?`;
const plainRest = (pathStart: string): string =>
  `(?:(${pathStart}${PLAIN_PATH}*+)${endsAt('?#')}(?:(\\?)${SOFT_THEN_MORE}(${PLAIN_QUERY}*+)${endsAt('#')}` +
  `(?:(#)(${PLAIN_FRAGMENT}*+)(?!${STEP}))?)?)?`;

const captures = (...parts: Part[]): Record<string, { name: string }> =>
  Object.fromEntries(parts.map((part, i) => [String(i + 1), { name: SCOPES[part] }]));
const include = (...names: string[]): { include: string }[] => names.map((name) => ({ include: `#${name}` }));
/** A component's own rule, for when the begin pattern could not take it whole. */
const component = (begin: string, delimiters: string, comment: string): { comment: string; begin: string; end: string; patterns: object[] } =>
  ({ comment, begin, end: delimiters === '' ? URI_END : `(?=[${delimiters}])|${URI_END}`, patterns: include('inside') });

/** The grammar, as written to syntaxes/uri.injection.tmLanguage.json. */
export function buildGrammar(): object {
  return {
    name: 'URI Lint: URI components',
    scopeName: SCOPE_NAME,
    comment: 'Generated from test/syntaxes/uriGrammar.ts; edit that file, not this one.',
    injectionSelector: COLOURED_IN.map((host) => `${host === 'text.log' ? 'L:' : ''}${host} ${NOT_IN.map((scope) => `-${scope}`).join(' ')}`).join(', '),
    patterns: include('hierarchical', 'opaque'),
    repository: {
      hierarchical: {
        comment: 'scheme://authority…: the begin takes every component it can whole, the rules below the rest.',
        begin: `${NOT_LINK_DESTINATION}${WORD_START}[+.\\-]*+((${SCHEME})(:)(//)${NO_CJK_AFTER_ASCII}${NOT_UNCLOSED}${NOT_A_PATTERN}${READABLE}${AUTHORITY}${plainRest('/')})`,
        beginCaptures: captures('uri', 'scheme', 'colon', 'slashes', 'userinfo', 'at', 'host', 'portColon', 'port', 'path', 'questionMark', 'query', 'hash', 'fragment'),
        end: URI_END,
        contentName: SCOPES.uri,
        patterns: include('path', 'query', 'fragment', 'port', 'userinfo', 'host', 'at'),
      },
      opaque: {
        comment: 'mailto:, urn:, tel:… (RFC 3986 §3.3 path-rootless) for a few registered schemes.',
        begin: `${NOT_LINK_DESTINATION}((${opaqueScheme()})(:)${NO_CJK_AFTER_ASCII}${NOT_UNCLOSED}${OPAQUE_START}${READABLE}${plainRest('')})`,
        beginCaptures: captures('uri', 'scheme', 'colon', 'path', 'questionMark', 'query', 'hash', 'fragment'),
        end: URI_END,
        contentName: SCOPES.uri,
        patterns: include('query', 'fragment', 'path', 'opaque-path'),
      },
      // Lookbehinds rather than \G, which the engine neither anchors nor caches: each would rescan the line.
      userinfo: {
        comment: 'Up to the last @ of the authority (RFC 3986 §3.2.1); a password gets no scope of its own.',
        begin: `(?<=//)(?=${USERINFO_CHAR}++@|@${USERINFO_CHAR}*+@)`,
        end: `(?=@(?!${USERINFO_CHAR}*+@))|${URI_END}`,
        contentName: SCOPES.userinfo,
        patterns: include('inside'),
      },
      host: {
        ...component(`(?:(?<=//)|(@))(?![:/?#@])(?=${STEP})`, ':/?#', 'RFC 3986 §3.2.2; an IP literal is a bracket group.'),
        beginCaptures: captures('at'),
        contentName: SCOPES.host,
      },
      at: { match: '@', name: SCOPES.at },
      port: { match: `(:)((?:${hardRun(['/', '?', '#', '@'])})*+)`, captures: captures('portColon', 'port') },
      path: { ...component('/', '?#', 'RFC 3986 §3.3.'), name: SCOPES.path },
      'opaque-path': { ...component(`(?<=:)(?![?#/])(?=${STEP})`, '?#', 'A rootless path, right after the scheme.'), contentName: SCOPES.path },
      query: { ...component('\\?', '#', 'RFC 3986 §3.4.'), beginCaptures: { 0: { name: SCOPES.questionMark } }, contentName: SCOPES.query },
      fragment: { ...component('#', '', 'RFC 3986 §3.5.'), beginCaptures: { 0: { name: SCOPES.hash } }, contentName: SCOPES.fragment },
      inside: { patterns: include('percent', 'brackets') },
      percent: { comment: 'A run of them is one token: UTF-8 spells a character in several.', match: `(?:${PERCENT})++`, name: SCOPES.percent },
      brackets: {
        comment: 'Taken whole, so that the end of the URI is not looked for inside them.',
        patterns: [
          { begin: `\\((?=${inBrackets(true)}*+\\))`, end: '\\)', patterns: include('percent') },
          { begin: `\\[(?=${inBrackets(true)}*+\\])`, end: '\\]', patterns: include('percent') },
        ],
      },
    },
  };
}

/** The JSON text of the grammar file. */
export function grammarText(): string {
  return JSON.stringify(buildGrammar(), null, 2) + '\n';
}

if (require.main === module && process.argv.includes('--write')) writeFileSync(GRAMMAR_PATH, grammarText());
