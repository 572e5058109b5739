/**
 * The expressions of a reference, by the conventions people write them in.
 * Each reader starts at one character and answers the expression there, or
 * nothing: then the character is the URI's own and the parser judges it.
 * What tells a template from a concrete URL with braces is the convention,
 * never the brace alone: `{id}` and `{?q,page}` are expressions, while
 * `{%20content%20}` and `{}` are braces a URI may not hold (RFC 3986 §2.2),
 * unless the reference is clearly a URI Template (see `template/index.ts`).
 */
import { hexValue } from '../chars';
import { readExpression } from './rfc6570';
import type { Interpolation, TemplateConvention, TemplateError, TemplateExpression } from './types';

/** How a reference is read for expressions. */
export interface ScanOptions {
  /** The string the reference is in interpolates expressions of this form. */
  interpolation?: Interpolation;
  /** It is in source code or a data file, where format fields and printf conversions stand for values. */
  code: boolean;
  /** It is a `<…>` reference in a string of code (find/types.ts `inString`): format fields stand for values there too. */
  fields?: boolean;
  /**
   * The text offers it as a URI a reader follows (`<…>`, a link's destination, an attribute: find/types.ts
   * `OFFERED_CONTEXTS`): a blank left in it is the link's mistake (`/// See <https://x/issues/{}>`).
   */
  offered?: boolean;
  /** It is in source code itself, no data file (a JSON or YAML string): there a `%` that ends it may be an SQL `LIKE` pattern's. */
  sourceCode?: boolean;
  /** With `paren` (Swift): where the text, decoded, holds a `(` that was written `\(`. */
  escapedParens?: ReadonlySet<number>;
  /**
   * The string is a format the code formats with printf's conversions (`"https://x/%sdonate" % lang`, `printf
   * "file://%s%s"`): a `%` that starts no `pct-encoded` is a conversion, whatever letters follow it.
   */
  formatted?: boolean;
  /**
   * The caller knows the text is a template of `%` directives (GeneWeb's `%l`, `%if;`, `%lang;`): a `%` that starts no
   * `pct-encoded` and a letter are a directive's. The finder does not tell it (a document's evidence is not a window's).
   */
  directives?: boolean;
}

/** What a scan found. */
export interface Scan {
  /** Expressions of a convention, in text order. */
  expressions: TemplateExpression[];
  /** `{…}` that RFC 6570 reads as expressions only when the reference is a URI Template: malformed ones (with their error) or pct-encoded varnames. */
  candidates: { expression: TemplateExpression; error?: TemplateError }[];
  /** It holds a well-formed URI Template or format expression, or an unclosed one led by an operator: a URI Template. */
  uriTemplate: boolean;
  /**
   * It holds what only RFC 6570 writes (`Rfc6570Reading.distinct`, or an unclosed expression led by an operator): a
   * malformed `{…}` beside it is a broken RFC 6570 expression. Beside lone `{name}`s only, braces around code or a path
   * (`{your-repo-name/}`, Nim's `{owner(url)}`) are one more placeholder of whatever convention they follow.
   */
  rfc6570: boolean;
  /** How many `%` and one letter it holds (`oneLetterFieldEnd`), once counted. */
  oneLetterFields?: number;
  /** How many `%name` whole values it holds (`namedFieldEnd`), once counted. */
  namedFields?: number;
}

/** Longest expression looked for. */
const MAX_SPAN = 256;
/** Longest `{{ … }}` expression read inside a reference, over lines where quotes hold it whole. */
const MAX_EXPRESSION = 2048;

/** Reads the expressions of `text`. */
export function scanExpressions(text: string, options: ScanOptions): Scan {
  const scan: Scan = { expressions: [], candidates: [], uriTemplate: false, rfc6570: false };
  const authority = authoritySpan(text);
  const last = ftpLastSegment(text, authority);
  let wildcard = wildcardFrom(text, last);
  // A globstar as a whole segment (`https:/**/baz`, git's `includeIf "hasconfig:remote.*.url:https:/**"`; `**/x.md`):
  // a path pattern of gitignore's and wildmatch's, which no URL spells; the pattern runs to the end.
  const globstar = GLOBSTAR.exec(text);
  if (globstar !== null && (wildcard < 0 || globstar.index + 1 < wildcard)) wildcard = globstar.index + 1;
  const globbed = wildcard >= 0 || hasPathGlob(text, authority);
  const optional = synopsisParts(text, authority);
  for (let i = 0; i < text.length;) {
    const part = optional.get(i);
    if (part !== undefined) {
      const expression: TemplateExpression = { start: i, end: part, convention: 'bracket', variables: names(text.slice(i + 1, part - 1)) };
      // A part after the host and port, led by no delimiter (`host:port[path]`): the path it stands for brings its `/`.
      if (i > authority.host && part === authority.end && /^\[[A-Za-z_]/.test(text.slice(i, i + 2))) expression.operator = '/';
      scan.expressions.push(expression);
      i = part;
      continue;
    }
    if (i >= wildcard && wildcard >= 0) {
      // A convention's own (`file[1-100].txt`, curl's globs) first; what none reads is the pattern, to the end.
      const end = readAt(text, i, options, authority, scan);
      if (end > i) { i = end; wildcard = wildcardFrom(text, end); continue; }
      scan.expressions.push({ start: i, end: text.length, convention: 'glob', variables: [] });
      break;
    }
    // A glob's escape (`org/*\/blob`, a JSON string's `*\\/`): the backslash says the character is no wildcard.
    if (globbed && text.charCodeAt(i) === 0x5c && i >= authority.end && GLOB_ESCAPED.test(text[i + 1] ?? '')) {
      scan.expressions.push({ start: i, end: i + 2, convention: 'glob', variables: [] });
      i += 2;
      continue;
    }
    const end = readAt(text, i, options, authority, scan);
    i = end > i ? end : i + 1;
  }
  return scan;
}

/**
 * A usage synopsis's optional parts, as a help text or manual writes the form of a URI
 * (`socks5h://[username[:password]@]host[:port]`, `amqp://[USER:PASSWORD@]BROKER_ADDRESS[:PORT][/VIRTUALHOST]`,
 * `driver://[user[:pass]@]host[:port]/[db|schema][?params]`): the start and end of each bracketed group to read as one
 * placeholder, or none. A reference is a synopsis when one of its groups, balanced and without a space, can be no IP
 * literal (§3.2.2) and opens an optional part (`isOptionalGroup`); then each of its other groups is one too (`[db|schema]`,
 * the alternatives of a blank), but where a host goes, where only such a part is (`[::1]`, `[fe80::g]` are the parser's).
 * Brackets around no such part stay a URI's error (`https://example.com/a[b]c`, a stray `]`), and so do those of a
 * reference without `scheme://`.
 */
function synopsisParts(text: string, authority: Authority): Map<number, number> {
  const parts = new Map<number, number>();
  // A synopsis writes the form of a URI with its scheme and authority; a reference wholly in brackets is no optional
  // part of one (`[/manual/x.html#a]`, a Markdown destination written in brackets).
  if (authority.start === 0 || text.indexOf('[') < 0) return parts;
  const groups = bracketGroups(text);
  if (!groups.some(([open, close]) => isOptionalGroup(text, open, close, authority))) return parts;
  for (const [open, close] of groups) {
    const host = open === authority.start || (open > authority.start && open < authority.end && text.charCodeAt(open - 1) === 0x40);
    if (!host || isOptionalGroup(text, open, close, authority)) parts.set(open, close + 1);
  }
  return parts;
}

/** The outermost balanced `[…]` groups that hold no whitespace, as `[open, close]`, in text order. */
function bracketGroups(text: string): [number, number][] {
  const groups: [number, number][] = [];
  const open: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x5b) open.push(i);
    else if (c === 0x5d) {
      const start = open.pop();
      // A `]` that closes nothing: no synopsis's (the URI's stray bracket).
      if (start === undefined) return [];
      if (open.length === 0 && i - start <= MAX_SPAN) groups.push([start, i]);
    } else if (c <= 0x20) {
      if (open.length > 0) return [];
    }
  }
  return open.length > 0 ? [] : groups;
}

/**
 * A group that opens an optional part of a synopsis, which no IP literal is: led by the delimiter the part would bring
 * and a name (`[:port]`, `[/VIRTUALHOST]`, `[?params]`, `[,max_connections]`), a user's part ended by its `@`
 * (`[user:passwd@]`, `[username[:password]@]`, `[[user]:[password]@]`), or, where the authority starts, a user and a
 * password (`socks5://[user:pass]`; an IPv6 address holds two colons at least). A name has a letter no hex digit is.
 */
function isOptionalGroup(text: string, open: number, close: number, authority: Authority): boolean {
  // What the group holds, each group nested in it one name.
  let shape = text.slice(open + 1, close);
  for (let depth = 0; depth < 4 && shape.includes('['); depth++) shape = shape.replace(/\[[^[\]]*\]/g, 'name');
  if (/[[\]]/.test(shape)) return false;
  if (/^[/?#,&;][A-Za-z_]/.test(shape)) return true;
  if (isPortGroup(text, open, close, authority, shape)) return true;
  // A name of one letter is as likely a password's own brackets (`skh://u[:p]@h`), as in `isOptionalPart`.
  const named = (name: string | undefined): boolean => name !== undefined && name.length > 1 && isBracketName(name);
  // A password alone, the user left out (`redis://[:password@]host`, Redis's own form).
  if (shape.startsWith(':')) return named(shape.endsWith('@') ? shape.slice(1, -1) : shape.slice(1));
  const user = shape.endsWith('@') ? shape.slice(0, -1) : open === authority.start ? shape : '';
  const [name, password, ...more] = user.split(':');
  return more.length === 0 && named(name) && (password === undefined || named(password)) &&
    (shape.endsWith('@') || password !== undefined);
}

/**
 * A port's digits in brackets where the port goes, at the authority's end after a host's name: `host.com[:993]` (a
 * synopsis's optional port written with its default) or `host.com:[993]` (the port marked, as neomutt's prex.h marks
 * each part a regex captures: `imaps://host.com:[993]/...`). No IP literal follows a host's name and no port holds a
 * bracket, so the brackets are the notation's; a bracket inside a host's name or a path (`a[b]c`) stays an error.
 */
function isPortGroup(text: string, open: number, close: number, authority: Authority, shape: string): boolean {
  if (close + 1 !== authority.end || open <= authority.host) return false;
  const host = text.slice(authority.host, open);
  if (/^:\d{1,5}$/.test(shape)) return /^[A-Za-z0-9](?:[A-Za-z0-9.-]*[A-Za-z0-9])?$/.test(host);
  return /^\d{1,5}$/.test(shape) && /^[A-Za-z0-9](?:[A-Za-z0-9.-]*[A-Za-z0-9])?:$/.test(host);
}

/** Schemes whose last path segment libcurl and wget match as a filename pattern (CURLOPT_WILDCARDMATCH: FTP's LIST). */
const WILDCARD_SCHEMES = /^(?:ftp|ftps|sftp):\/\//i;
/** What a glob's backslash escapes: its own signs and the separator. */
const GLOB_ESCAPED = /^[/*?[\]{}\\!-]$/;

/**
 * Where the last path segment of an FTP URL starts, or -1. libcurl's
 * wildcard matching and wget read it as a filename pattern, as fnmatch
 * does (`*`, `?`, `[a-z[:upper:]\\]`, an unclosed `[` a test probes): "the
 * wildcard is only in the filename part" (CURLOPT_WILDCARDMATCH). No URI
 * holds a raw `[` there (RFC 3986 §3.3), so a `[` or `*` in it is the pattern's.
 */
function ftpLastSegment(text: string, authority: Authority): number {
  if (authority.end === 0 || !WILDCARD_SCHEMES.test(text)) return -1;
  const slash = text.lastIndexOf('/');
  return slash < authority.end ? -1 : slash + 1;
}

/** `**` as a whole segment of a path: after a `/` (or a scheme's colon), before a `/` or the end. */
const GLOBSTAR = /[/:]\*\*(?=\/|$)/;

/** The first `*` or `[` at or after `from` (and after `last`, the start of the pattern's segment), or -1. */
function wildcardFrom(text: string, from: number): number {
  if (from < 0) return -1;
  for (let i = from; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x2a || c === 0x5b) return i;
  }
  return -1;
}

/** True when the path holds a `*` wildcard (`https://github.com/org/*\/blob/master/*.yaml`). */
function hasPathGlob(text: string, authority: Authority): boolean {
  const star = text.indexOf('*', authority.end);
  return star >= 0 && text.indexOf('\\', authority.end) >= 0;
}

/**
 * Reads what starts at `i` into `scan`; answers where reading goes on (`i` itself when nothing starts there): a
 * convention's expression, else a name between mirrored delimiters (`mirroredEnd`).
 */
function readAt(text: string, i: number, options: ScanOptions, authority: Authority, scan: Scan): number {
  const end = readConvention(text, i, options, authority, scan);
  if (end > i) return end;
  const mirrored = mirroredEnd(text, i);
  if (mirrored < 0) return i;
  scan.expressions.push({ start: i, end: mirrored, convention: 'token', variables: [text.slice(i, mirrored).replace(/^[^A-Za-z_.]+|[^\w.:-]+$/g, '')] });
  return mirrored;
}

/** The delimiters a placeholder's name may stand between, each with its mirror. */
const MIRRORS: Readonly<Record<string, string>> = { '[': ']', '{': '}', '<': '>', '|': '|', '^': '^', '*': '*', '%': '%', '@': '@', '!': '!', '#': '#' };
/** One to three delimiters, a name (maybe dotted, maybe between spaces), then their mirror. */
const MIRRORED = /([[{<|^*%@!#]{1,3})[ \t]?([A-Za-z_.][\w.:-]{0,63})[ \t]?([\]}>|^*%@!#]{1,3})/y;

/**
 * The end of a name between mirrored delimiters at `i`, or -1: the shape every placeholder convention shares, so that
 * one the tool has never met is read as one (`[[feed_link]]` of an app's themes, Mailchimp's `*|UNSUB|*`, `<%= id %>`'s
 * kin `<%id%>`, `[%name%]`, `%%NAME%%`). The closing run is the opening one mirrored (`[[`…`]]`, `*|`…`|*`,
 * `<%`…`%>`), and the opening one is two or three characters, one of which no URI writes (`[ { < | ^`; a single
 * bracket, brace or angle is left to the conventions read before, a single `|` or `^` is a list's separator) or one character doubled (`%%`, `@@`, `**`, `!!`, `##`: `##URLMEDIA##`, which a deployment replaces): a name between single
 * `%`, `@`, `*` or `!` is a concrete URI's (`100%of%`, `a@b@c`).
 */
function mirroredEnd(text: string, i: number): number {
  if (MIRRORS[text[i]!] === undefined) return -1;
  const m = at(MIRRORED, text, i);
  if (m === null) return -1;
  const open = m[1]!;
  const close = [...open].reverse().map((c) => MIRRORS[c]!).join('');
  if (m[3] !== close) return -1;
  // A single `[`, `{` or `<` is left to its own conventions (a bracketed name, RFC 6570, `<var>`), read before.
  // Two kinds of bracket are no one delimiter (`<{ref}>` is literal `<` and `>` around RFC 6570's expression).
  if ((open.match(/[[{<]/g)?.length ?? 0) > 1 && !/^([[{<])\1+$/.test(open)) return -1;
  // A single `|` or `^` around a word is a list's separator (`?chxl=a|b|c`), no placeholder's delimiter.
  const invalid = /[[{<|^]/.test(open) && open.length >= 2;
  const doubled = open.length >= 2 && [...open].every((c) => c === open[0]);
  return invalid || doubled ? i + m[0].length : -1;
}

/** Reads what starts at `i` by a convention the tool knows; answers where reading goes on (`i` when none starts there). */
function readConvention(text: string, i: number, options: ScanOptions, authority: Authority, scan: Scan): number {
  const c = text.charCodeAt(i);
  const found = (start: number, end: number, convention: TemplateConvention, variables: string[] = []): number => {
    scan.expressions.push({ start, end, convention, variables });
    return end;
  };
  if (c === 0x7b || c === 0x5b) {
    const worded = c === 0x7b ? wordedEnd(text, i) : wordedAuthorityEnd(text, i);
    if (worded > 0) return found(i, worded, 'bracket', [text.slice(i + 1, worded - 1)]);
  }
  switch (c) {
    case 0x7b: return readBrace(text, i, options, authority, scan);
    case 0x24: { // $
      if (options.interpolation === 'dollar-chain') {
        const end = dollarChainEnd(text, i);
        if (end > 0) return found(i, end, 'interpolation', names(text.slice(i + 1, end)));
      }
      // Make's `$$`, the shell's `$` escaped in a recipe (`http://localhost:$${PORT:-4244}`): the shell's expression.
      if (options.interpolation === 'make' && text.charCodeAt(i + 1) === 0x24) {
        const shell = dollarEnd(text, i + 1, SHELL_STRING, authority);
        if (shell > 0) return found(i, shell, 'dollar', names(text.slice(i + 2, shell)));
      }
      const end = dollarEnd(text, i, options, authority);
      if (end < 0) return i;
      // A variable's index, its own (`$data[5]`, `$a['key']`, a slice `$data[5:]`: osticket include/class.api.php:469,
      // `# PHP5: fopen("data://$data[5:]");`): a `[` after an expression is no IP literal's.
      const index = text.charCodeAt(end) === 0x5b && text.charCodeAt(i + 1) !== 0x28 ? at(DOLLAR_INDEX, text, end) : null;
      return found(i, index === null ? end : end + index[0].length, 'dollar', names(text.slice(i + 1, end)));
    }
    case 0x23: { // # before {: Ruby, Crystal, Elixir, CoffeeScript; #1 in TeX
      if (options.interpolation === 'tex') {
        const m = at(TEX_PARAMETER, text, i);
        if (m !== null) return found(i, i + m[0].length, 'interpolation', [m[0]]);
      }
      if (text.charCodeAt(i + 1) !== 0x7b) {
        const mask = i > 0 && (text[i - 1] === '/' || text[i - 1] === '=') ? at(HASH_MASK, text, i) : null;
        if (mask !== null) return found(i, i + mask[0].length, 'token', []);
        // `#TICKET#`, ColdFusion's `#url.id#`: a name between single `#`, which a program replaces (mermaid's kanban
        // `ticketBaseUrl`); no URI holds a second `#`, so the pair is the placeholder's (`HASH_NAME`).
        const m = at(HASH_NAME, text, i) ?? (i > 0 && HASH_LOWER_AFTER.test(text[i - 1]!) ? at(HASH_LOWER, text, i) : null);
        return m === null ? i : found(i, i + m[0].length, 'token', [m[1]!]);
      }
      const closed = balancedEnd(text, i + 1, 0x7b, 0x7d);
      const end = closed < 0 ? goesOnBelow(text, i, options, 'hash') : closed;
      return end < 0 ? i : found(i, end, 'interpolation', names(text.slice(i + 2, end - 1)));
    }
    case 0x28: { // Swift's \(x), its backslash gone with the string's other escapes
      if (options.interpolation !== 'paren' || options.escapedParens?.has(i) !== true) return i;
      const end = balancedEnd(text, i, 0x28, 0x29);
      return end < 0 ? i : found(i, end, 'interpolation', names(text.slice(i + 1, end - 1)));
    }
    case 0x25: { // %
      // Make's pattern character stands for a stem wherever it is not a percent-encoding (`git://github.com/%`).
      if ((options.interpolation === 'make' || options.interpolation === 'lua') && !isPctEncoded(text, i)) {
        // Lua's `string.format` (kong's `fmt("http://%s:%d", host, port)`) writes C's conversions: `%d` is one value.
        const printf = options.interpolation === 'lua' ? at(PRINTF, text, i) : null;
        return printf === null ? found(i, i + 1, 'glob') : found(i, i + printf[0].length, 'printf');
      }
      // `%{name}`, braces balanced (`%{url(%{tmpdir})}`): no percent-encoding starts with a brace (§2.1), and it is a
      // widespread template syntax (mod_rewrite's `%{HTTP_HOST}`, RPM's macros, Ruby's `format`, HAProxy, fluentd).
      if (text.charCodeAt(i + 1) === 0x7b) {
        const end = balancedEnd(text, i + 1, 0x7b, 0x7d);
        if (end > 0) return found(i, end, 'interpolation', names(text.slice(i + 2, end - 1)));
      }
      // `%%FILENAME%%`: a name between doubled percent signs, which a build's script replaces (Arduino's package index
      // templates, Windows batch files' `%%VAR%%`); `%%` then a letter is no percent-encoding, and no URI writes one.
      const doubled = at(PERCENT_DOUBLED, text, i);
      if (doubled !== null) return found(i, i + doubled[0].length, 'percent', [doubled[1]!]);
      const printf = printfEnd(text, i, options, scan);
      if (printf > 0) return found(i, printf, 'printf');
      const end = percentEnd(text, i);
      if (end > 0) return found(i, end, 'percent', [text.slice(i + 1, end).replace(/%$/, '')]);
      const directive = directiveEnd(text, i, { directives: options.directives === true }, authority);
      const named = directive < 0 ? namedFieldEnd(text, i, scan) : -1;
      if (named > 0) return found(i, named, 'percent', [text.slice(i + 1, named)]);
      // In source code, a `%` that ends the reference right after a name: an SQL `LIKE` pattern's wildcard, the rest of the URI, where
      // no `LIKE` stands before it for the finder to see (qutebrowser's terms, `'qute://back%'`, joined into `url LIKE
      // '{term}'` later); no concrete URI ends with a bare `%`.
      if (directive < 0 && options.sourceCode === true && i === text.length - 1 && i > 0 && /[A-Za-z0-9_]/.test(text[i - 1]!)) return found(i, i + 1, 'glob');
      return directive < 0 ? i : found(i, directive, 'percent', [text.slice(i + 1, directive).replace(/[;(].*$/s, '')]);
    }
    case 0x7c: { // |name|: a substitution reference of reStructuredText, where the finder found one (find/rst.ts)
      if (options.interpolation !== 'bar') return i;
      const m = i === 0 || SUBSTITUTION_BEFORE.test(text[i - 1]!) ? at(SUBSTITUTION, text, i) : null;
      return m === null ? i : found(i, i + m[0].length, 'token', [m[1]!]);
    }
    case 0x7e: { // ~a: a Lisp format directive, in a language whose strings are format strings
      if (options.interpolation !== 'tilde') return i;
      const m = at(TILDE_DIRECTIVE, text, i);
      return m === null ? i : found(i, i + m[0].length, 'printf');
    }
    case 0x40: { // @name@: a build's filter token (Maven's and Ant's resources, CMake's configure_file, autoconf)
      // After a letter or digit it ends a user name: `ftp://joe@example.com@host` is an e-mail address left unencoded.
      // Razor's and Twirl's `@(…)` is an expression there too (`#tab@(uid + 1)`): no address's domain starts with `(`.
      if (i > 0 && /[A-Za-z0-9]/.test(text[i - 1]!) && !(options.interpolation === 'at' && text.charCodeAt(i + 1) === 0x28)) return i;
      if (options.interpolation === 'at') {
        const end = atExpressionEnd(text, i);
        if (end > 0) return found(i, end, 'interpolation', names(text.slice(i + 1, end)));
      }
      const m = at(AT_TOKEN, text, i);
      return m === null ? i : found(i, i + m[0].length, 'token', [m[1]!]);
    }
    case 0x3c: { // <var>
      const m = at(ANGLE, text, i);
      return m === null || HTML_TAGS.has(m[1]!.toLowerCase()) ? i : found(i, i + m[0].length, 'angle', [m[1]!]);
    }
    case 0x5b: { // [owner-name], [0-9]
      // `[[URL]]`, `[[feed_link]]`: a name between doubled brackets, which a build, an app or a component fills in
      // (mjml's share links, NetNewsWire's article themes, Grafana's variables), as `%%NAME%%` and `{{NAME}}` are; no
      // URI writes `[[`, not even an IP literal.
      const doubled = at(BRACKET_DOUBLED, text, i);
      if (doubled !== null) return found(i, i + doubled[0].length, 'bracket', [doubled[1]!]);
      // `[ID/ALIAS/ARN]`: names in capitals, the alternatives a blank may be filled with (cosign's `awskms://[ENDPOINT]/[ID/ALIAS/ARN]`).
      const alternatives = at(BRACKET_ALTERNATIVES, text, i);
      if (alternatives !== null) return found(i, i + alternatives[0].length, 'bracket', alternatives[1]!.split('/'));
      // `[ipns|ipfs]`: words joined by `|` in brackets, a choice of alternatives, one of which stands there (kubo's
      // config/gateway.go:31, `http://$id.[ipns|ipfs].$gateway/`, a pattern of URLs in a doc comment). No IP literal
      // holds a `|` (RFC 3986 §3.2.2), nor does a concrete host.
      const choice = at(BRACKET_CHOICE, text, i);
      if (choice !== null) return found(i, i + choice[0].length, 'bracket', choice[1]!.split('|'));
      // `[issue number]`, `[fid or @username]`: words in brackets, a blank to fill in (no URI holds a space).
      const words = at(BRACKET_WORDS, text, i);
      if (words !== null) return found(i, i + words[0].length, 'bracket', [words[1]!]);
      // `/[core/]select` (Solr's solrconfig.xml: `http://host/app/[core/]select`): a segment with its `/` in brackets
      // after a `/`, an optional one of a syntax summary; no IP literal is in a path, nor holds a `/`.
      if (text.charCodeAt(i - 1) === 0x2f && i > authority.end) {
        const segment = at(OPTIONAL_SEGMENT, text, i);
        if (segment !== null) return found(i, i + segment[0].length, 'bracket', [segment[1]!]);
      }
      const m = at(BRACKET, text, i);
      if (m === null) return i;
      const inner = m[1]!;
      // `/[remote:path]/path/to/object` (rclone's remote control): names joined by `:` in brackets as a whole segment of
      // the path, a blank the reader fills with a remote and its path.
      if (text.charCodeAt(i - 1) === 0x2f && i > authority.end && JOINED_NAMES.test(inner) && SEGMENT_END.test(text[i + m[0].length] ?? '')) {
        return found(i, i + m[0].length, 'bracket', inner.split(':'));
      }
      // `[..]`, `[...]`: an elision (cargo's test patterns: `path+file:///[..]/foo#0.0.1`); `[.]`: a dot defanged, as
      // security advisories write an attacker's host so that nobody follows it (`https://mainnet[.]example[.]dev/`).
      if (inner === '.' || inner === '..' || inner === '...') return found(i, i + m[0].length, 'bracket', []);
      if (isGlobClass(inner)) return found(i, i + m[0].length, 'glob');
      if (isBracketName(inner)) return found(i, i + m[0].length, 'bracket', [inner]);
      // A syntax summary's optional part, led by the delimiter it would bring: `[:password]@host[:port]`.
      return isOptionalPart(inner) ? found(i, i + m[0].length, 'bracket', [inner.replace(/^:|@$/, '')]) : i;
    }
    case 0x5f: { // __NAME__: a build's placeholder (Vite's and webpack's `__ENTRY__`, `__BASE_URL__`)
      if (i > 0 && /\w/.test(text[i - 1]!)) return i;
      const m = at(DUNDER, text, i);
      return m === null ? i : found(i, i + m[0].length, 'token', [m[1]!]);
    }
    case 0x22: case 0x27: { // ' + name + ': a string of code closed, a value joined on, and the string opened again
      // '${VAR}': a shell's quoted word closed, an expression, and the word's quoting opened again (ntopng
      // doc/README.nagios.md:121, `'http://'${NTOPNG_HOST}':'${NTOPNG_PORT}'/lua/…?ifname='${CHECK_INTF}`), or the
      // word's end: the quotes are the shell's, no character of the URI.
      if (text.charCodeAt(i + 1) === 0x24) {
        const end = dollarEnd(text, i + 1, SHELL_STRING, authority);
        if (end > 0 && (end === text.length || text.charCodeAt(end) === c)) {
          return found(i, end === text.length ? end : end + 1, 'dollar', names(text.slice(i + 2, end)));
        }
      }
      const m = at(CONCATENATION, text, i);
      return m === null || m[1] !== text[i] || m[2] !== text[i] ? i : found(i, i + m[0].length, 'interpolation', [m[0].slice(1, -1).replace(/\+/g, '').trim()]);
    }
    case 0x5c: { // \1: a regular expression's group in a replacement
      // `\${name}`: the expression escaped so that its `$` reaches the output (a heredoc's, a template engine's).
      if (text.charCodeAt(i + 1) === 0x24 && text.charCodeAt(i + 2) === 0x7b) {
        const end = balancedEnd(text, i + 2, 0x7b, 0x7d);
        if (end > 0) return found(i, end, 'dollar', names(text.slice(i + 3, end - 1)));
      }
      const m = at(BACKREFERENCE, text, i);
      return m === null ? i : found(i, i + m[0].length, 'backreference', m[1] === undefined ? [] : [m[1]]);
    }
    case 0x3a: { // :param where a host's label goes
      // `https://:sub.example.com`, Cloudflare's `_redirects` `https://:major-:minor.x.pages.dev`: a host that starts
      // with `:` and a name has no port there (§3.2.3: digits only), but a route's parameters, at its start and after
      // a label's `-` or `.`. A password after an empty user (`https://:pw@host`) is the userinfo's, before the host.
      if (i < authority.host || i >= authority.end || text.charCodeAt(authority.host) !== 0x3a) return i;
      if (i !== authority.host && text.charCodeAt(i - 1) !== 0x2d && text.charCodeAt(i - 1) !== 0x2e) return i;
      const m = at(ROUTE, text, i);
      return m === null ? i : found(i, i + m[0].length, 'route', [m[0].slice(1)]);
    }
    case 0x2f: { // /:param
      if (text.charCodeAt(i + 1) !== 0x3a || i < authority.end) return i;
      const m = at(ROUTE, text, i + 1);
      return m === null ? i : found(i + 1, i + 1 + m[0].length, 'route', [m[0].slice(1)]);
    }
    default: return i;
  }
}

/**
 * `{…}`: Mustache and Jinja, an interpolated string's expression, a URI Template or format expression, braces that
 * are the whole host or port (`authority`), or a candidate.
 */
function readBrace(text: string, i: number, options: ScanOptions, authority: Authority, scan: Scan): number {
  const next = text.charCodeAt(i + 1);
  const push = (end: number, convention: TemplateConvention, variables: string[], operator?: string): number => {
    scan.expressions.push(operator === undefined ? { start: i, end, convention, variables } : { start: i, end, convention, variables, operator });
    return end;
  };
  if (next === 0x7b) { // {{ … }}, over several lines where quotes hold the reference (an HTML attribute's Jinja)
    // Mustache's and Handlebars' `{{{ x }}}`, its value not escaped: three braces close it.
    const triple = text.charCodeAt(i + 2) === 0x7b ? closeWithin(text, i + 3, '}}}') : -1;
    // An expression written over lines may be long (hydro's templates/record_main.html:108, `href="?page={{ page + 1
    // }}{{` then a query built of six conditional parts on the lines below, `}}` on the last): the reference holds it
    // whole, the finder having read the quoted value to its end.
    const end = triple > 0 ? triple : closeWithin(text, i + 2, '}}', MAX_EXPRESSION);
    if (end > 0) return push(end, 'mustache', names(text.slice(i + 2, end - 2)));
    // `https://{{` ending the reference: the expression goes on over the next lines (a YAML folded scalar's Jinja).
    if (i + 2 === text.length) return push(i + 2, 'mustache', []);
  }
  if (next === 0x25 && /^[\s-]/.test(text[i + 2] ?? '')) { // {% … %}, not {%20…}
    const end = closeOnLine(text, i + 2, '%}');
    if (end > 0) return push(end, 'mustache', []);
  }
  // PHP's `"…{$x}…"`, `{$a['k']}`: the braces are the interpolation's, around a variable.
  if (options.interpolation === 'dollar' && next === 0x24) {
    const end = balancedEnd(text, i, 0x7b, 0x7d);
    if (end > 0) return push(end, 'interpolation', names(text.slice(i + 2, end - 1)));
  }
  // An inline tag of Javadoc or JSDoc (`{@link #SERVER}`, `{@value #PORT}`, `{@docRoot}`): the doc comment's markup,
  // which its renderer replaces by a name or a value (heritrix3 modules/…/FetchWhois.java:108, Javadoc's pseudocode
  // `whois://{@link #DEFAULT_IP_WHOIS_SERVER}/whoisquery`). RFC 6570's `{@x}` names no such tag: its reserved operator.
  if (next === 0x40) {
    const m = at(INLINE_TAG, text, i);
    if (m !== null) return push(i + m[0].length, 'token', [m[1] ?? m[2] ?? m[0].slice(2, -1)]);
  }
  // OpenAPI's and Arazzo's runtime expressions in a callback or link (`{$request.body#/id}`, `{$url}`): a `#` inside is the expression's.
  if (next === 0x24) {
    const m = at(RUNTIME_EXPRESSION, text, i);
    if (m !== null) return push(i + m[0].length, 'interpolation', [m[1]!]);
  }
  if (options.interpolation === 'brace') {
    const end = balancedEnd(text, i, 0x7b, 0x7d);
    if (end > 0) return push(end, 'interpolation', names(text.slice(i + 1, end - 1)));
    // An expression the finder ended the reference in, at a space of its code (`f'…connect://127.0.0.1:{int(port) +
    // iteration}'`): it goes on past the reference's end, as `${` and `#{` do.
    const below = goesOnBelow(text, i, options, 'brace');
    if (below > 0) return push(below, 'interpolation', names(text.slice(i + 1)));
  }
  // A preprocessor's call in braces, Inno Setup's ISPP (`{#StringChange(MyAppName, '&', '&&')}`), maybe cut where the
  // reference ended: no RFC 6570 varname holds a `(`. AsciiDoc's system attributes (`{eval:os.path.splitext('{target}')
  // [1][1:]}`, `{sys:…}`, `{counter:…}`), in AsciiDoc and its backends' configuration: RFC 6570's `:` takes digits only.
  if (at(BRACE_CALL, text, i) !== null) {
    const end = balancedEnd(text, i, 0x7b, 0x7d);
    return push(end > 0 ? end : text.length, 'interpolation', names(text.slice(i + 2, text.indexOf('(', i))));
  }
  {
    const m = at(ASCIIDOC_SYSTEM, text, i);
    const end = m === null ? -1 : balancedEnd(text, i, 0x7b, 0x7d);
    if (end > 0) return push(end, 'interpolation', [m![1]!]);
  }
  // `{...}`, `{…}`: an ellipsis in braces, a placeholder for the rest (trafficserver's txn_box docs,
  // `"http://example.com{...}"`, where an extractor supplies the path), as `[...]` is an elision.
  if (next === 0x2e || next === 0x2026) {
    const m = at(ELLIPSIS_BRACES, text, i);
    if (m !== null) return push(i + m[0].length, 'bracket', []);
  }
  const reading = readExpression(text, i);
  if (reading.error === undefined && reading.plain) {
    scan.uriTemplate = true;
    if (reading.distinct === true) scan.rfc6570 = true;
    return push(reading.end, 'uri-template', reading.variables, reading.operator);
  }
  {
    // API Gateway's greedy path variable (`/api/{proxy+}`, `{order_object_path+}`): a route's name and a final `+`,
    // matching the rest of the path (RFC 6570 puts its `+` first: `{+path}`); or a final `?`, a route's optional
    // parameter (`/dev/{proxy?}`, Laravel's `{id?}`).
    const m = at(GREEDY_PATH_VARIABLE, text, i);
    if (m !== null) {
      scan.uriTemplate = true;
      return push(i + m[0].length, 'route', [m[1]!]);
    }
  }
  {
    const m = at(FORMAT_FIELD, text, i);
    // In prose only with a name and an index: Caddy's `{args[0]}`; `{}` or `{a:b}` could be a concrete URL's.
    if (m !== null && (options.code || options.fields === true || /^\{[A-Za-z_][\w.]*\[\w+\]\}$/.test(m[0]))) {
      scan.uriTemplate = true;
      return push(i + m[0].length, 'format', names(m[0].slice(1, -1)));
    }
  }
  // `?q={}`: empty braces, the reference's only ones, as a search term's whole value: the blank a browser fills with
  // what is searched for (a search engine's URL, qutebrowser's `url.searchengines`); or as the whole last segment of
  // the path, the blank of a link template (spaCy website/docs/api/top-level.mdx:545, displaCy's `kb_url_template`
  // `https://www.wikidata.org/wiki/{}` in a code span, filled by `str.format` with an entity's id), where no link is
  // offered (a `<…>` or a link's destination with it, `/// See <https://x/issues/{}>`, links to no page). Braces
  // inside a name or a segment (`https://exam{}[]ple.net`, `/a{}b`), as another parameter's value (`render.png?url={}`,
  // a format's field in a block of no language) or beside RFC 6570's expressions (`/{id}/{}`) stay what they were.
  if (next === 0x7d && text.indexOf('{') === i && text.indexOf('{', i + 2) < 0 && (EMPTY_BLANK.test(text.slice(0, i + 3)) || (options.offered !== true && EMPTY_SEGMENT.test(text)))) {
    return push(i + 2, 'bracket', []);
  }
  // In code, `https://{d[` at the reference's end: an f-string's field cut where the finder ended the reference, at the
  // quote of its index (`f'https://{d["endpoint"]}'` in a shell's double-quoted `python3 -c "…"`).
  if (options.code && CUT_FIELD.test(text.slice(i))) return push(text.length, 'format', names(text.slice(i + 1)));
  const expression: TemplateExpression = { start: i, end: reading.end, convention: 'uri-template', variables: reading.variables };
  if (reading.operator !== undefined) expression.operator = reading.operator;
  // `search{?q,page` has lost its "}", but an operator and names say what it was.
  if (reading.error?.kind === 'unclosed' && /^\{[+#./;?&][A-Za-z_]/.test(text.slice(i, i + 3))) scan.uriTemplate = scan.rfc6570 = true;
  // `{%TESTNUMBER,%TESTNUMBER0001}`: a glob's alternatives (curl, shells), expressions among them.
  const alternatives = at(GLOB_ALTERNATIVES, text, i);
  if (alternatives !== null) return push(i + alternatives[0].length, 'glob', names(alternatives[0].slice(1, -1)));
  // Braces no convention reads that are the whole host or the whole port (`http://{.items[0].status.ip}:{.items[0]
  // .spec.port}`, kubectl's jsonpath): no concrete host or port is written in braces, whatever they hold.
  const whole = wholeHostOrPortEnd(text, i, authority);
  if (whole > 0) return push(whole, 'bracket', []);
  // Braces nested in braces are no RFC 6570 expressions, the inner ones neither (Julia's documentation anchors,
  // `#Base.getindex-Tuple{AbstractArray,%20Vararg{Any}}`): the whole is one candidate, read as the URI's characters.
  if (reading.error !== undefined) {
    const balanced = balancedEnd(text, i, 0x7b, 0x7d);
    if (balanced > 0 && text.indexOf('{', i + 1) >= 0 && text.indexOf('{', i + 1) < balanced - 1) {
      scan.candidates.push({ expression: { ...expression, end: balanced }, error: reading.error });
      return balanced;
    }
  }
  scan.candidates.push(reading.error === undefined ? { expression } : { expression, error: reading.error });
  // What it holds is read too: expressions there count when the braces do not (`{%LT}`).
  return i + 1;
}

/** The end of the braces at `i` when they are the whole host or the whole port, else -1. */
function wholeHostOrPortEnd(text: string, i: number, authority: Authority): number {
  if (i < authority.host || i >= authority.end || (i !== authority.host && text.charCodeAt(i - 1) !== 0x3a)) return -1;
  const end = balancedEnd(text, i, 0x7b, 0x7d);
  return end > 0 && (end === authority.end || text.charCodeAt(end) === 0x3a) ? end : -1;
}

/**
 * A Javadoc or JSDoc inline tag that stands for a name or a value: `{@link}` and `{@linkplain}` with what they name
 * (`{@link Foo#bar(int) label}`), `{@value}` with it or alone, `{@docRoot}`.
 */
const INLINE_TAG = /\{@(?:link(?:plain)?[ \t]+([^{}\s]{1,160})[^{}\n]{0,160}|value(?:[ \t]+([^{}\s]{1,160}))?|docRoot)\}/y;

/** An OpenAPI runtime expression in braces: `$url`, `$method`, `$request.body#/id`, `$response.header.Location`. */
const RUNTIME_EXPRESSION = /\{\$([A-Za-z][\w.-]{0,63})(?:#\/[^{}\s]{0,128})?\}/y;

/**
 * `{a,b}` alternatives with expressions among them, maybe labelled as curl's docs write them (`{<number>one,two}`),
 * the first alternative maybe empty (a PKGBUILD's `source=(https://…/x.tar.xz{,.sig})`: the file and its signature, by bash's
 * brace expansion); and bash's ranges (`files-{1..15}.tar.bz2`, `{a..z}`).
 */
const LABELLED_RANGE = /\[<[\w-]{1,32}>[\w.-]{1,32}(?::\d{1,9})?\]/y;
const GLOB_ALTERNATIVES = /\{(?:<[\w-]{1,32}>)?[\w.%$-]{0,64}(?:,[\w.%$-]{1,64}){1,32}\}|\{(?:-?\d{1,9}\.\.-?\d{1,9}(?:\.\.\d{1,9})?|[A-Za-z]\.\.[A-Za-z])\}/y;

/**
 * A format field of code (`{}`, `{0}`, `{url!r}`, `{value:>8}`, `{:?}`,
 * `{PartitionResult#dnsSuffix}`): Python's `str.format` and f-strings, C#,
 * Rust's `format!`, .NET, AWS endpoint rules.
 */
/** A format field's start up to its index's quote, where a reference ends: `{d[` (of `{d["endpoint"]}`). */
const CUT_FIELD = /^\{[A-Za-z_][\w.]{0,63}\[$/;
/** API Gateway's greedy path variable (`{proxy+}`), a route's optional parameter (`{id?}`: Laravel, ASP.NET, Symfony). */
const GREEDY_PATH_VARIABLE = /\{([A-Za-z_][\w.-]{0,63})[+?]\}/y;
const FORMAT_FIELD = /\{[\w.]{0,64}(?:\[[\w'"\\]*\])?(?:#[\w]+)?(?:![rsa])?(?::[^{}\s]{0,64})?\}/y;
/** `{#Name(`: a preprocessor's call in braces (Inno Setup's ISPP). */
const BRACE_CALL = /\{#[A-Za-z_]\w{0,63}\(/y;
/** An ellipsis in braces: `{...}`, `{…}`. */
const ELLIPSIS_BRACES = /\{(?:\.{2,3}|…)\}/y;
/** A call in braces, a function's or a method's (`{parse.quote(`, `{int(`): code's expression, an f-string's field. */
const CALL_IN_BRACES = /\{[A-Za-z_]\w{0,63}(?:\.[A-Za-z_]\w{0,63}){0,8}\(/y;
/** AsciiDoc's system attribute references: `{eval:…}`, `{sys2:…}`, `{include:…}`, `{counter:…}`, `{set:…}`, `{template:…}`; not RFC 6570's `{eval:3}`. */
const ASCIIDOC_SYSTEM = /\{(eval|sys|include|counter|set|template)[1-3]?:(?!\d{1,4}\})/y;

/** `%Name%`, closed; `%NAME` in capitals, words joined by `-` (curl's `%HTTPS-MTLSPORT`). */
/** `%Name%`, also dotted (Symfony's container parameters: `%kernel.project_dir%`). */
const PERCENT_CLOSED = /%([A-Za-z_][A-Za-z0-9_]{0,63}(?:[.:][A-Za-z0-9_]{1,63}){0,8})%/y;
/** `%%NAME%%`: a placeholder between doubled percent signs. */
const PERCENT_DOUBLED = /%%([A-Za-z_][A-Za-z0-9_.-]{0,63})%%/y;
/** Symfony's environment variable processors: `%env(VAR)%`, `%env(file:AUTH_FILE)%`, `%env(string:key:user:url:DSN)%`. */
const PERCENT_ENV = /%env\([\w:.-]{1,256}\)%/y;
/** curl's test macros: `%hex[%c3%bc]hex%`, `%repeat[503 x a]%`, `%b64[…]b64%`. */
const PERCENT_MACRO = /%([a-z][a-z0-9]{1,15})\[[^\]\r\n]{0,256}\](?:\1)?%/y;
const PERCENT_CAPITALS = /%([A-Z_][A-Z0-9_]{1,63}(?:-[A-Z0-9_]{1,63})*)/y;

/**
 * The end of a `%` name at `i` that cannot be a percent-encoding (RFC 3986
 * §2.1), or -1. Its first two characters are never both hex digits
 * (`%DEADBEEF` reads `%DE` then `ADBEEF`; `%BCmlaut%20` is an encoded `ü`
 * and more). Closed and three characters or more (`%APPDATA%`, not `%fg%`),
 * unless capitals follow its closing `%`, which then opens the next name
 * (curl's `%SSHPORT%SFTP_PWD`); or in capitals (`%HOSTIP`, `%TESTNUMBER`,
 * `%HTTPS-MTLSPORT`), also before lower case (`%AMPparm2`: `%AMP`).
 */
function percentEnd(text: string, i: number): number {
  const macro = at(PERCENT_MACRO, text, i) ?? at(PERCENT_ENV, text, i);
  if (macro !== null) return i + macro[0].length;
  const closed = at(PERCENT_CLOSED, text, i);
  // `%BASE_PATH%` starts as `%BA` would: a name with a letter no hexadecimal digit is, closed by a `%` that starts no
  // percent-encoding, is the placeholder a script's `sed` replaces.
  if (isPctEncoded(text, i) && !(closed !== null && closed[1]!.length >= 4 && /[G-Zg-z_]/.test(closed[1]!) && !isPctEncoded(text, i + closed[0].length - 1))) return -1;
  if (closed !== null && closed[1]!.length >= 3 && !/[A-Z_]/.test(text[i + closed[0].length] ?? '')) return i + closed[0].length;
  const capitals = at(PERCENT_CAPITALS, text, i);
  return capitals === null ? -1 : i + capitals[0].length;
}

/**
 * `%name` as a whole value, after a `=`, `/` or `:` and before a delimiter or the end: an editor's link format
 * (freescout's overrides/filp/whoops/src/Whoops/Handler/PrettyPageHandler.php:115, `"subl://open?url=file://%file&line=%line"`,
 * `"vscode://file/%file:%line"`, which the handler fills with `str_replace("%file", …)`). A name two characters or
 * more that starts no `pct-encoded`; counted where the reference holds two such names, or another expression: one
 * alone (`?q=%foo`) is as likely a stray `%`.
 */
const NAMED_FIELD = /%([A-Za-z_][A-Za-z0-9_]{1,63})(?=$|[&#:/;?])/y;
const NAMED_FIELDS = /(?<=[=/:])%[A-Za-z_][A-Za-z0-9_]{1,63}(?=$|[&#:/;?])/g;

function namedFieldEnd(text: string, i: number, scan: Scan): number {
  if (i === 0 || !/[=/:]/.test(text[i - 1]!) || isPctEncoded(text, i)) return -1;
  const m = at(NAMED_FIELD, text, i);
  if (m === null) return -1;
  if (scan.expressions.length === 0) {
    // Counted once per reference: the scan stays linear.
    scan.namedFields ??= [...text.matchAll(NAMED_FIELDS)].filter((n) => !isPctEncoded(text, n.index)).length;
    if (scan.namedFields < 2) return -1;
  }
  return i + m[0].length;
}

/** True when a `pct-encoded` (RFC 3986 §2.1: `%` and two hexadecimal digits) stands at `i`. */
function isPctEncoded(text: string, i: number): boolean {
  return hexValue(text.charCodeAt(i + 1)) >= 0 && hexValue(text.charCodeAt(i + 2)) >= 0;
}

/**
 * A printf conversion in code (`%s`, `%d`, `%5s`, `%-10s`, `%(name)s`,
 * `%lu`, Go's `%v`) where no `pct-encoded` stands (§2.1): `%20s` is `%20`
 * and an `s`. `%%` is a literal `%`; `%02x` and `%08d` (zero-padded) are
 * conversions, though `%02` could encode a control character no URI writes
 * that way.
 */
function printfEnd(text: string, i: number, options: ScanOptions, scan: Scan): number {
  const code = options.code;
  // Go's argument index (`%[1]v`) and a numbered argument (Qt's QString::arg `%1`, a batch file's `%1`): no `pct-encoded`
  // starts with a `[`, nor is one a digit and then no hexadecimal digit.
  const c1 = text.charCodeAt(i + 1);
  const numbered = c1 === 0x5b || (c1 >= 0x31 && c1 <= 0x39) ? at(NUMBERED_ARGUMENT, text, i) : null;
  if (numbered !== null) return i + numbered[0].length;
  // `%%f` where a `%` is escaped by doubling (Symfony's YAML, printf): the placeholder `%f` written in a format string.
  if (text.charCodeAt(i + 1) === 0x25) return code || isPctEncoded(text, i + 1) ? i + 2 : at(LETTER_FIELD, text, i + 1) !== null ? i + 3 : -1;
  // `phpstorm://open?file=%f&line=%l`: an editor's link format, a parameter's whole value a `%` and one letter.
  if (text.charCodeAt(i - 1) === 0x3d && at(QUERY_LETTER_FIELD, text, i) !== null) return i + 2;
  const m = at(options.formatted === true ? PRINTF_FORMATTED : code ? PRINTF : PRINTF_PROSE, text, i);
  // Objective-C's and Core Foundation's object conversion (`[NSString stringWithFormat:@"http://www.%@.com/%@", …]`,
  // `%1$@`): no `pct-encoded` starts with `@` or `$`.
  if (m === null && code) {
    const object = at(OBJECT_CONVERSION, text, i);
    if (object !== null) return i + object[0].length;
  }
  // A format's `%` and a letter that starts no `pct-encoded`, whatever the letter (squid's `%h`, `%T`): a conversion.
  if (m === null && options.formatted === true && at(LETTER_FIELD, text, i) !== null) return i + 2;
  if (m === null) return oneLetterFieldEnd(text, i, scan);
  const pct = /^%[0-9A-Fa-f]{2}/.test(m[0]);
  // `%02x`, `%02hhx` (a byte as two hex digits, C's `hh`): a zero-padded width; `%02` would be a control's pct-encoded.
  return pct && !/^%0[1-9](?:hh|h|ll|l|z|j|t)?[diouxXs]$/.test(m[0]) ? -1 : i + m[0].length;
}

/**
 * In prose (a code sample in a README or a reStructuredText file, a template's action in HTML), only the plainest:
 * `%s`, `%d`, `%(name)s`, Go's `%v` and `%q` (no `pct-encoded` starts with a `v` or a `q`); and `%%` before a hex pair
 * (`K%%26R`).
 */
/** `%[1]v`, `%[2]s` (Go's fmt, an argument by its index), `%1`…`%9` then no hexadecimal digit (Qt's arguments, a batch file's). */
const NUMBERED_ARGUMENT = /%(?:\[\d{1,2}\][-+ #0]*\d*(?:\.\d+)?[A-Za-z]|[1-9](?![0-9A-Fa-f]))/y;
/** A `%` and one letter, then no letter or digit: a field of a link format (`%f`, `%l`), never a pct-encoded. */
const LETTER_FIELD = /%[A-Za-z](?![A-Za-z0-9])/y;
/** The same as a query parameter's whole value: the parameter's end follows. */
const QUERY_LETTER_FIELD = /%[A-Za-z](?=&|#|$)/y;
/** Objective-C's `%@` (an object's description), maybe numbered (`%1$@`), flags and a width as printf's. */
const OBJECT_CONVERSION = /%(?:[1-9]\d?\$)?[-+ #0]*\d*@/y;
/** How a shell's word is read: make's `$$` escapes its `$`. */
const SHELL_STRING: ScanOptions = { code: true, interpolation: 'dollar' };
/**
 * Python's mapping key of a `%` conversion (`%(name)s`): any text but a parenthesis, here from a letter and without a
 * blank or a `%`. buildbot's `Interpolate` writes its keys so: `%(prop:buildername)s`, `%(src::branch)s`,
 * `%(secret:db_password)s`, `%(src::branch:-branches/test)s` (a default after `:-`), master/docs/manual/configuration/
 * properties.rst; no `pct-encoded` starts with `(`.
 */
const MAPPING_KEY = String.raw`\([A-Za-z_][^()\s%]{0,127}\)`;
const PRINTF_PROSE = new RegExp(String.raw`%(?:${MAPPING_KEY})?[sdvq](?![A-Za-z0-9])`, 'y');
/**
 * `%H`, `%Y`: a `%` and one letter, then neither letter nor digit, is never a `pct-encoded` (§2.1). In capitals, or
 * with another such field in the reference, it is a field of strftime, `git log --format` or a shell's `date`, in prose
 * as in code (`/commit/%H)`, `/%Y/%m/%d/`); so it is after another expression of any convention, in a reference that
 * is a template already (flux-core's t/sharness.d/flux-sharness.sh, `default_bind = "ipc://$sockdir/tbon-%h"`, where
 * the shell fills `$sockdir` and flux `%h`, the host's name, as ssh_config's `%h` and systemd's specifiers are); a
 * lone `%l` or `%x` in lower case in a reference that is no template (`"ipc://host/tbon-%h"`) is as likely a stray `%`.
 */
const ONE_LETTER_FIELD = /%[A-Za-z](?![A-Za-z0-9])/y;
const ONE_LETTER_FIELDS = /%[A-Za-z](?![A-Za-z0-9])/g;

function oneLetterFieldEnd(text: string, i: number, scan: Scan): number {
  if (at(ONE_LETTER_FIELD, text, i) === null) return -1;
  if (text.charCodeAt(i + 1) <= 0x5a) return i + 2;
  scan.oneLetterFields ??= text.match(ONE_LETTER_FIELDS)?.length ?? 0; // counted once per reference: the scan stays linear
  return scan.oneLetterFields >= 2 || scan.expressions.length > 0 ? i + 2 : -1;
}
/**
 * C's conversions, Go's (`%v`, `%q`, `%T`), Python's `%r` and `%a` (repr, ascii: `"http://%r/path" % host`); a width
 * or precision given as an argument (`%*d`, `%.*s`: ntopng src/HTTPserver.cpp:150, `"Location: https://%.*s:%u/%s"`,
 * the host's length then the host), which no `pct-encoded` starts with.
 */
const PRINTF = new RegExp(String.raw`%(?:${MAPPING_KEY}|<[A-Za-z_]\w*>)?[-+ #0]*(?:\*|\d*)(?:\.(?:\d+|\*))?(?:hh|h|ll|l|z|j|t|L|q)?[sdiuoxXfFeEgGcvqTpra](?![A-Za-z0-9])`, 'y');
/** The same in a string the code formats, where a letter after a conversion is the text's (`%sdonate`: `%s`, `donate`). */
const PRINTF_FORMATTED = new RegExp(String.raw`%(?:${MAPPING_KEY}|<[A-Za-z_]\w*>)?[-+ #0]*(?:\*|\d*)(?:\.(?:\d+|\*))?(?:hh|h|ll|l|z|j|t|L|q)?[sdiuoxXfFeEgGcvqTpra]`, 'y');

/**
 * A `%` directive: `%name;` (GeneWeb's templates: `%lang;`, `%end;`, `%bvar.setup_http;`, `GeneWeb%suffx;`,
 * `gwsetup?lang=%l;v=…`; XML's parameter entities, `%xxe;`), a name that starts no `pct-encoded`, dotted, closed by
 * `;`: no URI writes a name so. In a document
 * of such directives (`directives`), also one letter (`gwsetup?lang=%l;v=…`, `href="%n"`), a call's arguments
 * (`%expr(birth_date.year-15)`) and a condition after its `;` (`%if;(has_birth_date and …)`, to the reference's end
 * when the finder ended it inside). And anywhere, `%x` (a
 * letter) that is the whole port (`http://localhost:%z/`): a port holds digits only, and no `pct-encoded` is a letter
 * first. Answers its end, or -1.
 */
function directiveEnd(text: string, i: number, { directives }: { directives: boolean }, authority: Authority): number {
  if (isPctEncoded(text, i)) return -1;
  const port = i > authority.host && i < authority.end && text.charCodeAt(i - 1) === 0x3a;
  if (port && i + 2 === authority.end && /[A-Za-z]/.test(text[i + 1] ?? '')) return i + 2;
  const m = at(PERCENT_DIRECTIVE, text, i);
  if (m === null) return -1;
  const closed = m[2] === ';';
  if (!directives) return closed ? i + m[0].length : -1;
  let end = i + m[0].length;
  if (m[2] === '(' || (closed && text.charCodeAt(end) === 0x28)) {
    // Not closed in the reference: the finder ended it inside (at a quote of `%if;(year!="")`), the rest is the condition's.
    const args = balancedEnd(text, m[2] === '(' ? end - 1 : end, 0x28, 0x29);
    end = args < 0 ? text.length : text.charCodeAt(args) === 0x3b ? args + 1 : args;
  }
  if (closed || m[2] === '(') return end;
  // One letter, what follows it the text's: `%l` of `lang=%l`.
  return i + 2;
}
/** `%` and a name, maybe dotted, then what closes it: `;`, a call's `(`, or nothing. */
const PERCENT_DIRECTIVE = /%([A-Za-z_][A-Za-z0-9_]{0,63}(?:\.[A-Za-z0-9_]{1,63}){0,8})([;(]?)/y;

const ANGLE = /<([A-Za-z][\w.-]{0,63})>/y;
/**
 * `@port@`, `@project.url@`, `@CMAKE_INSTALL_PREFIX@`: a name between two `@`, as Maven's and Ant's resource filtering,
 * CMake's `configure_file` and autoconf replace it. Never a concrete URI's: a userinfo has one `@`, and a name of word
 * characters and dots between two is no host.
 */
export const AT_TOKEN = /@([A-Za-z_][\w.-]{0,63})@/y;
/** Tags written right after a URI in Markdown or HTML: markup, not a placeholder. */
const HTML_TAGS = new Set(['a', 'b', 'i', 'u', 's', 'p', 'br', 'hr', 'em', 'strong', 'code', 'span', 'div', 'img', 'sup', 'sub', 'small', 'kbd', 'tt', 'del', 'ins', 'mark', 'wbr', 'li', 'ul', 'ol', 'td', 'tr', 'th', 'pre', 'q', 'cite', 'abbr', 'dfn', 'var', 'samp', 'font', 'center', 'details', 'summary', 'table', 'tbody', 'thead', 'script', 'style', 'link', 'meta', 'head', 'body', 'html', 'title', 'nobr', 'big', 'strike', 'section', 'article', 'nav', 'header', 'footer', 'main', 'aside', 'figure', 'label', 'input', 'button', 'form', 'select', 'option', 'textarea', 'iframe', 'video', 'audio', 'source', 'picture', 'svg', 'path', 'dl', 'dt', 'dd', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6']);

/** `__ENTRY__`: a name in capitals between doubled underscores, which a build replaces; no path segment is written so by hand. */
const DUNDER = /__([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*)__(?![A-Za-z0-9])/y;
/** `' + person.avatar + '`: a closing quote, `+`, an expression of names, calls and members, `+`, the same quote. */
const CONCATENATION = /(['"])\s*\+\s*[\w$.]+(?:\([^()'"\r\n]{0,64}\))?(?:\[[\w$.'"]{0,64}\])?(?:\.[\w$]+)*\s*\+\s*(['"])/y;

/** `[[NAME]]`, `[[feed_link]]`: a placeholder between doubled brackets (mjml's, NetNewsWire's themes, Grafana's legacy variables). */
const BRACKET_DOUBLED = /\[\[([A-Za-z_][\w.:-]{0,63})\]\]/y;
const BRACKET = /\[((?:[^\][\s/?#@{}]|\{[^{}\r\n]{0,64}\}){1,64}@?)\]/y;
/** A name and the `/` after it in brackets: an optional segment (`[core/]`). */
const OPTIONAL_SEGMENT = /\[([A-Za-z][\w.-]{1,63})\/\]/y;
/** Names joined by `:` (`remote:path`): what a bracketed whole segment names as its blank. */
const JOINED_NAMES = /^[A-Za-z][\w.-]{1,31}(?::[A-Za-z][\w.-]{1,31})+$/;
/** What may follow a whole segment: the next one, a query, a fragment, or the end. */
const SEGMENT_END = /^(?:[/?#]|)$/;
/** Words of two characters or more in brackets, single spaces between them: a blank to fill in (`[issue number]`, `[PROJECT ID]`); `?q=[a b]` is a query's text. */
const BRACKET_WORDS = /\[([A-Za-z@][\w@.-]{1,31}(?: [A-Za-z@][\w@.-]{1,31}){1,4})\]/y;
/** Words joined by `|` in brackets: `[ipns|ipfs]`, `[http|https]`. */
const BRACKET_CHOICE = /\[([A-Za-z0-9][\w.-]{0,31}(?:\|[A-Za-z0-9][\w.-]{0,31}){1,7})\]/y;
/** Names in capitals joined by `/` in brackets: the alternatives of a blank; no IP literal holds a `/`. */
const BRACKET_ALTERNATIVES = /\[([A-Z][A-Z0-9_]{0,31}(?:\/[A-Z][A-Z0-9_]{0,31}){1,7})\]/y;
/**
 * A glob character class: a negation (`[!abc]`, `[^.]`), or ranges in
 * order (`[0-9]`, `[a-zA-Z_]`, `[0-9a-f]`) with at most two characters
 * beside them, so that a name (`[repo-url]`) is none.
 */
function isGlobClass(labelled: string): boolean {
  // curl's docs label a range: `[<range>1-100]`.
  const inner = labelled.replace(/^<[\w-]{1,32}>/, '');
  // curl's ranges: `[1-100]`, `[001-999:10]`, `[a-z:2]`.
  if (/^[!^]./.test(inner) || /^(?:\d{1,9}-\d{1,9}|[A-Za-z]-[A-Za-z])(?::\d{1,9})?$/.test(inner)) return true;
  // …whose ends are expressions: `?[0-{count-1}]` in an f-string.
  if (/^(?:\d{1,9}|\{[^{}]{1,64}\}|%[A-Z_][A-Za-z0-9_]{0,63})-(?:\d{1,9}|\{[^{}]{1,64}\}|%[A-Z_][A-Za-z0-9_]{0,63})(?::\d{1,9})?$/.test(inner)) return true;
  let ranges = 0;
  const rest = inner.replace(/([A-Za-z0-9])-([A-Za-z0-9])/g, (all, a: string, b: string) => {
    const same = (/\d/.test(a) && /\d/.test(b)) || (/[a-z]/.test(a) && /[a-z]/.test(b)) || (/[A-Z]/.test(a) && /[A-Z]/.test(b));
    if (!same || a > b) return all;
    ranges++;
    return '';
  });
  return ranges > 0 && rest.length <= 2 && /^[\w.]*$/.test(rest);
}

/**
 * A name in brackets standing for a value (`[owner-name]`, `[your_token]`,
 * `[host]`): letters, digits, `-`, `_` and `.`, with a letter that is no hex
 * digit, so that no IPv6 or IPvFuture literal (§3.2.2: `[::1]`, `[v1.x]`,
 * `[dead]`) is one.
 */
function isBracketName(inner: string): boolean {
  // Words joined as a query encodes spaces: `?title=Logo%3A+[insert+name]` (an issue link's title to fill in).
  return /^[A-Za-z][\w.-]*(?:(?:\+|%20)[A-Za-z][\w.-]*)*$/.test(inner) && /[G-Zg-z_-]/.test(inner) && !/^v[0-9A-Fa-f]+\./.test(inner);
}

/**
 * An optional part of a syntax summary (`tcp://[username][:password]@host.domain[:port]`): a `:` and a name of two
 * characters or more in brackets, or such a name and the `@` after it (`[user@]host`), where an IP literal (§3.2.2) never starts with one colon and a letter (`u[:p]@h`,
 * one letter, is as likely a password's own brackets).
 */
function isOptionalPart(inner: string): boolean {
  // The user name before the `@` it would bring: `scheme://[user@]host[:port]/path`.
  if (inner.endsWith('@')) return inner.length > 2 && isBracketName(inner.slice(0, -1));
  return inner.length > 2 && inner.charCodeAt(0) === 0x3a && isBracketName(inner.slice(1));
}

/**
 * A group of a regular expression's match written in its replacement: `\0`…`\9` (sed, Chrome's and Firefox's
 * declarativeNetRequest `regexSubstitution`, Python's `re.sub`, Vim), and Python's `\g<1>`, `\g<name>`. A backslash is
 * never a URI's character (RFC 3986 §2), so where one is followed by a digit the text is a replacement, not a URI.
 */
const BACKREFERENCE = /\\(?:[0-9]|g<(\w{1,64})>)/y;

/** Empty braces as the whole value of a search term's parameter, at the end of the text read up to them (a `&`, `;` or `#` may follow). */
/** A URI whose path's last segment is `{}`, whole: a scheme, `//`, an authority, maybe more segments, then `/{}`. */
const EMPTY_SEGMENT = /^[A-Za-z][\w+.-]*:\/\/[^/?#{}\s]+(?:\/[^?#{}\s]*)?\/\{\}(?:[?#]|$)/;
const EMPTY_BLANK = /[?&;](?:q|query|search|search_query|searchTerm|s|term|text|keywords?|wd|p|k)=\{\}(?:[&;#]|$)/;

/**
 * A name between single `#`, in capitals (`#TICKET#`) or dotted as ColdFusion's scopes are (`#url.id#`), or any name
 * after a delimiter (nmap nselib/wsdd.lua:55, `'urn:uuid:#uuid#'`, which the script replaces with `gsub("#uuid#", …)`;
 * `HASH_LOWER`), the reference's
 * end or a delimiter after it: `#cross-site-scripting-xss#:~:text=…`, an anchor and a text fragment joined, stays a URI's.
 * Two characters at least: `#C#` (Wikipedia's section on C#, a second `#` the fragment may not hold) is a language's name.
 */
const HASH_NAME = /#([A-Z_][A-Z0-9_]{1,63}|[A-Za-z_]\w{0,31}(?:\.[A-Za-z_]\w{0,31}){1,3})#(?=$|[/?&;=.,)])/y;
/**
 * Any other name between single `#` as a whole value, after a delimiter (`urn:uuid:#uuid#`); after a value, a fragment
 * that holds a `#` (yt-dlp's test URL `…&tkn=3648#lst#`) stays the URI's.
 */
const HASH_LOWER = /#([A-Za-z_]\w{1,31})#(?=$|[/?&;=.,)])/y;
const HASH_LOWER_AFTER = /[:/=?&]/;

/**
 * A number's digits masked with `#`, three or more, a whole segment or value: `issues/######` (odin's PROPOSAL-PROCESS.md,
 * "Discussion at https://github.com/odin-lang/Odin/issues/######"), `?id=####`; the mask of `NNNN` and `XXXX`, which a
 * URI may hold as written. Two, or a name after them, stay the `#` a fragment may not hold (`a##b`).
 */
const HASH_MASK = /#{3,}(?=$|[/?&;.,)\]])/y;

/** A TeX macro's parameter: `#1`…`#9`, its `#` doubled once per definition it is nested in (`##2`). */
const TEX_PARAMETER = /#{1,8}[1-9]/y;

/**
 * A `format` directive of Racket (`~a`, `~s`, `~v`, `~e`, `~c`, `~b`, `~o`, `~x`, `~n`, `~%`, `~~`), Scheme (SRFI 28's
 * `~a`, `~s`) and Common Lisp (`~D`, `~R`, `~F`, `~W`…, with prefix parameters and modifiers: `~10,'0D`, `~:@R`; its
 * iteration and conditionals `~{…~}`, `~[…~]`, `~^`). A letter directive not before a letter or digit: `/~alice/` is
 * a user's folder.
 */
const TILDE_DIRECTIVE = /~(?:(?:[+-]?\d{1,4}|'.|[vV#])?(?:,(?:[+-]?\d{1,4}|'.|[vV#])?){0,4})[:@]{0,2}(?:[aAsSvVeEcCbBoOxXdDrRfFgGwWpPiItT%&~n$](?![A-Za-z0-9])|[{}[\]()<>^;*?|_])/y;

const ROUTE = /:[A-Za-z_][A-Za-z0-9_]{0,63}(?=$|[/.?#&;-])/y;

/**
 * The end of a `$` expression at `i`, or -1: `${…}`, `$(…)`, `$NAME`, or in an
 * interpolating string a shell's positional or special parameter (`$1`, `$@`). A
 * name in capitals always (`$NODE_IP`); in lower case only in an
 * interpolating string or in the host (`https://$host$request_uri`),
 * since a path may hold `$` as is (§3.3: OData's `/$metadata`); never
 * before `=` (a parameter named `$filter`); in the user information only
 * as a whole user name or password (`user:$PASS@`), since a password may
 * hold a `$` (`pa$$word`).
 */
function dollarEnd(text: string, i: number, options: ScanOptions, authority: Authority): number {
  const next = text.charCodeAt(i + 1);
  if (next === 0x7b) {
    const end = balancedEnd(text, i + 1, 0x7b, 0x7d);
    return end < 0 ? goesOnBelow(text, i, options, 'dollar') : end;
  }
  if (next === 0x28) return balancedEnd(text, i + 1, 0x28, 0x29);
  // A shell's positional and special parameters (`"http://127.0.0.1:$1/"` in a function), in an interpolating string;
  // elsewhere a match's group in a replacement (`$1`, `$0`, `$&`: JavaScript's `replace`, Apache's and nginx's
  // rewrites), in the authority only, where no price or other text (`?price=$5`) stands.
  // …or right after the scheme's colon and slashes, where a rewrite's group brings the authority (`https:/$2…`, the
  // second group holding `/www.`: a redirect extension's rule).
  const afterScheme = /^[A-Za-z][A-Za-z0-9+.-]*:\/{0,2}$/.test(text.slice(0, i));
  const special = options.interpolation === 'dollar' ? isSpecialParameter(next)
    : (i >= authority.start && i < authority.end && isGroup(next, text.charCodeAt(i + 2)))
      // …or as a `data:` URI's whole data (`'src="data:image/jpeg;base64,$1"'`, a replacement that puts the match's
      // base64 in), where no price stands either.
      || (i + 2 === text.length && isGroup(next, NaN) && /^data:[^,]*,$/i.test(text.slice(0, i)))
      // There one digit is the group, whatever follows (`https:/$25qlhz…onion`: `$2`, then the host's name).
      || (afterScheme && next >= 0x30 && next <= 0x39);
  const m = special ? null : at(DOLLAR_NAME, text, i);
  if (m === null && !special) return -1;
  const end = m === null ? i + 2 : i + m[0].length;
  const after = text.charCodeAt(end);
  if (after === 0x3d) return -1;
  // Where the scheme goes (`$scheme://host`, `http$S://`): no scheme holds a `$` (RFC 3986 §3.1), so a variable's value stands there.
  if (m !== null && authority.start === 0 && text.startsWith('://', end) && /^[A-Za-z0-9+.-]*$/.test(text.slice(0, i))) return end;
  if (i >= authority.start && i < authority.host) {
    const whole = /[/:]/.test(text[i - 1] ?? '') && (after === 0x3a || after === 0x40);
    return whole ? end : -1;
  }
  if (m === null) return end;
  // Doxygen's header and footer templates: `$relpath^tabs.css`, the `^` ending the marker it replaces.
  if (after === 0x5e && /^\$[a-z]+$/.test(m[0])) return end + 1;
  const capitals = /^\$(?:\.\.\.)?[A-Z_][A-Z0-9_]*$/.test(m[0]);
  const inHost = i >= authority.host && i < authority.end;
  return capitals || inHost || options.interpolation === 'dollar' ? end : -1;
}

/**
 * An index after a `$` variable: digits, maybe a slice of them (`[5:]`, `[:3]`, `[1:2]`), a quoted key (`['key']`,
 * `["k"]`) or a name (`[$i]`, `[key]`); not `[:port]`, a synopsis's optional port.
 */
const DOLLAR_INDEX = /\[(?:-?\d{1,9}(?::-?\d{0,9})?|:-?\d{1,9}|'[\w.-]{1,64}'|"[\w.-]{1,64}"|\$?[A-Za-z_]\w{0,63})\]/y;

/** A variable's name; semgrep's ellipsis metavariable too (`$...PASSWORD`: any run of arguments, in its patterns). */
const DOLLAR_NAME = /\$(?:\.\.\.(?=[A-Z_]))?[A-Za-z_][A-Za-z0-9_]{0,63}/y;

/**
 * A substitution reference, `|name|`, as Docutils' inline markup recognition rules read one in a URI: no space inside
 * its bars, what follows the closing one a punctuation mark (`|version|/x`) or the end; what comes before the opening
 * one a delimiter or an opener (`/`, `-`, `:`, `(`…), `SUBSTITUTION_BEFORE`.
 */
const SUBSTITUTION = /\|([^\s|](?:[^|\r\n]{0,126}[^\s|])?)\|(?=$|[-.,:;!?\\/'")\]}>_])/y;
const SUBSTITUTION_BEFORE = /['"<([{/:-]/;

/** `$0`…`$9` (not before another digit: `$10` is no group of a replacement's), `$&`: a match's group in a replacement. */
function isGroup(c: number, after: number): boolean {
  return ((c >= 0x30 && c <= 0x39) && !(after >= 0x30 && after <= 0x39)) || c === 0x26;
}

/** `$1`…`$9`, `$@`, `$*`, `$#`, `$?`, `$$`, `$!`: a shell's positional and special parameters (a digit after is text: `$10` is `$1` and `0`). */
function isSpecialParameter(c: number): boolean {
  return (c >= 0x31 && c <= 0x39) || c === 0x40 || c === 0x2a || c === 0x23 || c === 0x3f || c === 0x24 || c === 0x21;
}

/**
 * The end of the reference, when the interpolation `${`, `#{` or `{` at `i` opens an expression of the string it is in
 * (`interpolation`) that no `}` closes within the reference: the expression goes on past where the finder ended the
 * reference, on the next lines of a template literal (`` `…;base64,${btoa(\n  JSON.stringify(map))}` ``). Else -1.
 */
function goesOnBelow(text: string, i: number, options: ScanOptions, interpolation: Interpolation): number {
  return options.interpolation === interpolation && text.indexOf('}', i) < 0 ? text.length : -1;
}

/** Razor's and Twirl's statements that take a condition in parentheses, then a block. */
const AT_STATEMENT = /@(?:if|for|foreach|while|switch|match|defining|using)[ \t]*(?=\()/y;
/** A name of an `@` expression. */
const AT_NAME = /@[A-Za-z_]\w{0,63}/y;
/** A member's name after a dot. */
const MEMBER = /\.[A-Za-z_]\w{0,63}/y;
/** `else`, `else if`, between blocks. */
const ELSE = /[ \t]*else(?:[ \t]+if[ \t]*(?=\())?[ \t]*/y;

/**
 * The end of Razor's or Twirl's expression at the `@` at `i` (in markup whose row reads `markup-at`), or -1: `@(expr)`,
 * `@{code}`, `@if(cond){…} else {…}` (and Twirl's `@for`, `@defining`), or a name then members, calls and indexes
 * (`@helpers.url(repository)`, `@account.mailAddress`, `@Model.Items[0].Url`); `@@` is an escaped `@`, no expression.
 * An `@` after a letter or digit is an e-mail address's (Razor's rule), but before `(`; for the caller to tell.
 */
export function atExpressionEnd(text: string, i: number): number {
  const next = text.charCodeAt(i + 1);
  if (next === 0x28) return balancedEnd(text, i + 1, 0x28, 0x29);
  if (next === 0x7b) return balancedEnd(text, i + 1, 0x7b, 0x7d);
  const statement = at(AT_STATEMENT, text, i);
  if (statement !== null) {
    let end = balancedEnd(text, i + statement[0].length, 0x28, 0x29);
    if (end < 0) return -1;
    for (;;) {
      let k = end;
      while (text.charCodeAt(k) === 0x20 || text.charCodeAt(k) === 0x09) k++;
      if (text.charCodeAt(k) !== 0x7b) return end;
      const block = balancedEnd(text, k, 0x7b, 0x7d);
      if (block < 0) return end;
      end = block;
      const otherwise = at(ELSE, text, end);
      if (otherwise === null) return end;
      const after = end + otherwise[0].length;
      if (text.charCodeAt(after) === 0x28) {
        const cond = balancedEnd(text, after, 0x28, 0x29);
        if (cond < 0) return end;
        end = cond;
      } else if (text.charCodeAt(after) !== 0x7b) return end;
      else end = after;
    }
  }
  const name = at(AT_NAME, text, i);
  return name === null ? -1 : chainEnd(text, i + name[0].length);
}

/** Past a name's members, calls and indexes from `end` (`.url(repository)`, `['key']`, `.Items[0].Url`), up to 32 of them. */
function chainEnd(text: string, end: number): number {
  for (let parts = 0; parts < 32; parts++) {
    const c = text.charCodeAt(end);
    const member = c === 0x2e ? at(MEMBER, text, end) : null;
    const close = c === 0x28 ? balancedEnd(text, end, 0x28, 0x29) : c === 0x5b ? balancedEnd(text, end, 0x5b, 0x5d) : -1;
    if (member !== null) end += member[0].length;
    else if (close > 0) end = close;
    else break;
  }
  return end;
}

/** A name after `$`, maybe after Templetor's `:` (its output not escaped) or Velocity's `!` (quiet when undefined). */
const CHAIN_NAME = /\$[:!]?[A-Za-z_]\w{0,63}/y;

/**
 * The end of a `$` expression of a template language whose placeholders are Python's or Java's expressions (in markup
 * whose row reads `markup-dollar`), or -1: web.py's Templetor (`$page.key`, `$changequery(m='history', _path=path)`,
 * `$follow['subscriber']`, `$(a + b)`, `$:render_template(...)`: openlibrary's templates), Cheetah (`$var.attr`,
 * `${var}`), Velocity (`$link.setRelative('x')`, `$!name`). `$$` is a written `$`, no expression.
 */
export function dollarChainEnd(text: string, i: number): number {
  const next = text.charCodeAt(i + 1);
  if (next === 0x28) return balancedEnd(text, i + 1, 0x28, 0x29);
  if (next === 0x7b) return balancedEnd(text, i + 1, 0x7b, 0x7d);
  if (next === 0x24 || (i > 0 && text.charCodeAt(i - 1) === 0x24)) return -1;
  const name = at(CHAIN_NAME, text, i);
  return name === null ? -1 : chainEnd(text, i + name[0].length);
}

/** The match of the sticky `re` at `i`, reading no further than it must. */
function at(re: RegExp, text: string, i: number): RegExpExecArray | null {
  re.lastIndex = i;
  return re.exec(text);
}

/** Just past the `close` that balances the `open` at `i`, on the same line and within reach; or -1. */
export function balancedEnd(text: string, i: number, open: number, close: number): number {
  let depth = 0;
  const stop = Math.min(text.length, i + MAX_SPAN);
  for (let j = i; j < stop; j++) {
    const c = text.charCodeAt(j);
    if (c === open) depth++;
    else if (c === close && --depth === 0) return j + 1;
    else if (c === 0x0a || c === 0x0d) return -1;
  }
  return -1;
}

/** Where the authority of `scheme://…` starts, its host starts (after the last `@`) and it ends; all 0 without one. */
interface Authority {
  start: number;
  host: number;
  end: number;
}

function authoritySpan(text: string): Authority {
  const m = /^[A-Za-z][A-Za-z0-9+.-]*:\/\//.exec(text);
  if (m === null) return { start: 0, host: 0, end: 0 };
  const start = m[0].length;
  const rest = text.slice(start).search(/[/?#]/);
  const end = rest < 0 ? text.length : start + rest;
  const at = text.lastIndexOf('@', end - 1);
  return { start, host: at >= start ? at + 1 : start, end };
}

/** The identifiers an expression names (`.Values.host` → `Values.host`), in order, without repeats. */
function names(body: string): string[] {
  const out: string[] = [];
  for (const m of body.matchAll(/[A-Za-z_][\w]*(?:\.[A-Za-z_]\w*)*/g)) if (!out.includes(m[0])) out.push(m[0]);
  return out;
}

/**
 * The end of a template span that may hold spaces and quotes, starting at
 * `i`: `{{ … }}`, `{% … %}`, `${ … }`, `$( … )`, curl's `%repeat[30 x a]%` or
 * labelled globs (`{<n>a,b}`, `[<n>1-9]`) closed on the same line; or -1. The
 * finder keeps such a span whole inside a URI (`http://{{ .Values.host }}/x`).
 * Inside quotes `quote` (a string of code), also any `{…}` balanced on the
 * line that holds no such quote: an interpolated expression
 * (`f'ws://h:{st["p"]}/'`, `f'https://{a(b, c)}/x'`).
 */
export function templateSpanEnd(text: string, i: number, quote = -1): number {
  const c = text.charCodeAt(i);
  const next = text.charCodeAt(i + 1);
  if (c === 0x7b || c === 0x5b) {
    const worded = wordedAuthorityEnd(text, i);
    if (worded > 0) return worded;
  }
  if (c === 0x25) {
    const macro = at(PERCENT_MACRO, text, i);
    return macro === null ? -1 : i + macro[0].length;
  }
  // curl's labelled globs, whose `<label>` would end a URI in prose: `{<number>one,two}`, `[<range>1-100]`.
  if ((c === 0x7b || c === 0x5b) && next === 0x3c) {
    const glob = at(c === 0x7b ? GLOB_ALTERNATIVES : LABELLED_RANGE, text, i);
    return glob === null ? -1 : i + glob[0].length;
  }
  if (c === 0x24 && next === 0x7b) return balancedEnd(text, i + 1, 0x7b, 0x7d);
  // Julia's `$(…)` and a shell's command substitution hold code, quotes too: `"https://$(ENV["HOST"])/x"` is one string.
  if (c === 0x24 && next === 0x28) return balancedEnd(text, i + 1, 0x28, 0x29);
  if (c !== 0x7b) return -1;
  if (next === 0x7b) {
    const triple = text.charCodeAt(i + 2) === 0x7b ? closeOnLine(text, i + 3, '}}}') : -1;
    return triple > 0 ? triple : closeOnLine(text, i + 2, '}}');
  }
  if (next === 0x25 && /^[\s-]/.test(text[i + 2] ?? '')) return closeOnLine(text, i + 2, '%}');
  // Ruby's, Crystal's, Elixir's `#{…}` holds code, quotes and spaces too: `"https://#{ENV["HOST"]}/x"` is one string,
  // and so is one the finder reads as running text (a `%(…)` literal, a here-document: `%(https://x/?v=#{id = node.attr 'target'})`).
  if (i > 0 && text.charCodeAt(i - 1) === 0x23) return balancedEnd(text, i, 0x7b, 0x7d);
  // Glued to the URI before it (not ` {` opening a block), and holding no quote of its string nor an escape.
  if (i === 0 || text.charCodeAt(i - 1) <= 0x20) return -1;
  // A call alone in braces (`{parse.quote(path, safe='')}`): an f-string's expression, its spaces and quotes the
  // code's, in any text that shows the string (glances' docs/_static/glances-flame.html, Python's source in a flame
  // graph's data, `f\"http+unix://{parse.quote(path, safe=\u0027\u0027)}\"`). No RFC 6570 expression holds a `(` (§2.3).
  // More after the call (`{int(port) + i}`) is left to the template's reading of an expression cut at its space.
  if (quote < 0) {
    const call = at(CALL_IN_BRACES, text, i);
    const args = call === null ? -1 : balancedEnd(text, i + call[0].length - 1, 0x28, 0x29);
    return args > 0 && text.charCodeAt(args) === 0x7d ? args + 1 : -1;
  }
  const end = balancedEnd(text, i, 0x7b, 0x7d);
  // A quote of its string inside is the string's end, but in pairs inside a call's parentheses: the string around is
  // an f-string of the other quote, and the braces hold code (`f"<a href='https://x/{args.get('param')}/path'>"`).
  let parens = 0;
  let quotes = 0;
  for (let j = i; j < end; j++) {
    const c = text.charCodeAt(j);
    if (c === 0x28) parens++;
    else if (c === 0x29) parens--;
    else if (c === 0x5c || (c === quote && parens <= 0)) return -1;
    else if (c === quote) quotes++;
  }
  return quotes % 2 === 0 ? end : -1;
}

/**
 * What a placeholder of words in braces is glued to: a segment's `/`, a query's `?`, `&` or `=`, a fragment's `#`, a
 * password's or host's `:` or `@`, another placeholder's `}` (grpc-go's `xdstp://[{authority}]/{resource
 * type}/{id/*}?{context parameters}{#processing directive,*}`, a doc comment's grammar).
 */
const GLUED_BEFORE: ReadonlySet<number> = new Set([0x2f, 0x3d, 0x3a, 0x40, 0x3f, 0x26, 0x23, 0x7d]);

/**
 * Words in braces or brackets, spaces between them: `{member IP address:port}`, `[YOUR HOSTNAME]`; in braces maybe led
 * by an RFC 6570 operator and ending in a list's `,*` (`{#processing directive,*}`): RFC 6570 writes no space (§2.3).
 */
const WORDED = /(?:\{[#+./;?&]?[A-Za-z][\w.-]{0,63}(?:[ :][\w.*,-]{1,64}){0,7} [\w.*,-]{1,64}(?::[\w.-]{1,64})?\}|\[[A-Za-z][\w.-]{0,63}(?: [\w.-]{1,64}){1,8}\])/y;

/**
 * The end of an authority written as words (`http://{member IP address:port}/x`, `https://[YOUR HOSTNAME]/<path>`)
 * at `i`, right after `://`, or -1: a placeholder a reader fills in, its spaces and all. No IP literal (§3.2.2) holds a
 * space, and a URI Template's expression holds none either (RFC 6570 §2.3).
 */
function wordedAuthorityEnd(text: string, i: number): number {
  const before = text.charCodeAt(i - 1);
  // Words in braces as a whole segment or a query's value (`/{volume ID}`, `?tripID={whatever you want}`), or as the
  // password or host after a user's (`azureservicebus://{SAS policy name}:{SAS key}@{ServiceBus Namespace}`), or the
  // query after its `?`: braces glued to a URI's delimiter (`GLUED_BEFORE`) hold no sentence's words.
  if (text.charCodeAt(i) === 0x7b && i > 0 && GLUED_BEFORE.has(before)) return wordedEnd(text, i);
  if (i < 3 || before !== 0x2f || text.charCodeAt(i - 2) !== 0x2f || text.charCodeAt(i - 3) !== 0x3a) return -1;
  return wordedEnd(text, i);
}

/**
 * The end of words in braces or brackets at `i` (`{volume ID}` of `aws://{region}/{volume ID}`), or -1: a placeholder
 * anywhere a reference holds one, once the reference is delimited (a YAML value, a string). The finder keeps one
 * whole in running text only right after `://`.
 */
function wordedEnd(text: string, i: number): number {
  const m = at(WORDED, text, i);
  return m === null ? -1 : i + m[0].length;
}

/** The end of `close` after `from`, within `MAX_SPAN` characters, line breaks and all; or -1. */
function closeWithin(text: string, from: number, close: string, within = MAX_SPAN): number {
  const at = text.indexOf(close, from);
  return at >= 0 && at - from <= within ? at + close.length : -1;
}

function closeOnLine(text: string, from: number, close: string): number {
  const stop = Math.min(text.length - close.length + 1, from + MAX_SPAN);
  for (let j = from; j < stop; j++) {
    const c = text.charCodeAt(j);
    if (c === close.charCodeAt(0) && text.startsWith(close, j)) return j + close.length;
    if (c === 0x0a || c === 0x0d) return -1;
  }
  return -1;
}
