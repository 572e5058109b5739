/**
 * The pages that set their own URL in their front matter (Jekyll's
 * `permalink: /people/`, Hugo's `url`): one table per workspace's facts
 * (`LinkFacts.ownUrls`), read by every feature that follows a link written
 * as such a URL: references and a heading's rename (graph/linkIndex.ts) and
 * the link check (rules/fragments.ts), through pageUrls.ts `pageSettingUrl`.
 *
 * Filled by whoever reads the workspace's files whole: the server's index of
 * links (each file it indexes tells its own URL, or that it sets none; a
 * build that went through marks the table `whole`), or, where no index is
 * built (the command line's check), by reading the front matters of a
 * site's pages once, the first time a link asks (`readSynchronously`,
 * pageUrls.ts `learnOwnUrls`). Until then nothing is found by its own URL:
 * a link is left unjudged, never called broken for it.
 */
import type { TargetScope } from './target';

/** A page's own URL as its front matter sets it: the key (`permalink`, `url`) and the path (`/people/`). */
export interface OwnUrl {
  key: string;
  path: string;
}

/** A page's own URL and the scope its site is read from. */
export interface OwnUrlPage {
  readonly url: OwnUrl;
  readonly scope: TargetScope;
}

export class OwnUrlPages {
  private readonly pages = new Map<string, OwnUrlPage>();
  /** The sites whose pages were read for it (`learnOwnUrls`), by folder and content root. */
  readonly learned = new Set<string>();
  /** Every indexed file is in (the server's index built whole): what the table lacks, no page sets. */
  whole = false;
  /** Reads a page's text, at most `maxBytes` of it, synchronously (the command line); none in a server. */
  readSync: ((uri: string, maxBytes: number) => string | undefined) | undefined;
  /** Told of each page whose own URL a judging compared, while `LinkFacts.traced` runs (the command line's cache). */
  consulted: ((key: string, uri: string) => void) | undefined;

  /** Reads pages synchronously where no index fills the table (the command line's check). */
  readSynchronously(read: (uri: string, maxBytes: number) => string | undefined): void {
    this.readSync = read;
  }

  /** Records what `uri`'s front matter says now: its own URL, or none. */
  set(uri: string, page: OwnUrlPage | undefined): void {
    if (page) this.pages.set(uri, page);
    else this.pages.delete(uri);
  }

  get(uri: string): OwnUrlPage | undefined {
    return this.pages.get(uri);
  }

  delete(uri: string): void {
    this.pages.delete(uri);
  }

  get size(): number {
    return this.pages.size;
  }

  entries(): IterableIterator<[string, OwnUrlPage]> {
    return this.pages.entries();
  }

  clear(): void {
    this.pages.clear();
    this.learned.clear();
    this.whole = false;
  }
}
