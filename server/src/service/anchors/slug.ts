/**
 * Heading slugs: the ids a Markdown renderer gives its headings, by GitHub's
 * rules (github-slugger, whose fixtures are GitHub's own output) or
 * GitLab's, chosen by `uriLint.links.headingIds`, or by the rules of the
 * site generator that renders the document (links/renderers.ts: kramdown,
 * Python-Markdown, VitePress, mdBook, Pandoc).
 */
import { slug as githubSlug } from 'github-slugger';

/** Whose rules make the id of a heading. */
export type SlugRules = 'github' | 'gitlab' | 'kramdown' | 'python-markdown' | 'vitepress' | 'mdbook' | 'pandoc';

/** The rules a site generator's configuration may name (links/renderers.ts). */
export type HeadingIds = SlugRules;

/**
 * GitLab's rules (doc/user/markdown.md, "Heading IDs and links"): lowercase,
 * every non-word character removed (Ruby's \p{Word}: letters, marks, decimal
 * digits, connector punctuation) except `-` and space, spaces to `-`, and a
 * run of `-` squeezed to one.
 */
function gitlabSlug(text: string): string {
  return text.toLowerCase().replace(/[^\p{L}\p{M}\p{Nd}\p{Pc}\- ]/gu, '').replace(/ /g, '-').replace(/-{2,}/g, '-');
}

/**
 * kramdown's own ids (its `auto_ids` with kramdown input; Jekyll's default
 * GFM input makes GitHub's): ASCII letters, digits, spaces and `-` kept,
 * everything before the first letter dropped, each space a `-`,
 * lowercased, `section` when nothing is left.
 */
function kramdownSlug(text: string): string {
  const id = text.replace(/^[^a-zA-Z]+/, '').replace(/[^a-zA-Z0-9 -]/g, '').replace(/ /g, '-').toLowerCase();
  return id === '' ? 'section' : id;
}

/**
 * mdBook's ids (its `normalize_id`): letters and digits of any script, `_`
 * and `-` kept and lowercased, each whitespace character a `-`, the rest dropped.
 */
function mdBookSlug(text: string): string {
  return text.trim().replace(/[^\p{L}\p{N}_\s-]/gu, '').replace(/\s/gu, '-').toLowerCase();
}

/**
 * Pandoc's `auto_identifiers` (Quarto's): everything but letters, digits,
 * `_`, `-` and `.` dropped, spaces to `-`, lowercased, everything before the
 * first letter dropped, `section` when nothing is left.
 */
function pandocSlug(text: string): string {
  const id = text.replace(/[^\p{L}\p{N}_.\s-]/gu, '').trim().replace(/\s+/gu, '-').toLowerCase().replace(/^[^\p{L}]+/u, '');
  return id === '' ? 'section' : id;
}

/** The id of one heading's text, before it is made unique in its document. */
export function slugOf(text: string, rules: SlugRules): string {
  switch (rules) {
    case 'gitlab': return gitlabSlug(text);
    case 'kramdown': return kramdownSlug(text);
    case 'python-markdown': return pythonMarkdownSlug(text);
    case 'vitepress': return vuePressSlug(text);
    case 'mdbook': return mdBookSlug(text);
    case 'pandoc': return pandocSlug(text);
    default: return githubSlug(text);
  }
}

/**
 * The ids of a document's headings in order: a repeated id gets `-1`, `-2`…,
 * skipping ids already taken (`echo`, `echo`, `echo 1` give `echo`,
 * `echo-1`, `echo-1-1`: github-slugger's fixtures, taken from GitHub).
 */
export class Slugger {
  private readonly taken = new Map<string, number>();

  constructor(private readonly rules: SlugRules) {}

  slug(text: string): string {
    const base = slugOf(text, this.rules);
    // Python-Markdown numbers a repeat `_1`; the others `-1`.
    const joint = this.rules === 'python-markdown' ? '_' : '-';
    let result = base;
    while (this.taken.has(result)) {
      const count = (this.taken.get(base) ?? 0) + 1;
      this.taken.set(base, count);
      result = `${base}${joint}${count}`;
    }
    this.taken.set(result, 0);
    return result;
  }
}

/**
 * Python-Markdown's slug of a heading (its `toc` extension, which MkDocs
 * uses): accents folded to ASCII and other non-ASCII letters dropped, every
 * character but a word character, a space or `-` removed, lowercased, and
 * each run of spaces and `-` made one `-`. `unicode` keeps non-ASCII letters
 * (its `slugify_unicode`, and pymdown-extensions' slugs).
 */
export function pythonMarkdownSlug(text: string, { unicode = false }: { unicode?: boolean } = {}): string {
  let value = text;
  if (!unicode) value = value.normalize('NFKD').replace(/[^\x00-\x7f]/g, '');
  value = value.replace(/[^\p{L}\p{M}\p{N}\p{Pc}\s-]/gu, '').trim().toLowerCase();
  return value.replace(/[-\s]+/g, '-');
}

/**
 * VitePress's and VuePress's slug of a heading (as their documentation and
 * output show: `## build.target` is `#build-target`): accents folded,
 * control characters dropped, each run of spaces and ASCII punctuation made
 * one `-`, `-` trimmed from both ends, a leading digit given a `_`,
 * lowercased.
 */
export function vuePressSlug(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[\u0000-\u001f]/g, '')
    .replace(/[\s!-,./:-@[-`{-~\u2018\u2019\u201c\u201d-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .replace(/^(\d)/, '_$1')
    .toLowerCase();
}
