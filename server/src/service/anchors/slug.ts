/**
 * Heading slugs: the ids a Markdown renderer gives its headings, by GitHub's
 * rules (github-slugger, whose fixtures are GitHub's own output) or
 * GitLab's, chosen by `uriLint.links.slugs`.
 */
import { slug as githubSlug } from 'github-slugger';

/** Whose rules make the id of a heading. */
export type SlugRules = 'github' | 'gitlab';

/**
 * GitLab's rules (doc/user/markdown.md, "Heading IDs and links"): lowercase,
 * every non-word character removed (Ruby's \p{Word}: letters, marks, decimal
 * digits, connector punctuation) except `-` and space, spaces to `-`, and a
 * run of `-` squeezed to one.
 */
function gitlabSlug(text: string): string {
  return text.toLowerCase().replace(/[^\p{L}\p{M}\p{Nd}\p{Pc}\- ]/gu, '').replace(/ /g, '-').replace(/-{2,}/g, '-');
}

/** The id of one heading's text, before it is made unique in its document. */
export function slugOf(text: string, rules: SlugRules): string {
  return rules === 'gitlab' ? gitlabSlug(text) : githubSlug(text);
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
    let result = base;
    while (this.taken.has(result)) {
      const count = (this.taken.get(base) ?? 0) + 1;
      this.taken.set(base, count);
      result = `${base}-${count}`;
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
export function pythonMarkdownSlug(text: string, unicode = false): string {
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
