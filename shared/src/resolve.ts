/** Options of `resolve`. */
export interface ResolveOptions {
  /** §5.2.2: when false, a reference whose scheme equals the base's is treated as relative (the non-strict parser). Default true. */
  strict?: boolean;
}

/** RFC 3986 §5.2: the target URI of `reference` against the absolute-URI `base`. */
export function resolve(base: string, reference: string, options: ResolveOptions = {}): string {
  void base; void reference; void options;
  throw new Error('not implemented');
}

/** RFC 3986 §5.2.4 remove_dot_segments. */
export function removeDotSegments(path: string): string {
  void path;
  throw new Error('not implemented');
}
