/**
 * A document's front matter: the metadata a site generator reads before its body, YAML between `---` lines (Jekyll,
 * Hugo, MkDocs, Docusaurus, Microsoft Learn; closed by `---` or `...`) or TOML between `+++` lines (Hugo, Zola),
 * from the text's first line (after a byte order mark). The one reading of it in the service, made once per document
 * version in the workspace's `FrontMatters` (a caches.ts `VersionCache` its `LinkFacts` own, links/target.ts
 * `WorkspaceCaches`): the links rule asks whether a page is Microsoft Learn's by its metadata, the ignore actions
 * where a directive is written as a YAML comment (directivePlacement.ts).
 */
import type { VersionCache } from './caches';

/** Where a document's front matter lies, in offsets of its text. */
export interface FrontMatter {
  format: 'yaml' | 'toml';
  /** Where its opening fence starts: 0, or 1 after a byte order mark. */
  start: number;
  /** Its content, between the fences' lines: `[bodyStart, bodyEnd)`. */
  bodyStart: number;
  bodyEnd: number;
  /** Just after its closing fence (before that line's break). */
  end: number;
}

/** Each format's fences: its opening line, and its closing line (searched for line by line from the body's start). */
const FENCES = [
  { format: 'yaml', open: /---[ \t]*\r?\n/y, close: /^(?:---|\.\.\.)[ \t]*\r?$/gm },
  { format: 'toml', open: /\+\+\+[ \t]*\r?\n/y, close: /^\+\+\+[ \t]*\r?$/gm },
] as const;

/** The front matter of `text`, or undefined when it has none (its first line no fence, or no closing fence). */
export function readFrontMatter(text: string): FrontMatter | undefined {
  const start = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  for (const { format, open, close } of FENCES) {
    open.lastIndex = start;
    const opening = open.exec(text);
    if (!opening) continue;
    const bodyStart = start + opening[0].length;
    close.lastIndex = bodyStart;
    const closing = close.exec(text);
    if (!closing) return undefined;
    return { format, start, bodyStart, bodyEnd: closing.index, end: closing.index + closing[0].length };
  }
  return undefined;
}

/** The front matters read, one per document at its current version (a workspace's: links/target.ts `WorkspaceCaches`). */
export type FrontMatters = VersionCache<FrontMatter | undefined>;

/**
 * The front matter of a document's current version, read once per version in `readings` (the workspace's, when the
 * platform has one); read again each time without them.
 */
export function frontMatterOf(document: { readonly version: number; getText(): string }, readings: FrontMatters | undefined): FrontMatter | undefined {
  return readings ? readings.of(document, () => readFrontMatter(document.getText())) : readFrontMatter(document.getText());
}
