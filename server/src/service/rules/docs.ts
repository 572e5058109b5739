/**
 * Each diagnostic code's page (docs/rules/<code>.md): why it matters, an
 * example that triggers it and the example fixed. Each rule declares it
 * beside the code (`CodeInfo.doc`, required, so a code without its
 * documentation does not compile), and this module gathers them per code
 * for the tools that write and check the pages: scripts/rule-docs.js writes the pages from these records and
 * the rules' declarations (level, RFC link, fixes), running every example
 * through the command line, and test/docs.test.ts holds the pages to them.
 * Editors link a diagnostic's code to its page (`codeDescription.href`), as
 * SARIF's `helpUri` and the JSON report's `docs` do.
 */
import { CODES } from './index';
import type { DiagnosticCode } from './index';
import type { CodeDoc } from './types';

export { DOCS_BASE, docsHref } from '../../contract/diagnostics';
export type { CodeDoc } from './types';

/** Each code's documentation, as its rule declares it beside the code (`CodeInfo.doc`). */
export const CODE_DOCS: Readonly<Record<DiagnosticCode, CodeDoc>> = Object.fromEntries([...CODES].map(([code, info]) => [code, info.doc])) as Record<DiagnosticCode, CodeDoc>;
