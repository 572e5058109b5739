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


export const KNOWN_REREAD_BUGS: readonly KnownRereadBug[] = [
  {
    id: 'fix-joins-entity',
    summary: 'HTML: removing an invisible character from `&‍amp;` or `&#x2‍;` makes a character reference the finder '
      + 'decodes (`&#x2;` is a control, which ends the URI), or joins a final `&` to `amp;` after the reference. '
      + 'Reproduce: html `<p>http://a/&#x2\u200d;b</p>`, "Remove invisible characters".',
    matches: ({ fixedText, again }) => {
      const [short, long] = again === undefined || again.text.length < fixedText.length ? [again?.text ?? '', fixedText] : [fixedText, again.text];
      const rest = long.slice(short.length);
      // Or the reference formed is decoded: the text the fix meant holds it as written.
      if (again !== undefined && again.text !== fixedText && /&(?:[A-Za-z]+|#\w+);/.test(fixedText) && !/&(?:[A-Za-z]+|#\w+);/.test(again.text)) return true;
      return long.startsWith(short) && (/^&(?:[A-Za-z]+|#\w+);/.test(rest) || (short.endsWith('&') && /^(?:[A-Za-z]+|#\w+)/.test(rest)));
    },
  },
  {
    id: 'escaped-ascii-before-cjk',
    summary: 'Code, JSON: prose ends a URI at CJK letters right after ASCII ones, judging by the raw text, so an escaped '
      + 'non-ASCII letter (`\\u00e9`) counts as ASCII; removing an invisible character before CJK letters then ends '
      + 'the fixed reference there, though read alone (decoded) it would not.',
    matches: ({ old, fixedText, again }) => old.offsets !== undefined && (again === undefined || fixedText.startsWith(again.text))
      && /[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af]/.test(fixedText.slice(again?.text.length ?? 0)),
  },
  {
    id: 'code-syntax-moved',
    summary: 'Source code: percent-encoding a `[` that opened a character class (`http:/";tel:+1[[http:/`) lets the `/` '
      + 'after it close a regular expression literal (`http:` is then a label), in which the finder finds no URI. '
      + 'Reproduce: typescript `http:/";tel:+1[[http:/`, "Percent-encode invalid characters".',
    matches: ({ languageId, old, fixedText, again }) => again === undefined && old.context === 'code' && /[[\]]/.test(old.text)
      && !/^(?:c|cpp|csharp|java|python|go|rust|ruby|php|shellscript)$/.test(languageId) && fixedText.includes('%5'),
  },
  {
    id: 'escape-left-by-removal',
    summary: 'JSON, code: removing an invisible character written after a backslash (`\\‮`, an escape of it) removes '
      + 'only the character, so the backslash escapes what follows (`http:\\‮a://…` becomes `http:\\a://…`).',
    matches: ({ after, old, fixedText, again }) => {
      if (old.offsets === undefined || again?.text === fixedText || old.text.length !== fixedText.length + 1) return false;
      let k = 0;
      while (k < fixedText.length && old.text[k] === fixedText[k]) k++;
      return /[\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/.test(old.text[k] ?? '') && after.includes(`\\${fixedText[k] ?? ''}`);
    },
  },
  {
    id: 'jsdoc-bar-encoded',
    summary: 'Source code: in `{@link file:C:|a://` (no closing `}`) the reference ends at the `|`; percent-encoding it '
      + 'makes the finder read on into what followed the bar. Reproduce: typescript `/** @see {@link file:C:|a://`.',
    matches: ({ old, fixedText, again }) => old.text.endsWith('|') && fixedText.endsWith('%7C') && again !== undefined && again.text.startsWith(fixedText),
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
