/** "Remove password from URI": RFC 3986 §3.2.1, the `:password` part of userinfo goes, the user name stays (a placeholder too). */
import type { AnalyzedReference } from '../analysis';
import type { Fix } from './types';

/** The remove-password fix, or undefined when there is no password. */
export function removePasswordFix(ref: AnalyzedReference): Fix | undefined {
  const password = ref.parsed.ranges.password;
  if (!password || password.end <= password.start) return undefined;
  return {
    id: 'remove-password',
    title: 'Remove password from URI',
    // From the ":" that opens the password (§3.2.1 "user:password").
    edits: [{ start: password.start - 1, end: password.end, newText: '' }],
    codes: ['password-in-userinfo', 'placeholder-password'],
    complete: false,
    preferred: true,
    verify: (after) => after.ranges.password === undefined,
  };
}
