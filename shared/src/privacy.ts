/**
 * RFC 3986 §3.2.1: a password in userinfo must not be shown. Every text the
 * server and the CLI show (messages, hovers, code action titles, link
 * targets, logs, `uri-lint parse`) that could hold one passes through here.
 *
 * What counts as a password is decided by structure, not only by the parse
 * (`secretSpans`): a password written with an unencoded `#`, `/` or `?`
 * (`postgres://admin:Hunter2#xyz@db.example.com/app`) parses as a port
 * `Hunter2` and a fragment `xyz@db…`, yet its writer meant a password. So
 * wherever an `@` follows a `user:` in the same reference, the text between
 * the `:` and that `@` is treated as a possible secret, in the authority, in
 * an opaque URI (`sip:alice:secret@host`, RFC 3261 §19.1.1), after any
 * `://` (`jdbc:mysql://u:p@h`, a URI nested in a query), and in the
 * percent-decoded text (`?next=ftp%3A%2F%2Fu%3Ap%40h`). And a `user:pw@`
 * written without its scheme, within one path segment or the fragment (a
 * relative link `./alice:pw@host/a.md`, `page.md#alice:pw@host`, a `user:pw@host`
 * whose `user` reads as a scheme nobody registered), which a message quoting
 * the path or the fragment, or a resolved target, would show.
 */
import { isRegisteredScheme } from './scheme-registry';
import { MESSAGE_REACH, problemUnit } from './messages';
import { parse } from './parse';
import { percentDecode } from './percent';
import type { Components, ParseResult, UriError } from './types';

/** What a password is shown as. */
export const PASSWORD_MASK = '••••';

/** A span of UTF-16 offsets, end exclusive. */
export interface Span {
  start: number;
  end: number;
}

/**
 * Where `text` may hold a password, in text order, never overlapping: the
 * parsed password, and each run between the `:` of a `user:` and the last
 * `@` before the next `://` (the password may hold `#`, `/`, `?` or `@`).
 */
export function secretSpans(text: string, given?: ParseResult): Span[] {
  // Every password ends at an `@`, written or encoded: most references need no parse to know they hold none.
  if (!text.includes('@') && !/%40/i.test(text)) return [];
  const parsed = given ?? parse(text);
  const spans = structuralSpans(text, parsed);
  const password = parsed.ranges.password;
  if (password && password.end > password.start) spans.push({ start: password.start, end: password.end });
  const token = credentialUser(text, parsed);
  if (token) spans.push(token);
  if (text.includes('%')) spans.push(...decodedSpans(text));
  return merged(spans);
}

/**
 * The tokens a forge issues, which a URL carries as its user name: GitHub's (`ghp_`, `gho_`, `ghu_`, `ghs_`, `ghr_`,
 * `github_pat_`) and GitLab's personal, deploy and CI job tokens (`glpat-`, `gldt-`, `glcbt-`).
 */
const TOKEN_USER = /^(?:gh[pousr]_[A-Za-z0-9]{20,}|github_pat_\w{20,}|gl(?:pat|dt|cbt)-[\w-]{20,})$/;

/**
 * The user name of the userinfo when it is the credential, not a name: a forge's token
 * (`https://ghp_…@github.com/o/r.git`), or any token before GitHub's fixed password
 * (`https://<40 hex>:x-oauth-basic@github.com/`). A template's expression (`$GITHUB_TOKEN`) is no secret.
 */
export function credentialUser(text: string, parsed: ParseResult): Span | undefined {
  const { user, password } = parsed.ranges;
  if (!user || user.end - user.start < 20) return undefined;
  const name = text.slice(user.start, user.end);
  const oauth = password !== undefined && text.slice(password.start, password.end) === 'x-oauth-basic' && /^\w{20,}$/.test(name);
  return oauth || TOKEN_USER.test(name) ? { start: user.start, end: user.end } : undefined;
}

/** Where a userinfo may begin: the authority, an opaque URI's path, after each `://`. */
function userinfoStarts(text: string, parsed: ParseResult): number[] {
  const starts: number[] = [];
  if (parsed.ranges.authority) starts.push(parsed.ranges.authority.start);
  else if (parsed.ranges.scheme) starts.push(parsed.ranges.scheme.end + 1);
  for (let i = text.indexOf('://'); i >= 0; i = text.indexOf('://', i + 3)) starts.push(i + 3);
  return starts;
}

function structuralSpans(text: string, parsed: ParseResult): Span[] {
  if (!text.includes('@')) return [];
  const spans: Span[] = [];
  for (const start of userinfoStarts(text, parsed)) {
    const span = passwordAfter(text, start);
    if (span) spans.push(span);
  }
  spans.push(...segmentSpans(text, parsed));
  return spans;
}

/**
 * The `user:pw@` within one path segment of a relative reference, within
 * the fragment, or at the start of an opaque URI whose
 * scheme is registered by nobody (`alice:pw@host`): `:` then the segment's
 * last `@`. Not in the path of a registered opaque URI (`urn:a:b@c`).
 */
function segmentSpans(text: string, parsed: ParseResult): Span[] {
  const spans: Span[] = [];
  const { scheme, authority, path, fragment } = parsed.ranges;
  const opaque = scheme !== undefined && authority === undefined;
  if (opaque && !isRegisteredScheme(text.slice(scheme.start, scheme.end))) {
    const span = inSegment(text, 0, segmentEnd(text, 0, path.end));
    if (span) spans.push(span);
  }
  // A relative reference's segments only: in an absolute URI's path, `a:b@c` is a path (its password is the authority's).
  if (scheme === undefined) {
    for (let s = path.start; s < path.end;) {
      const e = segmentEnd(text, s, path.end);
      const span = inSegment(text, s, e);
      if (span) spans.push(span);
      s = e + 1;
    }
  }
  if (fragment) {
    const span = inSegment(text, fragment.start, fragment.end);
    if (span) spans.push(span);
  }
  return spans;
}

/** The end of the segment starting at `s`: its `/`, or `end`. */
function segmentEnd(text: string, s: number, end: number): number {
  const slash = text.indexOf('/', s);
  return slash < 0 || slash > end ? end : slash;
}

/** The text between the first `:` and the last `@` of `text[s, e)`, when both are there in that order with something between. */
function inSegment(text: string, s: number, e: number): Span | undefined {
  const colon = text.indexOf(':', s);
  if (colon < 0 || colon >= e) return undefined;
  const at = text.lastIndexOf('@', e - 1);
  return at > colon + 1 && at < e ? { start: colon + 1, end: at } : undefined;
}

/** A port (RFC 3986 §3.2.3, at most five digits here) and the `/` of the path after it. */
const PORT_THEN_PATH = /^[0-9]{1,5}\//;

/**
 * The possible password of a userinfo that begins at `start`: after the
 * first `:` of a user name (which holds no `/`, `?`, `#` or `[`: a path, a
 * query, a fragment or an IP literal came first), up to the last `@` before
 * the next `://` that does not follow a `/`.
 */
function passwordAfter(text: string, start: number): Span | undefined {
  let colon = -1;
  for (let i = start; i < text.length && colon < 0; i++) {
    const ch = text[i];
    if (ch === ':') colon = i;
    else if (ch === '/' || ch === '?' || ch === '#' || ch === '[') return undefined;
  }
  // `scheme://` nested in an opaque URI (`jdbc:mysql://u:p@h`) is no `user:`; its own `://` is a start.
  if (colon < 0 || text.startsWith('//', colon + 1)) return undefined;
  const next = text.indexOf('://', colon + 1);
  let at = text.lastIndexOf('@', next < 0 ? text.length : next);
  // `/@` begins a path segment (an npm scope, `http://localhost:4873/@babel/core`; a Mastodon handle), not a host.
  while (at > colon + 1 && text[at - 1] === '/') at = text.lastIndexOf('@', at - 1);
  // A port and a path that holds an `@` (`http://localhost:3000/users/me@example.com`) is far likelier than a
  // password of digits then `/`: reading it as a password would mask the URL and take its link and fixes. Not when
  // a `?` or `#` comes before the `@` (`admin:2024#x@host`, whose normal form is `admin:2024/#x@host`).
  if (at > colon + 1 && PORT_THEN_PATH.test(text.slice(colon + 1, at)) && !/[?#]/.test(text.slice(colon + 1, at))) return undefined;
  return at > colon + 1 ? { start: colon + 1, end: at } : undefined;
}

/** The spans found in the text with its ASCII percent-encodings decoded, mapped back to `text`. */
function decodedSpans(text: string): Span[] {
  let decoded = '';
  const origin: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const hex = text[i] === '%' ? text.slice(i + 1, i + 3) : '';
    if (/^[0-7][0-9A-Fa-f]$/.test(hex)) {
      decoded += String.fromCharCode(parseInt(hex, 16));
      origin.push(i);
      i += 2;
    } else {
      decoded += text[i];
      origin.push(i);
    }
  }
  origin.push(text.length);
  if (decoded === text) return [];
  return structuralSpans(decoded, parse(decoded)).map((s) => ({ start: origin[s.start]!, end: origin[s.end]! }));
}

function merged(spans: Span[]): Span[] {
  spans.sort((a, b) => a.start - b.start);
  const out: Span[] = [];
  for (const span of spans) {
    const last = out[out.length - 1];
    if (last && span.start <= last.end) last.end = Math.max(last.end, span.end);
    else out.push({ ...span });
  }
  return out;
}

/**
 * `target`, resolved from the reference `text` (RFC 3986 §5.2, which keeps
 * a segment's characters), with every possible password of either masked:
 * a relative path's `alice:pw@host` segment is one in the reference, not in
 * the absolute target.
 */
export function maskResolved(target: string, text: string, parsed?: ParseResult): string {
  let out = maskPassword(target);
  for (const { start, end } of secretSpans(text, parsed)) out = out.split(text.slice(start, end)).join(PASSWORD_MASK);
  return out;
}

/** `text` with each possible password (`secretSpans`) replaced by `••••`. */
export function maskPassword(text: string, parsed?: ParseResult): string {
  return maskSpans(text, secretSpans(text, parsed), 0);
}

/** `text`, which starts at `offset` of a reference, with its part of `spans` shown as `••••`. */
function maskSpans(text: string, spans: readonly Span[], offset: number): string {
  let out = '';
  let from = 0;
  for (const { start, end } of spans) {
    const s = Math.max(start - offset, from);
    const e = Math.min(end - offset, text.length);
    if (e <= s) continue;
    out += text.slice(from, s) + PASSWORD_MASK;
    from = e;
  }
  return out + text.slice(from);
}

/** The components of `text` as shown: each part of a possible password `••••`. */
export function maskedComponents(text: string, parsed: ParseResult): Components {
  const spans = secretSpans(text, parsed);
  const out: Components = { ...parsed.components };
  if (spans.length === 0) return out;
  const shown = out as unknown as Record<string, string | undefined>;
  for (const [name, range] of Object.entries(parsed.ranges)) {
    const value = shown[name];
    if (typeof value === 'string' && range && range.end - range.start === value.length) shown[name] = maskSpans(value, spans, range.start);
  }
  return out;
}

/**
 * True when `text` holds a possible password the parse did not read as one (`user:pa#ss@host`); the password it read
 * and a forge's token that is the user name (`credentialUser`) are known, not hidden.
 */
export function hasHiddenPassword(text: string, parsed: ParseResult): boolean {
  const known = [parsed.ranges.password, credentialUser(text, parsed)];
  return secretSpans(text, parsed).some((s) => !known.some((k) => k !== undefined && s.start === k.start && s.end === k.end));
}

/**
 * `text` without the `:password` of its userinfo, for a link target that no tooltip may show; the user name stays,
 * unless it is the credential (`credentialUser`): then the userinfo goes with its `@`.
 */
export function withoutPassword(text: string, parsed?: ParseResult): string {
  // Parsed only when it may hold a password (`secretSpans`): a document's URI, a base, most references hold none.
  let out = '';
  let from = 0;
  let user = false;
  for (const { start, end } of secretSpans(text, parsed)) {
    // A password follows its `:`; a token that is the user name starts the userinfo.
    const colon = text.charCodeAt(start - 1) === 0x3a;
    out += text.slice(from, colon ? start - 1 : start);
    if (!colon) user = true;
    from = end;
  }
  if (user && text.charCodeAt(from) === 0x40) from++;
  return out + text.slice(from);
}

/** True when `[start, end)` shares a character with a possible password of `text` (an empty span inside one counts). */
export function touchesPassword(text: string, parsed: ParseResult, start: number, end: number): boolean {
  return secretSpans(text, parsed).some((s) => (end > start ? start < s.end && end > s.start : start > s.start && start < s.end));
}

/**
 * The core's message for `error`, unless the text it quotes (the unit that
 * holds the offending characters, shared `problemUnit`) shares a character
 * with a possible password.
 */
export function safeMessage(error: UriError, text: string, parsed: ParseResult): string {
  const unit = problemUnit(text, parsed.ranges, { code: error.code, rule: error.rule, parts: [error] }, MESSAGE_REACH);
  if (!touchesPassword(text, parsed, Math.min(unit.start, error.start), Math.max(unit.end, error.end))) return error.message;
  return hiddenMessage(error.code, error.rule);
}

/** A message that names the problem without quoting the characters of a password. */
export function hiddenMessage(code: string, rule?: string): string {
  const what = rule ? `breaks the ${rule} rule` : `is reported as ${code}`;
  return `What may be a password ${what}: not shown here; take the password out of the URI`;
}

/**
 * `findings` of the reference `text`, each message that quotes (in `"…"`,
 * as every rule and the core quote) part of a possible password replaced by
 * a message that names the problem without it. Every rule's findings pass
 * here: a rule that quotes a component (a port, a fragment, a mailto
 * address) cannot know it holds a password.
 */
export function withSafeMessages<F extends { code: string; message: string; start: number; end: number; target?: string }>(text: string, parsed: ParseResult, findings: F[]): F[] {
  if (findings.length === 0) return findings;
  const spans = secretSpans(text, parsed);
  if (spans.length === 0) return findings;
  const secrets = spans.map((s) => text.slice(s.start, s.end));
  const pieces = secrets.flatMap(piecesOf);
  const touches = (f: F) => spans.some((s) => (f.end > f.start ? f.start < s.end && f.end > s.start : f.start > s.start && f.start < s.end));
  // What a message shows of a reference it quotes; a piece too short to be told apart from other text counts when the finding is about its characters.
  const shows = (f: F, shown: string) => pieces.some((p) => shown.includes(p)) || (touches(f) && secrets.some((secret) => partsOf(secret).some((p) => shown.includes(p))));
  const leaks = (f: F) => [...f.message.matchAll(/"([^"]*)"/g)].some(([, quoted]) => shows(f, quoted!));
  // A finding's target (a link's resolved path, decoded) is kept with it, never shown: one that holds a part of the
  // password is left out all the same.
  const targetLeaks = (f: F) => f.target !== undefined && (shows(f, f.target) || secrets.some((secret) => f.target!.includes(percentDecode(secret))));
  return findings.map((f) => {
    const safe = leaks(f) ? { ...f, message: hiddenMessage(f.code) } : f;
    if (!targetLeaks(safe)) return safe;
    const { target: _, ...untargeted } = safe;
    return untargeted as F;
  });
}

/** The secret and its parts between the delimiters a parse splits it at. */
function partsOf(secret: string): string[] {
  return [secret, ...secret.split(/[#/?@:%[\]]/)].filter((p) => p.length > 0);
}

/** The parts of a secret long enough to be told apart from prose. */
function piecesOf(secret: string): string[] {
  return partsOf(secret).filter((p) => p.length >= 3);
}

/** A run of non-blank characters that starts with a scheme or `//`: a URI in a log line or a message. */
const URI_IN_PROSE = /(?:[A-Za-z][A-Za-z0-9+.-]*:|\/\/)[^\s"'<>`]+/g;

/** `message` with the password of every URI it names masked: a document's URI in a log line, a pattern in a warning. */
export function maskPasswordsIn(message: string): string {
  if (!message.includes('@') && !/%40/i.test(message)) return message;
  return message.replace(URI_IN_PROSE, (uri) => maskPassword(uri));
}
