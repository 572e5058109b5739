/**
 * Bugs the fuzzer found that are not fixed yet. Inputs that hit one are
 * skipped and counted (notes.ts), so that a run keeps looking for new bugs
 * and stays green; each entry says how to reproduce it. Remove an entry when
 * its bug is fixed: the fuzzer then checks those inputs again.
 */
import type { FoundUri } from '@uri-lint/shared';

/** A known bug of the server's protocol handlers. */
export interface KnownProtocolBug {
  id: string;
  /** What happens, and a minimal reproduction. */
  summary: string;
  matches(method: string, params: unknown): boolean;
}

export const KNOWN_PROTOCOL_BUGS: readonly KnownProtocolBug[] = [];


/** The known bug `method` with `params` would hit, if any. */
export function knownProtocolBug(method: string, params: unknown): KnownProtocolBug | undefined {
  return KNOWN_PROTOCOL_BUGS.find((bug) => bug.matches(method, params));
}

/** A known bug of `findUris`: a reference it returns that it should not. */
export interface KnownFinderBug {
  id: string;
  summary: string;
  matches(found: FoundUri, from: number, to: number): boolean;
}

export const KNOWN_FINDER_BUGS: readonly KnownFinderBug[] = [];

/** The known bug a reference found in `[from, to)` shows, if any. */
export function knownFinderBug(found: FoundUri, from: number, to: number): KnownFinderBug | undefined {
  return KNOWN_FINDER_BUGS.find((bug) => bug.matches(found, from, to));
}

/** A fixed reference the finder reads otherwise (properties.ts, `checkFix`), not yet explained or fixed. */
export interface KnownRereadBug {
  id: string;
  summary: string;
  matches(c: RereadCase): boolean;
}

/** What `checkFix` saw: the fixed document, the reference before the fix, what the fix meant, what the finder read there. */
export interface RereadCase {
  languageId: string;
  after: string;
  old: FoundUri;
  fixedText: string;
  again: FoundUri | undefined;
  delta: number;
}

const CJK = /^[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af]/;

export const KNOWN_REREAD_BUGS: readonly KnownRereadBug[] = [
  {
    id: 'fix-joins-entity',
    summary: 'HTML: removing an invisible character from `&‍amp;` or `&#x2‍;` makes a character reference the finder '
      + 'decodes (`&#x2;` is a control, which ends the URI), or joins a final `&` to `amp;` after the reference. '
      + 'Reproduce: html `<p>http://a/&#x2\u200d;b</p>`, "Remove invisible characters".',
    matches: ({ fixedText, again }) => {
      const [short, long] = again === undefined || again.text.length < fixedText.length ? [again?.text ?? '', fixedText] : [fixedText, again.text];
      const rest = long.slice(short.length);
      return long.startsWith(short) && (/^&(?:[A-Za-z]+|#\w+);/.test(rest) || (short.endsWith('&') && /^(?:[A-Za-z]+|#\w+)/.test(rest)));
    },
  },
  {
    id: 'escaped-ascii-before-cjk',
    summary: 'Code, JSON: prose ends a URI at CJK letters right after ASCII ones, judging by the raw text, so an escaped '
      + 'non-ASCII letter (`\\u00e9`) counts as ASCII; removing an invisible character before CJK letters then ends '
      + 'the fixed reference there, though read alone (decoded) it would not.',
    matches: ({ old, fixedText, again }) => old.offsets !== undefined && again !== undefined && fixedText.startsWith(again.text) && CJK.test(fixedText.slice(again.text.length)),
  },
  {
    id: 'markdown-syntax-moved',
    summary: 'Markdown: a fix inside a reference that sits in link syntax (`[t](…\\)`, an escaped `)` encoded as `%5C)`) '
      + 'closes or opens a link, which then claims the text: the reference is read as part of the link, or not at all.',
    matches: ({ languageId, old, again }) => languageId === 'markdown' && (again === undefined || again.context !== old.context),
  },
];

/** The known bug a fixed reference read otherwise shows, if any. */
export function knownRereadBug(c: RereadCase): KnownRereadBug | undefined {
  return KNOWN_REREAD_BUGS.find((bug) => bug.matches(c));
}
