/**
 * A link whose target is an e-mail address or a web address written
 * without its scheme (`[Moderation Team](rust-mods@rust-lang.org)`,
 * `[site](www.example.com/about)`, `[org](github.com/sine-fdn)`): every
 * renderer reads it as a relative path, a file beside the page that is not
 * there, while its author meant the address. The link is broken; what to
 * say is what it reads as and the scheme it lacks.
 *
 * Pure over the link's text.
 */

/** An address written where a path goes, and the link that means it. */
export interface WrittenAddress {
  /** What it is: `an e-mail address`, `a web address`. */
  what: string;
  /** The scheme it lacks (`mailto:`, `https://`), and the link with it. */
  scheme: string;
  link: string;
}

/** `local@domain.tld`: a dot-atom local part, a domain of two labels or more ending in letters (RFC 5322 §3.4.1, simplified). */
const EMAIL = /^[A-Za-z0-9!#$%&'*+=^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+=^_`{|}~-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}$/;

/** A name that ends as a file's (`logo@2x.png`): no e-mail address. */
const FILE_EXTENSION = /\.(?:png|jpe?g|gif|svg|webp|ico|pdf|md|markdown|html?|txt|css|js|ts|json|ya?ml|xml|zip|gz)$/i;

/**
 * Generic top-level domains a host name is read by. Not the two-letter country codes: `README.md`, `setup.py` and
 * `main.go` are file names first.
 */
const HOST_TLDS = new Set(['com', 'org', 'net', 'io', 'dev', 'edu', 'gov', 'app', 'info', 'co']);

/** A host name: labels joined by dots, the last a top-level domain above, or any that starts with `www.`. */
const HOST = /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+([A-Za-z]{2,})$/;

/**
 * The address a relative link's text is, when it reads as one (its first segment an e-mail address or a host name),
 * else undefined. A path that starts with `/`, `.` or a segment that is no address is a path.
 */
export function writtenAddress(text: string): WrittenAddress | undefined {
  const path = text.replace(/[?#].*$/s, '');
  if (path === '' || /^[/.]/.test(path)) return undefined;
  if (EMAIL.test(path) && !FILE_EXTENSION.test(path)) return { what: 'an e-mail address', scheme: 'mailto:', link: `mailto:${text}` };
  const first = path.split('/')[0]!;
  const host = HOST.exec(first);
  if (!host) return undefined;
  if (!/^www\./i.test(first) && !HOST_TLDS.has(host[1]!.toLowerCase())) return undefined;
  return { what: 'a web address', scheme: 'https://', link: `https://${text}` };
}

/**
 * The address a relative link that leads nowhere was meant as: when its text reads as one and its walk found nothing
 * at its first segment or before it (`segments`: the target's path from the workspace folder, `at`: the segment
 * missing). A link whose first segment is there is a path.
 */
export function missingAddress(text: string, segments: readonly string[], at: number): WrittenAddress | undefined {
  const address = writtenAddress(text);
  if (!address) return undefined;
  const written = text.replace(/[?#].*$/s, '').split('/').filter((segment) => segment !== '').length;
  return at <= segments.length - written ? address : undefined;
}

/** What a missing file's message says of an address written as a path. */
export function addressMessage(text: string, address: WrittenAddress): string {
  return `"${text}" reads as a relative path, a file that is not there, not as ${address.what}: `
    + `add ${address.scheme} (${address.link}).`;
}
