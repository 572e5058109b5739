/**
 * What a `.gitattributes` file says of GitHub Linguist's classes: a file
 * marked `linguist-vendored` or `linguist-generated` is left out as GitHub
 * leaves it out of diffs and statistics, and `linguist-vendored=false`
 * (or `-linguist-vendored`) brings back one that the default rules would
 * leave out. Patterns are git's (a name without `/` at any depth, else from
 * the file's folder), matched in linear time (glob.ts): the file comes with
 * the repository. Lines that set neither attribute are not compiled.
 */
import { overrideMatcher } from './glob';
import type { PathMatcher } from './glob';

/** Linguist's attributes of one file: true set, false unset, absent not said. */
export interface LinguistAttributes {
  vendored?: boolean;
  generated?: boolean;
}

/** One line of a `.gitattributes` that says something of the two attributes. */
interface AttributeLine {
  matches: PathMatcher;
  vendored?: boolean;
  generated?: boolean;
}

/** The compiled lines of one `.gitattributes` (its folder's), in file order. */
export type AttributeRules = readonly AttributeLine[];

/** A file with more lines than this is read only this far: attributes files are short. */
const MAX_LINES = 10_000;

/** The lines of `text` about Linguist's `vendored` and `generated` (a pattern that cannot be compiled is passed over). */
export function parseGitattributes(text: string): AttributeRules {
  const out: AttributeLine[] = [];
  const lines = text.split(/\r?\n/, MAX_LINES);
  for (const raw of lines) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#') || !line.includes('linguist-')) continue;
    const [pattern, ...attributes] = line.split(/\s+/);
    if (pattern === undefined || pattern.startsWith('!')) continue;
    const said: { vendored?: boolean; generated?: boolean } = {};
    for (const attribute of attributes) {
      const match = /^([-!]?)linguist-(vendored|generated)(?:=(.*))?$/.exec(attribute);
      if (!match) continue;
      const value = match[1] === '-' ? false : match[1] === '!' ? undefined : match[3] === undefined ? true : !/^(?:false|0|no)$/i.test(match[3]);
      if (value !== undefined) said[match[2] as 'vendored' | 'generated'] = value;
    }
    if (said.vendored === undefined && said.generated === undefined) continue;
    const body = pattern.startsWith('/') ? pattern.slice(1) : pattern;
    // A pattern that names a folder (`docs/`) matches nothing in git's attributes: only files have attributes.
    if (body === '' || body.endsWith('/')) continue;
    try {
      // `/x` is anchored to the folder: with a `/` inside, `overrideMatcher` anchors it too.
      const matches = pattern.startsWith('/') && !body.includes('/') ? anchored(body) : overrideMatcher(body);
      out.push({ matches, ...said });
    } catch {
      // A glob with no linear-time form: passed over, as git passes over a line it cannot read.
    }
  }
  return out;
}

/** A matcher of a name in the folder itself only (`/name`). */
function anchored(name: string): PathMatcher {
  const matcher = overrideMatcher(name);
  return (relative) => !relative.includes('/') && matcher(relative);
}

/**
 * The attributes of a file from the rules of the folders above it, from the
 * root down (`chain`: each folder's rules and the file's path relative to
 * that folder): the last line that says an attribute decides, as in git.
 */
export function attributesOf(chain: readonly { rules: AttributeRules; relative: string }[]): LinguistAttributes {
  const out: LinguistAttributes = {};
  for (const { rules, relative } of chain) {
    for (const line of rules) {
      if (!line.matches(relative)) continue;
      if (line.vendored !== undefined) out.vendored = line.vendored;
      if (line.generated !== undefined) out.generated = line.generated;
    }
  }
  return out;
}
