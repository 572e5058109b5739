/**
 * What every diagnostic says of where it comes from: its `source`, and the
 * page its code links to (`codeDescription.href`, SARIF's `helpUri`, the
 * JSON report's `docs`).
 */

/** The `source` of every diagnostic. */
export const SOURCE = 'uri-lint';

/** Where the pages are published: the repository's docs/rules/ folder. */
export const DOCS_BASE = 'https://github.com/uri-lint/uri-lint/blob/main/docs/rules/';

/** The page of a diagnostic code (or of directives, for `unused-directive`). */
export function docsHref(code: string): string {
  return `${DOCS_BASE}${encodeURIComponent(code)}.md`;
}
