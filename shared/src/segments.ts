/** The path as a list of segments; an absolute path starts with an empty segment. */
export function pathSegments(path: string): string[] {
  return path === '' ? [] : path.split('/');
}
