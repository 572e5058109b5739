/**
 * Patterns indexed by the literal text they hold, so that matching a text
 * against a long list (tens of thousands of globs from a settings or
 * configuration file) costs a few map lookups, not one match per pattern.
 * A pattern is filed under its literal start, else its literal end, else the
 * longest literal run inside it; only the patterns whose literal fits the
 * text are tried. The patterns with no literal at all are tried on every
 * text: a list can hold only so many of them (`MAX_LOOSE`).
 */

/** A pattern that can say whether it matches a whole text. */
export interface Testable {
  test(text: string): boolean;
}

/** What a pattern's text must hold: its literal start and end, and its longest literal run. */
export interface Literals {
  prefix: string;
  suffix: string;
  longest: string;
}

/** How many characters of a literal end key it. */
const KEY = 32;
/** How many characters of a literal run inside key it. */
const INSIDE_KEY = 8;
/** The most patterns without any literal character, each tried on every text. */
export const MAX_LOOSE = 1_000;

export class LiteralIndex<T extends Testable> {
  private readonly byPrefix = new KeyedPatterns<T>((text, length) => text.slice(0, length));
  private readonly bySuffix = new KeyedPatterns<T>((text, length) => text.slice(text.length - length));
  private readonly inside = new KeyedPatterns<T>(undefined);
  private readonly loose: T[] = [];

  /** Files `pattern`; false when it has no literal and the list already holds `MAX_LOOSE` such patterns. */
  add(pattern: T, literals: Literals): boolean {
    if (literals.prefix !== '') this.byPrefix.add(literals.prefix.slice(0, KEY), pattern);
    else if (literals.suffix !== '') this.bySuffix.add(literals.suffix.slice(-KEY), pattern);
    else if (literals.longest !== '') this.inside.add(literals.longest.slice(0, INSIDE_KEY), pattern);
    else if (this.loose.length >= MAX_LOOSE) return false;
    else this.loose.push(pattern);
    return true;
  }

  /** True when one of the patterns matches `text`. */
  matches(text: string): boolean {
    return this.byPrefix.matches(text) || this.bySuffix.matches(text) || this.inside.matchesInside(text) || this.loose.some((p) => p.test(text));
  }
}

/** Patterns by a key cut from the text, looked up at each length of key in use. */
class KeyedPatterns<T extends Testable> {
  private readonly byKey = new Map<string, T[]>();
  private readonly lengths = new Set<number>();

  constructor(private readonly keyOf: ((text: string, length: number) => string) | undefined) {}

  add(key: string, pattern: T): void {
    let bucket = this.byKey.get(key);
    if (!bucket) this.byKey.set(key, bucket = []);
    bucket.push(pattern);
    this.lengths.add(key.length);
  }

  matches(text: string): boolean {
    for (const length of this.lengths) {
      if (length > text.length) continue;
      if (this.byKey.get(this.keyOf!(text, length))?.some((p) => p.test(text))) return true;
    }
    return false;
  }

  /** Every substring of each key length in use looked up: at most `INSIDE_KEY` lookups per character. */
  matchesInside(text: string): boolean {
    if (this.byKey.size === 0) return false;
    for (const length of this.lengths) {
      for (let i = 0; i + length <= text.length; i++) {
        if (this.byKey.get(text.slice(i, i + length))?.some((p) => p.test(text))) return true;
      }
    }
    return false;
  }
}
