/**
 * Whether VS Code can take a link target. Its URI parser (`URI.parse` of
 * `vs/base/common/uri.ts`) is stricter than RFC 3986 in two ways, and throws
 * on a target that breaks them, whereupon VS Code drops every link of the
 * document, not the one: a scheme must match `\w[\w\d+.-]*`, and the path,
 * as it decodes it (percent-encoded octets decoded where they form
 * UTF-8), must start with `/` when there is an authority and must not start
 * with `//` when there is none. RFC 3986 allows `file:////host/share` (an
 * empty authority, then a path `//host/share`), a common way to write a UNC
 * path; VS Code does not, and takes `file://host/share` for the same share.
 */

/** RFC 3986 Appendix B: the components of any URI reference. */
const COMPONENTS = /^(?:([^:/?#]+):)?(?:\/\/([^/?#]*))?([^?#]*)(\?[^#]*)?(#.*)?$/s;

/** VS Code's scheme pattern. */
const SCHEME = /^\w[\w\d+.-]*$/;

/** Schemes whose empty path VS Code makes `/`, and whose path it roots. */
const ROOTED = new Set(['http', 'https', 'file']);

/**
 * `target` in a form VS Code's URI parser accepts and reads as the same
 * resource: as it is, or a `file:` URI of a UNC path written with an empty
 * authority (`file:////host/share`, `file://///host/share`) with the host
 * as its authority (`file://host/share`); undefined when it has none.
 */
export function editorTarget(target: string): string | undefined {
  if (acceptedByEditor(target)) return target;
  const match = COMPONENTS.exec(target);
  if (!match || match[1]?.toLowerCase() !== 'file' || match[2] !== '') return undefined;
  // An empty authority and a path of two slashes or more, then a host.
  const unc = /^\/{2,}([^/]+)(\/.*)?$/s.exec(match[3]!);
  if (!unc) return undefined;
  const rewritten = `${match[1]}://${unc[1]}${unc[2] ?? ''}${match[4] ?? ''}${match[5] ?? ''}`;
  return acceptedByEditor(rewritten) ? rewritten : undefined;
}

/** True when VS Code's `URI.parse` takes `target` without throwing. */
function acceptedByEditor(target: string): boolean {
  const match = COMPONENTS.exec(target);
  if (!match) return false;
  const scheme = match[1] ?? '';
  if (scheme !== '' && !SCHEME.test(scheme)) return false;
  const authority = decoded(match[2] ?? '');
  let path = decoded(match[3] ?? '');
  if (ROOTED.has(scheme) && path !== '' && !path.startsWith('/')) path = `/${path}`;
  if (path === '') return true;
  return authority !== '' ? path.startsWith('/') : !path.startsWith('//');
}

/** `text` with each run of percent-encoded octets decoded where it is UTF-8, as VS Code decodes a component. */
function decoded(text: string): string {
  if (!text.includes('%')) return text;
  return text.replace(/(?:%[0-9A-Fa-f]{2})+/g, (run) => {
    try {
      return decodeURIComponent(run);
    } catch {
      return run;
    }
  });
}
