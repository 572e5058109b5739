import type { Components } from './types';

/**
 * RFC 3986 §5.3: the reference string of `components`, the inverse of
 * `parse`: `recompose(parse(x).components) === x` for every valid `x`.
 *
 * A component that is `undefined` is left out together with its delimiter;
 * one that is `''` keeps its delimiter (`http://h?` keeps the `?`). The
 * authority is present exactly when `host` is defined (possibly `''`, as in
 * `file:///`); `userinfo` and `port` are written only with it. No component
 * is checked or encoded: what goes in comes out.
 */
export function recompose(components: Components): string {
  let out = '';
  if (components.scheme !== undefined) out += components.scheme + ':';
  if (components.host !== undefined) {
    out += '//';
    if (components.userinfo !== undefined) out += components.userinfo + '@';
    out += components.host;
    if (components.port !== undefined) out += ':' + components.port;
  }
  out += components.path;
  if (components.query !== undefined) out += '?' + components.query;
  if (components.fragment !== undefined) out += '#' + components.fragment;
  return out;
}
