/**
 * RFC 3986 §3.2.1: a password in userinfo must not be shown. Every text the
 * server shows (messages, hovers, code action titles, link targets) that
 * could hold one passes through here.
 */
import { parse } from '@uri-lint/shared';
import type { ParseResult, UriError } from '@uri-lint/shared';

/** What a password is shown as. */
export const PASSWORD_MASK = '••••';

/** `text` with the password of its userinfo (if any, and non-empty) replaced by `••••`. */
export function maskPassword(text: string, parsed: ParseResult = parse(text)): string {
  const password = parsed.ranges.password;
  if (!password || password.end <= password.start) return text;
  return text.slice(0, password.start) + PASSWORD_MASK + text.slice(password.end);
}

/** The userinfo with its password shown as `••••`; the user name stays. */
export function maskedUserinfo(parsed: ParseResult): string {
  const userinfo = parsed.components.userinfo ?? '';
  const { userinfo: range, password } = parsed.ranges;
  if (!range || !password || password.end <= password.start) return userinfo;
  return userinfo.slice(0, password.start - range.start) + PASSWORD_MASK + userinfo.slice(password.end - range.start);
}

/** `text` without the `:password` of its userinfo, for a link target that no tooltip may show; the user name stays. */
export function withoutPassword(text: string, parsed: ParseResult): string {
  const password = parsed.ranges.password;
  return password === undefined ? text : text.slice(0, password.start - 1) + text.slice(password.end);
}

/** True when `[start, end)` shares a character with the password (an empty span inside it counts). */
export function touchesPassword(parsed: ParseResult, start: number, end: number): boolean {
  const password = parsed.ranges.password;
  if (!password || password.end <= password.start) return false;
  return end > start ? start < password.end && end > password.start : start > password.start && start < password.end;
}

/**
 * The core's message for `error`, unless it is about characters of the
 * password: the core's messages quote the offending characters, which would
 * show part of the password.
 */
export function safeMessage(error: UriError, parsed: ParseResult): string {
  if (!touchesPassword(parsed, error.start, error.end)) return error.message;
  return `The password in the user information breaks the "${error.rule}" rule (${error.code}, RFC 3986 §${error.section}); its characters are not shown.`;
}
