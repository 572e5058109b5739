/**
 * Fragments into other files, judged in the run's main thread (issue 20
 * §3). A thread that checks a file leaves its `other.md#section` fragments
 * pending (check.ts, `deferFragments`): judged there, every thread would
 * open and parse every target again, since any file can link to any other.
 * Here each target is read once for the whole run (the main thread's
 * `AnchorFacts`), as results come in, and a fragment that names nothing
 * joins its file's problems in text order, with the message and
 * fingerprint the file's own thread would have given it.
 */
import { pathToFileURL } from 'node:url';
import { judgeFragment } from '../service/index';
import type { LinkFacts } from '../service/index';
import { problemAt } from './check';
import type { Checked } from './checkFile';
import type { Problem } from './report';

/** Gives the main thread's anchors the texts the run's threads read (each a Markdown or HTML file they checked). */
export function seedAnchors(checked: readonly Checked[], tasks: readonly { path: string }[], { anchors }: LinkFacts): void {
  checked.forEach((result, i) => {
    if (result.anchorText === undefined) return;
    anchors.seed(pathToFileURL(tasks[i]!.path).href, result.anchorText);
    delete result.anchorText;
  });
}

/** Judges the pending fragments of `checked` against the anchors `facts` reads; its targets join what its report depends on (for the cache). */
export function settleFragments(checked: Checked, { anchors }: LinkFacts): void {
  const { pending } = checked;
  if (!pending) return;
  delete checked.pending;
  const found: Problem[] = [];
  const seen = new Map<string, number>();
  const targets = new Set<string>();
  for (const { at, uri, fragment, rules, reference } of pending) {
    targets.add(uri);
    const index = anchors.known(uri, rules);
    const verdict = index ? judgeFragment(fragment, index) : undefined;
    if (!verdict || verdict.found) continue;
    found.push(problemAt(at, verdict.message, reference, seen));
  }
  if (found.length > 0) checked.report.problems = inTextOrder(checked.report.problems, found);
  // A heading renamed in a target changes the verdict: the cache compares the target's state as it does a folder's.
  if (checked.hash !== undefined) checked.depends = [...new Set([...checked.depends ?? [], ...targets])];
}

/** The problems of both lists (each in text order) in text order; at the same place, `first`'s come first. */
function inTextOrder(first: readonly Problem[], then: readonly Problem[]): Problem[] {
  const out: Problem[] = [];
  let i = 0;
  for (const problem of then) {
    while (i < first.length && (first[i]!.line < problem.line || (first[i]!.line === problem.line && first[i]!.column <= problem.column))) out.push(first[i++]!);
    out.push(problem);
  }
  while (i < first.length) out.push(first[i++]!);
  return out;
}
