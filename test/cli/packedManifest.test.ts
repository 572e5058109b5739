/**
 * A NuGet manifest that the repository's build packs from a base path of its own (nunit's build.cake:
 * `NuGetPack("nuget/framework/nunit.nuspec", settings)` with `BasePath = CurrentImageDir`, after copying LICENSE.txt
 * there): `nuget pack` resolves its `<file src>` in a folder the build fills, so a missing one is Information, naming
 * the build file. One that no build names with a base path is packed from its own folder and keeps its Warning.
 */
import assert from 'node:assert/strict';
import { problemList, removeTempTrees, runJson, tempTree } from './helpers';

describe('CLI: a package manifest a build packs from a base path of its own', () => {
  after(removeTempTrees);

  const NUSPEC = '<?xml version="1.0"?>\n<package>\n  <metadata><id>Lib</id></metadata>\n  <files>\n    <file src="LICENSE.txt" />\n  </files>\n</package>\n';
  const CAKE = (nuspec: string, basePath: boolean): string => 'Task("Package")\n    .Does(() =>\n    {\n        var settings = new NuGetPackSettings\n        {\n'
    + `${basePath ? '            BasePath = CurrentImageDir,\n' : ''}            OutputDirectory = PACKAGE_DIR,\n        };\n        NuGetPack("${nuspec}", settings);\n    });\n`;
  const rows: [name: string, files: Record<string, string>, severity: 'information' | 'warning'][] = [
    ['Cake with BasePath (nunit)', { 'nuget/framework/lib.nuspec': NUSPEC, 'build.cake': CAKE('nuget/framework/lib.nuspec', true) }, 'information'],
    ['nuget pack -BasePath in a PowerShell script', { 'nuget/lib.nuspec': NUSPEC, 'build.ps1': 'nuget pack nuget\\lib.nuspec -BasePath $imageDir -OutputDirectory out\n' }, 'information'],
    ['MSBuild NuspecBasePath beside the manifest', { 'src/Lib/Lib.nuspec': NUSPEC, 'src/Lib/Lib.csproj': '<Project>\n  <PropertyGroup>\n    <NuspecFile>Lib.nuspec</NuspecFile>\n    <NuspecBasePath>$(OutputPath)</NuspecBasePath>\n  </PropertyGroup>\n</Project>\n' }, 'information'],
    ['no build file', { 'nuget/lib.nuspec': NUSPEC }, 'warning'],
    ['Cake without a base path', { 'nuget/lib.nuspec': NUSPEC, 'build.cake': CAKE('nuget/lib.nuspec', false) }, 'warning'],
    ['a base path for another manifest', { 'nuget/lib.nuspec': NUSPEC, 'build.cake': CAKE('nuget/otherlib.nuspec', true) }, 'warning'],
  ];
  for (const [name, files, severity] of rows) {
    it(`${name}: ${severity}`, () => {
      const run = runJson([], tempTree(files));
      const problems = problemList(run.report);
      assert.equal(problems.length, 1, problems.join('\n'));
      assert.match(problems[0]!, new RegExp(`\\.nuspec:\\d+:\\d+ ${severity} link-missing-file$`));
      const message = run.report.files.flatMap((f) => f.problems).map((p) => p.message)[0]!;
      if (severity === 'information') assert.match(message, /packs this manifest from a base path of its own \((?:Nuspec)?BasePath\)/);
      else assert.doesNotMatch(message, /base path/);
    });
  }
});
