/**
 * A reference checked as a template when it holds template expressions, in
 * every file type: its literal text is checked as URI text (RFC 3986), each
 * expression stands for a value valid where it sits, and an expression
 * never gets a URI error. The rule that tells a template from a concrete
 * URL with braces:
 * - an expression of a known convention makes the reference a template
 *   (`{id}`, `{?q,page}`, `{{ x }}`, `${X}`, `%HOSTIP`, `<owner>`, `:id`,
 *   a printf conversion or format field in code; `template/conventions.ts`);
 * - a `{…}` that is no such expression (`{}`, `{=x}`, `{a b`, `{%20x%20}`)
 *   is an RFC 6570 expression only in a URI Template: a reference that
 *   holds a well-formed one, or an unclosed one led by an operator
 *   (`search{?q,page`). There it gets its own error (RFC 6570 §2); anywhere
 *   else its braces are characters a URI may not hold (RFC 3986 §2.2), so
 *   `?test={%20content%20}` and `https://exam{}[]ple.net` stay invalid URIs;
 * - a word where only digits can stand (`https://host:port/`), a glob
 *   (`localhost:*`) or a range (`localhost:8001-8002`) in the port is a
 *   placeholder.
 *
 * Checking is length-preserving substitution: each expression is replaced by
 * a stand-in of the same length that is valid in its component (letters;
 * digits in a port; RFC 6570's operator first, so `{?q}` still starts a
 * query), the stand-in is parsed, and only the errors in literal text are
 * kept. Offsets map 1:1, so every range stays the text's own.
 */
import { componentAt } from '../components';
import type { FoundUri } from '../find/types';
import { OFFERED_CONTEXTS } from '../find/types';
import { parse } from '../parse';
import type { Components, ParseResult, Ranges } from '../types';
import { AT_TOKEN, scanExpressions } from './conventions';
import { closingBrace } from './rfc6570';
import type { Scan, ScanOptions } from './conventions';
import type { CheckedReference, Template, TemplateComponent, TemplateExpression } from './types';
import { partitionPoint } from '../partitionPoint';

export type { CheckedReference, Interpolation, Template, TemplateComponent, TemplateConvention, TemplateError, TemplateErrorKind, TemplateExpression } from './types';
export { atExpressionEnd, dollarChainEnd, templateSpanEnd } from './conventions';
export type { ScanOptions } from './conventions';

/**
 * A character that may start an expression (a backslash: a glob's escape; a globstar segment), or a build's `@name@` token: the pre-test
 * before any scan. Not a bare `#` (a fragment): Ruby's `#{…}` holds a `{`.
 */
const MAY_HOLD = new RegExp(`[{$%<[(\\\\]|\\/:|__[A-Z]|['"]\\s*\\+|\\*\\||[|^]{2}|\\*\\*[ \\t]?[A-Za-z_.]|[/:]\\*\\*(?:\\/|$)|!![ \\t]?[A-Za-z_.]|##[A-Za-z_]|[/=]###|#[A-Za-z_][\\w.-]*#|@@|${AT_TOKEN.source}`);
/** In TeX, a macro's parameter too (`mailto:#2`). */
const TEX_MAY_HOLD = /#[1-9#]/;
/** In a Lisp format string, a directive (`~a`). */
const TILDE_MAY_HOLD = /~/;
/** In Razor's and Twirl's markup, an `@` expression (`mailto:@account.mail`). */
const AT_MAY_HOLD = /@[A-Za-z_({]/;

/** Parses `text` as a URI reference, as a template when it holds expressions. Never throws; linear. */
export function checkReference(text: string, options: ScanOptions): CheckedReference {
  const expressions = MAY_HOLD.test(text) || (options.interpolation === 'tex' && TEX_MAY_HOLD.test(text)) ||
    (options.interpolation === 'tilde' && TILDE_MAY_HOLD.test(text)) || (options.interpolation === 'at' && AT_MAY_HOLD.test(text)) ||
    (options.interpolation === 'bar' && text.includes('|'))
    ? expressionsOf(text, options) : { expressions: [], errors: [] };
  if (expressions.expressions.length === 0) {
    const parsed = parse(text);
    const words = portPlaceholders(text, parsed);
    if (words.length === 0) return { parsed };
    return asTemplate(text, { expressions: words, errors: [] });
  }
  return asTemplate(text, expressions);
}

/**
 * `checkReference` for a reference the finder found: code, JSON and YAML
 * strings hold format fields and printf conversions; a `<…>` reference in a
 * string of code, format fields (`inString`); an interpolating string of
 * code, its own expressions.
 */
export function checkFound(found: FoundUri): CheckedReference {
  const code = found.context === 'code' || found.context === 'json-string' || found.context === 'yaml-value';
  const evidence = { ...percentEvidence(found), ...(found.context === 'code' ? { sourceCode: true } : {}), ...(found.inString === true ? { fields: true } : {}),
    ...(OFFERED_CONTEXTS.has(found.context) ? { offered: true } : {}) };
  if (found.interpolation === undefined) return withEncodedSpaces(found, checkReference(found.text, { code, ...evidence }));
  if (found.interpolation !== 'paren' || found.offsets === undefined) return checkReference(found.text, { code, interpolation: found.interpolation, ...evidence });
  // Swift: a `(` whose escape took two characters of the document was `\(`.
  const offsets = found.offsets;
  const escapedParens = new Set<number>();
  for (let k = 0; k < found.text.length; k++) {
    const next = k + 1 < offsets.length ? offsets[k + 1]! : found.end;
    if (found.text.charCodeAt(k) === 0x28 && next - offsets[k]! === 2) escapedParens.add(k);
  }
  return checkReference(found.text, { code, interpolation: 'paren', escapedParens, ...evidence });
}

/** What the finder knows of the `%` in a reference: its string is a printf format. */
function percentEvidence(found: FoundUri): Pick<ScanOptions, 'formatted'> {
  return found.formatted === true ? { formatted: true } : {};
}

/**
 * A reference whose reader percent-encodes its spaces (`FoundUri.spacesEncoded`: a Markdown destination between `<`
 * and `>`) is parsed as that reader follows it: each space stands for `%20`, here a stand-in of one character valid in
 * every component where a space may be written, and its components are the text as written (`My Note.md`), so links are
 * resolved to the file the reader opens.
 */
function withEncodedSpaces(found: FoundUri, checked: CheckedReference): CheckedReference {
  if (found.spacesEncoded !== true || checked.template !== undefined || checked.parsed.valid) return checked;
  const parsed = parse(found.text.replace(/ /g, '_'));
  // With other errors the parse of the text as written stays, its messages its own; the syntax rule leaves the spaces out.
  return parsed.valid ? { parsed: { ...parsed, components: asWritten(found.text, parsed) } } : checked;
}

/** The expressions of a reference, under the rule above, with the errors of malformed ones. */
function expressionsOf(text: string, options: ScanOptions): Pick<Template, 'expressions' | 'errors'> {
  const scan = scanExpressions(text, options);
  if (!scan.uriTemplate || scan.candidates.length === 0) return { expressions: scan.expressions, errors: [] };
  // A candidate is read as one expression: what was read inside it goes (at equal starts, the longer comes first).
  // Beside lone `{name}`s only, braces around code or words with a path in them (`{owner(url)}`, `{a + b}`,
  // `{your-repo-name/}`), or whose first character neither RFC 6570's operators nor its names start with (a tile
  // server's `{-y}`, the flipped row of osmlab/editor-layer-index's TMS sources), are their convention's placeholder,
  // not an RFC 6570 expression gone wrong.
  const foreign = (c: Scan['candidates'][number]): boolean => c.error !== undefined && !scan.rfc6570
    && (isForeignBrace(text, c.expression.start) || (c.error.kind === 'invalid-varname' && c.error.start === c.expression.start + 1));
  const candidates = scan.candidates.map((c) => (foreign(c) ? { ...c.expression, end: braceEnd(text, c.expression.start), convention: 'bracket' as const, variables: [] } : c.expression));
  const all = [...scan.expressions, ...candidates].sort((a, b) => a.start - b.start || b.end - a.end);
  const expressions = disjoint(all);
  const errors = scan.candidates.flatMap((c) => (c.error && !foreign(c) ? [c.error] : []));
  return { expressions, errors };
}

/** Where the braces opened at `open` close on the same line, within reach (past the `}`), or just past the `{`. */
function braceEnd(text: string, open: number): number {
  const close = closingBrace(text, open, { acrossSpaces: true });
  return close < 0 ? open + 1 : close + 1;
}

/**
 * Braces whose inside no RFC 6570 expression writes, even broken, after its first character (an operator there is
 * RFC 6570's, reserved or not): a call, an operator between spaces, a path, quotes, an assignment or TeX (`{n=0}`,
 * `{\\alpha}` in a LaTeX image service's query).
 */
function isForeignBrace(text: string, open: number): boolean {
  // TeX's `\{` and `{\begin…`: a brace escaped, or a group opened by a command.
  if (text.charCodeAt(open - 1) === 0x5c || text.charCodeAt(open + 1) === 0x5c) return true;
  const close = closingBrace(text, open, { acrossSpaces: true });
  return close > open && /[()/\s'"[\]<>+=\\^]/.test(text.slice(open + 2, close));
}

/** The expressions, sorted by start, without those that overlap one kept before them. */
function disjoint(sorted: readonly TemplateExpression[]): TemplateExpression[] {
  const kept: TemplateExpression[] = [];
  for (const e of sorted) if (kept.length === 0 || e.start >= kept[kept.length - 1]!.end) kept.push(e);
  return kept;
}

/**
 * True when `[start, end)` overlaps an expression (an empty range: when it
 * falls strictly inside one). Expressions are sorted and disjoint, so their
 * ends are sorted too: only the last that starts before `end` can overlap.
 * Logarithmic, so that checking every finding stays linear overall.
 */
export function overlapsExpression(expressions: readonly TemplateExpression[], start: number, end: number): boolean {
  const last = partitionPoint(expressions.length, (i) => expressions[i]!.start < end) - 1;
  return last >= 0 && expressions[last]!.end > start && (start < end || expressions[last]!.start < start);
}

/** The template's parse: stand-ins, then digits where the port is, components as written, errors of literal text. */
function asTemplate(text: string, found: Pick<Template, 'expressions' | 'errors'>): CheckedReference {
  const expressions = found.expressions;
  let standIn = substitute(text, expressions, new Set());
  let parsed = parse(standIn);
  const port = parsed.ranges.port;
  if (port !== undefined) {
    const inPort = new Set(expressions.filter((e) => e.start < port.end && e.end > port.start));
    // Among other expressions, a word in the port is one more placeholder.
    const words = inPort.size === 0 ? portPlaceholders(text, parsed, { amongExpressions: true }) : [];
    if (words.length > 0) {
      expressions.push(...words);
      expressions.sort((a, b) => a.start - b.start);
      for (const word of words) inPort.add(word);
    }
    if (inPort.size > 0) {
      standIn = substitute(text, expressions, inPort);
      parsed = parse(standIn);
    }
  }
  for (const e of expressions) e.component = componentOf(parsed.ranges, e);
  // What follows an expression in the port may be no port at all: the value can bring the path's `/` (`:${port}${base}x`).
  const afterPortExpression = Math.min(...expressions.filter((e) => e.component === 'port' && e.convention !== 'word' && e.convention !== 'glob').map((e) => e.end));
  // Words for ports in a list of hosts (`listedPortWords`): the `,host:` between them is the list's, no port's text.
  const listed = expressions.filter((e) => e.convention === 'word' && e.component === 'port').length > 1 ? parsed.ranges.port : undefined;
  const errors = parsed.errors.filter((error) => !overlapsExpression(expressions, error.start, error.end)
    && !(error.code === 'invalid-port' && (error.start >= afterPortExpression || (listed !== undefined && error.start >= listed.start && error.end <= listed.end))));
  const template: Template = { expressions, errors: found.errors, standIn };
  return { parsed: { ...parsed, valid: errors.length === 0, errors, components: asWritten(text, parsed) }, template };
}

/** `text` with each expression replaced by its stand-in: digits for those in `port`, else letters after RFC 6570's operator. */
function substitute(text: string, expressions: readonly TemplateExpression[], port: ReadonlySet<TemplateExpression>): string {
  let out = '';
  let last = 0;
  for (const e of expressions) {
    const length = e.end - e.start;
    let fill: string;
    if (port.has(e)) fill = '0'.repeat(length);
    else if (e.operator !== undefined && e.operator !== '+') fill = e.operator + 'x'.repeat(length - 1);
    else fill = 'x'.repeat(length);
    out += text.slice(last, e.start) + fill;
    last = e.end;
  }
  return out + text.slice(last);
}

/**
 * The placeholders in the port (§3.2.3 allows digits only): a word
 * (`host:port`, `:PORT`, `:your-port`, `:chosen.port`, `:port1`) where the text around it is a template
 * (`amongExpressions`, or `placeholderAround`), or the glob `*` (`localhost:*`); or, where a list of hosts runs on
 * into the port, each port written as the word for one (`listedPortWords`). None: an empty list.
 */
function portPlaceholders(text: string, parsed: ParseResult, { amongExpressions = false }: { amongExpressions?: boolean } = {}): TemplateExpression[] {
  const port = parsed.ranges.port;
  if (port === undefined || port.end === port.start || parsed.errors.every((e) => e.code !== 'invalid-port')) return [];
  const value = text.slice(port.start, port.end);
  // A glob, or a range of ports (Caddy's `localhost:8001-8002`; `8001-8002-8003`, which Caddy rejects, is still one written so).
  if (value === '*' || /^\d{1,5}(?:-\d{1,5})+$/.test(value)) return [{ start: port.start, end: port.end, convention: 'glob', variables: [] }];
  // Words joined by dots too (`http://your.synology.ip:chosen.port`); a translation's word in any script, letters with a
  // dot at most inside (`UNICODE_PORT_WORD`); the word for a port numbered (`port1`).
  const word = PORT_WORD.test(value) || UNICODE_PORT_WORD.test(value) ? amongExpressions || placeholderAround(text, parsed, value)
    : NAMES_PORT.test(value);
  if (word) return [{ start: port.start, end: port.end, convention: 'word', variables: [value] }];
  return listedPortWords(value, port.start);
}

/** A word of ASCII letters (`port`, `your-port`, `chosen.port`). */
const PORT_WORD = /^[A-Za-z][A-Za-z_.-]*$/;

/**
 * The word for a port, maybe numbered and joined to other words (`port`, `port1`, `PORT2`, `sentinel_port3`): `port` a
 * word of its own, so `support2` or `report1` (a path's name after scp's `:`) stay invalid, as `80a` does.
 */
const NAMES_PORT = /^(?:[A-Za-z]+[_.-])*port(?:[_.-][A-Za-z]+)*\d{0,2}$/i;

/**
 * A list of hosts, each port the word for one, read by RFC 3986 as one host and a port running to the list's end:
 * harbor's src/lib/redis/pool.go:48, `redis+sentinel://user:pass@redis_sentinel1:port1,redis_sentinel2:port2/…`,
 * heritrix3's TroughClient.java:273, `rethinkdb://server1:port,server2:port/database/table` (a format's description).
 * Each word is a placeholder; any other port in the list (`http://a.example:1,b.example:2/`, a web scheme's list of
 * hosts, `ssh://git@github.com:org/repo.git`) keeps the port invalid.
 */
function listedPortWords(value: string, start: number): TemplateExpression[] {
  const items = value.split(',');
  if (items.length < 2) return [];
  const words: TemplateExpression[] = [];
  let at = start;
  for (const [k, item] of items.entries()) {
    const colon = k === 0 ? -1 : item.lastIndexOf(':');
    if (k > 0 && (colon < 1 || !LISTED_HOST.test(item.slice(0, colon)))) return [];
    const word = item.slice(colon + 1);
    if (!NAMES_PORT.test(word)) return [];
    words.push({ start: at + colon + 1, end: at + item.length, convention: 'word', variables: [word] });
    at += item.length + 1;
  }
  return words;
}

/** A host's name in a list of hosts: a registered name's characters. */
const LISTED_HOST = /^[A-Za-z0-9_.~-]+$/;

/**
 * The word for the port in another language (syncthing's translated settings, gui/default/assets/lang/lang-el.json:146
 * `tcp://ip:θύρα`, `tcp://όνομα:θύρα`; lang-tr.json:153 `tcp://anamakine:b.noktası`): letters of any script, marks
 * after them, one dot at most inside, no digit, so `http://host:80a` stays an invalid port.
 */
const UNICODE_PORT_WORD = /^\p{L}[\p{L}\p{M}]*(?:\.\p{L}[\p{L}\p{M}]*)?$/u;

/** The host written as one word (`host`, `server`, `HOST`, a translation's `όνομα`, `anamakine`). */
const HOST_WORD = /^\p{L}[\p{L}\p{M}_-]*$/u;

/**
 * Whether a word in the port stands among placeholders: the word names a port (`port`, `PORT`, `your-port`,
 * `portnumber`) or masks its digits (`xxxxx`), or the host is a word too (`host:port`, `server:port`, `HOST:PORT`). A real host with a word after
 * its colon and a path (`ssh://git@github.com:org/repo.git`) is scp syntax pasted into a URL: no placeholder, and
 * the port stays invalid.
 */
function placeholderAround(text: string, parsed: ParseResult, word: string): boolean {
  // …or is a mask of its digits (`localhost:xxxxx`, `NNNN`).
  if (/port/i.test(word) || /^(?:x{2,}|X{2,}|n{2,}|N{2,})$/.test(word)) return true;
  const host = parsed.ranges.host === undefined ? '' : text.slice(parsed.ranges.host.start, parsed.ranges.host.end);
  return HOST_WORD.test(host) && host.toLowerCase() !== 'localhost';
}

/** The component whose value the expression gives: where its last character lands. */
function componentOf(r: Ranges, e: TemplateExpression): TemplateComponent {
  return componentAt(r, e.end - 1);
}

/** The components sliced from the text as written, at the stand-in's ranges (the same shape as `parse` gives). */
function asWritten(text: string, parsed: ParseResult): Components {
  const r = parsed.ranges;
  const at = (range?: { start: number; end: number }) => (range === undefined ? undefined : text.slice(range.start, range.end));
  return {
    scheme: at(r.scheme),
    userinfo: at(r.userinfo),
    host: at(r.host),
    hostType: parsed.components.hostType,
    port: at(r.port),
    path: at(r.path)!,
    query: at(r.query),
    fragment: at(r.fragment),
  };
}

/**
 * True when `text` starts with an expression: a link or attribute value
 * made of a template's output (`{{ site.url }}/about`, `${base}`), whose
 * scheme and authority are unknown, is no reference to judge.
 */
export function startsWithExpression(text: string, options: ScanOptions): boolean {
  // Razor's and Twirl's `@` expression, also when cut short (`@(condition.copy(v = Some(` at an inner quote).
  if (options.interpolation === 'at' && AT_MAY_HOLD.test(text.slice(0, 2))) return true;
  if (!MAY_HOLD.test(text.slice(0, 2))) return false;
  // Also when cut short: `href="{{ pathto("search") }}"` ends at the inner quote, as `{{ pathto(`; and a block of a
  // template's own, a name and its attributes in doubled brackets (Moodle STACK's `href="[[textdownload name="data.csv"]]…"`).
  if (/^(?:\{\{|\{%|\$\{|\[\[\/?[A-Za-z_][\w-]{0,63}[ \t])/.test(text)) return true;
  const { expressions } = expressionsOf(text.slice(0, 256), options);
  // Only its scheme a variable (`$SCHEME://host/x`): the authority and what follows are written, a template to judge.
  return expressions.length > 0 && expressions[0]!.start === 0 && !text.startsWith('://', expressions[0]!.end);
}
