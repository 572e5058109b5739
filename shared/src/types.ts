/**
 * The data model of the URI core: what `parse` returns and what the other
 * operations take. Offsets are UTF-16 code units, end exclusive, the unit
 * that LSP positions use by default.
 */

/** A half-open range of UTF-16 offsets into the parsed text. */
export interface Range {
  /** Offset of the first character. */
  start: number;
  /** Offset just past the last character. */
  end: number;
}

/**
 * The kind of host (RFC 3986 §3.2.2). The `host` rule is first-match-wins:
 * `IP-literal / IPv4address / reg-name`, so `256.1.1.1` and `01.0.0.0` are
 * reg-names.
 */
export type HostType = 'reg-name' | 'IPv4' | 'IPv6' | 'IPvFuture';

/** Which side of the `URI-reference` rule (§4.1) a reference matched. */
export type ReferenceKind = 'uri' | 'relative-ref';

/**
 * The components of a URI reference as written: raw substrings, never
 * decoded or case-folded (§3). A component whose delimiter is absent is
 * `undefined`; one whose delimiter is present but empty is `''` (§5.3).
 */
export interface Components {
  /** `scheme`, without the `:`. */
  scheme?: string;
  /** `userinfo`, without the `@`. Present only with an authority. */
  userinfo?: string;
  /**
   * `host` exactly as the ABNF matches it (brackets included for an
   * IP-literal). Present exactly when the reference has an authority
   * (`//`), possibly `''`.
   */
  host?: string;
  /** The kind of `host`; present exactly when `host` is. */
  hostType?: HostType;
  /** `port`, without the `:`. */
  port?: string;
  /** The path; always a string, possibly empty (§3.3). */
  path: string;
  /** `query`, without the `?`. */
  query?: string;
  /** `fragment`, without the `#`. */
  fragment?: string;
}

/** Offsets of every component present in the parsed text, delimiters excluded. */
export interface Ranges {
  scheme?: Range;
  /** The whole authority, after `//`. */
  authority?: Range;
  userinfo?: Range;
  /** The part of userinfo before its first `:` (the user name). */
  user?: Range;
  /** The part of userinfo after its first `:` (the deprecated password, §3.2.1). */
  password?: Range;
  host?: Range;
  port?: Range;
  path: Range;
  query?: Range;
  fragment?: Range;
}

/** Stable codes of every violation the parser reports. */
export type ErrorCode =
  | 'invalid-character'
  | 'non-ascii-character'
  | 'invalid-percent-encoding'
  | 'invalid-scheme'
  | 'invalid-port'
  | 'invalid-ipv6'
  | 'invalid-ipvfuture'
  | 'unclosed-ip-literal'
  | 'bracket-outside-ip-literal'
  | 'path-starts-with-double-slash'
  | 'colon-in-first-segment';

/** One violation of the RFC 3986 ABNF. */
export interface UriError {
  /** Stable code, for settings and quick fixes. */
  code: ErrorCode;
  /** Plain language: what is wrong and what the rule allows. */
  message: string;
  /** First offending character. */
  start: number;
  /** Just past the last offending character. */
  end: number;
  /** The ABNF rule that is broken (Appendix A), e.g. `segment`, `port`. */
  rule: string;
  /** The RFC 3986 section that defines the rule, e.g. `3.2.3`. */
  section: string;
}

/** What `parse` returns. */
export interface ParseResult {
  /** True exactly when `errors` is empty. */
  valid: boolean;
  /** `uri` when a scheme is present, else `relative-ref`. */
  kind: ReferenceKind;
  /** The components, filled in as far as they could be read even when invalid. */
  components: Components;
  /** Where each present component is. */
  ranges: Ranges;
  /** Every violation, in text order. */
  errors: UriError[];
}

/** The component names that `encode` knows. */
export type ComponentName =
  | 'scheme'
  | 'userinfo'
  | 'host'
  | 'port'
  | 'path'
  | 'segment'
  | 'query'
  | 'fragment';
