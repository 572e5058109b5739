/** RFC 3986 §6.2.2 and §6.2.3: the normal form of a URI reference. */
export function normalize(text: string): string {
  void text;
  throw new Error('not implemented');
}

/** RFC 3986 §6.2: true when `a` and `b` are equivalent after normalization. */
export function equivalent(a: string, b: string): boolean {
  return normalize(a) === normalize(b);
}
