/**
 * file (RFC 8089 §2): `file:///path`, `file://host/path` and `file:/path`,
 * always an absolute path. Two mistakes are common: a Windows drive letter
 * read as a host (`file://C:/x`, Appendix E.2 writes `file:///C:/x`), and a
 * relative path after "//" (`file://./x`, `file://~/x`). `file:C:/x` is the
 * drive-letter form Appendix E.2 describes, and `file:../x` the relative
 * form package managers use (npm's `"file:../lib"`): both are left alone.
 */
import type { AnalyzedReference } from '../../analysis';
import type { Fix, RefEdit } from '../../fixes/types';
import type { Finding, FixInputs } from '../types';
import { clears, defineScheme, finding, rfcHref } from './common';

/** The codes of the file module. */
export type FileCode = 'file-drive-letter-authority' | 'file-relative-path';

const DRIVE_HREF = rfcHref(8089, 'E.2');
const PATH_HREF = rfcHref(8089, '2');

/** A host that names a directory relative to where the reader is, not a machine. */
const RELATIVE_HOSTS = new Set(['.', '..', '~']);

/** The file module. */
export const fileScheme = defineScheme<FileCode>({
  schemes: ['file'],
  codes: {
    'file-drive-letter-authority': {
      level: 'error', href: DRIVE_HREF,
      summary: 'A Windows drive letter where the host goes (file://C:/x), so "C" is read as a host; write file:///C:/x (RFC 8089 Appendix E.2).',
      doc: {
        why: 'In `file://C:/x` the drive letter stands where the host goes, so `C` is read as a host name. RFC 8089 Appendix E.2 writes `file:///C:/x`.',
        bad: 'Open <file://C:/Users/me/notes.txt>.\n',
        good: 'Open <file:///C:/Users/me/notes.txt>.\n',
      },
    },
    'file-relative-path': {
      level: 'error', href: PATH_HREF,
      summary: 'A relative path after "file://" (file://./x, file://~/x), read as a host; RFC 8089 §2 allows only absolute paths.',
      doc: {
        why: 'After `file://` comes a host, then an absolute path (RFC 8089 §2): `file://./x` and `file://~/x` make `.` or `~` a host name. A file URI cannot be relative; write a relative reference without the scheme, or an absolute path.',
        bad: 'Open <file://./notes.txt>.\n',
        good: 'Open <file:///home/me/notes.txt>.\n',
      },
    },
  },
  fixes: {
    // RFC 8089 Appendix E.2: WHATWG URL parsers already read `file://C:/x` and `file:C:\x` as `file:///C:/x`.
    'file-drive-letter': {
      title: 'Write a drive letter as file:///C:/…', identity: 'keeps', codes: ['file-drive-letter-authority', 'invalid-character'],
      menuRank: 2, bulkRank: 2, compute: (inputs) => [fileDriveLetterFix(inputs)],
    },
  },
  check: fileFindings,
});

function fileFindings(ref: AnalyzedReference): Finding<FileCode>[] {
  const { components, ranges } = ref.parsed;
  if (ranges.authority !== undefined) {
    const host = components.host!;
    if (/^[A-Za-z]$/.test(host) && components.port === '' && components.userinfo === undefined) {
      return [finding('file-drive-letter-authority', ranges.host!.start, ranges.port!.end,
        `Drive letter "${host}:" is read as a host after "file://": write "file:///${host}:…"`, DRIVE_HREF)];
    }
    if (RELATIVE_HOSTS.has(host)) {
      return [finding('file-relative-path', ranges.host!.start, ranges.host!.end,
        `"${host}" is read as a host after "file://", not a folder: write "file:///${host}/…" for a local path`, PATH_HREF)];
    }
    return [];
  }
  // "file:docs/x" without "//" is left alone: npm, pip and others write relative paths so ("file:../lib").
  return [];
}

/** `file:`, up to three slashes, a drive letter with ":" or "|", then a separator or the end. */
const DRIVE = /^file:(\/{0,3})([A-Za-z])([:|])(?=[/\\]|$)/i;

/**
 * The drive-letter fix (`file-drive-letter-authority`, and the invalid "\"
 * and "|" of a Windows path), to `file:///C:/…`. `file:C:/x`, which RFC 8089
 * Appendix E.2 describes, is not rewritten unless it has one of those.
 */
function fileDriveLetterFix(inputs: FixInputs): Fix | undefined {
  const { ref } = inputs;
  const codes = inputs.schemeCodes();
  const { text } = ref.found;
  const match = DRIVE.exec(text);
  if (!match) return undefined;
  if (ref.parsed.valid && !codes.has('file-drive-letter-authority')) return undefined;
  const edits: RefEdit[] = [];
  const slashes = match[1]!;
  if (slashes !== '///') edits.push({ start: 5, end: 5 + slashes.length, newText: '///' });
  const bar = 5 + slashes.length + 1;
  if (match[3] === '|') edits.push({ start: bar, end: bar + 1, newText: ':' });
  const pathEnd = text.search(/[?#]/);
  for (let i = bar + 1; i < (pathEnd < 0 ? text.length : pathEnd); i++) {
    if (text[i] === '\\') edits.push({ start: i, end: i + 1, newText: '/' });
  }
  if (edits.length === 0) return undefined;
  return {
    id: 'file-drive-letter', title: `Write as file:///${match[2]}:/…`, edits,
    codes: ['file-drive-letter-authority', 'invalid-character'], complete: false, preferred: true,
    verify: clears(inputs, edits, 'file-drive-letter-authority'),
  };
}
