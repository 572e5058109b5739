/**
 * The facts of one judging of a document (rules/types.ts `DocumentFacts`),
 * which the rules that judge from the workspace ask for: where its links
 * lead and what the workspace is known to hold there (links/facts.ts
 * `LinkFacts`), the anchors of its files (anchors/facts.ts `AnchorFacts`),
 * its own text. Each is worked out at most once per reference, however many
 * rules ask. Nothing here waits: what the platform has not told yet reads as
 * unknown; the platform answers it (the server by asking its client or
 * reading the disk: lsp/validation.ts; the command line by reading files as
 * they are asked for: cli/links.ts) and the document is judged again.
 */
import type { DocumentContext } from '../context';
import type { AnalyzedReference } from '../analysis';
import { inertLink } from '../links/inert';
import type { Inert } from '../links/inert';
import { rendersElsewhere, TEMPLATE_SNIFF } from '../links/rendered';
import { linkedCopiesOf } from '../links/linkedCopies';
import { pageUrlKeys } from '../links/pageUrls';
import type { LinkedCopies } from '../links/linkedCopies';
import { copiedInto, documentPlace, rendererOf } from '../links/site';
import type { CopiedInto, DocumentRenderer } from '../links/site';
import { targetScope } from '../links/target';
import { isTestDocument } from '../links/testData';
import { judgeLink } from '../rules/context';
import { speaks, WORKSPACE_RULES } from '../rules/index';
import type { DocumentFacts, FragmentContext, JudgedLink, LinkContext, PendingFacts } from '../rules/types';
import { isIgnored } from '../scope';
import { severityOf } from '../severity';
import { ObjectMemo, markJudgedOnce } from '../caches';

/**
 * Per context judged once (the command line): its link context, asked for by the judging and again by the tally of its
 * links. The same scope each time, so that each reference's target is worked out once (`localTargetOf`).
 */
const onceLinkContexts = new ObjectMemo<DocumentContext, LinkContext | undefined>();

/** What judging the document's links needs, when the platform has a workspace and link checking is on. */
export function linkContextOf(ctx: DocumentContext): LinkContext | undefined {
  if (!ctx.once) return workOutLinkContext(ctx);
  if (onceLinkContexts.has(ctx)) return onceLinkContexts.get(ctx);
  // Its memos (here, and of its document and analysis: its `$ref`s, its own anchors, what is inert) are kept only while
  // it is judged (caches.ts `ObjectMemo`).
  markJudgedOnce(ctx, ctx.document, ctx.analysis);
  const links = workOutLinkContext(ctx);
  onceLinkContexts.set(ctx, links);
  return links;
}

/**
 * `linkContextOf` for a caller that asks once per context (the index of links reads each file once): the same
 * context, not kept for later questions. Kept in the module's `WeakMap`, each context's link context looked
 * long-lived to the engine (its young collections keep the value of every entry of a long-lived `WeakMap`, whatever
 * became of its key), was made in the old generation from then on and stayed there until a full collection.
 */
export function linkContextOnce(ctx: DocumentContext): LinkContext | undefined {
  return workOutLinkContext(ctx);
}

function workOutLinkContext({ document, analysis, settings, files, once }: DocumentContext): LinkContext | undefined {
  if (!files || !settings.linksCheckFiles) return undefined;
  const folders = files.workspace.folders();
  if (folders.length === 0) return undefined;
  // Worked out when a reference asks (the command line's scope, judged once, asks only for a link), else now.
  const rendered = renderedWhenAsked(analysis, document);
  const scope = targetScope(folders, document.uri, analysis, settings, { rendered, once, caches: files.caches });
  // The renderer, worked out when first asked (a document with no link asks nothing, and reads no folder for it), then
  // once: again only while it is not known, or once the facts forgot what it was told from (their `stamp`).
  let renderer: DocumentRenderer | undefined;
  let stamp = '';
  let copies: LinkedCopies | undefined | null = null;
  // Read at once from the front matter (most documents open with none): a reader kept for later would hold the
  // document's analysis for as long as its link context lives (the index's build kept 10,000 of them).
  const keys = FRONT_MATTER_START.test(analysis.text) ? pageUrlKeys(analysis.text) : NO_KEYS;
  const urlKeys = (): readonly string[] => keys;
  const climbing = climbingLinksOf(analysis);
  let copied: CopiedInto | undefined;
  let copiedStamp = '';
  const links: LinkContext = {
    scope,
    facts: files,
    renderer() {
      if (renderer === undefined || stamp !== files.stamp()) {
        renderer = rendererOf(scope, files);
        stamp = files.stamp();
      }
      return renderer;
    },
    site() {
      const known = links.renderer();
      return known === undefined ? undefined : known.site ?? null;
    },
    linkedCopies() {
      // A context is made per judging (the server learns listings between judgings), or once where the listings are
      // read as they are asked for (the command line): the walk made first is the walk of every later question.
      if (copies === null) {
        const place = documentPlace(scope);
        copies = place && linkedCopiesOf(place, scope.document, files);
      }
      return copies;
    },
    pageUrlKeys: urlKeys,
    copiedInto() {
      // Found, kept for the state of the facts (every missing file of the document asks); not found, asked again (a
      // server learns the folders it needs between judgings; with no assembled site it is answered at once).
      if (copied === undefined || copiedStamp !== files.stamp()) {
        const place = documentPlace(scope);
        copiedStamp = files.stamp();
        copied = !place || links.site() !== null ? undefined : copiedInto(place, files, climbing(links));
      }
      return copied;
    },
  };
  return links;
}

/**
 * The document's relative links that climb above its folder (`../`), each as written with its target, worked out
 * once when first asked (links/site.ts `copiedInto`): a closure made here, for the reason `renderedWhenAsked` says.
 */
function climbingLinksOf(analysis: DocumentContext['analysis']): (links: LinkContext) => readonly { written: string; target: JudgedLink['target'] }[] {
  let out: { written: string; target: JudgedLink['target'] }[] | undefined;
  return (links) => {
    if (out === undefined) {
      out = [];
      for (const ref of analysis.references) {
        if (ref.parsed.kind !== 'relative-ref' || !ref.found.text.startsWith('../')) continue;
        const judged = judgeLink(ref, links);
        if (judged) out.push({ written: ref.found.text.slice(judged.target.start, judged.target.end), target: judged.target });
      }
    }
    return out;
  };
}

/** A front matter's first line (YAML's `---`, TOML's `+++`), after a byte order mark. */
const FRONT_MATTER_START = /^\ufeff?(?:---|\+\+\+)/;
const NO_KEYS: readonly string[] = [];

/**
 * Whether the document renders elsewhere (links/rendered.ts), worked out when first asked. A closure made here, not in
 * `workOutLinkContext`: the closures of a function share one context, and the link context's (its renderer, its site)
 * would then hold the document's whole analysis and text for as long as they live, past its judging until a full
 * collection (with the scope's hold, links/target.ts `OnceScope`: the command line's heap over 10,000 files grew from
 * 92 MB to 150 MB before one).
 */
function renderedWhenAsked(analysis: DocumentContext['analysis'], document: DocumentContext['document']): () => boolean {
  // A text no longer than the sniff is its own head (working out the position of its end would index its lines).
  const head = () => (document.getText().length <= TEMPLATE_SNIFF ? document.getText() : document.getText({ start: { line: 0, character: 0 }, end: document.positionAt(TEMPLATE_SNIFF) }));
  return () => rendersElsewhere(analysis, head);
}

/** What judging the document's fragments needs: its own text, and the files' anchors when the platform has a workspace. */
export function fragmentContextOf(ctx: DocumentContext, links = linkContextOf(ctx)): FragmentContext {
  return { document: ctx.document, hasBase: ctx.analysis.base !== undefined, settings: ctx.settings, links, anchors: ctx.files?.anchors };
}

/** The facts of one judging of a document (with `links`, its link context, when the caller has made it). */
export function documentFacts(ctx: DocumentContext, links = linkContextOf(ctx)): DocumentFacts {
  const { document, analysis, settings } = ctx;
  const fragments = fragmentContextOf(ctx, links);
  const judgesFiles = links !== undefined && (severityOf('link-missing-file', settings) !== undefined || severityOf('link-case-mismatch', settings) !== undefined);
  // Whether a rule speaks (`speaks`: its rule on, `uriLint.links.checkFiles`, and its code not off).
  const judgesAnchors = speaks('link-missing-fragment', settings);
  // A URL in a second pair of parentheses is a mistake in the link's syntax, whatever the workspace holds.
  const judgesWrapped = !judgesFiles && speaks('link-missing-file', settings);
  const hasMappings = Object.keys(settings.linksMappings).length > 0;
  // The facts of the reference asked about last: the rules ask in turn about one reference at a time.
  let inertOf: AnalyzedReference | undefined;
  let inert: Inert | undefined;
  let targetOf: AnalyzedReference | undefined;
  let target: JudgedLink | undefined;
  let leftOf: AnalyzedReference | undefined;
  let left = false;
  let testFile: boolean | undefined;
  const facts: DocumentFacts = {
    document, analysis, settings, links, fragments, judgesFiles, judgesWrapped, judgesAnchors,
    inert(ref, start) {
      if (inertOf !== ref) {
        inertOf = ref;
        inert = (judgesFiles || judgesAnchors) && (mayLink(ref) || hasMappings) ? inertLink(ref, start, analysis, document) : undefined;
      }
      return inert;
    },
    notALink(ref, start) {
      if (leftOf !== ref) {
        leftOf = ref;
        if (isIgnored(ref, settings)) left = true;
        else {
          const inert = facts.inert(ref, start);
          left = inert === 'comment' || inert === 'namespace' || inert === 'instance-data' || inert === 'xslt-output' || inert === 'contribution-key';
        }
      }
      return left;
    },
    target(ref) {
      if (targetOf !== ref) {
        targetOf = ref;
        target = links ? judgeLink(ref, links) : undefined;
      }
      return target;
    },
    testFile: () => (testFile ??= isTestDocument(ctx)),
  };
  return facts;
}


/**
 * What the rules need of the workspace for the document's references (of a
 * span of them, when given) and the platform may not know yet: the LSP asks
 * its client or reads the disk for those not known, then judges the
 * document again (lsp/validation.ts).
 */
export function pendingFacts(ctx: DocumentContext, span?: { from: number; to: number }): PendingFacts {
  const facts = documentFacts(ctx);
  const refs: AnalyzedReference[] = [];
  ctx.analysis.forEachStored((ref) => refs.push(ref), span?.from, span?.to);
  const out: PendingFacts = { targets: [], anchors: [] };
  for (const rule of WORKSPACE_RULES) {
    const pending = rule.pending?.(facts, refs);
    if (pending?.targets) out.targets.push(...pending.targets);
    if (pending?.anchors) out.anchors.push(...pending.anchors);
  }
  return out;
}

/** Whether a reference may be judged as a link (relative, `file:`, mapped, or a fragment): the inert test is spared the others. */
function mayLink(ref: AnalyzedReference): boolean {
  return ref.parsed.kind === 'relative-ref' || ref.parsed.ranges.fragment !== undefined || ref.parsed.components.scheme?.toLowerCase() === 'file'
    || ref.found.context === 'markdown-definition' || ref.found.context === 'html-attribute';
}
