/**
 * Fixes of the scheme rules (rules/schemes/): each a minimal edit inside the
 * reference, offered only when the intent is clear.
 * - The missing "//" of an http(s)/ws(s) URI (or ftp and the other schemes
 *   that require a host), when what follows reads as a host:
 *   `https:/example.com` and `http:example.com` → `https://example.com`,
 *   `http:///example.com` → `http://example.com`. `http:/path` stays as it
 *   is: no host can be guessed.
 * - Backslashes for slashes: `http:\\host` → `http://host`.
 * - A Windows drive letter to RFC 8089's `file:///C:/x` form (Appendix E.2):
 *   from `file://C:/x`, `file:C:\x`, `file:///C|\x`; backslashes in the path
 *   become "/".
 * - A misspelled scheme to the registered one (`htps` → `https`).
 * - The fragment of a ws(s) URI removed (RFC 6455 §3).
 * - The user name of an http(s) or ws(s) URI removed (RFC 9110 §4.2.4), unless
 *   it is an access key the URI needs (a Sentry DSN's).
 */
import type { ParseResult } from '@uri-lint/shared';
import type { AnalyzedReference } from '../analysis';
import { schemeFindings } from '../rules/schemes/index';
import type { SchemeCode } from '../rules/schemes/index';
import { backslashSlashesRange } from '../rules/schemes/backslashes';
import { firstSegment, isAccessKey, looksLikeHostSegment } from '../rules/schemes/http';
import { colonlessScheme, typoTarget } from '../rules/schemes/typo';
import { applyRefEdits, diffEdit } from './types';
import type { Fix, RefEdit } from './types';

/** The codes the scheme rules report on `ref`: computed once, then read by each fix that answers one. */
export function schemeCodesOf(ref: AnalyzedReference): ReadonlySet<SchemeCode> {
  return new Set(schemeFindings(ref).map((f) => f.code));
}

/**
 * The scp-to-url fix (`invalid-port`): `ssh://git@github.com:org/repo.git` to `ssh://git@github.com/org/repo.git`,
 * when the port is a name followed by a path, in a scheme Git remotes are written in.
 */
export function scpToUrlFix(ref: AnalyzedReference): Fix | undefined {
  const { parsed } = ref;
  const scheme = parsed.components.scheme?.toLowerCase();
  const port = parsed.ranges.port;
  if (!scheme || !SCP_SCHEMES.has(scheme) || !port || !parsed.errors.some((e) => e.code === 'invalid-port')) return undefined;
  const text = ref.found.text;
  // A name (an organisation, a user: `org`, `~user`), not a mistyped number (`:8a`).
  if (!/^[A-Za-z~][\w.~-]*$/.test(text.slice(port.start, port.end)) || text[port.end] !== '/') return undefined;
  const edits = [{ start: port.start - 1, end: port.start, newText: '/' }];
  return { id: 'scp-to-url', title: 'Write "/" for the ":" of scp syntax', edits, codes: ['invalid-port'], complete: false, preferred: true };
}

/** The schemes a Git remote is written in, where scp's `host:path` gets pasted. */
const SCP_SCHEMES: ReadonlySet<string> = new Set(['ssh', 'git', 'git+ssh', 'ssh+git', 'sftp', 'http', 'https']);

/** A check of the fixed reference: the scheme rules no longer report `code` on it. */
function clears(ref: AnalyzedReference, edits: readonly RefEdit[], code: SchemeCode): (after: ParseResult) => boolean {
  const text = applyRefEdits(ref.found.text, edits);
  return (after) => !schemeFindings({ found: { ...ref.found, text }, parsed: after }).some((f) => f.code === code);
}

/** The restore-slashes fix (`http-missing-host`), when the first path segment reads as a host. */
export function restoreSlashesFix(ref: AnalyzedReference, codes: ReadonlySet<SchemeCode>): Fix | undefined {
  if (!codes.has('http-missing-host')) return undefined;
  const { components, ranges } = ref.parsed;
  if (!looksLikeHostSegment(firstSegment(components.path))) return undefined;
  let edit: RefEdit;
  let title: string;
  if (ranges.authority === undefined) {
    const missing = components.path.startsWith('/') ? '/' : '//';
    edit = { start: ranges.path.start, end: ranges.path.start, newText: missing };
    title = `Add the missing "${missing}" before the host`;
  } else {
    // An empty authority (no "@", no port) and a path "/host…": one slash too many.
    if (ranges.authority.end > ranges.authority.start || !components.path.startsWith('/')) return undefined;
    edit = { start: ranges.path.start, end: ranges.path.start + 1, newText: '' };
    title = 'Remove the extra "/" before the host';
  }
  return { id: 'restore-slashes', title, edits: [edit], codes: ['http-missing-host'], complete: false, preferred: true,
    verify: clears(ref, [edit], 'http-missing-host') };
}

/** The fix of `backslash-for-slash`: `//` where `\\` (or `/\`, `\/`) stands after the scheme. */
export function backslashSlashesFix(ref: AnalyzedReference, codes: ReadonlySet<SchemeCode>): Fix | undefined {
  if (!codes.has('backslash-for-slash')) return undefined;
  const range = backslashSlashesRange(ref)!;
  const edits = [{ start: range.start, end: range.end, newText: '//' }];
  return { id: 'restore-slashes', title: 'Write "//" for the backslashes', edits, codes: ['backslash-for-slash'], complete: false, preferred: true,
    verify: clears(ref, edits, 'backslash-for-slash') };
}

/** `file:`, up to three slashes, a drive letter with ":" or "|", then a separator or the end. */
const DRIVE = /^file:(\/{0,3})([A-Za-z])([:|])(?=[/\\]|$)/i;

/**
 * The drive-letter fix (`file-drive-letter-authority`, and the invalid "\"
 * and "|" of a Windows path), to `file:///C:/…`. `file:C:/x`, which RFC 8089
 * Appendix E.2 describes, is not rewritten unless it has one of those.
 */
export function fileDriveLetterFix(ref: AnalyzedReference, codes: ReadonlySet<SchemeCode>): Fix | undefined {
  const { text } = ref.found;
  const match = DRIVE.exec(text);
  if (!match) return undefined;
  if (ref.parsed.valid && !codes.has('file-drive-letter-authority')) return undefined;
  const edits: RefEdit[] = [];
  const slashes = match[1]!;
  if (slashes !== '///') edits.push({ start: 5, end: 5 + slashes.length, newText: '///' });
  const bar = 5 + slashes.length + 1;
  if (match[3] === '|') edits.push({ start: bar, end: bar + 1, newText: ':' });
  const pathEnd = text.search(/[?#]/);
  for (let i = bar + 1; i < (pathEnd < 0 ? text.length : pathEnd); i++) {
    if (text[i] === '\\') edits.push({ start: i, end: i + 1, newText: '/' });
  }
  if (edits.length === 0) return undefined;
  return {
    id: 'file-drive-letter', title: `Write as file:///${match[2]}:/…`, edits,
    codes: ['file-drive-letter-authority', 'invalid-character'], complete: false, preferred: true,
    verify: clears(ref, edits, 'file-drive-letter-authority'),
  };
}

/** The scheme-typo fix: the registered scheme, in the case the scheme was written in. */
export function schemeTypoFix(ref: AnalyzedReference, codes: ReadonlySet<SchemeCode>): Fix | undefined {
  if (codes.has('scheme-missing-colon')) {
    const lost = colonlessScheme(ref.found.text)!;
    const edits = [{ start: lost.length, end: lost.length, newText: ':' }];
    return { id: 'scheme-typo', title: `Write "${lost}://"`, edits, codes: ['scheme-missing-colon'], complete: false, preferred: true,
      verify: clears(ref, edits, 'scheme-missing-colon') };
  }
  if (!codes.has('scheme-typo')) return undefined;
  const scheme = ref.parsed.components.scheme!;
  const target = typoTarget(scheme)!;
  const written = scheme === scheme.toUpperCase() ? target.toUpperCase() : target;
  const edit = diffEdit(scheme, written);
  const start = ref.parsed.ranges.scheme!.start;
  const edits = [{ start: start + edit.start, end: start + edit.end, newText: edit.newText }];
  return { id: 'scheme-typo', title: `Change scheme to "${written}"`, edits, codes: ['scheme-typo'], complete: false, preferred: true,
    verify: clears(ref, edits, 'scheme-typo') };
}

/** The fix of `ws-fragment`: the fragment goes. */
export function removeWsFragmentFix(ref: AnalyzedReference, codes: ReadonlySet<SchemeCode>): Fix | undefined {
  if (!codes.has('ws-fragment')) return undefined;
  const fragment = ref.parsed.ranges.fragment!;
  const edits = [{ start: fragment.start - 1, end: fragment.end, newText: '' }];
  return { id: 'remove-fragment', title: 'Remove the fragment', edits, codes: ['ws-fragment'], complete: false, preferred: true,
    verify: clears(ref, edits, 'ws-fragment') };
}

/**
 * The fix of `http-userinfo`: the user name and its "@" go
 * (`https://user@github.com/org/repo.git` → `https://github.com/org/repo.git`:
 * Git then asks for the name). Not for an access key: a Sentry DSN
 * (`https://key@o1.ingest.sentry.io/42`) is of no use without it.
 */
export function removeUserinfoFix(ref: AnalyzedReference, codes: ReadonlySet<SchemeCode>): Fix | undefined {
  if (!codes.has('http-userinfo')) return undefined;
  const { userinfo, host } = ref.parsed.ranges;
  if (!userinfo || !host) return undefined;
  const text = ref.found.text;
  const user = text.slice(userinfo.start, userinfo.end);
  const hostText = text.slice(host.start, host.end);
  if (isAccessKey(user, hostText)) return undefined;
  const edits = [{ start: userinfo.start, end: userinfo.end + 1, newText: '' }];
  const shown = user.length + hostText.length <= 40 ? `: ${user}@${hostText} → ${hostText}` : '';
  return { id: 'remove-userinfo', title: `Remove the user name${shown}`, edits, codes: ['http-userinfo'], complete: false, preferred: true,
    verify: clears(ref, edits, 'http-userinfo') };
}
