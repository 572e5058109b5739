/**
 * RFC 3986 §3.2.1 and §7.6: what userinfo can hide or fake. A password is
 * deprecated (and is never shown); one that only stands for a password in an
 * example (`user:password@`, `<password>`, `$PASS`, `***`) is reported apart,
 * as information, so a team can silence examples without silencing real
 * secrets. A user name written like a host name makes a reader believe the
 * URI leads somewhere else.
 */
import { credentialUser, isImageReference, percentDecode } from '@uri-lint/shared';
import type { AnalyzedReference } from '../analysis';
import { bracketPartners } from '../fixes/types';
import type { Fix, RefEdit } from '../fixes/types';
import { defineRule, rfc3986Href } from './types';
import type { Finding } from './types';

type UserinfoCode = 'password-in-userinfo' | 'placeholder-password' | 'deceptive-userinfo';

const PASSWORD_HREF = rfc3986Href('3.2.1');
const DECEPTIVE_HREF = rfc3986Href('7.6');

/** The userinfo rule: `password-in-userinfo`, `placeholder-password` and `deceptive-userinfo` (a trap for the reader). */
export const userinfoRule = defineRule<UserinfoCode>({
  codes: {
    'password-in-userinfo': {
      level: 'warning', href: PASSWORD_HREF,
      summary: 'A password in the user information ("user:password@"), deprecated by RFC 3986 §3.2.1; it is never shown.',
      doc: {
        why: 'RFC 3986 §3.2.1 deprecates `user:password@`: a password in a URI ends up in logs, history and referrers. A forge\'s access token written as the user name (`https://ghp_…@github.com/`, GitLab\'s `glpat-…`) is the same credential and the same warning. URI Lint never shows the password or the token, in any message, hover or report.',
        bad: 'Mirror: <https://deploy:h7Qz9xKp@example.com/repo.git>\n',
        good: 'Mirror: <https://example.com/repo.git>\n',
      },
    },
    'placeholder-password': {
      level: 'information', href: PASSWORD_HREF,
      summary: 'A placeholder in the password place of the user information ("user:password@", "<password>", "$PASS", "***"): an example, but the form is deprecated by RFC 3986 §3.2.1.',
      doc: {
        why: 'A word that only stands for a password (`password`, `<password>`, `$PASS`, `***`) is an example, so it is reported apart from real passwords, as information: a team can turn it off and keep `password-in-userinfo` on. So are the names of a URL\'s fields where a service documents its URL\'s form (`twilio://AccountSid:AuthToken@FromPhoneNo`, `rocket://user:webhook@host`). The form is still deprecated by RFC 3986 §3.2.1.',
        bad: 'Connect with <postgres://user:password@localhost/db>.\n',
        good: 'Connect with <postgres://user@localhost/db> and give the password apart.\n',
      },
    },
    'deceptive-userinfo': {
      level: 'warning', href: DECEPTIVE_HREF, trap: true,
      summary: 'A user name written like a host name, so the URI seems to lead elsewhere (RFC 3986 §7.6).',
      doc: {
        why: 'A user name written like a host name (`https://www.bank.example@evil.example/`) makes a reader believe the URI leads to the first name, while it leads to the host after `@` (RFC 3986 §7.6). Such a URI is never made a link.',
        bad: 'Log in at <https://www.example.com@example.net/login>.\n',
        good: 'Log in at <https://www.example.com/login>.\n',
      },
    },
  },
  fixes: {
    // The URI then carries no credentials: it may no longer open what it opened.
    'remove-password': {
      title: 'Remove password from URI', identity: 'changes', codes: ['password-in-userinfo', 'placeholder-password'], menuRank: 9, bulkRank: 6,
      compute: ({ ref }) => [removePasswordFix(ref)],
    },
  },
  check: ({ ref }) => userinfoFindings(ref),
});

/** True when the user name of the reference is written like a host name (`deceptive-userinfo`). */
export function hasDeceptiveUser(ref: AnalyzedReference): boolean {
  const user = ref.parsed.ranges.user ?? ref.parsed.ranges.userinfo;
  return user !== undefined && looksLikeHost(percentDecode(ref.found.text.slice(user.start, user.end)));
}

/**
 * True when what RFC 3986 reads as a host after a user name is a port's number (decimal digits alone, no dot, at most
 * 65535) and the user name is a domain name, no password: a program's own `target@port` notation, as mitmproxy's
 * listen port after its mode (docs/src/content/concepts/modes.md:198, `--mode reverse:https://example.com@80`). Nobody
 * means the address `0.0.0.80` that resolvers would make of the host, and the name before the `@` is where the text
 * says the URI goes: neither `deceptive-userinfo` nor `ambiguous-ip-address` is claimed, and it is no link. A real
 * address or name after the `@` (`https://example.com@127.0.0.1:443`) stays the trap it is.
 */
export function isPortAfterDomain(ref: AnalyzedReference): boolean {
  const { components, ranges } = ref.parsed;
  const host = components.host;
  if (host === undefined || ranges.userinfo === undefined || ranges.password !== undefined || !/^\d{1,5}$/.test(host) || Number(host) > 65535) return false;
  const user = percentDecode(ref.found.text.slice(ranges.userinfo.start, ranges.userinfo.end));
  return looksLikeHost(user) && DOMAIN_NAME.test(user);
}

/** The user name's whole text a domain name: dot-separated labels, the last alphabetic. */
const DOMAIN_NAME = /^(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?\.)+(?:\p{L}{2,}|xn--[a-z0-9-]+)\.?$/iu;

/**
 * The user name when it is a forge's access token written out with no password after it (`https://ghp_…@github.com/o/r.git`,
 * GitLab's `glpat-…`; privacy's `credentialUser`, which masks it on every surface): the credential a password would be,
 * so `password-in-userinfo` as a password is, not the user name's information. Behind GitHub's `x-oauth-basic` the
 * password's finding says it; a template's expression (`$GITHUB_TOKEN@`) is none written.
 */
export function tokenAsUser(ref: AnalyzedReference): { start: number; end: number } | undefined {
  if (hasPassword(ref) || !ref.parsed.ranges.user) return undefined;
  const span = credentialUser(ref.found.text, ref.parsed);
  return span === undefined || madeOfExpressions(ref, span.start, span.end) ? undefined : span;
}

/** True when the reference has a non-empty password (`password-in-userinfo`, `placeholder-password`). */
export function hasPassword(ref: AnalyzedReference): boolean {
  const password = ref.parsed.ranges.password;
  return password !== undefined && password.end > password.start;
}

function userinfoFindings(ref: AnalyzedReference): Finding<UserinfoCode>[] {
  const { components, ranges } = ref.parsed;
  if (components.userinfo === undefined || imageTagAndDigest(ref)) return [];
  const findings: Finding<UserinfoCode>[] = [];
  const user = ranges.user ?? ranges.userinfo;
  const userText = user ? ref.found.text.slice(user.start, user.end) : '';
  if (user && hasDeceptiveUser(ref) && !isPortAfterDomain(ref)) {
    findings.push({
      code: 'deceptive-userinfo',
      message: `User name "${userText}" looks like a host, but the URI leads to "${components.host ?? ''}": check where it goes`,
      start: user.start,
      end: user.end,
      href: DECEPTIVE_HREF,
    });
  }
  const token = tokenAsUser(ref);
  if (token !== undefined) {
    findings.push({
      code: 'password-in-userinfo',
      message: 'Access token as the user name, readable by anyone who sees it: remove it and pass credentials another way',
      start: token.start,
      end: token.end,
      href: PASSWORD_HREF,
    });
  }
  const password = ranges.password;
  if (password && hasPassword(ref) && !isPortAtTransport(ref)) {
    const decoded = percentDecode(ref.found.text.slice(password.start, password.end));
    const tokenTemplate = user !== undefined && isTokenUserTemplate(ref, decoded, user);
    const placeholder = tokenTemplate || isPlaceholderPassword(decoded) || madeOfExpressions(ref, password.start, password.end) ||
      namesFields(decoded, percentDecode(userText), components.host ?? '');
    findings.push({
      code: placeholder ? 'placeholder-password' : 'password-in-userinfo',
      message: tokenTemplate
        ? `GitHub's fixed password x-oauth-basic after the token "${userText}" stands for: no secret written; where the URI must work, pass the token another way`
        : placeholder
          ? `Example password in the URI${userText === '' ? '' : ` of user "${userText}"`}: fine in documentation; where the URI must work, pass credentials another way`
          : 'Password in the URI, readable by anyone who sees it: remove it and pass credentials another way',
      start: password.start,
      end: password.end,
      href: PASSWORD_HREF,
    });
  }
  return findings;
}

/**
 * True when the password is `x-oauth-basic`, the fixed word GitHub documents after an OAuth token given as the user name
 * (`https://<token>:x-oauth-basic@github.com/owner/repo.git`), and the user is a template's expression or a placeholder:
 * the secret is the token, and none is written (apache/tvm ci/jenkins/templates/gpu_jenkinsfile.groovy.j2:115,
 * `https://$GITHUB_TOKEN:x-oauth-basic@github.com/apache/tvm-site.git`). A token written out before it
 * (`https://ghp_…:x-oauth-basic@github.com/`) is a credential in the URI, and stays `password-in-userinfo`. GitLab's
 * form is the other way round (`https://oauth2:<token>@gitlab.com/`, the token the password): a password that is an
 * expression is a placeholder already, and a written one stays a password.
 */
function isTokenUserTemplate(ref: AnalyzedReference, password: string, user: { start: number; end: number }): boolean {
  if (password.toLowerCase() !== 'x-oauth-basic' || user.end <= user.start) return false;
  return madeOfExpressions(ref, user.start, user.end) || isPlaceholderPassword(percentDecode(ref.found.text.slice(user.start, user.end)));
}

/**
 * True when what RFC 3986 reads as `user:password@host` is a listener's `host:port@transport` (ntopng's syslog
 * collector, doc/src/advanced_features/syslog.rst:46, `syslog://*:5140@udp`; `tcp` or `tls` alike): a port's digits
 * where the password goes, after a host or a wildcard, and a transport protocol's name where the host goes. No
 * credentials are written, so no password is claimed.
 */
function isPortAtTransport(ref: AnalyzedReference): boolean {
  const { components, ranges } = ref.parsed;
  const text = ref.found.text;
  const port = ranges.password === undefined ? '' : text.slice(ranges.password.start, ranges.password.end);
  const host = ranges.user === undefined ? '' : percentDecode(text.slice(ranges.user.start, ranges.user.end));
  return /^\d{1,5}$/.test(port) && Number(port) <= 65535 && TRANSPORTS.test(components.host ?? '') &&
    (host === '*' || /^localhost$/i.test(host) || looksLikeHost(host));
}

/** The transport protocols a listener's address names after its `@`. */
const TRANSPORTS = /^(?:udp|tcp|tls|dtls|sctp|quic)$/i;

/**
 * True when what RFC 3986 reads as user information is a container image's name and tag before its digest
 * (`docker://image:tag@digest`, `docker://alpine:3.19@sha256:…`): no registry's host and image path follow the `@`, as
 * they follow a registry's credentials (`docker://bot:hunter2@registry.example.com/app:1.2`).
 */
function imageTagAndDigest(ref: AnalyzedReference): boolean {
  return isImageReference(ref.found.ownSyntax) && (ref.parsed.components.path ?? '') === '';
}

/**
 * What stands for a password in documentation rather than being one, in one
 * table: a variable or template in any notation (`$PASS`, `${DB_PASSWORD}`,
 * `%PASSWORD%`, `<password>`, `{password}`, `{{ pass }}`, `[password]`), a
 * mask (`***`, `xxx`, `...`, `…`), or the word for it, however written
 * (`pass`, `Password`, `your_password`, `YOUR-PASSWORD`, `mysecret`,
 * `changeme`). Tested on the decoded password; words are compared without
 * case, `_`, `-`, `.` or spaces.
 */
const PLACEHOLDER_PASSWORDS: readonly RegExp[] = [
  /^\$[A-Za-z_][A-Za-z0-9_]*$/,
  /^\$\{[^{}]*\}$/,
  /^%[A-Za-z_][A-Za-z0-9_]*%$/,
  /^<[^<>]+>$/,
  /^\{\{?[^{}]+\}?\}$/,
  /^\[[^[\]]+\]$/,
  // A mask, a redacted one too (`**`, as a sanitised URI in a test's expected output writes it).
  /^(?:\*+|[xX]{3,}|\.{3,}|…+)$/,
];

/**
 * An upper-case identifier naming a credential: words joined by `_` (`SECRET_KEY`, `API_TOKEN`, `CLIENT_SECRET`), or
 * one of the words for one (`TOKEN`, `KEY`, `SECRET`). A real password is not written as a constant's name.
 */
const CREDENTIAL_NAME = /^(?:[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+|TOKEN|KEY|SECRET|APIKEY|AUTH|CREDENTIALS?|PASSPHRASE)$/;

/**
 * A lower-case identifier (`snake_case` or `kebab-case`) with a word that names a credential: the name of what goes
 * there, as a URL's documented format writes it (`sqs://aws_access_key_id:aws_secret_access_key@`,
 * `ironcache://project_id:token@`). Mixed case (`Secret_Key`) reads as a password someone chose.
 */
const LOWER_IDENTIFIER = /^[a-z][a-z0-9]*(?:[-_][a-z0-9]+)*$/;
const CREDENTIAL_WORDS = new Set(['key', 'apikey', 'token', 'secret', 'auth', 'credential', 'credentials', 'passphrase', 'password', 'passwd', 'pass', 'pwd']);

function namesCredential(password: string): boolean {
  return LOWER_IDENTIFIER.test(password) && password.split(/[-_]/).some((word) => CREDENTIAL_WORDS.has(word));
}

/** The words for a password: `(your|my|…)(pass|password|…)`, and the defaults shipped to be changed. */
const PLACEHOLDER_WORD =
  /^(?:(?:your|my|the|some|example|sample|dummy|fake|secret|user|db|database|admin|app|new)?(?:pass|passwd|password|passphrase|passcode|pwd|pword|secret)|changeme|changeit|placeholder|redacted|hidden|masked|censored|notasecret)$/;

/**
 * True when template expressions of any convention write the whole of
 * `[start, end)`: a password that a template fills in (curl's
 * `%repeat[256 x B]%`, `%PASSWD`, `{{ .Values.password }}`) is no password
 * written in the text.
 */
function madeOfExpressions(ref: AnalyzedReference, start: number, end: number): boolean {
  let at = start;
  for (const e of ref.template?.expressions ?? []) {
    if (e.end <= at) continue;
    if (e.start > at) return false;
    at = e.end;
    if (at >= end) return true;
  }
  return false;
}

/**
 * The words of a CamelCase identifier made of letters (`JWTToken`: `JWT`, `Token`; `AppID`: `App`, `ID`;
 * `mySendingPassword`: `my`, `Sending`, `Password`), or none when it is no such identifier.
 */
function camelWords(name: string): string[] {
  if (!/^[A-Za-z]+$/.test(name)) return [];
  return name.match(/[A-Z]+(?![a-z])|[A-Z]?[a-z]+/g) ?? [];
}

/** The words a field's name ends with when a credential goes in it: `AuthToken`, `ApiSecret`, `MasterKey`, `AppID`, `AccountSid`. */
const FIELD_WORDS = new Set(['token', 'secret', 'key', 'password', 'pass', 'passwd', 'pwd', 'passphrase', 'id', 'sid', 'hash']);

/** A CamelCase name of two words or more whose last names a credential's field (`AuthToken`, `JWTToken`, `mySendingPassword`). */
function isCredentialField(name: string): boolean {
  const words = camelWords(name);
  return words.length >= 2 && FIELD_WORDS.has(words[words.length - 1]!.toLowerCase());
}

/** The words for the user's part of a userinfo, and for its password's, as a URL's documented form names them. */
const USER_WORDS = new Set(['user', 'username', 'userid', 'login', 'usr']);
const PASSWORD_WORDS = new Set(['pw', 'pwd', 'pass', 'passwd', 'password', 'passphrase']);
/** The words for the host's part. */
const HOST_WORDS = new Set(['host', 'hostname', 'server', 'servername', 'domain', 'address', 'hostaddr']);

/**
 * The user's part written as a field's name, not a person's: a word for the user or the password (`user`, `password`:
 * twist's form swaps them), an identifier in CamelCase
 * or capitalised (`AccountSid`, `SourcePhoneNo`, `Template`), or with a `_` (`public_key`): letters only, no digit a
 * chosen name holds (`abc123`).
 */
function isUserField(user: string): boolean {
  if (!/^[A-Za-z][A-Za-z_]*$/.test(user)) return false;
  return USER_WORDS.has(user.toLowerCase()) || PASSWORD_WORDS.has(user.toLowerCase()) || /[A-Z_]/.test(user);
}

/** The host written as a field's name: a word for it (`host`, `hostname`) or a CamelCase name with no dot (`FromPhoneNo`, `ClientID`). */
function isHostField(host: string): boolean {
  return HOST_WORDS.has(host.toLowerCase()) || (/^[A-Za-z]+$/.test(host) && /[A-Z]/.test(host));
}

/**
 * True when the userinfo and host are the names of a URL's fields, as a service's documentation writes its URL's form
 * (apprise's README and plugins): the password a CamelCase field's name (`twilio://AccountSid:AuthToken@FromPhoneNo`,
 * `parsep://AppID:MasterKey@Hostname`, `mailto://mySendingUsername:mySendingPassword@example.com`) after a user that
 * is one too; the words for a user and a password, in either order (`https://user:pw@api.46elks.com/…`,
 * `twist://password:user@example.com`); or, before a host that is a field's name, any word of letters
 * (`rocket://user:webhook@host`, `sessions://public_key:seed@hostname/room`). A chosen name or password stays one:
 * `alice:pw@`, `twist://abc123:bob@example.com`, `guest:guest@localhost`, `user:hunter2@host`.
 */
function namesFields(password: string, user: string, host: string): boolean {
  if (user !== '' && !isUserField(user)) return false;
  if (isCredentialField(password)) return true;
  const lowerUser = user.toLowerCase();
  const lowerPassword = password.toLowerCase();
  if ((USER_WORDS.has(lowerUser) && PASSWORD_WORDS.has(lowerPassword)) || (PASSWORD_WORDS.has(lowerUser) && USER_WORDS.has(lowerPassword))) return true;
  return user !== '' && /^[a-z]+$/.test(password) && isHostField(host);
}

/** True when `password` (decoded) is a placeholder, not a real password. */
export function isPlaceholderPassword(password: string): boolean {
  if (PLACEHOLDER_PASSWORDS.some((re) => re.test(password))) return true;
  // An upper-case name of what goes there, as a provider's documentation writes it (`ACCESS_KEY:SECRET_KEY@default`).
  if (CREDENTIAL_NAME.test(password)) return true;
  if (namesCredential(password)) return true;
  return PLACEHOLDER_WORD.test(password.toLowerCase().replace(/[-_.\s]/g, ''));
}


/** Top-level domains common enough that `name.tld` reads as a host name. */
const COMMON_TLDS = new Set([
  'com', 'net', 'org', 'edu', 'gov', 'mil', 'int', 'info', 'biz', 'io', 'app', 'dev', 'xyz', 'online', 'site', 'shop',
  'top', 'club', 'bank', 'cloud', 'tech', 'store', 'example', 'test', 'invalid', 'localhost', 'local', 'onion', 'arpa',
]);

/**
 * Four dot-separated runs of one to three digits, a trailing dot allowed:
 * what a reader takes for an IPv4 address. Looser than RFC 3986 §3.2.2's
 * IPv4address (shared's `hostTypeOf`) on purpose: the question is not
 * whether the user name is a valid address but whether it passes for one,
 * and nobody reading `http://999.168.0.1@evil.example/` or
 * `http://10.0.0.1.@evil.example/` counts to 255 or sees the dot.
 */
const LOOKS_LIKE_IPV4 = /^(?:\d{1,3}\.){3}\d{1,3}\.?$/;
const LABEL = '[\\p{L}\\p{N}](?:[\\p{L}\\p{N}-]*[\\p{L}\\p{N}])?';
/** A run of dot-separated labels at the start of the user name, ending in an alphabetic (or IDNA) label. */
const DOMAIN_PREFIX = new RegExp(`^((?:${LABEL}\\.)+)(\\p{L}{2,}|xn--[a-z0-9-]+)\\.?(?![\\p{L}\\p{N}-])`, 'iu');

/**
 * Heuristic for §7.6: the user name starts like a domain name. `john.doe` is
 * a plausible user name, so two labels count only with a common or
 * two-letter top-level domain, or a first label `www`; three labels or
 * anything that passes for an IPv4 address always count. The RFC's own example,
 * `cnn.example.com&story=breaking_news`, counts: its start is a domain.
 */
export function looksLikeHost(user: string): boolean {
  if (LOOKS_LIKE_IPV4.test(user)) return true;
  const match = DOMAIN_PREFIX.exec(user);
  if (!match) return false;
  const labels = match[1]!.split('.').filter((l) => l !== '');
  const tld = match[2]!.toLowerCase();
  if (labels.length >= 2 || labels[0]!.toLowerCase() === 'www') return true;
  return tld.length === 2 || tld.startsWith('xn--') || COMMON_TLDS.has(tld);
}

/** The remove-password fix, or undefined when there is no password. */
export function removePasswordFix(ref: AnalyzedReference): Fix | undefined {
  const password = ref.parsed.ranges.password;
  const token = tokenAsUser(ref);
  if (token === undefined && (!password || password.end <= password.start)) return undefined;
  // From the ":" that opens the password (§3.2.1 "user:password"); a token that is the user name, with its "@".
  const cut = token !== undefined ? { start: token.start, end: token.end + 1, newText: '' } : { start: password!.start - 1, end: password!.end, newText: '' };
  return {
    id: 'remove-password',
    title: 'Remove password from URI',
    edits: withPartnersEncoded(ref.found.text, cut),
    codes: ['password-in-userinfo', 'placeholder-password'],
    complete: false,
    preferred: true,
    verify: (after) => after.ranges.password === undefined && (token === undefined || after.ranges.userinfo === undefined),
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
