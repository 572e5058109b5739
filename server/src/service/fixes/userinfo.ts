/** "Remove password from URI": RFC 3986 §3.2.1, the `:password` part of userinfo goes, the user name stays (a placeholder too). */
import type { AnalyzedReference } from '../analysis';
import { bracketPartners } from './types';
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
 * percent-encoded (`bracketPartners`): `skh://u[:p]@h/a` would otherwise
 * become `skh://u[@h/a`, read on past the reference. A `(` or `)` is a
 * sub-delim the URI may mean as written: `http://u:(p@h/a)` becomes
 * `http://u@h/a)`.
 */
function withPartnersEncoded(text: string, cut: RefEdit): RefEdit[] {
  return [cut, ...bracketPartners(text, (i) => i >= cut.start && i < cut.end)].sort((a, b) => a.start - b.start);
}
