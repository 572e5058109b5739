/**
 * What the client and the server say to each other beyond LSP itself: the
 * initialization options and one notification. Method names and shapes
 * only, so that both sides import them without a protocol library.
 */

/** `initializationOptions` of the `initialize` request; every field is optional. */
export interface InitializationOptions {
  /** The shortest time between two validations of one document while it is being edited, in ms. Default 10. */
  diagnosticsDelay?: number;
  /**
   * Whether a hover lists the reference's problems. Default true. VS Code
   * shows the diagnostics of the range above the hover already, so its
   * client sends false; editors that do not (Neovim, Helix) keep the default.
   */
  hoverProblems?: boolean;
  /**
   * Whether the client is VS Code with its built-in Markdown extension, which
   * links Markdown's link destinations, definitions, autolinks and HTML
   * `href`/`src` itself. The server then links none of those, so that no link
   * is doubled ("Follow link" twice in the hover). Default false: other
   * editors get those links from the server.
   */
  vscodeMarkdownLinks?: boolean;
  /** Whether the client wants `uriLint/documentStatus` notifications. Default false. */
  documentStatus?: boolean;
  /**
   * False in Restricted Mode (an untrusted workspace): a workspace's
   * configuration file then counts as workspace settings. Default true.
   */
  workspaceTrusted?: boolean;
}

/** Why a document is not checked. */
export type SkipReason = 'disabled' | 'language' | 'too-large';

/**
 * Server → client, after each validation of a document, when the client
 * asked for it (`InitializationOptions.documentStatus`): what was checked.
 */
export const DOCUMENT_STATUS_NOTIFICATION = 'uriLint/documentStatus';

/** The params of `uriLint/documentStatus`. */
export interface DocumentStatusParams {
  uri: string;
  version: number;
  /** URI references found and checked. */
  references: number;
  /** Diagnostics published for them. */
  problems: number;
  /** Present when the document is not checked, and why. */
  skipped?: SkipReason;
}
