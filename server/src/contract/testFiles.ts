/**
 * What the service says of a test file's findings kept at information (the service's links/testData.ts says which
 * files are tests), and the one line said of them: the command line counts them from their messages, and the
 * server tells them once a folder, without loading the rules.
 */

/** Said of a link of a file kept as test data whose target is missing. */
export const TEST_INPUT_NOTE = ' (A file kept as test data: its links are what a test reads, not pages someone follows.)';

/** Said of a malformed URI (or a password, or a §7 trap) in a test file, reported as information. */
export const TEST_FILE_NOTE = " (In a test file: a test's inputs are malformed on purpose.)";

/** Whether a finding's message says it was kept at information because its file is a test file. */
export function saidOfTestFile(message: string): boolean {
  return message.endsWith(TEST_FILE_NOTE) || message.endsWith(TEST_INPUT_NOTE);
}

/** The start of the one line that says how many findings of test files were kept at information. */
const NOTICE_MARK = 'kept at information in ';

/**
 * The one line said of a run's (or a workspace folder's) test files, once: `findings` in `files` test files were kept
 * at information, and how to judge them as any file (`how`: the setting, and the command line's flag).
 */
export function testFilesNotice(findings: number, files: number, how = 'uriLint.testFiles "check"'): string {
  const them = findings === 1 ? 'finding' : 'findings';
  return `${findings} ${them} ${NOTICE_MARK}${files} test ${files === 1 ? 'file' : 'files'} (below test, spec or fixtures folders, a fuzzer's inputs, or named as tests): ` +
    `a test's inputs are malformed on purpose; ${how} judges them as any file.`;
}

/** Whether a line is `testFilesNotice`'s (a merged report counts again). */
export function isTestFilesNotice(line: string): boolean {
  return /^\d+ findings? kept at information in \d+ test files? /.test(line);
}
