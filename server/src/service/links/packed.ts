/**
 * A package manifest a pack step reads from a base path the repository's build sets: NuGet's `.nuspec`, whose
 * `<file src>`, `<license type="file">`, `<icon>` and `<readme>` `nuget pack` resolves from its `-BasePath` (Cake's
 * `NuGetPackSettings.BasePath`, MSBuild's `NuspecBasePath`), not from the manifest's folder. A build that sets one
 * copies the files there first (nunit's build.cake: `BasePath = CurrentImageDir`, after copying LICENSE.txt and the
 * notices into that image folder): where the link leads is a folder the build fills, which the tool cannot see. Its
 * missing files are said as Information, naming the build file. A manifest no build names with a base path is packed
 * from its own folder, and keeps its Warnings.
 *
 * The build files are looked for in the manifest's folder and each above it (build scripts and MSBuild's files, each
 * read once through `ConfigFacts`); one names the manifest where its file name and a base path's option are written
 * within a few lines of each other.
 */
import { percentDecode } from '@uri-lint/shared';
import type { LinkFacts } from './facts';
import { firstFileAbove, perScope } from './filesAbove';
import type { TargetScope } from './target';

/** A package manifest whose pack step may read it from elsewhere: NuGet's. */
const MANIFEST = /\.nuspec$/i;

/** Build scripts (Cake, PowerShell, FAKE, shell, batch, make, NAnt) and MSBuild's projects and imports. */
const BUILD_FILE = /\.(?:cake|ps1|psm1|fsx|sh|cmd|bat|build|proj|targets|props|csproj|fsproj|vbproj)$|^makefile$/i;

/** Build files read in one folder at most. */
const MAX_BUILD_FILES_PER_FOLDER = 16;

/** A pack step's base path, as its tools write it: Cake's `BasePath =`, `nuget pack -BasePath`, MSBuild's `NuspecBasePath`. */
const BASE_PATH = /\b(?:Nuspec)?BasePath\b|--base-path\b/gi;

/** How many lines apart the manifest's name and the base path may be written. */
const NEAR_LINES = 30;

/** What names the document as packed from a base path: the build file and the option's spelling. */
interface Packed {
  file: string;
  option: string;
}

/** `packedOf`'s answer per scope, at the facts' state it answered at. */
const answers = perScope<Packed>();

/**
 * Said of a package manifest a build packs from a base path of its own: its missing files are Information. Undefined
 * when no build does, or while a folder or build file above it is not read yet (then it is asked for, and the document
 * judged again once it is).
 */
export function packedNoteOf(links: { scope: TargetScope; facts: LinkFacts } | undefined): string | undefined {
  if (!links) return undefined;
  const { scope, facts } = links;
  if (!MANIFEST.test(scope.document.replace(/[?#].*$/, ''))) return undefined;
  const packed = answers(scope, facts, () => packedOf(scope, facts));
  return packed ? ` (${packed.file} packs this manifest from a base path of its own (${packed.option}): NuGet resolves its files there, in a folder the build fills, which URI Lint cannot see.)` : undefined;
}

/** The build file naming the document with a base path, null when none does, undefined while a folder or file above it is not known yet. */
function packedOf(scope: TargetScope, facts: LinkFacts): Packed | null | undefined {
  const uri = scope.document.replace(/[?#].*$/, '');
  const name = percentDecode(uri.slice(uri.lastIndexOf('/') + 1));
  return firstFileAbove(scope, facts, BUILD_FILE, MAX_BUILD_FILES_PER_FOLDER, (text, _file, at) => {
    const option = basePathNear(text, name);
    return option === undefined ? undefined : { file: at.join('/'), option };
  });
}

/**
 * The base path's option as `text` writes it within `NEAR_LINES` lines of the manifest's file name `name` (any case,
 * after a path's separator or a quote, not inside a longer name), if it does.
 */
export function basePathNear(text: string, name: string): string | undefined {
  const lower = text.toLowerCase();
  const wanted = name.toLowerCase();
  if (!lower.includes(wanted)) return undefined;
  const options: { line: number; option: string }[] = [];
  for (const m of text.matchAll(BASE_PATH)) options.push({ line: lineOf(text, m.index), option: m[0] });
  if (options.length === 0) return undefined;
  for (let at = lower.indexOf(wanted); at >= 0; at = lower.indexOf(wanted, at + wanted.length)) {
    const before = at === 0 ? '' : lower[at - 1]!;
    if (/[\w.-]/.test(before)) continue;
    const line = lineOf(text, at);
    const near = options.find((o) => Math.abs(o.line - line) <= NEAR_LINES);
    if (near) return near.option;
  }
  return undefined;
}

function lineOf(text: string, offset: number): number {
  let line = 0;
  for (let i = text.indexOf('\n'); i >= 0 && i < offset; i = text.indexOf('\n', i + 1)) line++;
  return line;
}
