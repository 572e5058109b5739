/**
 * Passwords written so that a parse does not read them as passwords (issue
 * 17 §2): an unencoded `#`, `/` or `?` ends the authority early, so the
 * password is read as a port, a path, a query or a fragment. Every piece of
 * each password holds `Zq7`, and nothing else in the tests does, so that a
 * piece shown anywhere is caught. Shared by the protocol and the CLI tests.
 */

/** Matches any piece of any password below. */
export const HIDDEN_SECRET = /Zq7/;

/** [shape, reference] */
export const HIDDEN_PASSWORDS: [string, string][] = [
  ['with a # (read as a port and a fragment)', 'postgres://admin:Zq7a#Zq7b@db.example.com/app'],
  ['with a / (read as a port and a path)', 'postgres://admin:Zq7a/Zq7b@db.example.com/app'],
  ['with a ? (read as a port and a query)', 'postgres://admin:Zq7a?Zq7b@db.example.com/app'],
  ['with #, / and ? at once', 'https://admin:Zq7a/Zq7b?Zq7c#Zq7d@example.com/x'],
  ['starting with digits (a valid port)', 'https://admin:2024#Zq7b@example.com/'],
  ['with several @', 'https://admin:Zq7a@Zq7b#Zq7c@example.com/x'],
  ['with a user name holding @', 'https://ad@min:Zq7a#Zq7b@example.com/x'],
  ['before a query holding @', 'https://admin:Zq7a?Zq7b@example.com/list?to=a@example.org'],
  ['percent-encoded, with a #', 'https://admin:Zq7a%2FZq7b#Zq7c@example.com/'],
  ['before an IPv6 host', 'http://admin:Zq7a#Zq7b@[2001:db8::1]:8080/'],
  ['with a /, before an IPv6 host', 'http://admin:Zq7a/Zq7b@[::1]/'],
  ['in an opaque jdbc URI', 'jdbc:postgresql://admin:Zq7a#Zq7b@db.example.com/app'],
  ['in an opaque jdbc URI, plain', 'jdbc:mysql://admin:Zq7a@db.example.com/app'],
  ['in an opaque sip URI (RFC 3261 §19.1.1)', 'sip:alice:Zq7a#Zq7b@atlanta.example.com'],
  ['in a URI nested in a query', 'https://example.com/go?to=ftp://admin:Zq7a@files.example/'],
  ['percent-encoded in a nested URI', 'https://example.com/login?next=ftp%3A%2F%2Fadmin%3AZq7a%40files.example%2F'],
];
