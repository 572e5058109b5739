/**
 * The core's ABNF violations, one finding per code and component. Two kinds
 * are left to other rules: the non-ASCII characters of an IRI (rules/iri.ts)
 * and invisible characters (rules/security.ts), so no character is reported
 * twice.
 */
import { ERROR_CODES, componentAt, overlapsExpression, problemMessage, problemUnit } from '@uri-lint/shared';
import type { ErrorCode, ParseResult, Problem, UriError } from '@uri-lint/shared';
import type { Settings } from '../../contract/settings';
import type { AnalyzedReference } from '../analysis';
import { hiddenMessage, touchesPassword } from '@uri-lint/shared';
import { ENCODABLE_CODES, encodeFix } from '../fixes/encode';
import { contains } from '../spans';
import type { Span } from '../spans';
import { invisibleRuns } from '../unicode';
import { isIri } from './iri';
import { backslashSlashesRange } from './schemes/backslashes';
import { defineRule, rfc3986Href } from './types';
import { saidByLinkRule } from './wrapped';
import type { CodeDoc, CodeInfo, Finding, ReferenceContext } from './types';

/** Each syntax code's documentation (its page, docs/rules/<code>.md), beside the rule that reports it. */
const SYNTAX_DOCS: Record<ErrorCode, CodeDoc> = {
  'invalid-character': {
    why: 'RFC 3986 allows only the unreserved and reserved characters and percent-encoded octets (§2). A space, `"`, `<`, `>`, `\\`, `^`, `` ` ``, `{`, `|` or `}` is not a URI character: browsers and libraries each repair it differently or stop there, so the link breaks in some of them.',
    bad: 'Search: <https://example.com/search?q=a|b>\n',
    good: 'Search: <https://example.com/search?q=a%7Cb>\n',
  },
  'non-ascii-character': {
    why: 'A URI is ASCII only (RFC 3986 §2). A non-ASCII character in a reference that is not a valid IRI either (RFC 3987: here the space) is reported as an error with the other problems, to percent-encode as UTF-8; in an otherwise valid IRI it is reported as `iri` instead.',
    bad: 'Menu: <https://example.com/caf\u00e9 menu>\n',
    good: 'Menu: <https://example.com/caf%C3%A9%20menu>\n',
  },
  'invalid-percent-encoding': {
    why: 'A `%` starts a percent-encoded octet and must be followed by two hexadecimal digits (RFC 3986 §2.1). A lone `%` is read differently by every decoder; a literal percent sign is written `%25`.',
    bad: 'Discount: <https://example.com/offer?rate=50%>\n',
    good: 'Discount: <https://example.com/offer?rate=50%25>\n',
  },
  'invalid-scheme': {
    why: 'A scheme starts with a letter followed by letters, digits, `+`, `-` or `.` (RFC 3986 §3.1). Anything else before the first `:` means the text is not the URI it looks like.',
    bad: 'Open [the cache](cache_object://localhost/info).\n',
    good: 'Open [the cache](cache-object://localhost/info).\n',
  },
  'invalid-port': {
    why: 'A port is decimal digits only (RFC 3986 §3.2.3). A word there is usually a placeholder or a typo; clients reject the URI.',
    bad: 'The API is at <http://example.com:80a/v1>.\n',
    good: 'The API is at <http://example.com:80/v1>.\n',
  },
  'invalid-ipv6': {
    why: 'An IPv6 address in a URI is written in brackets and must follow the IPv6address rule (RFC 3986 §3.2.2): at most eight groups of up to four hexadecimal digits, one `::` at most.',
    bad: 'Connect to <http://[2001:db8::1::2]:8080/>.\n',
    good: 'Connect to <http://[2001:db8::1:2]:8080/>.\n',
  },
  'invalid-ipvfuture': {
    why: 'An IP literal that starts with `v` is an IPvFuture address: `v`, a hexadecimal version, `.`, then unreserved characters, sub-delimiters or `:` (RFC 3986 §3.2.2).',
    bad: 'See <http://[v1.]/>.\n',
    good: 'See <http://[v1.fe80::1]/>.\n',
  },
  'unclosed-ip-literal': {
    why: 'An IP literal opened with `[` must be closed with `]` before the port or path (RFC 3986 §3.2.2); without it the host never ends.',
    bad: 'Connect to <http://[2001:db8::1/index.html>.\n',
    good: 'Connect to <http://[2001:db8::1]/index.html>.\n',
  },
  'bracket-outside-ip-literal': {
    why: '`[` and `]` are allowed only around an IP literal in the host (RFC 3986 §3.2.2). In a path or query they must be percent-encoded (`%5B`, `%5D`); many servers and proxies reject them as written.',
    bad: 'Filter: <https://example.com/items?tags[]=a>\n',
    good: 'Filter: <https://example.com/items?tags%5B%5D=a>\n',
  },
  'path-starts-with-double-slash': {
    why: 'Without an authority, a path cannot begin with `//` (RFC 3986 §3.3): the text would be read as an authority (a host) instead.',
    neverInText: 'In text, `//` after a scheme or at the start of a reference always begins an authority, so no reference written in a document can have this problem, and `parse` never reports it. The code stays in the engine\'s vocabulary of RFC 3986 errors (§3.3) for programs that check components they put together themselves.',
  },
  'colon-in-first-segment': {
    why: 'In a relative reference, a `:` in the first path segment makes the part before it read as a scheme (RFC 3986 §4.2). Write `./` before it.',
    bad: '[notes](2024:notes.md)\n',
    good: '[notes](./2024:notes.md)\n',
  },
};

/** The syntax rule: the core's codes, errors by default, each linking the section that defines it. */
export const syntaxRule = defineRule<ErrorCode>({
  codes: Object.fromEntries(Object.entries(ERROR_CODES).map(([code, { section, summary }]) =>
    [code, { level: 'error', href: rfc3986Href(section), summary, doc: SYNTAX_DOCS[code as ErrorCode] }])) as Record<ErrorCode, CodeInfo>,
  fixes: {
    // RFC 3986 §2.1, §2.4: what a browser would encode anyway, so the URI leads where it led.
    // An IRI's non-ASCII characters are converted by its own fix (rules/iri.ts), not encoded here.
    encode: {
      title: 'Percent-encode invalid characters', identity: 'keeps', codes: [...ENCODABLE_CODES], menuRank: 6, bulkRank: 5,
      compute: ({ ref }) => [isIri(ref.parsed, ref.found.text) ? undefined : encodeFix(ref)],
    },
  },
  // A URL wrapped in more of a Markdown link's syntax is one mistake, which the link rule says where it speaks (rules/wrapped.ts).
  check: (ctx) => saidByLinkRule(ctx.ref, asDrawn(ctx.ref, asReferenceName(syntaxFindings(ctx.ref, ctx.settings), ctx))),
});

/**
 * In an SVG a program drew (`FoundUri.drawnBy`: a graphics editor's or a generator's, or an image an encoder wrapped at
 * one width), the white space in a `data:` URI's base64 is the program's wrapping, which the readers of SVG skip, and
 * in data written as text the markup's own spaces, which a browser keeps: said, not claimed.
 * A finding that holds another character (a quote, a `<`) is the text's error as before.
 */
function asDrawn(ref: AnalyzedReference, findings: Finding<ErrorCode>[]): Finding<ErrorCode>[] {
  const by = ref.found.drawnBy;
  if (by === undefined || findings.length === 0) return findings;
  const text = ref.found.text;
  const spaces = (f: Finding<ErrorCode>): boolean => (f.chars ?? [f]).every(({ start, end }) => /^[ \t\r\n\f]+$/.test(text.slice(start, end)));
  // A namespace name the program declared (markDrawn): compared as written, never fetched.
  if (!/^data:/i.test(text)) {
    const said = ` (${by} wrote this namespace name, white space and all: a name XML compares as written and never fetches, in a program's output, not text to edit.)`;
    return findings.map((f) => (f.code === 'invalid-character' && f.atMostInformation === undefined && spaces(f) ? { ...f, atMostInformation: said } : f));
  }
  const data = text.indexOf(',') + 1;
  const white = (f: Finding<ErrorCode>): boolean => (f.chars ?? [f]).every(({ start, end }) => start >= data && /^[ \t\r\n\f]+$/.test(text.slice(start, end)));
  const note = /;base64,/i.test(text.slice(0, data))
    ? ` (${by === 'an encoder' ? 'An encoder' : by} wrapped this image's base64 with white space, which the readers of SVG skip: a program's output, not text to edit.)`
    : ` (${by} wrote this image's data as text with the white space of the markup it holds, which a browser reads as written: a program's output, not text to edit.)`;
  return findings.map((f) => (f.code === 'invalid-character' && f.atMostInformation === undefined && white(f) ? { ...f, atMostInformation: note } : f));
}

/**
 * `[](<#my other term>)`: under a renderer whose `#name` links name the project's labels (MyST), a `#` target with
 * spaces, which CommonMark's `<…>` lets a link hold, is a reference name (a glossary term, a label, as
 * myst-parser resolves it), not an id written unencoded: its syntax findings are a word, not an error. Another
 * rule's finding in it (an invisible character, a trap wherever it is) is not. The page's renderer is asked only of
 * a Markdown link that has syntax findings, starts with `#` and holds a space.
 */
function asReferenceName(findings: Finding<ErrorCode>[], { ref, renderer }: ReferenceContext): Finding<ErrorCode>[] {
  if (findings.length === 0 || renderer === undefined || ref.found.context !== 'markdown-link' || !ref.found.text.startsWith('#') || !ref.found.text.includes(' ')) return findings;
  const labels = renderer()?.site?.projectLabels;
  if (labels === undefined) return findings;
  return findings.map((f) => ({ ...f, atMostInformation: ` (${labels}: "${ref.found.text.slice(1)}" is a reference name, such as a glossary term.)` }));
}

/** A run of offending characters, as the core reported them (`[start, end)` of the reference's text). */
interface Part {
  error: UriError;
  start: number;
  end: number;
}

/**
 * The core's errors as findings: one per code and component, shown on the
 * unit that holds its characters (shared `problemUnit`: the component or the
 * token, so that a squiggle under one space can be seen), its message naming
 * each character. `:8o8o` is one invalid port, `{id}` one finding, and the
 * encode fix still edits the characters only. Left out: the non-ASCII
 * characters of an IRI and invisible characters (other rules report them),
 * the `\\` of `http:\\host` (`backslash-for-slash`), and the characters of
 * a template's expressions.
 */
function syntaxFindings(ref: AnalyzedReference, settings: Settings): Finding<ErrorCode>[] {
  const { parsed, found } = ref;
  const iri = isIri(parsed, found.text);
  const backslashes = settings.schemesEnable ? backslashSlashesRange(ref) : undefined;
  const expressions = ref.template?.expressions;
  const groups = new Map<string, Part[]>();
  for (const error of parsed.errors) {
    if (error.code === 'non-ascii-character' && iri) continue;
    const visible = error.code === 'non-ascii-character' || error.code === 'invalid-character' ? visibleParts(found.text, error) : [error];
    for (const { start, end } of found.spacesEncoded === true && error.code === 'invalid-character' ? withoutSpaces(found.text, visible) : visible) {
      for (const part of outside(start, end, error.code === 'invalid-character' ? backslashes : undefined)) {
        if (expressions !== undefined && overlapsExpression(expressions, part.start, part.end)) continue;
        const key = `${error.code} ${componentKey(parsed, part.start)}`;
        const group = groups.get(key) ?? [];
        group.push({ error, ...part });
        groups.set(key, group);
      }
    }
  }
  return [...groups.values()].map((parts) => toFinding(ref, parts, backslashes));
}

/** Which component, or which part of userinfo, holds `offset`: problems of one code in one of these are one finding. */
function componentKey(parsed: ParseResult, offset: number): string {
  const component = componentAt(parsed.ranges, offset);
  return component === 'userinfo' && contains(parsed.ranges.password, offset) ? 'password' : component;
}

/** `[start, end)` less `cut`. */
function outside(start: number, end: number, cut: Span | undefined): Span[] {
  if (cut === undefined || end <= cut.start || start >= cut.end) return [{ start, end }];
  return [{ start, end: cut.start }, { start: cut.end, end }].filter((s) => s.end > s.start);
}

/** The error's characters without its invisible ones, as runs of visible ones. */
function visibleParts(text: string, error: UriError): Span[] {
  const hidden = invisibleRuns(text, error.start, error.end);
  if (hidden.length === 0) return [error];
  const runs: Span[] = [];
  let from = error.start;
  for (const run of [...hidden, { start: error.end, end: error.end }]) {
    if (run.start > from) runs.push({ start: from, end: run.start });
    from = run.end;
  }
  return runs;
}

/** The runs of `parts` that are not spaces: where the reader percent-encodes spaces (`FoundUri.spacesEncoded`), only the rest is the text's error. */
function withoutSpaces(text: string, parts: readonly Span[]): Span[] {
  const runs: Span[] = [];
  for (const { start, end } of parts) {
    for (let i = start; i < end;) {
      while (i < end && text.charCodeAt(i) === 0x20) i++;
      const from = i;
      while (i < end && text.charCodeAt(i) !== 0x20) i++;
      if (i > from) runs.push({ start: from, end: i });
    }
  }
  return runs;
}

/** The finding of one code's characters in one component. */
function toFinding(ref: AnalyzedReference, parts: Part[], backslashes: Span | undefined): Finding<ErrorCode> {
  const { parsed, found } = ref;
  const first = parts[0]!.error;
  const problem: Problem = { code: first.code, rule: first.rule, parts: parts.map(({ start, end }) => ({ start, end })) };
  const unit = problemUnit(found.text, parsed.ranges, problem);
  // Never over the `\\` of `http:\\host`, which backslash-for-slash marks.
  if (backslashes !== undefined && unit.start < backslashes.end && unit.end > backslashes.end) unit.start = Math.max(unit.start, backslashes.end);
  // One whole error is as the core wrote it (with its detail: what an IPv6 address lacks); a group is written again.
  const whole = parts.length === 1 && parts[0]!.start === first.start && parts[0]!.end === first.end && backslashes === undefined;
  const message = touchesPassword(found.text, parsed, unit.start, unit.end)
    ? hiddenMessage(first.code, first.rule)
    : whole ? first.message : problemMessage(found.text, parsed.ranges, problem, unit);
  return { code: first.code, message, start: unit.start, end: unit.end, href: rfc3986Href(first.section), chars: problem.parts };
}
