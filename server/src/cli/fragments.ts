/**
 * Fragments into other files, judged in the run's main thread. A worker thread that checks a file leaves its `other.md#section`
 * fragments pending (check.ts, `deferFragments`) unless it checked the
 * target itself: judged there, every thread would open and parse every
 * target again, since any file can link to any other. Here each target is
 * read once for the whole run (the main thread's `AnchorFacts`, which also
 * judges the main thread's own files' fragments at once), as results come
 * in, and a fragment that names nothing joins its file's problems in text
 * order, with the message and fingerprint the file's own thread would have
 * given it.
 */
import { createLanguageService } from '../service/index';
import type { LinkFacts } from '../service/index';
import { problemAt } from './check';
import type { Checked } from './checkFile';
import type { Problem } from './report';

const { judgeFragment, targetNameOf } = createLanguageService().anchors;

/**
 * Settles the run's pending fragments as results come in: a result's
 * passed texts join the anchors at once, and a file's fragments are judged
 * as soon as every target they name is at hand, while the workers go on
 * checking; `finish` judges the rest, reading the targets no thread passed
 * on. Each file waits on a count of its targets not yet at hand.
 */
export class FragmentSettler {
  /** The files waiting on each target (by place key), and how many targets each still waits on. */
  private readonly waitingOn = new Map<string, Checked[]>();
  private readonly waits = new Map<Checked, number>();

  constructor(private readonly facts: LinkFacts) {}

  /** Results of the run have come in (`start`, where they begin in the run, is no matter here). */
  received(_start: number, results: readonly Checked[]): void {
    const { anchors } = this.facts;
    for (const result of results) {
      if (result.anchors) {
        const { uri, key, text, rules, list } = result.anchors;
        anchors.seed(uri, text, { rules, list }, key);
        delete result.anchors;
        const ready = key === undefined ? undefined : this.waitingOn.get(key);
        if (ready) {
          this.waitingOn.delete(key!);
          for (const waiting of ready) this.release(waiting);
        }
      }
      if (!result.pending) continue;
      let count = 0;
      for (const { key } of result.pending) {
        if (key === undefined || anchors.has(key)) continue;
        const list = this.waitingOn.get(key);
        // A file names a target once or more: it waits on it once.
        if (list?.[list.length - 1] === result) continue;
        count++;
        if (list) list.push(result);
        else this.waitingOn.set(key, [result]);
      }
      if (count === 0) settleFragments(result, this.facts);
      else this.waits.set(result, count);
    }
  }

  private release(result: Checked): void {
    const left = this.waits.get(result)! - 1;
    if (left > 0) {
      this.waits.set(result, left);
      return;
    }
    this.waits.delete(result);
    settleFragments(result, this.facts);
  }

  /** Judges every file still waiting. */
  finish(): void {
    for (const result of this.waits.keys()) settleFragments(result, this.facts);
    this.waits.clear();
    this.waitingOn.clear();
  }
}

/** Judges the pending fragments of `checked` against the anchors `facts` reads; its targets join what its report depends on (for the cache). */
export function settleFragments(checked: Checked, { anchors }: LinkFacts): void {
  const { pending } = checked;
  if (!pending) return;
  delete checked.pending;
  const found: Problem[] = [];
  const seen = new Map<string, number>();
  const targets = new Set<string>();
  for (const { at, uri, key, fragment, rules, explicitIds, headingText, definitionTermIds, caseless, mystHeadings, note, attributeNote, reference, target } of pending) {
    targets.add(uri);
    const index = anchors.known(uri, rules, key);
    const verdict = index ? judgeFragment(fragment, index, {
      explicitIds, targetName: targetNameOf(uri), ...(headingText ? { headingText } : {}), ...(definitionTermIds ? { definitionTermIds } : {}), ...(caseless ? { caseless } : {}),
      ...(mystHeadings === undefined ? {} : { mystHeadings }),
    }) : undefined;
    if (!verdict || verdict.found) continue;
    // An id the target writes as `{#id}` where the tool reads the page as GitHub does: at most information, saying so.
    if (verdict.attributeId && attributeNote !== undefined && at.severity !== 'hint') {
      found.push(problemAt({ ...at, severity: 'information' }, `${verdict.message}${note ?? attributeNote}`, reference, seen, target));
      continue;
    }
    // What the placeholder's finding said after its message (a fragment of a document its site leaves out: information).
    found.push(problemAt(at, note === undefined || at.severity !== 'information' ? verdict.message : `${verdict.message}${note}`, reference, seen, target));
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
