/**
 * Each diagnostic code's page (docs/rules/<code>.md): why it matters, an
 * example that triggers it and the example fixed. A record per code, typed
 * by the codes the rules declare, so a code without its documentation does
 * not compile; scripts/rule-docs.js writes the pages from these records and
 * the rules' declarations (level, RFC link, fixes), running every example
 * through the command line, and test/docs.test.ts holds the pages to them.
 * Editors link a diagnostic's code to its page (`codeDescription.href`), as
 * SARIF's `helpUri` and the JSON report's `docs` do.
 */
import type { DiagnosticCode } from './index';

export { DOCS_BASE, docsHref } from '../../contract/diagnostics';

/** One code's documentation beyond what its rule declares. */
export interface CodeDoc {
  /** Why it matters to a reader, in a few sentences of Markdown. */
  why: string;
  /** A document that triggers the code (one line or a few). */
  bad?: string;
  /** Why no document can trigger it, for a code only composed URIs have (then `bad` is absent). */
  neverInText?: string;
  /** The same document fixed; absent when the right fix depends on intent. */
  good?: string;
  /** The example's file name (its language), `README.md` by default. */
  file?: string;
  /** Other files of the example's folder (for links). */
  files?: Readonly<Record<string, string>>;
  /** The example's `.urilintrc.json`, for a code that a setting turns on. */
  config?: Readonly<Record<string, unknown>>;
}

export const CODE_DOCS: Readonly<Record<DiagnosticCode, CodeDoc>> = {
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
  'iri': {
    why: 'An IRI (RFC 3987) is a URI with non-ASCII characters. Browsers convert it, but many programs that accept only URIs (HTTP headers, older libraries, some feeds) do not. Reported as information by default; `uriLint.iri.strict` makes it an error.',
    bad: 'See <https://example.com/caf\u00e9>.\n',
    good: 'See <https://example.com/caf%C3%A9>.\n',
  },
  'password-in-userinfo': {
    why: 'RFC 3986 §3.2.1 deprecates `user:password@`: a password in a URI ends up in logs, history and referrers. URI Lint never shows the password, in any message, hover or report.',
    bad: 'Mirror: <https://deploy:h7Qz9xKp@example.com/repo.git>\n',
    good: 'Mirror: <https://example.com/repo.git>\n',
  },
  'placeholder-password': {
    why: 'A word that only stands for a password (`password`, `<password>`, `$PASS`, `***`) is an example, so it is reported apart from real passwords, as information: a team can turn it off and keep `password-in-userinfo` on. The form is still deprecated by RFC 3986 §3.2.1.',
    bad: 'Connect with <postgres://user:password@localhost/db>.\n',
    good: 'Connect with <postgres://user@localhost/db> and give the password apart.\n',
  },
  'deceptive-userinfo': {
    why: 'A user name written like a host name (`https://www.bank.example@evil.example/`) makes a reader believe the URI leads to the first name, while it leads to the host after `@` (RFC 3986 §7.6). Such a URI is never made a link.',
    bad: 'Log in at <https://www.example.com@example.net/login>.\n',
    good: 'Log in at <https://www.example.com/login>.\n',
  },
  'ambiguous-ip-address': {
    why: 'A host such as `0x7f.1` or `127.1` is a registered name by the ABNF, but resolvers read it as an IPv4 address in an unusual form (RFC 3986 §7.4): a reader does not see which address it is.',
    bad: 'See <http://0x7f.1/admin>.\n',
    good: 'See <http://127.0.0.1/admin>.\n',
  },
  'invisible-character': {
    why: 'An invisible character (a zero-width space, a soft hyphen) or a bidirectional control makes a URI look like another (RFC 3986 §7.6); it is almost always pasted by accident.',
    bad: 'See <https://exam\u200bple.com/>.\n',
    good: 'See <https://example.com/>.\n',
  },
  'http-missing-host': {
    why: 'http, https, ws, wss and ftp URIs require `//` and a host (RFC 9110 §4.2.1). `https:/example.com` is a valid URI by RFC 3986 alone, but names no host: browsers guess, other clients fail.',
    bad: 'See <https:/example.com/docs>.\n',
    good: 'See <https://example.com/docs>.\n',
  },
  'backslash-for-slash': {
    why: 'RFC 3986 §3 writes `//` before the host, and `\\` is not a URI character. Browsers read `http:\\\\example.com` as `http://example.com`, other programs do not.',
    bad: 'See <http:\\\\example.com\\docs>.\n',
    good: 'See <http://example.com/docs>.\n',
  },
  'http-userinfo': {
    why: 'User information (`user@`) in an http, https, ws or wss URI is deprecated by RFC 9110 §4.2.4: browsers warn or drop it, and it is a common disguise.',
    bad: 'See <https://admin@example.com/>.\n',
    good: 'See <https://example.com/>.\n',
  },
  'ws-fragment': {
    why: 'RFC 6455 §3 forbids a fragment in a ws or wss URI: a WebSocket handshake has nowhere to send it, and clients reject the URI.',
    bad: 'Connect to <wss://example.com/socket#chat>.\n',
    good: 'Connect to <wss://example.com/socket>.\n',
  },
  'file-drive-letter-authority': {
    why: 'In `file://C:/x` the drive letter stands where the host goes, so `C` is read as a host name. RFC 8089 Appendix E.2 writes `file:///C:/x`.',
    bad: 'Open <file://C:/Users/me/notes.txt>.\n',
    good: 'Open <file:///C:/Users/me/notes.txt>.\n',
  },
  'file-relative-path': {
    why: 'After `file://` comes a host, then an absolute path (RFC 8089 §2): `file://./x` and `file://~/x` make `.` or `~` a host name. A file URI cannot be relative; write a relative reference without the scheme, or an absolute path.',
    bad: 'Open <file://./notes.txt>.\n',
    good: 'Open <file:///home/me/notes.txt>.\n',
  },
  'mailto-invalid-address': {
    why: 'A mailto address is an e-mail address, `local-part@domain` (RFC 6068 §2); without the `@` or the domain the mail client has nowhere to send it.',
    bad: 'Write to <mailto:support.example.com>.\n',
    good: 'Write to <mailto:support@example.com>.\n',
  },
  'mailto-invalid-header': {
    why: 'The query of a mailto URI is header fields, `name=value` separated by `&` (RFC 6068 §2); a field without `=` or an empty one is dropped or misread by mail clients.',
    bad: 'Write to <mailto:support@example.com?subject>.\n',
    good: 'Write to <mailto:support@example.com?subject=Help>.\n',
  },
  'mailto-unencoded-character': {
    why: 'RFC 6068 §2 requires `/`, `?`, `=`, `&` and `;` percent-encoded inside an address or a header value, where they would otherwise end it.',
    bad: 'Write to <mailto:sales/emea@example.com>.\n',
    good: 'Write to <mailto:sales%2Femea@example.com>.\n',
  },
  'urn-invalid-nid': {
    why: 'A URN namespace identifier is 2 to 32 letters, digits and inner hyphens (RFC 8141 §2).',
    bad: 'Identifier: <urn:a:thing>\n',
    good: 'Identifier: <urn:example:thing>\n',
  },
  'urn-invalid-nss': {
    why: 'A URN has a namespace-specific string after its namespace identifier, and it does not start with `/` (RFC 8141 §2).',
    bad: 'Identifier: <urn:example:>\n',
    good: 'Identifier: <urn:example:thing>\n',
  },
  'urn-invalid-component': {
    why: 'A URN\'s query is an r-component (`?+`) and/or a q-component (`?=`) (RFC 8141 §2.3); a plain `?` is not allowed.',
    bad: 'Identifier: <urn:example:thing?version=2>\n',
    good: 'Identifier: <urn:example:thing?=version=2>\n',
  },
  'urn-invalid-uuid': {
    why: 'The namespace-specific string of a `urn:uuid` is a UUID: 32 hexadecimal digits in groups 8-4-4-4-12 (RFC 4122 §3).',
    bad: 'Id: <urn:uuid:f81d4fae-7dec-11d0-a765-00a0c91e6bf>\n',
    good: 'Id: <urn:uuid:f81d4fae-7dec-11d0-a765-00a0c91e6bf6>\n',
  },
  'urn-invalid-isbn': {
    why: 'A `urn:isbn` names an ISBN-10 or ISBN-13 whose check digit is right (RFC 3187 §3); a wrong digit names another book or none.',
    bad: 'Book: <urn:isbn:0451450524>\n',
    good: 'Book: <urn:isbn:0451450523>\n',
  },
  'urn-invalid-ietf': {
    why: 'A `urn:ietf:rfc`, `fyi`, `std` or `bcp` name ends with the document\'s number (RFC 2648 §2).',
    bad: 'See <urn:ietf:rfc:>.\n',
    good: 'See <urn:ietf:rfc:3986>.\n',
  },
  'data-missing-comma': {
    why: 'A data URI separates its media type and parameters from the data with `,` (RFC 2397 §3); without it there is no data.',
    bad: '<img src="data:image/png;base64">\n',
    file: 'page.html',
    good: '<img src="data:image/png;base64,iVBORw0KGgo=">\n',
  },
  'data-invalid-media-type': {
    why: 'A data URI\'s media type is `type/subtype` (RFC 2397 §3); anything else is read as `text/plain` or rejected.',
    bad: '<a href="data:text,hello">x</a>\n',
    file: 'page.html',
    good: '<a href="data:text/plain,hello">x</a>\n',
  },
  'data-invalid-parameter': {
    why: 'A data URI parameter is `attribute=value` (RFC 2397 §3); decoders ignore a bare word such as `;utf8`, so the charset it meant to set is not set.',
    bad: '<a href="data:text/plain;utf8,hello">x</a>\n',
    file: 'page.html',
    good: '<a href="data:text/plain;charset=utf-8,hello">x</a>\n',
  },
  'data-invalid-base64': {
    why: 'With `;base64`, the data must be base64 (RFC 2045 §6.8): the 64-character alphabet, `=` only at the end, a length that is a multiple of 4. Decoders disagree on anything else.',
    bad: '<img src="data:image/gif;base64,R0lGOD#lh">\n',
    file: 'page.html',
    good: '<img src="data:image/gif;base64,R0lGODlh">\n',
  },
  'tel-invalid-number': {
    why: 'A tel URI\'s number is `+` and digits (a global number) or digits, `*` and `#` (a local one), with `-`, `.`, `(` and `)` as visual separators only (RFC 3966 §3).',
    bad: 'Call <tel:+1-555-CALL-NOW>.\n',
    good: 'Call <tel:+1-555-225-5669>.\n',
  },
  'tel-missing-phone-context': {
    why: 'A local number (no leading `+`) means nothing without the context it is dialled in: RFC 3966 §5.1.5 requires `;phone-context=`.',
    bad: 'Call <tel:5551234>.\n',
    good: 'Call <tel:5551234;phone-context=+1-555>.\n',
  },
  'tel-invalid-parameter': {
    why: 'tel parameters are `;name=value`: an extension of digits, a phone-context that is a domain or a global number (RFC 3966 §3).',
    bad: 'Call <tel:+1-555-123-4567;ext=front-desk>.\n',
    good: 'Call <tel:+1-555-123-4567;ext=101>.\n',
  },
  'scheme-typo': {
    why: 'A scheme that is not registered and is one letter away from a common one (`htps`, `htttp`, `mialto`) is almost always a typo: nothing opens it. A hint by default, since private schemes exist.',
    bad: 'See htps://example.com/docs.\n',
    good: 'See https://example.com/docs.\n',
  },
  'not-normalized': {
    why: 'Two URIs that differ only by case, unneeded percent-encoding, a default port or dot segments identify the same resource (RFC 3986 §6.2.2, §6.2.3); writing them in normal form makes them compare equal as text (caches, link checkers, deduplication). Off by default; `uriLint.normalForm.enable` turns it on.',
    bad: 'See <HTTP://Example.COM:80/a/../b>.\n',
    good: 'See <http://example.com/b>.\n',
    config: { 'normalForm.enable': true },
  },
  'invalid-template-expression': {
    why: 'A reference that holds `{…}` is read as a URI Template (RFC 6570). An unclosed `{`, an empty `{}`, a reserved operator or a bad variable name is not a template a library expands.',
    bad: 'Endpoint: https://api.example.com/users/{id}/{}\n',
    good: 'Endpoint: https://api.example.com/users/{id}\n',
  },
  'placeholder-component': {
    why: 'A word where a value goes that no word can be (`https://host:port/`, `localhost:*`) is an example to fill in, not a URI. It is information, not an error, so documentation that shows the form is not flagged as broken.',
    bad: 'Open <http://localhost:port/>.\n',
    good: 'Open <http://localhost:8080/>.\n',
  },
  'link-missing-file': {
    why: 'A relative link, a root-relative link, a `file:` URI or a URL that `uriLint.links.mappings` maps to a folder names a file or folder that is not in the workspace: the link is broken where the document is rendered.',
    bad: 'Read the [setup guide](docs/setup.md).\n',
    good: 'Read the [setup guide](docs/install.md).\n',
    files: { 'docs/install.md': '# Install\n' },
  },
  'link-case-mismatch': {
    why: 'The linked file exists only in another letter case: the link opens on macOS and Windows, whose file systems ignore case, and breaks on Linux and on a web server.',
    bad: 'Read the [setup guide](docs/Setup.md).\n',
    good: 'Read the [setup guide](docs/setup.md).\n',
    files: { 'docs/setup.md': '# Setup\n' },
  },
  'link-missing-fragment': {
    why: 'A fragment names nothing in its target: no heading with that id (under the renderer\'s rules for heading ids, `uriLint.links.headingIds`), no element with that `id`, a line past the end, or a JSON Pointer to no member.',
    bad: '# Guide\n\nSee [installing](#instalation).\n\n## Installation\n',
    good: '# Guide\n\nSee [installing](#installation).\n\n## Installation\n',
  },
  'scheme-missing-colon': {
    why: 'A URL whose scheme lost its colon (`https//example.com`) is a relative path to every parser: a link to it leads to a file of that name, not to the site. Always a slip of the keyboard; the `scheme-typo` fix writes the colon.',
    bad: 'See https//example.com/docs.\n',
    good: 'See https://example.com/docs.\n',
  },
  'link-rules-unknown': {
    why: 'Most links of a folder fail under the rules assumed (GitHub\'s reading of the repository): its files name missing files under one root-relative prefix, or fragments that another renderer\'s heading ids match. A program URI Lint does not model renders these pages (a project\'s own guide generator, a site whose configuration was not read), so the folder\'s link findings are shown as information until `uriLint.links.root`, `uriLint.links.mappings` or `uriLint.links.headingIds` says how it renders.',
    neverInText: 'It is said of a folder, not of a reference: the editor puts it once on the first document of the folder it judged so (and in the output), and the command line says it in a line of its summary (the JSON report\'s `notices`).',
  },
  'unused-directive': {
    why: 'An inline `uri-lint-disable…` directive that silences nothing, or names an unknown code, is left over from a fixed problem or misspelled: it would silence the next real problem on that line. `--report-unused-directives` makes it an error on the command line.',
    bad: '<!-- uri-lint-disable-next-line invalid-port -->\nSee <https://example.com/>.\n',
    good: 'See <https://example.com/>.\n',
  },
};
