/** "Remove password from URI": RFC 3986 §3.2.1, the `:password` part of userinfo goes, the user name stays (a placeholder too). */
import type { AnalyzedReference } from '../analysis';
import type { Fix, RefEdit } from './types';

/** The remove-password fix, or undefined when there is no password. */
export function removePasswordFix(ref: AnalyzedReference): Fix | undefined {
  const password = ref.parsed.ranges.password;
  if (!password || password.end <= password.start) return undefined;
  // From the ":" that opens the password (§3.2.1 "user:password").
  const cut = { start: password.start - 1, end: password.end, newText: '' };
  return {
    id: 'remove-password',
    title: 'Remove password from URI',
    edits: withPartnersEncoded(ref.found.text, cut),
    codes: ['password-in-userinfo', 'placeholder-password'],
    complete: false,
    preferred: true,
    verify: (after) => after.ranges.password === undefined,
  };
}

/**
 * The cut, and the other bracket of each `[…]` pair it takes one of,
 * percent-encoded (neither is allowed outside an IP literal, §3.2.2): a
 * finder would read a `[` left without its `]` as running on past the
 * reference (`skh://u[:p]@h/a` would become `skh://u[@h/a`), and a `]`
 * left without its `[` as the sentence's. A `(` or `)` is a sub-delim the
 * URI may mean as written: `http://u:(p@h/a)` becomes `http://u@h/a)`.
 */
function withPartnersEncoded(text: string, cut: RefEdit): RefEdit[] {
  const inCut = (i: number): boolean => i >= cut.start && i < cut.end;
  const edits: RefEdit[] = [cut];
  const open: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x5b) open.push(i);
    else if (c === 0x5d && open.length > 0) {
      const o = open.pop()!;
      if (inCut(o) !== inCut(i)) {
        const [at, newText] = inCut(o) ? [i, '%5D'] : [o, '%5B'];
        edits.push({ start: at, end: at + 1, newText });
      }
    }
  }
  return edits.sort((a, b) => a.start - b.start);
}
