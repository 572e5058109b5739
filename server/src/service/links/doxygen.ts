/**
 * Doxygen's pages written in Markdown or a `.dox` file (doxygen.nl/manual/commands.html#cmdpage): a document that
 * opens with `\page name Title` (or `@page`) is the page `name.html`, written flat into Doxygen's HTML output folder
 * whatever folder the source lies in, and `\mainpage` is `index.html`. A link between such pages names the page
 * (gazebosim/gz-sim's `tutorials/using_components.md` links `./createsystemplugins.html`, the page
 * `tutorials/create_system_plugins.md` declares by `\page createsystemplugins Create System Plugins`), which the
 * repository does not hold: it resolves where some source of the project declares that name. The sources looked at
 * are the Markdown and `.dox` files of the linking page's own folder, where Doxygen's projects keep their pages
 * together; a name no page there declares stays a missing file (a class's page Doxygen makes from code is not told
 * apart from a typo).
 */
import type { LinkFacts, Listing } from './facts';
import { uriBelow } from './facts';
import { perScope } from './filesAbove';
import type { LocalTarget, TargetScope } from './target';

/** A Doxygen page's declaration at a line's start, in Markdown or in a comment block of a `.dox` file (`/*! \page x`). */
const PAGE_DECLARATION = /^[ \t]*(?:\/\*[*!]?[ \t]*|\*[ \t]*|\/\/[/!][ \t]*)?[\\@](page|mainpage)\b[ \t]*([A-Za-z0-9_][\w-]*)?/gm;

/** How much of a document's start is read for its own declaration: Doxygen's Markdown pages open with it. */
export const DOXYGEN_HEAD = 4096;

/** `PAGE_DECLARATION` for one match (no `g`: `exec` keeps no position between documents). */
const FIRST_DECLARATION = new RegExp(PAGE_DECLARATION.source, 'm');

/** The files of a folder read for their declarations (Doxygen's inputs written as pages). */
const PAGE_SOURCE = /\.(?:md|markdown|dox|doc)$/i;

/** At most this many files of a folder are read for their declarations. */
const MAX_SOURCES = 400;

/** Whether a document's text opens as a Doxygen page (`\page name`, `@page name`, `\mainpage`) in its first lines. */
export function isDoxygenPage(text: string): boolean {
  const match = FIRST_DECLARATION.exec(text.slice(0, DOXYGEN_HEAD));
  return match !== null && (match[1] === 'mainpage' || match[2] !== undefined);
}

/** The pages a source declares, as the names of the HTML files Doxygen writes for them (`name.html`, `index.html`). */
export function declaredPages(text: string): string[] {
  const out: string[] = [];
  // `matchAll` works on its own copy of the expression: the constant's position is never moved.
  for (const match of text.matchAll(PAGE_DECLARATION)) {
    if (match[1] === 'mainpage') out.push('index.html');
    else if (match[2] !== undefined) out.push(`${match[2]}.html`);
  }
  return out;
}

const pagesOfScope = perScope<ReadonlySet<string>>();

/**
 * Whether `name` (`createsystemplugins.html`) is a page some Doxygen source of `listing`'s folder (`at`, below the
 * target's workspace folder) declares; undefined while a source is not read yet (asked for of the facts).
 */
export function doxygenPageDeclared(name: string, target: LocalTarget, at: readonly string[], listing: Listing, scope: TargetScope, facts: LinkFacts): boolean | undefined {
  const pages = pagesOfScope(scope, facts, () => {
    const out = new Set<string>();
    let pending = false;
    const files = [...listing.entries].filter(([file, kind]) => kind === 'file' && PAGE_SOURCE.test(file)).map(([file]) => file).sort().slice(0, MAX_SOURCES);
    for (const file of files) {
      const text = facts.configs.text(uriBelow(target.folder, [...at, file]));
      if (text === undefined) pending = true;
      if (typeof text === 'string' && /[\\@](?:page|mainpage)\b/.test(text)) for (const page of declaredPages(text)) out.add(page);
    }
    return pending ? undefined : out;
  });
  return pages === undefined ? undefined : pages === null ? false : pages.has(name);
}
