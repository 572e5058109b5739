/**
 * Where a site generator looks for a page's link besides the file the link
 * names from the source (site.ts says which generator, and its folders):
 *
 * - a root-relative link (`/img/logo.png`, `/project/img/logo.png` under a
 *   `baseurl` of `/project`) below each folder the site serves at `/` (a
 *   static folder, the content folder);
 * - a relative link to a Markdown file from each content folder too, as
 *   Docusaurus tries them;
 * - a relative link resolved against the page's URL, where the page is
 *   served as a folder (`guide/page.md` at `guide/page/`): raw HTML's links
 *   in MkDocs, every link in Hugo, which rewrite neither.
 *
 * Pure: the targets are walked by rules/links.ts.
 */
import { percentDecode } from '@uri-lint/shared';
import type { AnalyzedReference } from '../analysis';
import { documentPlace } from './site';
import type { Site } from './site';
import type { LocalTarget, TargetScope } from './target';

/**
 * The other places a missing link's file may be, for the document's
 * generator: [] when there are none (the link is judged as written), or
 * undefined when it is a root-relative link of a site whose `/` is not known
 * (not judged).
 */
export function siteAlternatives(ref: AnalyzedReference, target: LocalTarget, scope: TargetScope, site: Site): LocalTarget[] | undefined {
  if (ref.parsed.kind !== 'relative-ref') return [];
  const text = ref.found.text;
  const path = text.slice(0, endOfPath(text));
  if (path.startsWith('/') && !path.startsWith('//')) {
    if (site.roots.length === 0 || scope.settings.linkRoot.trim() !== '') return undefined;
    const names = target.segments;
    const bases = [names];
    if (site.base.length > 0 && site.base.every((name, i) => names[i] === name)) bases.push(names.slice(site.base.length));
    return site.roots.flatMap((root) => bases.map((below) => at(target, [...root, ...below])));
  }
  const out: LocalTarget[] = [];
  if (site.markdownFromContent && /\.mdx?$/i.test(path)) {
    for (const content of site.content) {
      const names = resolveBelow(content, path);
      if (names) out.push(at(target, names));
    }
  }
  if (site.directoryUrls && (site.generator === 'Hugo' || ref.found.context === 'html-attribute')) {
    const place = documentPlace(scope);
    const file = decodeURIComponentSafe(scope.document.replace(/[?#].*$/, '').slice(scope.document.lastIndexOf('/') + 1));
    const stem = file.replace(/\.[^.]*$/, '');
    if (place && !/^(?:_?index|readme)$/i.test(stem)) {
      const names = resolveBelow([...place.dirs, stem], path);
      if (names) out.push(at(target, names));
    }
  }
  return out;
}

function at(target: LocalTarget, segments: readonly string[]): LocalTarget {
  return { folder: target.folder, segments, directory: false, fragment: undefined, start: target.start, end: target.end };
}

/** The names a relative path leads to from the folder `base` (names below the workspace folder), or undefined when it climbs out. */
export function resolveBelow(base: readonly string[], path: string): string[] | undefined {
  const out = [...base];
  const parts = path.split('/');
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i]!;
    if (part === '.' || (part === '' && i < parts.length - 1)) continue;
    if (part === '..') {
      if (out.length === 0) return undefined;
      out.pop();
    } else if (part !== '') {
      out.push(percentDecode(part));
    }
  }
  return out;
}

function decodeURIComponentSafe(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** The offset of a reference's first `?` or `#`, or its length. */
function endOfPath(text: string): number {
  const end = text.search(/[?#]/);
  return end < 0 ? text.length : end;
}
