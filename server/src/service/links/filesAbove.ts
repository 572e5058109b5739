/**
 * What a file above a document says of it, read the one way the link rule's demoting steps read it (a build's
 * configuration naming the document: generatorTemplates.ts' Doxygen options, packed.ts' pack step's base path): the
 * folders from the document's own up to its workspace folder, a few files of each whose names say what they are, their
 * texts through the facts' configuration reads; and each scope's answer kept while the facts stand.
 */
import type { LinkFacts } from './facts';
import { uriBelow } from './facts';
import { ancestorTargets, documentPlace } from './site';
import type { TargetScope } from './target';

/**
 * The first answer `ask` gives of a file above the scope's document (its own folder first, then each folder up to the
 * workspace folder) whose name `names` matches, at most `perFolder` of a folder in name order; null when none gives
 * one, undefined while a folder or file on the way is not known yet (asked for of the facts, and the document judged
 * again once it is). `at` is the file's names below the workspace folder.
 */
export function firstFileAbove<T>(scope: TargetScope, facts: LinkFacts, names: RegExp, perFolder: number,
  ask: (text: string, name: string, at: readonly string[]) => T | undefined): T | null | undefined {
  const place = documentPlace(scope);
  if (!place) return null;
  const targets = ancestorTargets(place, facts);
  let pending = false;
  for (let depth = place.dirs.length; depth >= 0; depth--) {
    const walk = facts.known(place.folder, targets[depth]!.segments);
    if (walk === undefined) pending = true;
    if (!walk || (walk.found !== 'exact' && walk.found !== 'case') || !walk.listing) continue;
    const files = [...walk.listing.entries].filter(([name, kind]) => kind === 'file' && names.test(name)).map(([name]) => name).sort().slice(0, perFolder);
    for (const name of files) {
      const at = [...targets[depth]!.segments, name];
      const text = facts.configs.text(uriBelow(place.folder, at));
      if (text === undefined) pending = true;
      if (typeof text !== 'string') continue;
      const answer = ask(text, name, at);
      if (answer !== undefined) return answer;
    }
  }
  return pending ? undefined : null;
}

/**
 * A memo of each scope's definite answer (null or a value) at the facts' state it was worked out at; one made while
 * something was not known yet (undefined) is worked out again when asked.
 */
export function perScope<T>(): (scope: TargetScope, facts: LinkFacts, work: () => T | null | undefined) => T | null | undefined {
  const answers = new WeakMap<TargetScope, { facts: LinkFacts; stamp: string; answer: T | null }>();
  return (scope, facts, work) => {
    const stamp = facts.stamp();
    const known = answers.get(scope);
    if (known && known.facts === facts && known.stamp === stamp) return known.answer;
    const answer = work();
    if (answer !== undefined) answers.set(scope, { facts, stamp, answer });
    return answer;
  };
}
