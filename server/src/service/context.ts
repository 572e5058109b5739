/**
 * What every feature of the language service reads: one document version,
 * its analysis and the settings of its resource. Each feature takes it
 * first, then what it alone needs (a position, a range).
 */
import type { TextDocument } from 'vscode-languageserver-textdocument';
import type { Settings } from '../contract/settings';
import type { Analysis } from './analysis';
import type { LinkFacts } from './links/facts';

/** One document version as the features see it. */
export interface DocumentContext {
  /** The document; its `uri` is the base of relative references when hierarchical (§5.1.3). */
  document: TextDocument;
  /** The scan of this version of `document`. */
  analysis: Analysis;
  settings: Settings;
  /**
   * What is known of the workspace's files, when the platform has a workspace
   * (links/facts.ts): links to files are judged against it. Absent, they are not.
   */
  files?: LinkFacts;
  /**
   * The document is judged once (the command line): what the editor keeps per
   * parsed reference to judge it again cheaply after an edit is not kept.
   */
  once?: boolean;
}
